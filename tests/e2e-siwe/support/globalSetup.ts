import { randomBytes } from 'node:crypto';
import {
  createWalletClient,
  http,
  keccak256,
  publicActions,
  stringToHex,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../../../scripts/chain/anvil.mjs';
import { deployIfPresent } from '../../../scripts/chain/deployIfPresent.mjs';
import { buildHub, findFreePort, startPreview } from '../../../scripts/chain/hub.mjs';
import { startRedis } from '../../../scripts/chain/redis.mjs';
import { startSignInServer } from '../../../scripts/chain/signInServer.mjs';
import {
  testSmartWalletFactoryAbi,
  testSmartWalletFactoryBytecode,
} from '../../../src/contracts/generated/test/TestSmartWalletFactory';
import { recordServerPids, stopLeftoverServers } from '../../e2e/support/serverPids';
import { ANVIL_KEYS } from '../../server/support/accounts';
import { SIWE_E2E_ENV, SIWE_E2E_OUT_DIR, SIWE_E2E_SERVERS_FILE } from './servers';

const portFrom = async (name: string) => Number(process.env[name]) || findFreePort();

/** Deploys the test wallet factory, then a TestSmartWallet owned by anvil account #0. */
async function deploySmartWallet(rpcUrl: string): Promise<Address> {
  const client = createWalletClient({
    account: privateKeyToAccount(ANVIL_KEYS[0]),
    transport: http(rpcUrl),
  }).extend(publicActions);
  const deployHash = await client.deployContract({
    abi: testSmartWalletFactoryAbi,
    bytecode: testSmartWalletFactoryBytecode,
    chain: null,
  });
  const { contractAddress: factory } = await client.waitForTransactionReceipt({
    hash: deployHash,
    pollingInterval: 50,
  });
  if (!factory) throw new Error('TestSmartWalletFactory was not deployed');
  const salt = keccak256(stringToHex('sign-in e2e'));
  const owner = client.account.address;
  const hash = await client.writeContract({
    address: factory,
    abi: testSmartWalletFactoryAbi,
    functionName: 'deploy',
    args: [owner, salt],
    chain: null,
  });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return client.readContract({
    address: factory,
    abi: testSmartWalletFactoryAbi,
    functionName: 'walletAddress',
    args: [owner, salt],
  });
}

/**
 * Sign-in end to end, on servers of its own (free ports unless SIWE_E2E_*_PORT pin them): anvil
 * with the project's contracts and a smart-contract wallet, redis-server, the sign-in server on
 * the Redis store, and a hub built with VITE_SIWE_API_URL, served by `vite preview`.
 */
export default async function globalSetup(): Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  const pids: number[] = [];
  // A killed run's servers, if their pids are still theirs.
  await stopLeftoverServers(SIWE_E2E_SERVERS_FILE, /anvil|vite|redis-server|server\/main\.ts/);
  try {
    const anvil = await startAnvil({ port: await portFrom('SIWE_E2E_ANVIL_PORT'), quiet: true });
    stops.push(anvil.stop);
    pids.push(anvil.pid);
    await deployIfPresent({ rpcUrl: anvil.rpcUrl });
    const smartWallet = await deploySmartWallet(anvil.rpcUrl);

    const redis = await startRedis({ port: await portFrom('SIWE_E2E_REDIS_PORT') });
    stops.push(redis.stop);
    pids.push(redis.pid);

    const previewPort = await portFrom('SIWE_E2E_PREVIEW_PORT');
    const hubOrigin = `http://127.0.0.1:${previewPort}`;
    const api = await startSignInServer({
      port: await portFrom('SIWE_E2E_SERVER_PORT'),
      logName: 'sign-in-e2e.log',
      env: {
        SIWE_HUB_ORIGIN: hubOrigin,
        SIWE_CHAINS: `31337=${anvil.rpcUrl}`,
        SIWE_COOKIE_SECRET: randomBytes(32).toString('base64url'),
        REDIS_URL: redis.url,
        SIWE_REDIS_PREFIX: `e2e-${Date.now()}:`,
        // Every test signs in from 127.0.0.1, several a minute: the production limits (a person's
        // pace per address, tested in tests/server) would refuse the suite's own requests.
        SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '600',
        SIWE_RATE_LIMIT_VERIFY_PER_MINUTE: '600',
      },
    });
    stops.push(api.stop);
    pids.push(api.pid);

    const build = await buildHub({
      rpcUrl: anvil.rpcUrl,
      outDir: SIWE_E2E_OUT_DIR,
      logName: 'build-e2e-siwe.log',
      env: { VITE_SIWE_API_URL: api.url },
    });
    console.log(
      `hub with sign-in built in ${build.ms} ms; sign-in server ${api.url} (Redis ${redis.url})`,
    );
    const preview = await startPreview({
      outDir: SIWE_E2E_OUT_DIR,
      port: previewPort,
      logName: 'preview-e2e-siwe.log',
    });
    stops.push(preview.stop);
    pids.push(preview.pid);

    process.env[SIWE_E2E_ENV.baseUrl] = preview.url;
    process.env[SIWE_E2E_ENV.rpcUrl] = anvil.rpcUrl;
    process.env[SIWE_E2E_ENV.apiUrl] = api.url;
    process.env[SIWE_E2E_ENV.smartWallet] = smartWallet;
    recordServerPids(SIWE_E2E_SERVERS_FILE, pids);
  } catch (error) {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
    throw error;
  }
}
