import { encodeFunctionData, parseEventLogs, zeroAddress, type Address, type Hash } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearNftAbi, bearStakingAbi } from '@/contracts/generated';
import {
  deployBear,
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  waitForSuccess,
  walletFor,
} from './support/chain';
import { deployStaking, deployToken, TIER } from './support/staking';

// Both owned contracts move ownership in two steps (OpenZeppelin's Ownable2Step) and refuse to
// renounce it: a mistyped address or a renounce must never lock the mint proceeds or the APRs.

isolateChainState();

/** The ownership functions, the same in both contracts (TwoStepOwnable). */
const ownershipAbi = bearNftAbi.filter(
  (item) =>
    'name' in item &&
    [
      'owner',
      'pendingOwner',
      'transferOwnership',
      'acceptOwnership',
      'renounceOwnership',
      'OwnershipTransferStarted',
      'OwnershipTransferred',
      'OwnableUnauthorizedAccount',
      'OwnershipCannotBeRenounced',
    ].includes(item.name),
);

let owner: Address;
let alice: Address;
let bob: Address;

interface Owned {
  name: string;
  address: Address;
  /** An action only the owner may take, sent from `account`. */
  ownerAction: (account: Address) => Promise<Hash>;
}
const contracts: Owned[] = [];

beforeAll(async () => {
  owner = await devAccount(0);
  alice = await devAccount(1);
  bob = await devAccount(2);
  const bear = await deployBear(owner);
  const staking = await deployStaking(owner, await deployToken(owner));
  contracts.push(
    {
      name: 'BearNft',
      address: bear,
      ownerAction: async (account) => {
        const { request } = await publicClient.simulateContract({
          account,
          address: bear,
          abi: bearNftAbi,
          functionName: 'setSaleActive',
          args: [false],
        });
        return walletFor(account).writeContract(request);
      },
    },
    {
      name: 'BearStaking',
      address: staking,
      ownerAction: async (account) => {
        const { request } = await publicClient.simulateContract({
          account,
          address: staking,
          abi: bearStakingAbi,
          functionName: 'setTierApr',
          args: [TIER.flexible, 100],
        });
        return walletFor(account).writeContract(request);
      },
    },
  );
});

const ownerOf = (contract: Owned) =>
  publicClient.readContract({
    address: contract.address,
    abi: ownershipAbi,
    functionName: 'owner',
  });
const pendingOwnerOf = (contract: Owned) =>
  publicClient.readContract({
    address: contract.address,
    abi: ownershipAbi,
    functionName: 'pendingOwner',
  });

async function send(
  contract: Owned,
  account: Address,
  functionName: 'transferOwnership' | 'acceptOwnership',
  args: readonly [Address] | readonly [] = [],
) {
  const { request } = await publicClient.simulateContract({
    account,
    address: contract.address,
    abi: ownershipAbi,
    functionName,
    args,
  } as Parameters<typeof publicClient.simulateContract>[0]);
  return waitForSuccess(await walletFor(account).writeContract(request));
}

describe.each(['BearNft', 'BearStaking'])('%s ownership', (name) => {
  const contract = () => contracts.find((candidate) => candidate.name === name)!;

  it('behavior: renounceOwnership is refused for the owner and anyone else, in a call and on chain', async () => {
    for (const account of [owner, alice]) {
      await expectRevert(
        publicClient.readContract({
          account,
          address: contract().address,
          abi: ownershipAbi,
          functionName: 'renounceOwnership',
        }),
        'OwnershipCannotBeRenounced',
        [],
      );
    }
    // Sent anyway (a wallet that skips simulation): mined as a failure, the owner stays.
    const hash = await walletFor(owner).sendTransaction({
      to: contract().address,
      data: encodeFunctionData({ abi: ownershipAbi, functionName: 'renounceOwnership' }),
      gas: 100_000n,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await ownerOf(contract())).toBe(owner);
    await waitForSuccess(await contract().ownerAction(owner));
  });

  it('behavior: a transfer only names a pending owner; the old owner keeps control until it accepts', async () => {
    const receipt = await send(contract(), owner, 'transferOwnership', [alice]);
    const [started] = parseEventLogs({
      abi: ownershipAbi,
      logs: receipt.logs,
      eventName: 'OwnershipTransferStarted',
    });
    expect(started?.args).toEqual({ previousOwner: owner, newOwner: alice });

    expect(await ownerOf(contract())).toBe(owner);
    expect(await pendingOwnerOf(contract())).toBe(alice);
    // The old owner still acts; the pending owner cannot yet.
    await waitForSuccess(await contract().ownerAction(owner));
    await expectRevert(contract().ownerAction(alice), 'OwnableUnauthorizedAccount', [alice]);
    // Nobody but the pending owner can accept.
    await expectRevert(send(contract(), bob, 'acceptOwnership'), 'OwnableUnauthorizedAccount', [
      bob,
    ]);

    await send(contract(), alice, 'acceptOwnership');
    expect(await ownerOf(contract())).toBe(alice);
    expect(await pendingOwnerOf(contract())).toBe(zeroAddress);
    await waitForSuccess(await contract().ownerAction(alice));
    await expectRevert(contract().ownerAction(owner), 'OwnableUnauthorizedAccount', [owner]);
  });

  it('behavior: a mistyped pending owner is replaced or cancelled by the owner, and never takes over', async () => {
    await send(contract(), owner, 'transferOwnership', [bob]);
    await send(contract(), owner, 'transferOwnership', [alice]);
    expect(await pendingOwnerOf(contract())).toBe(alice);
    await expectRevert(send(contract(), bob, 'acceptOwnership'), 'OwnableUnauthorizedAccount', [
      bob,
    ]);

    await send(contract(), owner, 'transferOwnership', [zeroAddress]);
    expect(await pendingOwnerOf(contract())).toBe(zeroAddress);
    await expectRevert(send(contract(), alice, 'acceptOwnership'), 'OwnableUnauthorizedAccount', [
      alice,
    ]);
    expect(await ownerOf(contract())).toBe(owner);
  });

  it('behavior: only the owner starts a transfer', async () => {
    await expectRevert(
      send(contract(), alice, 'transferOwnership', [alice]),
      'OwnableUnauthorizedAccount',
      [alice],
    );
    expect(await pendingOwnerOf(contract())).toBe(zeroAddress);
  });
});
