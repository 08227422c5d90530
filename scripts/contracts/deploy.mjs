#!/usr/bin/env node
// Deploys the project's contracts to a local anvil chain and seeds a demo state.
//   node scripts/contracts/deploy.mjs --rpc http://127.0.0.1:8545
// or `import { deployLocal } from './scripts/contracts/deploy.mjs'`.
//
// Multicall3 is placed at its canonical address with `anvil_setCode` (anvil has none, and viem's
// batching needs it). The Bear is deployed by dev account #0; dev accounts #2..#4 then mint a
// few bears so the collection looks alive. After that (so the Bear keeps its address) #0
// deploys the token and the staking contract, funds the reward pool, hands out tokens, and
// #2..#4 open a few staking positions. Accounts #0 and #1 mint nothing and stake nothing: the
// Local Dev Wallet and the tests use them; both hold tokens (#0 keeps the rest of the supply).
// Each contract deployed here must hold the artifact's runtime code (immutables masked).
// On a fresh chain the addresses and the blocks that create them are always the same (fixed
// deployer, nonces and order, automine); the transactions' hashes are not (they carry the fees
// the chain suggests at that moment: the contract tests' chain gave other ones).
// deployments/31337.json records address and blockNumber per contract (the indexer starts each
// contract at its block), and src/contracts/generated/deployments.ts the addresses, both
// rewritten only when they change, so the files stay committed and stable.
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
import { configureDemoAllowlist } from '../allowlist/demo.mjs';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const GENERATED_DIR = join(ROOT, 'src/contracts/generated');
const ARTIFACTS_FILE = join(GENERATED_DIR, 'artifacts.json');
const DEPLOYMENTS_FILE = join(GENERATED_DIR, 'deployments.ts');
/** The committed record the hub's contract table is built from (src/config/contracts.ts). */
const LOCAL_RECORD_FILE = join(ROOT, 'deployments/31337.json');

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

/** The project's token on the local chain; the whole supply goes to the deployer. */
export const DEMO_TOKEN = Object.freeze({
  name: 'Bear Hub Token',
  symbol: 'BHT',
  supply: parseEther('100000000'),
});

/** APR per tier in basis points (flexible, 7, 15, 30, 365 days) and the funded reward pool. */
export const DEMO_STAKING = Object.freeze({
  aprBps: [300, 600, 900, 1200, 2500],
  rewardPool: parseEther('1000000'),
});

/** Dev account index -> tokens the deployer sends it. */
export const DEMO_TOKEN_GRANTS = [
  [1, parseEther('10000')],
  [2, parseEther('50000')],
  [3, parseEther('50000')],
  [4, parseEther('50000')],
];

/** [dev account index, amount, tier id] of the demo staking positions, opened in this order. */
export const DEMO_POSITIONS = [
  [2, parseEther('5000'), 0],
  [2, parseEther('20000'), 3],
  [3, parseEther('12000'), 1],
  [3, parseEther('8000'), 4],
  [4, parseEther('3000'), 2],
];

/** The contracts recorded in the deployments file, in the order they are deployed. */
const DEPLOYMENT_NAMES = ['bearNft', 'bearToken', 'bearStaking'];

const DEPLOYER_INDEX = 0;
/** Anvil mines at once; poll receipts quickly rather than at viem's 4 s default. */
const LOCAL_POLLING_INTERVAL_MS = 50;

function loadArtifacts() {
  return JSON.parse(readFileSync(ARTIFACTS_FILE, 'utf8'));
}

/** The contracts' entries of the local record when it is `chainId`'s ({} if none). */
function readLocalRecord(chainId) {
  try {
    const record = JSON.parse(readFileSync(LOCAL_RECORD_FILE, 'utf8'));
    return record.chainId === chainId ? (record.contracts ?? {}) : {};
  } catch {
    return {};
  }
}

/** The addresses recorded for `chainId` in the generated deployments file ({} if none). */
function readRecordedDeployment(chainId) {
  if (!existsSync(DEPLOYMENTS_FILE)) return {};
  const text = readFileSync(DEPLOYMENTS_FILE, 'utf8');
  const entry = new RegExp(`\\b${chainId}: \\{([^}]*)\\}`).exec(text);
  if (!entry) return {};
  const pairs = entry[1].matchAll(/(\w+): '(0x[0-9a-fA-F]{40})'/g);
  return Object.fromEntries([...pairs].map(([, name, address]) => [name, address]));
}

/** The deployments file for these addresses, formatted as Prettier would. */
export function renderDeployments(deployments) {
  const entries = Object.entries(deployments)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([chainId, addresses]) => [
      `  ${chainId}: {`,
      ...DEPLOYMENT_NAMES.filter((name) => addresses[name]).map(
        (name) => `    ${name}: '${addresses[name]}',`,
      ),
      '  },',
    ]);
  return [
    '// Written by scripts/contracts/deploy.mjs when the local deployment changes. Do not edit.',
    '// The same addresses as deployments/31337.json, typed for the tests; the hub reads the JSON.',
    '',
    'export const localDeployments = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * The local chain's record in deployments/ (committed): per contract its address and the block
 * that created it, where the indexer starts. Both are the same on every fresh chain; the
 * creating transaction's hash is not (it carries the fees the chain suggests then), so unlike a
 * public record it is left out and the committed file stays as it is.
 */
export function renderLocalRecord(chainId, contracts) {
  const entries = Object.fromEntries(
    DEPLOYMENT_NAMES.filter((name) => contracts[name]).map((name) => {
      const { address, blockNumber } = contracts[name];
      return [name, { address, blockNumber }];
    }),
  );
  return `${JSON.stringify({ chainId, network: 'localhost', contracts: entries }, null, 2)}\n`;
}

function writeDeployment(chainId, contracts) {
  const recorded = readRecordedDeployment(chainId);
  const addresses = Object.fromEntries(
    DEPLOYMENT_NAMES.map((name) => [name, contracts[name].address]),
  );
  const record = renderLocalRecord(chainId, contracts);
  const recordCurrent =
    existsSync(LOCAL_RECORD_FILE) && readFileSync(LOCAL_RECORD_FILE, 'utf8') === record;
  if (recordCurrent && DEPLOYMENT_NAMES.every((name) => recorded[name] === addresses[name])) {
    return false;
  }
  // One local chain id at a time: the files describe the chain the app runs against. The hub
  // reads deployments/31337.json; the typed module serves the tests.
  writeFileSync(LOCAL_RECORD_FILE, record);
  writeFileSync(DEPLOYMENTS_FILE, renderDeployments({ [chainId]: addresses }));
  return true;
}

/**
 * An RPC URL as the scripts show it: scheme and host (with port) only. The path, the query and
 * any user info often hold a provider key, so they never appear in output or errors.
 *
 * @param {string} url
 */
export function redactRpcUrl(url) {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return '(an RPC URL that does not parse)';
  }
}

/** Pieces of a URL shorter than this are left alone in text (they cannot be a key). */
const MIN_SECRET_LENGTH = 4;

/**
 * `text` with every trace of `url` beyond its scheme and host replaced: the whole URL (as given
 * and as normalised) by its redacted form, then its path, query, user info and their parts
 * wherever they still appear (error texts sometimes quote them alone or encoded).
 *
 * @param {string} text
 * @param {string | undefined} url
 */
export function scrubRpcUrl(text, url) {
  if (!url || typeof text !== 'string') return text;
  const replaceAll = (input, pieces, by) =>
    [...new Set(pieces)]
      .filter((piece) => piece && piece.length >= MIN_SECRET_LENGTH)
      .sort((a, b) => b.length - a.length)
      .reduce((out, piece) => out.split(piece).join(by), input);
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return replaceAll(text, [url], redactRpcUrl(url));
  }
  const whole = [url, parsed.href].flatMap((form) => [form, form.replace(/\/+$/, '')]);
  let out = replaceAll(text, whole, redactRpcUrl(url));
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  const pieces = [
    path + parsed.search,
    path,
    parsed.search,
    parsed.search.slice(1),
    parsed.hash,
    parsed.username,
    parsed.password,
    ...path.split('/'),
    ...[...parsed.searchParams.values()],
  ];
  const decoded = pieces.map((piece) => {
    try {
      return decodeURIComponent(piece);
    } catch {
      return piece;
    }
  });
  out = replaceAll(out, [...pieces, ...decoded], '…');
  return out;
}

/**
 * Whether `code` (from `eth_getCode`) is the runtime code of `artifact`, ignoring the bytes the
 * constructor fills with immutables.
 *
 * @param {`0x${string}` | undefined} code
 * @param {{ deployedBytecode: string, immutableRanges?: [number, number][] }} artifact
 */
export function matchesRuntimeCode(code, artifact) {
  if (!code) return false;
  return maskImmutables(code, artifact.immutableRanges) === artifact.deployedBytecode.toLowerCase();
}

/**
 * `code` in lower case with zeros where the constructor wrote immutables (solc's
 * `immutableReferences` as [start, length] byte ranges), as the artifact's deployedBytecode has.
 *
 * @param {string} code
 * @param {readonly (readonly [number, number])[] | undefined} ranges
 */
export function maskImmutables(code, ranges = []) {
  let hex = code.toLowerCase();
  // Offsets count bytes of the code; the string has '0x' and two characters per byte.
  for (const [start, length] of ranges) {
    const from = 2 + start * 2;
    hex = hex.slice(0, from) + '0'.repeat(length * 2) + hex.slice(from + length * 2);
  }
  return hex;
}

/** A contract's record entry from the receipt of the transaction that created it. */
function deploymentEntry(address, receipt) {
  return {
    address,
    transactionHash: receipt.transactionHash,
    blockNumber: Number(receipt.blockNumber),
  };
}

/**
 * The record entry of a contract found at `address` (deployed by an earlier run): the
 * recorded transaction when its receipt created this address, else the first block whose
 * state holds the code (a binary search over the chain's history) and the transaction of that
 * block that created it. Without the history (a pruned node) the entry has the address only,
 * and the indexer starts that contract at block 0.
 *
 * @param {import('viem').PublicClient} publicClient
 * @param {`0x${string}`} address
 * @param {{ address?: string, transactionHash?: `0x${string}` } | undefined} recorded
 */
async function locateDeployment(publicClient, address, recorded) {
  const createdHere = (receipt) =>
    receipt?.contractAddress ? getAddress(receipt.contractAddress) === address : false;
  if (recorded?.transactionHash) {
    const receipt = await publicClient
      .getTransactionReceipt({ hash: recorded.transactionHash })
      .catch(() => undefined);
    if (createdHere(receipt)) return deploymentEntry(address, receipt);
  }
  try {
    let low = 0n;
    let high = await publicClient.getBlockNumber({ cacheTime: 0 });
    while (low < high) {
      const middle = (low + high) / 2n;
      const code = await publicClient.getCode({ address, blockNumber: middle });
      if (code && code !== '0x') high = middle;
      else low = middle + 1n;
    }
    const block = await publicClient.getBlock({ blockNumber: low, includeTransactions: true });
    for (const transaction of block.transactions) {
      if (transaction.to !== null) continue;
      const receipt = await publicClient.getTransactionReceipt({ hash: transaction.hash });
      if (createdHere(receipt)) return deploymentEntry(address, receipt);
    }
    return { address, blockNumber: Number(low) };
  } catch {
    return { address };
  }
}

/**
 * Deploys (or finds) the local contracts. Idempotent: a contract already deployed at the
 * recorded address (or at the address a fresh chain gives it) with the current code is reused,
 * and demo state is seeded only for what this call deploys: the Bear's mints with a new Bear,
 * the staking demo with a new staking contract.
 *
 * @param {{ rpcUrl: string, writeDeployments?: boolean }} options
 * @returns {Promise<{ chainId: number, multicall3: `0x${string}`, bearNft: `0x${string}`,
 *   bearToken: `0x${string}`, bearStaking: `0x${string}`, contracts: Record<string,
 *   { address: `0x${string}`, transactionHash?: `0x${string}`, blockNumber?: number }>,
 *   deployed: boolean, deployedContracts: string[], deploymentsWritten: boolean }>}
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
  const accounts = (await publicClient.request({ method: 'eth_accounts' })).map((account) =>
    getAddress(account),
  );
  const deployer = accounts[DEPLOYER_INDEX];
  const walletFor = (account) => createWalletClient({ account, chain, transport });
  const recorded = readRecordedDeployment(chainId);
  const recordedEntries = readLocalRecord(chainId);
  const deployedContracts = [];
  /** Record entries of the contracts this call deployed, by record key. */
  const deployedEntries = {};

  /** Sends a contract call from `account` and fails loudly unless it succeeds. */
  const send = async (account, request) => {
    const hash = await walletFor(account).writeContract(request);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') {
      throw new Error(`${request.functionName} failed in transaction ${hash}`);
    }
  };

  const deploy = async (name, label, artifact, args) => {
    const hash = await walletFor(deployer).deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`${label} deployment failed in transaction ${hash}`);
    }
    const address = getAddress(receipt.contractAddress);
    if (!matchesRuntimeCode(await publicClient.getCode({ address }), artifact)) {
      throw new Error(
        `${label} at ${address} holds other runtime code than src/contracts/generated/artifacts.json says (immutables masked): run \`npm run compile\` and deploy again`,
      );
    }
    deployedContracts.push(label);
    deployedEntries[name] = deploymentEntry(address, receipt);
    return address;
  };

  /**
   * The first candidate that holds `artifact`'s code and passes `accept`: the recorded address,
   * then the address a fresh chain gives the deployer's `freshNonce`-th transaction.
   */
  const findDeployed = async (name, artifact, freshNonce, accept = async () => true) => {
    const candidates = [
      recorded[name],
      getContractAddress({ from: deployer, nonce: BigInt(freshNonce) }),
    ].filter(Boolean);
    for (const candidate of candidates) {
      const code = await publicClient.getCode({ address: candidate });
      if (matchesRuntimeCode(code, artifact) && (await accept(getAddress(candidate)))) {
        return getAddress(candidate);
      }
    }
    return undefined;
  };

  const multicallCode = artifacts.Multicall3.deployedBytecode;
  if ((await publicClient.getCode({ address: MULTICALL3_ADDRESS })) !== multicallCode) {
    await publicClient.request({
      method: 'anvil_setCode',
      params: [MULTICALL3_ADDRESS, multicallCode],
    });
  }

  // ---- the Bear (nonce 0 on a fresh chain) ----
  const bear = artifacts.BearNft;
  let bearNft = await findDeployed('bearNft', bear, 0);
  if (bearNft === undefined) {
    bearNft = await deploy('bearNft', 'BearNft', bear, [
      DEMO_BEAR.name,
      DEMO_BEAR.symbol,
      deployer,
      DEMO_BEAR.maxSupply,
      DEMO_BEAR.price,
      DEMO_BEAR.walletLimit,
      DEMO_BEAR.saleActive,
      DEMO_BEAR.saleStartsAt,
    ]);
    for (const [index, quantity] of DEMO_MINTS) {
      await send(accounts[index], {
        address: bearNft,
        abi: bear.abi,
        functionName: 'mint',
        args: [quantity],
        value: DEMO_BEAR.price * quantity,
      });
    }
  }

  // ---- the token (nonce 1) and the staking contract bound to it (nonce 2) ----
  const tokenArtifact = artifacts.BearToken;
  const stakingArtifact = artifacts.BearStaking;
  let bearToken = await findDeployed('bearToken', tokenArtifact, 1);
  if (bearToken === undefined) {
    bearToken = await deploy('bearToken', 'BearToken', tokenArtifact, [
      DEMO_TOKEN.name,
      DEMO_TOKEN.symbol,
      DEMO_TOKEN.supply,
      deployer,
    ]);
  }
  const stakesOurToken = async (candidate) =>
    getAddress(
      await publicClient.readContract({
        address: candidate,
        abi: stakingArtifact.abi,
        functionName: 'token',
      }),
    ) === bearToken;
  let bearStaking = await findDeployed('bearStaking', stakingArtifact, 2, stakesOurToken);
  if (bearStaking === undefined) {
    bearStaking = await deploy('bearStaking', 'BearStaking', stakingArtifact, [
      bearToken,
      deployer,
      DEMO_STAKING.aprBps,
    ]);
    await seedStaking({ send, accounts, deployer, bearToken, bearStaking, artifacts });
  }

  // After the other deployments, so the token and staking addresses keep their nonces.
  if (deployedContracts.includes('BearNft')) {
    await configureDemoAllowlist({
      send,
      publicClient,
      owner: deployer,
      bearNft,
      abi: bear.abi,
      chainId,
    });
  }

  const addresses = { bearNft, bearToken, bearStaking };
  const contracts = {};
  for (const name of DEPLOYMENT_NAMES) {
    contracts[name] =
      deployedEntries[name] ??
      (await locateDeployment(publicClient, addresses[name], recordedEntries[name]));
  }
  const deploymentsWritten = writeDeployments ? writeDeployment(chainId, contracts) : false;
  return {
    chainId,
    multicall3: MULTICALL3_ADDRESS,
    ...addresses,
    contracts,
    deployed: deployedContracts.length > 0,
    deployedContracts,
    deploymentsWritten,
  };
}

/** Funds the reward pool, hands out tokens and opens the demo positions. */
async function seedStaking({ send, accounts, deployer, bearToken, bearStaking, artifacts }) {
  const tokenAbi = artifacts.BearToken.abi;
  const stakingAbi = artifacts.BearStaking.abi;
  const approve = (account, amount) =>
    send(account, {
      address: bearToken,
      abi: tokenAbi,
      functionName: 'approve',
      args: [bearStaking, amount],
    });

  await approve(deployer, DEMO_STAKING.rewardPool);
  await send(deployer, {
    address: bearStaking,
    abi: stakingAbi,
    functionName: 'fundRewards',
    args: [DEMO_STAKING.rewardPool],
  });
  for (const [index, amount] of DEMO_TOKEN_GRANTS) {
    await send(deployer, {
      address: bearToken,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [accounts[index], amount],
    });
  }
  for (const [index, amount, tier] of DEMO_POSITIONS) {
    // Exactly the amount, as the page does: no allowance is left behind.
    await approve(accounts[index], amount);
    await send(accounts[index], {
      address: bearStaking,
      abi: stakingAbi,
      functionName: 'stake',
      // No APR floor needed: the deployer set the APRs a moment ago.
      args: [amount, tier, 0],
    });
  }
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
      const state = (label) =>
        result.deployedContracts.includes(label) ? 'deployed' : 'already deployed';
      console.log(`chain ${result.chainId} at ${redactRpcUrl(rpcUrl)}`);
      console.log(`  Multicall3  ${result.multicall3}`);
      console.log(`  BearNft     ${result.bearNft} (${state('BearNft')})`);
      console.log(`  BearToken   ${result.bearToken} (${state('BearToken')})`);
      console.log(`  BearStaking ${result.bearStaking} (${state('BearStaking')})`);
      if (result.deploymentsWritten) {
        console.log('  wrote deployments/31337.json and src/contracts/generated/deployments.ts');
      }
    })
    .catch((error) => {
      console.error(scrubRpcUrl(error instanceof Error ? error.message : String(error), rpcUrl));
      process.exit(1);
    });
}
