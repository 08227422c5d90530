// What the indexer reads: the Bear, the token and the staking contract of one chain, at the
// addresses of deployments/<chainId>.json (the one record of addresses), with the ABIs the
// compile script generates. Everything else comes from the environment (see README.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from 'ponder';
import { getAddress, isAddress } from 'viem';
import { bearNftAbi } from '../src/contracts/generated/BearNft';
import { bearStakingAbi } from '../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../src/contracts/generated/BearToken';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The local anvil chain of `npm start`. */
const LOCAL_CHAIN_ID = 31337;
const LOCAL_RPC_URL = 'http://127.0.0.1:8545';
/** The embedded database's directory, relative to the project (see scripts/chain/indexer.mjs). */
const LOCAL_PGLITE_DIR = '.local-chain/indexer-pglite';
/** Ponder's own default; a local chain can be polled faster (Ponder's floor is 100 ms). */
const DEFAULT_POLLING_INTERVAL_MS = 1_000;

/** The contracts' keys in the deployment record. */
type ContractKey = 'bearNft' | 'bearToken' | 'bearStaking';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return Number(raw);
}

const chainId = positiveInteger('INDEXER_CHAIN_ID', LOCAL_CHAIN_ID);
const rpcUrl =
  process.env[`PONDER_RPC_URL_${chainId}`] ??
  (chainId === LOCAL_CHAIN_ID ? LOCAL_RPC_URL : undefined);
if (!rpcUrl) {
  throw new Error(`Set PONDER_RPC_URL_${chainId} to an RPC URL of chain ${chainId}.`);
}

const deploymentFile = resolve(
  PROJECT_ROOT,
  process.env.INDEXER_DEPLOYMENT_FILE ?? `deployments/${chainId}.json`,
);
if (!existsSync(deploymentFile)) {
  throw new Error(
    `${deploymentFile} does not exist: deploy the contracts to chain ${chainId} first ` +
      '(npm start does it for the local chain).',
  );
}

interface DeploymentRecord {
  chainId?: number;
  startBlock?: number;
  contracts?: Partial<
    Record<ContractKey, { address?: string; startBlock?: number; blockNumber?: number }>
  >;
}
const record = JSON.parse(readFileSync(deploymentFile, 'utf8')) as DeploymentRecord;
if (record.chainId !== undefined && record.chainId !== chainId) {
  throw new Error(`${deploymentFile} records chain ${record.chainId}, not ${chainId}`);
}

/**
 * Address and first block of a contract. The first block is the record's `startBlock` for the
 * contract, else its deployment block (`blockNumber`, written by the public deployment), else
 * the record's own `startBlock`, else 0 (a local chain is short).
 */
function contractAt(key: ContractKey): { address: `0x${string}`; startBlock: number } {
  const entry = record.contracts?.[key];
  if (!entry?.address || !isAddress(entry.address, { strict: false })) {
    throw new Error(`${deploymentFile} has no address for ${key}`);
  }
  const startBlock = entry.startBlock ?? entry.blockNumber ?? record.startBlock ?? 0;
  return { address: getAddress(entry.address), startBlock };
}

const pollingInterval = positiveInteger('INDEXER_POLLING_INTERVAL_MS', DEFAULT_POLLING_INTERVAL_MS);

export default createConfig({
  // PGlite (embedded) unless DATABASE_URL names a Postgres server. The default directory is
  // beside the local chain's logs (gitignored), as its data belongs to that chain.
  database: process.env.DATABASE_URL
    ? { kind: 'postgres', connectionString: process.env.DATABASE_URL }
    : {
        kind: 'pglite',
        directory: resolve(PROJECT_ROOT, process.env.INDEXER_PGLITE_DIR ?? LOCAL_PGLITE_DIR),
      },
  chains: {
    hub: {
      id: chainId,
      rpc: rpcUrl,
      pollingInterval,
    },
  },
  contracts: {
    BearNft: { chain: 'hub', abi: bearNftAbi, ...contractAt('bearNft') },
    BearToken: { chain: 'hub', abi: bearTokenAbi, ...contractAt('bearToken') },
    BearStaking: { chain: 'hub', abi: bearStakingAbi, ...contractAt('bearStaking') },
  },
});
