import { describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import { LOCAL_CHAIN_ID, type HubChain } from '@/config/chains';
import { allowlistIntent, type AllowlistChange } from '@/features/mint/intents';
import { pendingBearAdmin } from '@/features/mint/components/MintOwnerConsole';
import type { ContractCall } from '@/features/onchain/contracts';
import type { BundleStep, CallStep } from '@/features/onchain/write/plan';
import type { RecentTransaction } from '@/features/transactions/slice';

// The allowlist form's write sends the setter of each setting the owner changed and nothing
// else: a root or a switch queued in a Safe never carries the other as the page read it.

const ROOT = `0x${'ab'.repeat(32)}` as Hex;
const CHAIN = {
  id: LOCAL_CHAIN_ID,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as HubChain;
const callOf = (call: ContractCall) => [call.functionName, call.args];
const allowlistPlan = (change: AllowlistChange) => allowlistIntent(CHAIN, change).plan;

describe('the allowlist owner’s plan', () => {
  it('behavior: only the switch changed sends setAllowlistActive alone', () => {
    const [step, ...rest] = allowlistPlan({ active: false });
    expect(rest).toEqual([]);
    const call = step as CallStep;
    expect(callOf(call.call as ContractCall)).toEqual(['setAllowlistActive', [false]]);
    expect(call.record).toEqual({
      description: 'Close the allowlist phase',
      intent: { kind: 'bearAdmin', data: { action: 'allowlist', active: false } },
    });
  });

  it('behavior: only the root changed sends setAllowlistRoot alone', () => {
    const [step, ...rest] = allowlistPlan({ root: ROOT });
    expect(rest).toEqual([]);
    const call = step as CallStep;
    expect(callOf(call.call as ContractCall)).toEqual(['setAllowlistRoot', [ROOT]]);
    expect(call.record.description).toBe('Set the allowlist root to 0xabab…abab');
  });

  it('behavior: both changed is one bundle of the two setters, or the root then the switch', () => {
    const [step, ...rest] = allowlistPlan({ root: ROOT, active: true });
    expect(rest).toEqual([]);
    const bundle = step as BundleStep;
    expect(bundle.type).toBe('bundle');
    expect(bundle.calls.map(callOf)).toEqual([
      ['setAllowlistRoot', [ROOT]],
      ['setAllowlistActive', [true]],
    ]);
    expect(bundle.record).toEqual({
      description: 'Allowlist on, root 0xabab…abab',
      intent: { kind: 'bearAdmin', data: { action: 'allowlist', root: ROOT, active: true } },
    });
    expect(
      bundle.otherwise.map((fallback) => callOf((fallback as CallStep).call as ContractCall)),
    ).toEqual([
      ['setAllowlistRoot', [ROOT]],
      ['setAllowlistActive', [true]],
    ]);
  });
});

describe('pending owner’s actions', () => {
  const record = (over: Partial<RecentTransaction>): RecentTransaction => ({
    kind: 'bearAdmin',
    data: { action: 'saleStart', startsAt: 0 },
    hash: `0x${'01'.repeat(32)}`,
    description: 'Clear the public sale’s start time',
    status: 'pending',
    addedAt: 0,
    safeTxHash: `0x${'01'.repeat(32)}`,
    ...over,
  });

  it('behavior: a record is phrased from its fields, with its signatures once the Safe said them', () => {
    expect(
      pendingBearAdmin(
        [
          record({ confirmations: 2, confirmationsRequired: 3 }),
          record({ data: { action: 'saleSwitch', active: true }, hash: `0x${'02'.repeat(32)}` }),
          record({ kind: 'stakingAdmin', hash: `0x${'03'.repeat(32)}` }),
        ],
        'saleStart',
      ).map(({ text }) => text),
    ).toEqual(['Pending: Clear the public sale’s start time (awaiting signatures, 2 of 3)']);
  });

  it('behavior: a record without fields (sent before they were recorded) keeps its sentence', () => {
    expect(
      pendingBearAdmin(
        [record({ data: { action: 'saleSwitch' }, description: 'Open the public sale' })],
        'saleSwitch',
      ).map(({ text }) => text),
    ).toEqual(['Pending: Open the public sale (awaiting signatures)']);
  });
});
