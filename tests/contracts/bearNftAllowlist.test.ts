import { parseEther, type Address, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearNftAbi } from '@/contracts/generated';
import {
  deployBear,
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  TEST_BEAR,
  waitForSuccess,
  walletFor,
} from './support/chain';
import { buildAllowlistTree, type AllowlistEntry, type AllowlistTree } from './support/merkle';

isolateChainState();

const ALLOWLIST_PRICE = parseEther('0.005');
const ALLOWLIST_WALLET_LIMIT = 2n;

let owner: Address;
let outsider: Address;
let entries: AllowlistEntry[];
let tree: AllowlistTree;
let bear: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  outsider = await devAccount(6);
  // Five entries: an odd count, so one node moves up a level without a sibling.
  entries = await Promise.all(
    [
      [1, 2n],
      [2, 3n],
      [3, 1n],
      [4, 2n],
      [5, 1n],
    ].map(async ([index, allowance]) => ({
      account: await devAccount(index as number),
      allowance: allowance as bigint,
    })),
  );
  tree = buildAllowlistTree(entries);
  bear = await deployBear(owner, { saleActive: false });
  await setAllowlist(tree.root, true);
});

async function setAllowlist(root: Hex, active: boolean) {
  const owned = walletFor(owner);
  const settings = [
    { functionName: 'setAllowlistRoot', args: [root] },
    { functionName: 'setAllowlistPrice', args: [ALLOWLIST_PRICE] },
    { functionName: 'setAllowlistWalletLimit', args: [ALLOWLIST_WALLET_LIMIT] },
    { functionName: 'setAllowlistActive', args: [active] },
  ] as const;
  for (const { functionName, args } of settings) {
    await waitForSuccess(
      await owned.writeContract({
        address: bear,
        abi: bearNftAbi,
        functionName,
        args,
      } as Parameters<typeof owned.writeContract>[0]),
    );
  }
}

function entry(index: number): AllowlistEntry {
  const found = entries[index];
  if (!found) throw new Error(`no allowlist entry #${index}`);
  return found;
}

function simulateAllowlistMint(
  account: Address,
  quantity: bigint,
  allowance: bigint,
  proof: Hex[],
  value = ALLOWLIST_PRICE * quantity,
) {
  return publicClient.simulateContract({
    account,
    address: bear,
    abi: bearNftAbi,
    functionName: 'allowlistMint',
    args: [quantity, allowance, proof],
    value,
  });
}

describe('BearNft allowlist phase', () => {
  it('behavior: every listed account mints with its proof at the allowlist price, even with the public sale closed', async () => {
    for (const listed of entries) {
      const quantity = listed.allowance < ALLOWLIST_WALLET_LIMIT ? listed.allowance : 1n;
      const { request } = await simulateAllowlistMint(
        listed.account,
        quantity,
        listed.allowance,
        tree.proof(listed),
      );
      await waitForSuccess(await walletFor(listed.account).writeContract(request));
      expect(
        await publicClient.readContract({
          address: bear,
          abi: bearNftAbi,
          functionName: 'accountState',
          args: [listed.account],
        }),
      ).toEqual({ minted: 0n, allowlistMinted: quantity, balance: quantity });
    }
    const state = await publicClient.readContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'collectionState',
    });
    expect(state.allowlistRoot).toBe(tree.root);
    expect(state.allowlistPrice).toBe(ALLOWLIST_PRICE);
    expect(state.allowlistActive).toBe(true);
  });

  it('behavior: a proof used by another address is refused with InvalidProof', async () => {
    const listed = entry(0);
    await expectRevert(
      simulateAllowlistMint(outsider, 1n, listed.allowance, tree.proof(listed)),
      'InvalidProof',
      [],
    );
  });

  it('behavior: claiming a larger allowance than the listed one is refused with InvalidProof', async () => {
    const listed = entry(0);
    await expectRevert(
      simulateAllowlistMint(listed.account, 1n, listed.allowance + 1n, tree.proof(listed)),
      'InvalidProof',
      [],
    );
  });

  it('behavior: the allowlist limit is the smaller of the allowance and the phase limit', async () => {
    const generous = entry(1); // allowance 3, phase limit 2
    await expectRevert(
      simulateAllowlistMint(generous.account, 3n, generous.allowance, tree.proof(generous)),
      'ExceedsWalletLimit',
      [ALLOWLIST_WALLET_LIMIT],
    );
    const single = entry(2); // allowance 1
    await expectRevert(
      simulateAllowlistMint(single.account, 2n, single.allowance, tree.proof(single)),
      'ExceedsWalletLimit',
      [1n],
    );
  });

  it('behavior: the allowlist is paid at its own price, so the public price is WrongPayment', async () => {
    const listed = entry(0);
    await expectRevert(
      simulateAllowlistMint(
        listed.account,
        1n,
        listed.allowance,
        tree.proof(listed),
        TEST_BEAR.price,
      ),
      'WrongPayment',
      [ALLOWLIST_PRICE, TEST_BEAR.price],
    );
  });

  it('behavior: with the phase switched off a valid proof is refused with AllowlistNotActive', async () => {
    await setAllowlist(tree.root, false);
    const listed = entry(0);
    await expectRevert(
      simulateAllowlistMint(listed.account, 1n, listed.allowance, tree.proof(listed)),
      'AllowlistNotActive',
      [],
    );
  });

  it('behavior: a zero quantity is refused with ZeroQuantity before the proof is checked', async () => {
    await expectRevert(simulateAllowlistMint(outsider, 0n, 1n, []), 'ZeroQuantity', []);
  });
});
