/**
 * An intent declared once: its flow, its plan (the steps with their records), its revert table
 * and what its fee counts. The fee estimate and the preview read the plan's calls
 * (`previewSequenceOf`), the button's state is one derivation (`useIntent`), and `sendIntent`
 * (beside it) hands the same plan to the one executor. Pure data and rules: a visitor's page may
 * import it without the write kit. A feature declares its intents in its `intents.ts`.
 */
import type { Address } from 'viem';
import type { ContractCall } from './contracts';
import type { PreviewSequence } from './previewPlan';
import type { WritePlan } from './write/plan';
import type { DecodedRevert } from './write/revert';

/** A reward that grows while a write waits: the most it can grow in `seconds` (base units). */
export interface Accrual {
  /** The ERC-20 the reward is paid in. */
  token: Address;
  over: (seconds: number) => bigint;
}

export interface WriteIntent {
  /** One flow per intent: one status line, busy from the click to the outcome. */
  flowId: string;
  chainId: number;
  /** The steps, each with its Recent Transactions record: run by the executor, read by the preview. */
  plan: WritePlan;
  /** The intent's revert table as sentences (`describeWith(table)`). */
  describeRevert: (revert: DecodedRevert) => string | undefined;
  /**
   * What the fee counts when it is not the plan's own calls: calls estimated one by one, plus gas
   * counted at a documented bound for calls that cannot be estimated before earlier ones land.
   */
  fee?: { calls: readonly ContractCall[]; extraGas?: bigint };
  /** Why it cannot be sent now (e.g. an approval still pending), said by the form. */
  waitFor?: string;
  /** A reward the write pays that grows with time: compared within its growth after the receipt. */
  accrual?: Accrual;
}

/**
 * What the fee estimate is asked for: the intent's own `fee`, else a single call estimated, else
 * (a sequence whose later calls need the earlier ones mined) the simulated sequence's gas.
 */
export function feeRequestOf(
  intent: WriteIntent,
  sequence: PreviewSequence,
): { calls: readonly ContractCall[]; extraGas?: bigint } {
  if (intent.fee) return intent.fee;
  return { calls: sequence.calls.length > 1 ? [] : sequence.calls };
}

/** Whether a native `balance` (null: unknown) is short of `value` plus the estimated `fee`. */
export function isShortOfFunds(balance: bigint | null, value: bigint, fee: bigint | null): boolean {
  return balance !== null && balance < value + (fee ?? 0n);
}

/** The native coin the plan's calls send (a mint's price). */
export function valueOf(sequence: PreviewSequence): bigint {
  return sequence.calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n);
}
