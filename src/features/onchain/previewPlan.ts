/**
 * The calls a write plan will send, in order, read from the plan itself without sending
 * anything: what the form's preview simulates (`preview.ts`, in the fee estimate's request). An
 * intent is declared once, as its plan; the executor runs it and the preview reads it.
 *
 * A `check` step is read through its `assume` (the choice the page's last read implies), a
 * `signature` step through its `simulateAs` (the calls with its effect, e.g. a permit as an
 * approval of the same amount); a plan whose step has neither is simulated up to that step.
 */
import type { Address } from 'viem';
import type { ContractCall } from './contracts';
import type { StepContext, WritePlan } from './write/plan';

/** Where the simulated sequence is not exactly what will be sent. */
export type PreviewGap =
  /** A signature is simulated as the calls with its effect (a permit as an approval). */
  | 'signatureAsCalls'
  /** The steps from a signature on are not simulated: they need the signature first. */
  | 'stopsAtSignature'
  /** The steps after a check the page cannot foresee are not simulated. */
  | 'stopsAtCheck';

export interface PreviewSequence {
  calls: ContractCall[];
  gap: PreviewGap | null;
}

/** The sequence `plan` sends from `account`, as far as it can be known before any prompt. */
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
