/**
 * The calls a plan will send, read from the plan: what its preview simulates. A `check` step is
 * read through its `assume`, a `signature` through its `simulateAs`; without them, up to there.
 */
import type { Address } from 'viem';
import type { ContractCall } from './contracts';
import type { StepContext, WritePlan } from './write/plan';

/** Where the simulated sequence is not exactly what will be sent. */
export type PreviewGap = 'signatureAsCalls' | 'stopsAtSignature' | 'stopsAtCheck';

export interface PreviewSequence {
  calls: ContractCall[];
  gap: PreviewGap | null;
}

export function previewSequenceOf(
  plan: WritePlan,
  account: Address,
  chainId: number,
): PreviewSequence {
  const calls: ContractCall[] = [];
  const results: Record<string, unknown> = {};
  const context: StepContext = {
    chainId,
    account,
    results,
    wallet: () => Promise.reject(new Error('A preview asks the wallet for nothing.')),
  };
  let gap: PreviewGap | null = null;
  const queue = [...plan];
  while (queue.length > 0) {
    const step = queue.shift()!;
    switch (step.type) {
      case 'check':
        if (!step.assume) return { calls, gap: 'stopsAtCheck' };
        queue.unshift(...step.assume());
        break;
      case 'signature':
        if (!step.simulateAs) return { calls, gap: 'stopsAtSignature' };
        calls.push(...step.simulateAs.calls);
        results[step.key] = step.simulateAs.result;
        gap = 'signatureAsCalls';
        break;
      case 'call':
        calls.push(typeof step.call === 'function' ? step.call(context) : step.call);
        break;
      case 'bundle':
        calls.push(...step.calls);
        break;
    }
  }
  return { calls, gap };
}
