import fc from 'fast-check';
import { type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearNftAbi } from '@/contracts/generated';
import {
  deployBear,
  devAccount,
  isolateChainState,
  publicClient,
  revertOf,
  TEST_BEAR,
  testClient,
  walletFor,
} from './support/chain';

isolateChainState();

/** Small numbers so random runs reach the supply and wallet limits. */
const MAX_SUPPLY = 12n;
const WALLET_LIMIT = 4n;
const MINTER_INDEXES = [1, 2, 3, 4] as const;
const RUNS = 25;
/** Gas for a mint sent although it will be refused (no estimate: that would refuse it). */
const REFUSED_GAS = 300_000n;

type Command =
  { kind: 'mint'; minter: number; quantity: bigint; paymentDelta: bigint } | { kind: 'withdraw' };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('mint' as const),
      minter: fc.constantFrom(...MINTER_INDEXES),
      quantity: fc.bigInt({ min: 0n, max: 5n }),
      // Mostly the exact price; sometimes a wei too little or too much.
      paymentDelta: fc.constantFrom(0n, 0n, 0n, 0n, -1n, 1n),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'withdraw' as const }) },
);

/** What the model says the contract must answer, in the contract's order of checks. */
function expectedRefusal(
  command: Extract<Command, { kind: 'mint' }>,
  totalMinted: bigint,
  mintedBy: bigint,
): string | undefined {
  const remaining = MAX_SUPPLY - totalMinted;
  if (command.quantity === 0n) return 'ZeroQuantity';
  if (remaining === 0n) return 'SoldOut';
  if (command.quantity > remaining) return 'ExceedsRemainingSupply';
  if (mintedBy + command.quantity > WALLET_LIMIT) return 'ExceedsWalletLimit';
  if (command.paymentDelta !== 0n) return 'WrongPayment';
  return undefined;
}

let owner: Address;
let treasury: Address;
let minters: Address[];
let bear: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  treasury = await devAccount(8);
  minters = await Promise.all(MINTER_INDEXES.map((index) => devAccount(index)));
  bear = await deployBear(owner, { maxSupply: MAX_SUPPLY, walletLimit: WALLET_LIMIT });
});

describe('BearNft properties', () => {
  it('behavior: over random mint and withdraw sequences, supply ≤ max, minted per wallet ≤ limit, balance = payments − withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArbitrary, { minLength: 1, maxLength: 12 }),
        async (commands) => {
          const snapshot = await testClient.snapshot();
          try {
            let payments = 0n;
            let withdrawals = 0n;
            let totalMinted = 0n;
            const mintedBy = new Map<Address, bigint>(minters.map((minter) => [minter, 0n]));

            for (const command of commands) {
              if (command.kind === 'withdraw') {
                const amount = await publicClient.getBalance({ address: bear });
                const hash = await walletFor(owner).writeContract({
                  address: bear,
                  abi: bearNftAbi,
                  functionName: 'withdraw',
                  args: [treasury],
                });
                await publicClient.waitForTransactionReceipt({ hash });
                withdrawals += amount;
              } else {
                const minter = minters[MINTER_INDEXES.indexOf(command.minter as 1)]!;
                const already = mintedBy.get(minter) ?? 0n;
                const refusal = expectedRefusal(command, totalMinted, already);
                const value = TEST_BEAR.price * command.quantity + command.paymentDelta;
                const args = {
                  account: minter,
                  address: bear,
                  abi: bearNftAbi,
                  functionName: 'mint',
                  args: [command.quantity],
                  value: value < 0n ? 0n : value,
                } as const;
                if (refusal === undefined) {
                  const { request } = await publicClient.simulateContract(args);
                  const hash = await walletFor(minter).writeContract(request);
                  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe(
                    'success',
                  );
                  payments += value;
                  totalMinted += command.quantity;
                  mintedBy.set(minter, already + command.quantity);
                } else {
                  // The page's path (simulation) names the refusal; sent anyway, the mint is
                  // mined as reverted and must leave no trace (checked below).
                  expect((await revertOf(publicClient.simulateContract(args))).errorName).toBe(
                    refusal,
                  );
                  const hash = await walletFor(minter).writeContract({ ...args, gas: REFUSED_GAS });
                  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe(
                    'reverted',
                  );
                }
              }

              const state = await publicClient.readContract({
                address: bear,
                abi: bearNftAbi,
                functionName: 'collectionState',
              });
              expect(state.totalMinted).toBe(totalMinted);
              expect(state.totalMinted).toBeLessThanOrEqual(MAX_SUPPLY);
              for (const minter of minters) {
                const account = await publicClient.readContract({
                  address: bear,
                  abi: bearNftAbi,
                  functionName: 'accountState',
                  args: [minter],
                });
                expect(account.minted).toBe(mintedBy.get(minter));
                expect(account.minted).toBeLessThanOrEqual(WALLET_LIMIT);
              }
              expect(await publicClient.getBalance({ address: bear })).toBe(payments - withdrawals);
            }
          } finally {
            await testClient.revert({ id: snapshot });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
