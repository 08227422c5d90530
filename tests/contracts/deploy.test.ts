import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_CHAIN_ID, MULTICALL3_ADDRESS } from '@/config/chains';
import {
  bearNftAbi,
  bearNftDeployedBytecode,
  multicall3DeployedBytecode,
} from '@/contracts/generated';
import { localDeployments } from '@/contracts/generated/deployments';
import {
  DEMO_BEAR,
  DEMO_MINTS,
  deployLocal,
  renderDeployments,
} from '../../scripts/contracts/deploy.mjs';
import { devAccount, isolateChainState, publicClient, RPC_URL } from './support/chain';

isolateChainState();

const DEPLOYMENTS_FILE = fileURLToPath(
  new URL('../../src/contracts/generated/deployments.ts', import.meta.url),
);

describe('local deployment (scripts/contracts/deploy.mjs)', () => {
  it('behavior: on a fresh chain the Bear lands at the committed address with Multicall3 and the demo state', async () => {
    const deployer = await devAccount(0);
    expect(await publicClient.getTransactionCount({ address: deployer })).toBe(0);

    const result = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });

    expect(result).toMatchObject({ chainId: LOCAL_CHAIN_ID, deployed: true });
    expect(result.bearNft).toBe(localDeployments[LOCAL_CHAIN_ID].bearNft);
    expect(readFileSync(DEPLOYMENTS_FILE, 'utf8')).toBe(
      renderDeployments({ [LOCAL_CHAIN_ID]: { bearNft: result.bearNft } }),
    );
    expect(await publicClient.getCode({ address: MULTICALL3_ADDRESS })).toBe(
      multicall3DeployedBytecode,
    );
    expect(await publicClient.getCode({ address: result.bearNft })).toBe(bearNftDeployedBytecode);

    const state = await publicClient.readContract({
      address: result.bearNft,
      abi: bearNftAbi,
      functionName: 'collectionState',
    });
    const demoTotal = DEMO_MINTS.reduce((sum, [, quantity]) => sum + quantity, 0n);
    expect(state).toMatchObject({
      maxSupply: DEMO_BEAR.maxSupply,
      totalMinted: demoTotal,
      price: DEMO_BEAR.price,
      walletLimit: DEMO_BEAR.walletLimit,
      saleActive: true,
    });
    for (const index of [0, 1]) {
      const account = await devAccount(index);
      expect(
        await publicClient.readContract({
          address: result.bearNft,
          abi: bearNftAbi,
          functionName: 'mintedBy',
          args: [account],
        }),
      ).toBe(0n);
    }
    for (const [index, quantity] of DEMO_MINTS) {
      expect(
        await publicClient.readContract({
          address: result.bearNft,
          abi: bearNftAbi,
          functionName: 'balanceOf',
          args: [await devAccount(index)],
        }),
      ).toBe(quantity);
    }
  });

  it('behavior: deploying again reuses the Bear and sends no transaction', async () => {
    const first = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });
    const deployer = await devAccount(0);
    const nonce = await publicClient.getTransactionCount({ address: deployer });
    const blockNumber = await publicClient.getBlockNumber();

    const second = await deployLocal({ rpcUrl: RPC_URL, writeDeployments: false });

    expect(second).toMatchObject({ bearNft: first.bearNft, deployed: false });
    expect(await publicClient.getTransactionCount({ address: deployer })).toBe(nonce);
    expect(await publicClient.getBlockNumber()).toBe(blockNumber);
  });
});
