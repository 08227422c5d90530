/** An intent (flow, plan, revert table, fee): pure data, importable without the write kit. */
import type { Address } from 'viem';
import type { ContractCall } from './contracts';
import type { StepContext, WritePlan } from './write/plan';
import type { DecodedRevert } from './write/revert';

/** A reward that grows while a write waits: the most it can grow in `seconds` (base units). */
export type Accrual = { token: Address; over: (seconds: number) => bigint };

export interface WriteIntent {
  /** One flow per intent: one status line, busy from the click to the outcome. */
  flowId: string;
  chainId: number;
  plan: WritePlan;
  describeRevert: (revert: DecodedRevert) => string | undefined;
  /** What the fee counts instead of the plan's calls (gas at a bound for unestimable ones). */
  fee?: { calls: readonly ContractCall[]; extraGas?: bigint };
  /** Why it cannot be sent now (e.g. an approval still pending), said by the form. */
  waitFor?: string;
  accrual?: Accrual;
}

/** Where the simulated sequence is not exactly what will be sent. */
export type PreviewGap = 'signatureAsCalls' | 'stopsAtSignature' | 'stopsAtCheck';

/** The calls a preview simulates: `check` via `assume`, `signature` via `simulateAs`, else stop. */
export function previewSequenceOf(plan: WritePlan, account: Address, chainId: number) {
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
        if (!step.assume) return { calls, gap: 'stopsAtCheck' as const };
        queue.unshift(...step.assume());
        break;
      case 'signature':
        if (!step.simulateAs) return { calls, gap: 'stopsAtSignature' as const };
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

/** Whether a native `balance` (null: unknown) is short of `value` plus the estimated `fee`. */
export function isShortOfFunds(balance: bigint | null, value: bigint, fee: bigint | null): boolean {
  return balance !== null && balance < value + (fee ?? 0n);
}
