/**
 * A wallet write as a plan of typed steps a feature declares; the executor (`runWritePlan.ts`)
 * owns guards, simulation, the prompt, Recent Transactions, the watch, outcome and messages.
 */
import type { Address, WalletClient } from 'viem';
import type { TransactionIntent } from '@/features/transactions/slice';
import type { ContractCall } from '../contracts';

export interface RecordedAs {
  /** The sentence Recent Transactions shows, e.g. 'Mint 2 bears'. */
  description: string;
  intent: TransactionIntent;
}

export interface StepContext {
  chainId: number;
  account: Address;
  /** What earlier signature steps produced, by their `key`. */
  results: Readonly<Record<string, unknown>>;
  /** viem's wallet client over the connected wallet (loaded on first use). */
  wallet: () => Promise<WalletClient>;
}

interface StepBase {
  /** A catalogue key naming the step before its stage ("Approval: Confirm in your wallet…"). */
  label?: string;
}

/** One contract call, simulated, sent by the wallet, recorded and watched to its end. */
export interface CallStep extends StepBase {
  type: 'call';
  /** The call, or the call built from earlier steps' results (a permit's signature). */
  call: ContractCall | ((context: StepContext) => ContractCall);
  record: RecordedAs;
}

/** Several calls as one atomic EIP-5792 bundle: simulated in sequence, one prompt, one record. */
export interface BundleStep extends StepBase {
  type: 'bundle';
  calls: readonly ContractCall[];
  record: RecordedAs;
  /** Runs instead of the rest of the plan when the bundle cannot be used (nothing sent). */
  otherwise: WritePlan;
  /** The visitor's message when the bundle ends failed. */
  failedMessage: string;
}

/** A signature (e.g. an EIP-2612 permit) a later step uses; no transaction of its own. */
interface SignatureStep extends StepBase {
  type: 'signature';
  /** Where the signature goes in `StepContext.results`. */
  key: string;
  sign: (context: StepContext) => Promise<unknown>;
  /** The wallet cannot produce this kind of signature (as opposed to the visitor declining). */
  isUnsupported: (error: unknown) => boolean;
  /** Runs instead of the rest of the plan when the signature is unsupported. */
  otherwise: WritePlan;
  failedMessage: string;
  /** What a preview simulates instead (a permit's approval, a stand-in `result`); else it stops. */
  simulateAs?: { calls: readonly ContractCall[]; result: unknown };
}

/** A read right before the writes (e.g. an allowance) that decides which steps follow. */
interface CheckStep extends StepBase {
  type: 'check';
  decide: (context: StepContext) => Promise<WritePlan>;
  failedMessage: string;
  /** The steps `decide` should return from the page's last read: what a preview simulates. */
  assume?: () => WritePlan;
}

export type WriteStep = CallStep | BundleStep | SignatureStep | CheckStep;

/** Steps in order; each ends confirmed before the next starts. */
export type WritePlan = readonly WriteStep[];

/** One recorded contract call: the plan of most intents. */
export function callPlan(call: ContractCall, record: RecordedAs, label?: string): WritePlan {
  return [{ type: 'call', call, record, ...(label === undefined ? {} : { label }) }];
}
