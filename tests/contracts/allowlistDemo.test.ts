import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Address, Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { bearNftAbi } from '@/contracts/generated';
import { DEMO_BEAR, deployLocal } from '../../scripts/contracts/deploy.mjs';
import { DEMO_ALLOWLIST, DEMO_PUBLIC_SALE_DELAY_S } from '../../scripts/allowlist/demo.mjs';
import {
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  RPC_URL,
  waitForSuccess,
  walletFor,
} from './support/chain';

isolateChainState();

interface ServedProofs {
  root: Hex;
  entries: Record<string, { allowance: string; proof: Hex[] }>;
}

/** What the app serves for the local chain (written by `npm run allowlist -- --chain 31337`). */
const served = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../public/allowlists/31337.json', import.meta.url)),
    'utf8',
  ),
) as ServedProofs;

const readState = (bear: Address) =>
  publicClient.readContract({ address: bear, abi: bearNftAbi, functionName: 'collectionState' });

function allowlistMint(
  bear: Address,
  account: Address,
  quantity: bigint,
  allowance: bigint,
  proof: Hex[],
) {
  return publicClient.simulateContract({
    account,
    address: bear,
    abi: bearNftAbi,
    functionName: 'allowlistMint',
    args: [quantity, allowance, proof],
    value: DEMO_ALLOWLIST.price * quantity,
  });
}

describe("the local chain's allowlist (deployLocal + public/allowlists/31337.json)", () => {
  afterEach(() => {
    delete process.env.LOCAL_MINT_PHASE;
  });

  it('behavior: the deployment sets the served root with the demo price and limit, phase closed by default', async () => {
    const { bearNft } = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });
    const state = await readState(bearNft);
    expect(state.allowlistRoot).toBe(served.root);
    expect(state.allowlistPrice).toBe(DEMO_ALLOWLIST.price);
    expect(state.allowlistWalletLimit).toBe(DEMO_ALLOWLIST.walletLimit);
    expect(state.allowlistActive).toBe(false);
    expect(state.saleActive).toBe(true);
    expect(state.saleStartsAt).toBe(DEMO_BEAR.saleStartsAt);
  });

  it('behavior: in the allowlist phase a listed account mints with its served proof, and an unlisted one is refused', async () => {
    process.env.LOCAL_MINT_PHASE = 'allowlist';
    const { bearNft } = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });
    const state = await readState(bearNft);
    const block = await publicClient.getBlock();
    expect(state.allowlistActive).toBe(true);
    expect(state.saleStartsAt).toBeGreaterThan(block.timestamp + DEMO_PUBLIC_SALE_DELAY_S - 60n);

    const listed = await devAccount(1);
    const entry = served.entries[listed.toLowerCase()]!;
    const { request } = await allowlistMint(
      bearNft,
      listed,
      2n,
      BigInt(entry.allowance),
      entry.proof,
    );
    await waitForSuccess(await walletFor(listed).writeContract(request));
    expect(
      await publicClient.readContract({
        address: bearNft,
        abi: bearNftAbi,
        functionName: 'accountState',
        args: [listed],
      }),
    ).toMatchObject({ allowlistMinted: 2n, balance: 2n });

    const outsider = await devAccount(5);
    expect(served.entries[outsider.toLowerCase()]).toBeUndefined();
    await expectRevert(
      allowlistMint(bearNft, outsider, 1n, BigInt(entry.allowance), entry.proof),
      'InvalidProof',
      [],
    );
  });
});
