#!/usr/bin/env node
// Deploys the project's contracts to a local anvil chain and seeds a demo state.
//   node scripts/contracts/deploy.mjs --rpc http://127.0.0.1:8545
// or `import { deployLocal } from './scripts/contracts/deploy.mjs'`.
//
// Multicall3 is placed at its canonical address with `anvil_setCode` (anvil has none, and viem's
// batching needs it). The Bear is deployed by dev account #0; dev accounts #2..#4 then mint a
// few bears so the collection looks alive. Accounts #0 and #1 mint nothing: the Local Dev
// Wallet and the tests use them. On a fresh chain the addresses are always the same (fixed
// deployer and nonces); they are written to src/contracts/generated/deployments.ts only when
// they change, so the file stays committed and stable.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  http,
  parseEther,
} from 'viem';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const GENERATED_DIR = join(ROOT, 'src/contracts/generated');
const ARTIFACTS_FILE = join(GENERATED_DIR, 'artifacts.json');
const DEPLOYMENTS_FILE = join(GENERATED_DIR, 'deployments.ts');

/** Where viem (and most chains) expect Multicall3. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** The demo collection of the local chain. */
export const DEMO_BEAR = Object.freeze({
  name: 'Bear',
  symbol: 'BEAR',
  maxSupply: 1000n,
  price: parseEther('0.01'),
  walletLimit: 5n,
  saleActive: true,
  saleStartsAt: 0n,
});

/** Dev account index -> bears it mints when the collection is first deployed. */
export const DEMO_MINTS = [
  [2, 3n],
  [3, 2n],
  [4, 1n],
];

const DEPLOYER_INDEX = 0;
/** Anvil mines at once; poll receipts quickly rather than at viem's 4 s default. */
const LOCAL_POLLING_INTERVAL_MS = 50;

function loadArtifacts() {
  return JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8'));
}

/** The addresses recorded for `chainId` in the generated deployments file, if any. */
function readRecordedDeployment(chainId) {
  if (!existsSync(DEPLOYMENTS_FILE)) return undefined;
  const text = readFileSync(DEPLOYMENTS_FILE, 'utf8');
  const match = new RegExp(`\\b${chainId}: \\{ bearNft: '(0x[0-9a-fA-F]{40})' \\}`).exec(text);
  return match ? { bearNft: match[1] } : undefined;
}

/** The deployments file for these addresses, formatted as Prettier would. */
export function renderDeployments(deployments) {
  const entries = Object.entries(deployments)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([chainId, { bearNft }]) => `  ${chainId}: { bearNft: '${bearNft}' },`);
  return [
    '// Written by scripts/contracts/deploy.mjs when the local deployment changes. Do not edit.',
    '// Production addresses live in src/config/contracts.ts.',
    '',
    'export const localDeployments = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

function writeDeployment(chainId, addresses) {
  const recorded = readRecordedDeployment(chainId);
  if (recorded && recorded.bearNft === addresses.bearNft) return false;
  // One local chain id at a time: the file describes the chain the app runs against.
  writeFileSync(DEPLOYMENTS_FILE, renderDeployments({ [chainId]: addresses }));
  return true;
}

/**
 * Deploys (or finds) the local contracts. Idempotent: a Bear already deployed at the recorded
 * address (or at the address a fresh chain gives it) with the current code is reused, and the
 * demo mints happen only with a new deployment.
 *
 * @param {{ rpcUrl: string, writeDeployments?: boolean }} options
 * @returns {Promise<{ chainId: number, multicall3: `0x${string}`, bearNft: `0x${string}`,
 *   deployed: boolean, deploymentsWritten: boolean }>}
 */
export async function deployLocal({ rpcUrl, writeDeployments = true }) {
  const artifacts = loadArtifacts();
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({
    transport,
    pollingInterval: LOCAL_POLLING_INTERVAL_MS,
  });
  const chainId = await publicClient.getChainId();
  const chain = {
    id: chainId,
    name: 'Localhost',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const accounts = await publicClient.request({ method: 'eth_accounts' });
  const deployer = getAddress(accounts[DEPLOYER_INDEX]);
  const walletFor = (account) => createWalletClient({ account, chain, transport });

  const multicallCode = artifacts.Multicall3.deployedBytecode;
  if ((await publicClient.getCode({ address: MULTICALL3_ADDRESS })) !== multicallCode) {
    await publicClient.request({
      method: 'anvil_setCode',
      params: [MULTICALL3_ADDRESS, multicallCode],
    });
  }

  const bear = artifacts.BearNft;
  const candidates = [
    readRecordedDeployment(chainId)?.bearNft,
    getContractAddress({ from: deployer, nonce: 0n }),
  ].filter(Boolean);
  let bearNft;
  for (const candidate of candidates) {
    if ((await publicClient.getCode({ address: candidate })) === bear.deployedBytecode) {
      bearNft = getAddress(candidate);
      break;
    }
  }

  const deployed = bearNft === undefined;
  if (deployed) {
    const hash = await walletFor(deployer).deployContract({
      abi: bear.abi,
      bytecode: bear.bytecode,
      args: [
        DEMO_BEAR.name,
        DEMO_BEAR.symbol,
        deployer,
        DEMO_BEAR.maxSupply,
        DEMO_BEAR.price,
        DEMO_BEAR.walletLimit,
        DEMO_BEAR.saleActive,
        DEMO_BEAR.saleStartsAt,
      ],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`BearNft deployment failed in transaction ${hash}`);
    }
    bearNft = getAddress(receipt.contractAddress);

    for (const [index, quantity] of DEMO_MINTS) {
      const mintHash = await walletFor(getAddress(accounts[index])).writeContract({
        address: bearNft,
        abi: bear.abi,
        functionName: 'mint',
        args: [quantity],
        value: DEMO_BEAR.price * quantity,
      });
      const mintReceipt = await publicClient.waitForTransactionReceipt({ hash: mintHash });
      if (mintReceipt.status !== 'success') throw new Error(`demo mint failed in ${mintHash}`);
    }
  }

  const deploymentsWritten = writeDeployments ? writeDeployment(chainId, { bearNft }) : false;
  return { chainId, multicall3: MULTICALL3_ADDRESS, bearNft, deployed, deploymentsWritten };
}

function parseRpcArgument(argv) {
  const index = argv.indexOf('--rpc');
  const value =
    index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--rpc='))?.slice(6);
  return value ?? 'http://127.0.0.1:8545';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rpcUrl = parseRpcArgument(process.argv.slice(2));
  deployLocal({ rpcUrl })
    .then((result) => {
      const state = result.deployed ? 'deployed and seeded' : 'already deployed';
      console.log(`chain ${result.chainId} at ${rpcUrl}`);
      console.log(`  Multicall3 ${result.multicall3}`);
      console.log(`  BearNft    ${result.bearNft} (${state})`);
      if (result.deploymentsWritten) console.log('  wrote src/contracts/generated/deployments.ts');
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
