import { describe, expect, it } from 'vitest';
import { mintReverts } from '@/features/mint/intents';
import { formatDateTime } from '@/features/onchain/format';
import { describeWith } from '@/features/onchain/reverts';
import { describeStakingRevert } from '@/features/staking/accountErrors';

const ETH = { symbol: 'ETH', decimals: 18 };
const describeMint = describeWith(mintReverts(ETH));

describe('revert sentences (one table per contract)', () => {
  it.each([
    ['ZeroQuantity', [], 'Choose at least one bear to mint.'],
    ['SaleNotActive', [], 'The sale is not open right now.'],
    ['SoldOut', [], 'All bears have been minted: the collection is sold out.'],
    ['ExceedsRemainingSupply', [1n], 'Only 1 bear left in the collection: lower the quantity.'],
    ['ExceedsWalletLimit', [0n], 'This wallet has reached its mint limit.'],
    ['ExceedsWalletLimit', [2n], 'You can mint at most 2 bears more with this wallet.'],
    [
      'WrongPayment',
      [2n * 10n ** 16n],
      'The price has changed: this mint now costs 0.02 ETH. Check the total and try again.',
    ],
    ['AllowlistNotActive', [], 'The allowlist phase is not open.'],
    ['InvalidProof', [], 'This wallet is not on the allowlist.'],
  ])(
    'behavior: the bear contract’s %s reads as a sentence (case %#)',
    (errorName, args, sentence) => {
      expect(describeMint({ errorName, args })).toBe(sentence);
    },
  );

  it('behavior: SaleNotStarted names the opening time in the pages’ date format', () => {
    expect(describeMint({ errorName: 'SaleNotStarted', args: [1_800_000_000n] })).toBe(
      `The sale has not started yet: it opens on ${formatDateTime(1_800_000_000)}.`,
    );
  });

  it('behavior: an error no table knows is left to the one fallback', () => {
    expect(describeMint({ errorName: 'StillLocked', args: [] })).toBeUndefined();
    expect(describeStakingRevert({ errorName: 'SoldOut', args: [] })).toBeUndefined();
    // Inherited object keys are not errors.
    expect(describeWith({})({ errorName: 'toString', args: [] })).toBeUndefined();
  });

  it('behavior: several tables are tried in order', () => {
    const describe2 = describeWith({ A: () => 'first' }, { A: () => 'second', B: () => 'b' });
    expect(describe2({ errorName: 'A', args: [] })).toBe('first');
    expect(describe2({ errorName: 'B', args: [] })).toBe('b');
  });
});
