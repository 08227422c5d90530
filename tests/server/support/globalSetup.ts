import type { TestProject } from 'vitest/node';
import { createWalletClient, http, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../../../scripts/chain/anvil.mjs';
import { findFreePort } from '../../../scripts/chain/hub.mjs';
import { startRedis } from '../../../scripts/chain/redis.mjs';
import {
  testSmartWalletFactoryAbi,
  testSmartWalletFactoryBytecode,
} from '../../../src/contracts/generated/test/TestSmartWalletFactory';
import { ANVIL_KEYS } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    anvilUrl: string;
    redisUrl: string;
    walletFactory: `0x${string}`;
  }
}

/** A port from the environment (to pin it on a shared machine), else one the system says is free. */
async function portFrom(name: string): Promise<number> {
  const pinned = process.env[name];
  return pinned ? Number(pinned) : findFreePort();
}

/**
 * Once per run: anvil (contract-wallet signatures) with the test wallet factory deployed, and a
 * redis-server without persistence. Both stopped by pid when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
  try {
    const anvil = await startAnvil({
      port: await portFrom('SERVER_TESTS_ANVIL_PORT'),
      quiet: true,
    });
    stops.push(anvil.stop);
    const redis = await startRedis({ port: await portFrom('SERVER_TESTS_REDIS_PORT') });
    stops.push(redis.stop);

    const deployer = createWalletClient({
      account: privateKeyToAccount(ANVIL_KEYS[0]),
      transport: http(anvil.rpcUrl),
    }).extend(publicActions);
    const hash = await deployer.deployContract({
      abi: testSmartWalletFactoryAbi,
      bytecode: testSmartWalletFactoryBytecode,
      chain: null,
    });
    const receipt = await deployer.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('TestSmartWalletFactory was not deployed');

    project.provide('anvilUrl', anvil.rpcUrl);
    project.provide('redisUrl', redis.url);
    project.provide('walletFactory', receipt.contractAddress);
    console.log(
      `server tests: anvil ${anvil.rpcUrl} (pid ${anvil.pid}), redis ${redis.url} (pid ${redis.pid})`,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
