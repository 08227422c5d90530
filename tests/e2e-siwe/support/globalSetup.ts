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
import { PROJECT_ROOT, startAnvil } from '../../../scripts/chain/anvil.mjs';
import { deployIfPresent } from '../../../scripts/chain/deployIfPresent.mjs';
import { buildHub, findFreePort, startPreview } from '../../../scripts/chain/hub.mjs';
import { startRedis } from '../../../scripts/chain/redis.mjs';
import { startSignInServer } from '../../../scripts/chain/signInServer.mjs';
import {
  testSmartWalletFactoryAbi,
  testSmartWalletFactoryBytecode,
} from '../../../src/contracts/generated/test/TestSmartWalletFactory';
import { copyBuildFor } from '../../e2e/support/buildCopy';
import { recordServerPids, stopLeftoverServers } from '../../e2e/support/serverPids';
import { ANVIL_KEYS } from '../../server/support/accounts';
import {
  SIWE_E2E_ENV,
  SIWE_E2E_OUT_DIR,
  SIWE_E2E_SAFE_FRAME_OUT_DIR,
  SIWE_E2E_SERVERS_FILE,
} from './servers';

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

interface SignInHub {
  baseUrl: string;
  apiUrl: string;
}

/**
 * A sign-in server on the Redis store (`env` added to its environment) and a hub built against
 * it (or, with `copyOf`, that hub's build copied with its sign-in API's URL swapped for this
 * server's: the builds differ in that URL only), served by `vite preview`; what it starts goes
 * into `stops` and `pids`.
 */
async function startSignInHub(
  name: string,
  {
    anvilRpcUrl,
    redisUrl,
    serverPortVariable,
    previewPortVariable,
    outDir,
    env = {},
    copyOf,
  }: {
    anvilRpcUrl: string;
    redisUrl: string;
    serverPortVariable: string;
    previewPortVariable: string;
    outDir: string;
    env?: Record<string, string>;
    copyOf?: { outDir: string; apiUrl: string };
  },
  stops: (() => Promise<void>)[],
  pids: number[],
): Promise<SignInHub> {
  const previewPort = await portFrom(previewPortVariable);
  const hubOrigin = `http://127.0.0.1:${previewPort}`;
  const api = await startSignInServer({
    port: await portFrom(serverPortVariable),
    logName: `sign-in-${name}.log`,
    env: {
      SIWE_HUB_ORIGIN: hubOrigin,
      SIWE_CHAINS: `31337=${anvilRpcUrl}`,
      SIWE_COOKIE_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: redisUrl,
      SIWE_REDIS_PREFIX: `${name}-${Date.now()}:`,
      // Every test signs in from 127.0.0.1, several a minute: the production limits (a person's
      // pace per address, tested in tests/server) would refuse the suite's own requests.
      SIWE_RATE_LIMIT_NONCE_PER_MINUTE: '600',
      SIWE_RATE_LIMIT_VERIFY_PER_MINUTE: '600',
      ...env,
    },
  });
  stops.push(api.stop);
  pids.push(api.pid);

  const startedAt = performance.now();
  if (copyOf) {
    copyBuildFor(
      `${PROJECT_ROOT}${copyOf.outDir}`,
      `${PROJECT_ROOT}${outDir}`,
      copyOf.apiUrl,
      api.url,
    );
  } else {
    await buildHub({
      rpcUrl: anvilRpcUrl,
      outDir,
      logName: `build-${name}.log`,
      env: { VITE_SIWE_API_URL: api.url },
    });
  }
  const made = `${copyOf ? 'copied' : 'built'} in ${Math.round(performance.now() - startedAt)} ms`;
  const preview = await startPreview({ outDir, port: previewPort, logName: `preview-${name}.log` });
  stops.push(preview.stop);
  pids.push(preview.pid);
  console.log(`${name}: hub ${made} at ${preview.url}, sign-in server ${api.url}`);
  return { baseUrl: preview.url, apiUrl: api.url };
}

/**
 * Sign-in end to end, on servers of its own (free ports unless SIWE_E2E_*_PORT pin them): anvil
 * with the project's contracts and a smart-contract wallet, redis-server, and two hubs, each
 * built with VITE_SIWE_API_URL pointing at a sign-in server of its own on that Redis: one with
 * the default cookie (SameSite=Strict), one with the cookie a hub framed by Safe{Wallet} needs
 * (SIWE_COOKIE_SAMESITE=none: Partitioned, Secure; Chromium keeps it from a loopback host).
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
    console.log(`Redis ${redis.url}`);

    const shared = { anvilRpcUrl: anvil.rpcUrl, redisUrl: redis.url };
    // One build: the second hub is its copy, reaching its own sign-in server.
    const hub = await startSignInHub(
      'e2e-siwe',
      {
        ...shared,
        serverPortVariable: 'SIWE_E2E_SERVER_PORT',
        previewPortVariable: 'SIWE_E2E_PREVIEW_PORT',
        outDir: SIWE_E2E_OUT_DIR,
      },
      stops,
      pids,
    );
    const safeFrameHub = await startSignInHub(
      'e2e-siwe-safe-frame',
      {
        ...shared,
        serverPortVariable: 'SIWE_E2E_SAFE_FRAME_SERVER_PORT',
        previewPortVariable: 'SIWE_E2E_SAFE_FRAME_PREVIEW_PORT',
        outDir: SIWE_E2E_SAFE_FRAME_OUT_DIR,
        env: { SIWE_COOKIE_SAMESITE: 'none' },
        copyOf: { outDir: SIWE_E2E_OUT_DIR, apiUrl: hub.apiUrl },
      },
      stops,
      pids,
    );

    process.env[SIWE_E2E_ENV.baseUrl] = hub.baseUrl;
    process.env[SIWE_E2E_ENV.apiUrl] = hub.apiUrl;
    process.env[SIWE_E2E_ENV.safeFrameBaseUrl] = safeFrameHub.baseUrl;
    process.env[SIWE_E2E_ENV.safeFrameApiUrl] = safeFrameHub.apiUrl;
    process.env[SIWE_E2E_ENV.rpcUrl] = anvil.rpcUrl;
    process.env[SIWE_E2E_ENV.smartWallet] = smartWallet;
    recordServerPids(SIWE_E2E_SERVERS_FILE, pids);
  } catch (error) {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
    throw error;
  }
}
