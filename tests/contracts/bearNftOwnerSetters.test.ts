import { parseEther, parseEventLogs, type Address, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearNftAbi } from '@/contracts/generated';
import {
  deployBear,
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  testClient,
  waitForSuccess,
  walletFor,
} from './support/chain';

// The collection owner's setters: each changes exactly the setting it names, so owner
// transactions that wait (a Safe's owners sign later) and land in any order never undo each
// other with values read before them.

isolateChainState();

let owner: Address;
let alice: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  alice = await devAccount(1);
});

const ROOT = `0x${'ab'.repeat(32)}` as Hex;

type Setter = {
  functionName:
    | 'setPrice'
    | 'setWalletLimit'
    | 'setSaleActive'
    | 'setSaleStart'
    | 'setAllowlistRoot'
    | 'setAllowlistActive'
    | 'setAllowlistPrice'
    | 'setAllowlistWalletLimit';
  arg: bigint | boolean | Hex;
  field: string;
  event: string;
};

const SETTERS: Setter[] = [
  { functionName: 'setPrice', arg: parseEther('0.02'), field: 'price', event: 'PriceSet' },
  { functionName: 'setWalletLimit', arg: 9n, field: 'walletLimit', event: 'WalletLimitSet' },
  { functionName: 'setSaleActive', arg: false, field: 'saleActive', event: 'SaleActiveSet' },
  {
    functionName: 'setSaleStart',
    arg: 4_000_000_000n,
    field: 'saleStartsAt',
    event: 'SaleStartSet',
  },
  {
    functionName: 'setAllowlistRoot',
    arg: ROOT,
    field: 'allowlistRoot',
    event: 'AllowlistRootSet',
  },
  {
    functionName: 'setAllowlistActive',
    arg: true,
    field: 'allowlistActive',
    event: 'AllowlistActiveSet',
  },
  {
    functionName: 'setAllowlistPrice',
    arg: parseEther('0.004'),
    field: 'allowlistPrice',
    event: 'AllowlistPriceSet',
  },
  {
    functionName: 'setAllowlistWalletLimit',
    arg: 2n,
    field: 'allowlistWalletLimit',
    event: 'AllowlistWalletLimitSet',
  },
];

const collection = (bear: Address) =>
  publicClient.readContract({ address: bear, abi: bearNftAbi, functionName: 'collectionState' });

/** Sends an owner's setter with a fixed gas (automine may be off: nothing to estimate against). */
function sendSetter(bear: Address, { functionName, arg }: Pick<Setter, 'functionName' | 'arg'>) {
  return walletFor(owner).writeContract({
    address: bear,
    abi: bearNftAbi,
    functionName,
    args: [arg],
    gas: 100_000n,
  } as Parameters<ReturnType<typeof walletFor>['writeContract']>[0]);
}

describe('BearNft owner setters', () => {
  it.each(SETTERS)(
    'behavior: $functionName changes $field alone and emits $event',
    async (setter) => {
      const bear = await deployBear(owner);
      const before = await collection(bear);
      const receipt = await waitForSuccess(await sendSetter(bear, setter));
      const after = await collection(bear);
      expect(after).toEqual({ ...before, [setter.field]: setter.arg });
      const logs = parseEventLogs({ abi: bearNftAbi, logs: receipt.logs });
      expect(logs.map((log) => log.eventName)).toEqual([setter.event]);
      expect(Object.values(logs[0]!.args)).toEqual([setter.arg]);
    },
  );

  it.each(SETTERS)(
    'behavior: $functionName from anyone but the owner is refused with OwnableUnauthorizedAccount',
    async ({ functionName, arg }) => {
      const bear = await deployBear(owner);
      await expectRevert(
        publicClient.simulateContract({
          account: alice,
          address: bear,
          abi: bearNftAbi,
          functionName,
          args: [arg],
        } as Parameters<typeof publicClient.simulateContract>[0]),
        'OwnableUnauthorizedAccount',
        [alice],
      );
    },
  );

  it('behavior: a start time queued after “close the sale” and mined after it leaves the sale closed', async () => {
    const bear = await deployBear(owner);
    const startsAt = (await publicClient.getBlock()).timestamp + 86_400n;
    // Both sent before either is mined, as a Safe queues them; executed in order in one block.
    await testClient.setAutomine(false);
    try {
      const close = await sendSetter(bear, { functionName: 'setSaleActive', arg: false });
      const start = await sendSetter(bear, { functionName: 'setSaleStart', arg: startsAt });
      await testClient.mine({ blocks: 1 });
      await waitForSuccess(close);
      await waitForSuccess(start);
    } finally {
      await testClient.setAutomine(true);
    }
    expect(await collection(bear)).toMatchObject({ saleActive: false, saleStartsAt: startsAt });
  });

  it('behavior: an allowlist root and a switch changed in either order both hold, with the price and limit untouched', async () => {
    const bear = await deployBear(owner, { saleActive: false });
    const before = await collection(bear);
    await waitForSuccess(await sendSetter(bear, { functionName: 'setAllowlistActive', arg: true }));
    await waitForSuccess(await sendSetter(bear, { functionName: 'setAllowlistRoot', arg: ROOT }));
    expect(await collection(bear)).toEqual({
      ...before,
      allowlistActive: true,
      allowlistRoot: ROOT,
    });
  });
});
