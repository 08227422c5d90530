#!/usr/bin/env node
// `npm run deploy -- --chain <id or name> --rpc <url>`: deploys the Bear, the token and the
// staking contract to a public chain, with the parameters of a checked config file, and funds
// the reward pool. Only standard JSON-RPC methods are used (no anvil-only ones), and nothing is
// seeded: the demo state belongs to the local chain (`deployLocal` in deploy.mjs).
//
// - The key comes from DEPLOYER_PRIVATE_KEY or an encrypted keystore file (--keystore FILE or
//   DEPLOYER_KEYSTORE; password from DEPLOYER_KEYSTORE_PASSWORD or asked for), never from the
//   command line.
// - Every step is simulated first (eth_simulateV1 carries the state from one step to the next;
//   without it each deployment is estimated alone); --dry-run stops after printing the plan, the
//   addresses the contracts will get and the estimated cost. A real run asks before sending
//   unless --yes.
// - Resumable: each transaction is signed, recorded in deployments/<chainId>.json (hash, nonce
//   and the signed bytes), then sent; its receipt is recorded when it arrives. A new run
//   continues from the record: a confirmed step is skipped, a sent one is awaited (or its signed
//   bytes sent again if the node forgot it), so nothing is deployed twice.
// - The RPC URL comes from --rpc or DEPLOY_RPC_URL (better: a provider key in the URL stays out of
//   shell history and the process list); output and errors show only its scheme and host.
// - Before anything else, the generated artifacts must be what `npm run compile` writes from
//   the current sources (the `compile.mjs --check` logic): stale bytecode is never deployed.
// - After each deployment the runtime code on chain is compared with the artifact's (immutables
//   masked) and the contract's state is read back (owner, pending owner, token, tiers, prices,
//   the funded pool); a difference stops the run before anything more is sent.
// - Explorer verification material goes to deployments/verify/<chainId>/.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  formatEther,
  formatGwei,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  stringToHex,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import * as viemChains from 'viem/chains';
import { DeployConfigError, validateDeployConfig } from './deployConfig.mjs';
import { checkGenerated, GENERATED_DIR } from './compile.mjs';
import {
  maskImmutables,
  matchesRuntimeCode,
  MULTICALL3_ADDRESS,
  redactRpcUrl,
  scrubRpcUrl,
} from './deploy.mjs';
import { decryptKeystore, KeystoreError, promptHidden } from './keystore.mjs';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const DEFAULT_DEPLOYMENTS_DIR = join(ROOT, 'deployments');
const LOCAL_CHAIN_ID = 31337;
/** The owned contracts, by record key: the deployer owns them until the owner accepts. */
const HANDED_OVER = [
  ['bearNft', 'BearNft'],
  ['bearStaking', 'BearStaking'],
];
/** Gas assumed for a step that cannot be simulated (no eth_simulateV1 and no contract yet). */
const FALLBACK_CALL_GAS = 120_000n;

export class DeployError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeployError';
  }
}

// ---- chain and account -------------------------------------------------------------------------

/** viem's definition of a chain given by id or name ('sepolia', 'Ethereum', '11155111'). */
export function resolveChain(value) {
  if (value === undefined || value === '') {
    throw new DeployError(
      '--chain is required (a chain id such as 11155111, or a name such as sepolia)',
    );
  }
  const all = Object.entries(viemChains).filter(([, chain]) => typeof chain?.id === 'number');
  const wanted = String(value).trim().toLowerCase();
  if (/^\d+$/.test(wanted)) {
    const id = Number(wanted);
    const known = all.find(([key, chain]) => chain.id === id && !key.endsWith('Testnet'));
    return (
      known?.[1] ??
      all.find(([, chain]) => chain.id === id)?.[1] ??
      defineChain({
        id,
        name: `Chain ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      })
    );
  }
  const aliases = { ethereum: 'mainnet' };
  const key = aliases[wanted] ?? wanted;
  const found =
    all.find(([name]) => name.toLowerCase() === key) ??
    all.find(([, chain]) => chain.name.toLowerCase() === wanted);
  if (!found) throw new DeployError(`unknown chain "${value}": give its chain id instead`);
  return found[1];
}

/**
 * The deployer from the environment: DEPLOYER_PRIVATE_KEY, or an encrypted keystore file
 * (`keystore` or DEPLOYER_KEYSTORE) with DEPLOYER_KEYSTORE_PASSWORD or a hidden prompt.
 *
 * @param {{ keystore?: string, env?: NodeJS.ProcessEnv, askPassword?: (prompt: string) => Promise<string> }} options
 */
export async function resolveAccount({ keystore, env = process.env, askPassword = promptHidden }) {
  const keystoreFile = keystore ?? env.DEPLOYER_KEYSTORE;
  const privateKey = env.DEPLOYER_PRIVATE_KEY?.trim();
  if (keystoreFile && privateKey) {
    throw new DeployError('both DEPLOYER_PRIVATE_KEY and a keystore are set: keep only one');
  }
  if (privateKey) {
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(privateKey)) {
      throw new DeployError('DEPLOYER_PRIVATE_KEY is not a 32-byte hex private key');
    }
    return privateKeyToAccount(privateKey.startsWith('0x') ? privateKey : `0x${privateKey}`);
  }
  if (keystoreFile) {
    if (!existsSync(keystoreFile)) throw new DeployError(`keystore file ${keystoreFile} not found`);
    let password = env.DEPLOYER_KEYSTORE_PASSWORD;
    if (password === undefined) {
      try {
        password = await askPassword(`Password for ${keystoreFile}: `);
      } catch (error) {
        if (!(error instanceof KeystoreError)) throw error;
        throw new DeployError(
          error.message === 'cancelled'
            ? 'cancelled: no password given for the keystore'
            : `the keystore ${keystoreFile} needs its password and there is no terminal to ask for it: set DEPLOYER_KEYSTORE_PASSWORD (or run in a terminal)`,
        );
      }
    }
    try {
      return privateKeyToAccount(decryptKeystore(readFileSync(keystoreFile, 'utf8'), password));
    } catch (error) {
      if (error instanceof KeystoreError) throw new DeployError(error.message);
      throw error;
    }
  }
  throw new DeployError(
    'no deployer key: set DEPLOYER_PRIVATE_KEY, or give an encrypted keystore with --keystore FILE ' +
      '(or DEPLOYER_KEYSTORE); create one with `node scripts/contracts/keystore.mjs create FILE`',
  );
}

// ---- the deployment record ------------------------------------------------------------------------

export function deploymentFile(chainId, dir = DEFAULT_DEPLOYMENTS_DIR) {
  return join(dir, `${chainId}.json`);
}

function readRecord(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new DeployError(`${file} is not valid JSON: fix or move it before deploying`);
  }
}

/** Writes the record atomically (a crash leaves the old or the new file, never half of one). */
function writeRecord(file, record) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, file);
}

/** A stable fingerprint of the validated parameters, to refuse resuming with other ones. */
function configHash(params) {
  const canonical = JSON.stringify(params, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return keccak256(stringToHex(canonical));
}

// ---- the plan --------------------------------------------------------------------------------

/**
 * The ordered steps of a deployment; later steps read earlier steps' addresses. The deployer
 * owns both contracts first; when the config names another owner, the last steps start the
 * two-step hand-over (`transferOwnership`), which that owner completes with `acceptOwnership`.
 */
function planSteps(params, artifacts, deployer) {
  const { bear, token, staking, owner } = params;
  const steps = [
    {
      id: 'bearNft',
      label: 'deploy BearNft',
      contract: 'BearNft',
      args: () => [
        bear.name,
        bear.symbol,
        deployer,
        bear.maxSupply,
        bear.price,
        bear.walletLimit,
        bear.saleActive,
        bear.saleStartsAt,
      ],
    },
    {
      id: 'bearToken',
      label: 'deploy BearToken',
      contract: 'BearToken',
      // The deployer receives the supply: it funds the reward pool from it right after.
      args: () => [token.name, token.symbol, token.supply, deployer],
    },
    {
      id: 'bearStaking',
      label: 'deploy BearStaking',
      contract: 'BearStaking',
      args: (addresses) => [addresses.bearToken, deployer, staking.tierAprBps],
    },
  ];
  if (staking.rewardPool > 0n) {
    steps.push(
      {
        id: 'approveRewards',
        label: `approve ${formatEther(staking.rewardPool)} ${token.symbol} for the reward pool`,
        to: (addresses) => addresses.bearToken,
        data: (addresses) =>
          encodeFunctionData({
            abi: artifacts.BearToken.abi,
            functionName: 'approve',
            args: [addresses.bearStaking, staking.rewardPool],
          }),
      },
      {
        id: 'fundRewards',
        label: `fund the reward pool with ${formatEther(staking.rewardPool)} ${token.symbol}`,
        to: (addresses) => addresses.bearStaking,
        data: () =>
          encodeFunctionData({
            abi: artifacts.BearStaking.abi,
            functionName: 'fundRewards',
            args: [staking.rewardPool],
          }),
      },
    );
  }
  if (owner !== deployer) {
    for (const [id, contract] of HANDED_OVER) {
      steps.push({
        id: `handOver${contract}`,
        label: `start handing ${contract} over to ${owner}`,
        to: (addresses) => addresses[id],
        data: () =>
          encodeFunctionData({
            abi: artifacts[contract].abi,
            functionName: 'transferOwnership',
            args: [owner],
          }),
      });
    }
  }
  for (const step of steps) {
    if (step.contract) {
      const artifact = artifacts[step.contract];
      step.data = (addresses) =>
        encodeDeployData({
          abi: artifact.abi,
          bytecode: artifact.bytecode,
          args: step.args(addresses),
        });
      step.to = () => undefined;
    }
  }
  return steps;
}

/** Gas of each pending step: all in one eth_simulateV1 when the node has it, else one by one. */
async function simulateSteps({ publicClient, deployer, pending, addresses }) {
  let fallbackReason;
  const calls = pending.map((step) => ({
    account: deployer,
    to: step.to(addresses),
    data: step.data(addresses),
  }));
  try {
    const [block] = await publicClient.simulateBlocks({ blocks: [{ calls }] });
    const failed = block.calls.findIndex((call) => call.status !== 'success');
    if (failed >= 0) {
      const call = block.calls[failed];
      throw new DeployError(
        `simulation: step "${pending[failed].label}" would fail: ${call.error?.shortMessage ?? call.error?.message ?? 'reverted'}`,
      );
    }
    return { method: 'eth_simulateV1', gas: block.calls.map((call) => call.gasUsed) };
  } catch (error) {
    if (error instanceof DeployError) throw error;
    // Nodes without eth_simulateV1, or (anvil) without contract creation in it: estimate below.
    fallbackReason = shortMessage(error).split('\n')[0];
  }
  // One by one: each step alone against the current state. A call to a contract this run has
  // not deployed yet cannot be estimated: it gets a fixed allowance and is marked as such.
  const gas = [];
  const estimated = [];
  for (const [index, step] of pending.entries()) {
    const to = step.to(addresses);
    const targetExists = to === undefined || (await publicClient.getCode({ address: to }));
    if (!targetExists) {
      gas.push(FALLBACK_CALL_GAS);
      estimated.push(false);
      continue;
    }
    try {
      gas.push(await publicClient.estimateGas({ account: deployer, to, data: calls[index].data }));
      estimated.push(true);
    } catch (error) {
      throw new DeployError(`simulation: step "${step.label}" would fail: ${shortMessage(error)}`);
    }
  }
  return { method: `eth_estimateGas per step (eth_simulateV1: ${fallbackReason})`, gas, estimated };
}

/** A path relative to the project when inside it, else as it is. */
function displayPath(file) {
  const inside = relative(ROOT, resolve(file));
  return inside && !inside.startsWith('..') ? inside : file;
}

/** The URL's scheme ('https:'), or '' when it does not parse. */
function safeProtocol(url) {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

function shortMessage(error) {
  if (error instanceof BaseError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

// ---- the run -----------------------------------------------------------------------------------

/**
 * Deploys (or resumes deploying) the project's contracts to a public chain. Everything it logs
 * and every error it throws shows the RPC URL as scheme and host only.
 *
 * @param {{
 *   rpcUrl: string, chain: string | number, account: import('viem').LocalAccount,
 *   configFile?: string, deploymentsDir?: string, dryRun?: boolean,
 *   confirm?: (summary: string) => Promise<boolean>, log?: (line: string) => void,
 *   pollingIntervalMs?: number, generatedDir?: string,
 * }} options
 */
export async function deployPublic(options) {
  const scrub = (text) => scrubRpcUrl(text, options.rpcUrl);
  const log = options.log ?? console.log;
  try {
    return await runDeployment({ ...options, log: (line) => log(scrub(line)) });
  } catch (error) {
    if (error instanceof DeployError) throw new DeployError(scrub(error.message));
    if (error instanceof DeployConfigError) throw error;
    // The node or the transport failed (viem quotes the URL in its messages).
    if (error instanceof BaseError) {
      const details =
        error.details && error.details !== error.shortMessage ? `: ${error.details}` : '';
      throw new DeployError(scrub(`the RPC request failed: ${error.shortMessage}${details}`));
    }
    if (error instanceof Error) {
      error.message = scrub(error.message);
      error.stack = scrub(error.stack ?? '');
    }
    throw error;
  }
}

async function runDeployment(options) {
  const {
    rpcUrl,
    account,
    deploymentsDir = DEFAULT_DEPLOYMENTS_DIR,
    dryRun = false,
    confirm = async () => false,
    log,
    pollingIntervalMs = 1_000,
    generatedDir = GENERATED_DIR,
  } = options;
  const target = resolveChain(options.chain);
  if (target.id === LOCAL_CHAIN_ID) {
    throw new DeployError(
      `chain ${LOCAL_CHAIN_ID} is the local chain: \`npm start\` (or \`npm run deploy:local\`) deploys there with a demo state`,
    );
  }
  if (!rpcUrl) {
    throw new DeployError(
      'no RPC URL: set DEPLOY_RPC_URL (or give --rpc) to the JSON-RPC URL of the target chain',
    );
  }
  if (!/^https?:$/.test(safeProtocol(rpcUrl))) {
    throw new DeployError(`the RPC URL must be an http(s) URL, not ${redactRpcUrl(rpcUrl)}`);
  }
  const shownRpc = redactRpcUrl(rpcUrl);

  // The artifacts must be what the sources compile to now: never deploy stale bytecode.
  const generated = await checkGenerated({ generatedDir, log });
  if (!generated.upToDate) {
    throw new DeployError(
      `the compiled contracts in ${displayPath(generatedDir)} are out of date (${generated.problems.join('; ')}): run \`npm run compile\`, review and commit the result, then deploy`,
    );
  }
  const chain = defineChain({ ...target, rpcUrls: { default: { http: [rpcUrl] } } });
  const transport = http(rpcUrl, { retryCount: 2 });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: pollingIntervalMs });
  const walletClient = createWalletClient({ account, chain, transport });
  const deployer = account.address;

  let rpcChainId;
  try {
    rpcChainId = await publicClient.getChainId();
  } catch (error) {
    throw new DeployError(`cannot reach ${shownRpc}: ${shortMessage(error)}`);
  }
  if (rpcChainId !== target.id) {
    throw new DeployError(
      `${shownRpc} serves chain ${rpcChainId}, not ${target.name} (${target.id}): check the RPC URL and --chain`,
    );
  }

  // Parameters, checked before anything else happens.
  const configFile = options.configFile ?? join(deploymentsDir, 'config', `${target.id}.json`);
  const configLabel = relative(ROOT, resolve(configFile)) || configFile;
  if (!existsSync(configFile)) {
    throw new DeployError(
      `no config file ${configLabel}: copy deployments/config/11155111.json there and adapt it (or pass --config FILE)`,
    );
  }
  let rawConfig;
  try {
    rawConfig = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new DeployError(`${configLabel} is not valid JSON: ${shortMessage(error)}`);
  }
  const params = validateDeployConfig(rawConfig, {
    file: configLabel,
    chainId: target.id,
    deployer,
    testnet: target.testnet === true,
  });
  const fingerprint = configHash(params);

  const multicallCode = await publicClient.getCode({ address: MULTICALL3_ADDRESS });
  if (!multicallCode || multicallCode === '0x') {
    throw new DeployError(
      `Multicall3 is not deployed at ${MULTICALL3_ADDRESS} on ${target.name} (${target.id}); the hub reads every page through it. ` +
        'Deploy Multicall3 at its canonical address on this chain first (it has a pre-signed deployment transaction), then run this again.',
    );
  }

  const artifacts = JSON.parse(readFileSync(join(generatedDir, 'artifacts.json'), 'utf8'));
  const recordFile = deploymentFile(target.id, deploymentsDir);
  const existing = readRecord(recordFile);
  if (existing) {
    if (existing.chainId !== target.id) {
      throw new DeployError(`${recordFile} holds chain ${existing.chainId}, not ${target.id}`);
    }
    if (existing.deployer && getAddress(existing.deployer) !== deployer) {
      throw new DeployError(
        `${recordFile} was started by ${existing.deployer}; this key is ${deployer}. Use the same key to resume.`,
      );
    }
    if (existing.configHash && existing.configHash !== fingerprint) {
      throw new DeployError(
        `${configLabel} changed since this deployment started (recorded in ${recordFile}); restore it to resume, or move the record away to start a new deployment`,
      );
    }
  }
  const record = existing ?? {
    chainId: target.id,
    network: target.name,
    deployer,
    config: configLabel,
    configHash: fingerprint,
    contracts: {},
    steps: {},
  };
  record.contracts ??= {};
  record.steps ??= {};
  const steps = planSteps(params, artifacts, deployer);
  const addresses = Object.fromEntries(
    Object.entries(record.contracts)
      .filter(([, entry]) => entry?.address)
      .map(([name, entry]) => [name, getAddress(entry.address)]),
  );

  /**
   * Compares what the contracts `ids` hold on chain (runtime code, read-back state) with what
   * this deployment meant; any difference stops the run before anything more is sent.
   */
  const verifyDeployed = async (ids) => {
    const problems = [];
    for (const id of ids) {
      const step = steps.find((candidate) => candidate.id === id);
      const code = await publicClient.getCode({ address: addresses[id] });
      const codeProblem = runtimeCodeMismatch(code, artifacts[step.contract]);
      if (codeProblem) problems.push(`${step.contract} at ${addresses[id]}: ${codeProblem}`);
    }
    if (problems.length === 0) {
      problems.push(
        ...(await stateMismatches({
          publicClient,
          artifacts,
          addresses,
          params,
          deployer,
          only: ids,
          handedOver: HANDED_OVER.filter(
            ([, contract]) => record.steps[`handOver${contract}`]?.status === 'confirmed',
          ).map(([id]) => id),
          funded: record.steps.fundRewards?.status === 'confirmed',
        })),
      );
    }
    if (problems.length > 0) {
      throw new DeployError(
        [
          'what is on chain is not what this deployment meant:',
          ...problems.map((problem) => `  - ${problem}`),
          `Stopped: nothing more is sent. Look at the contracts on an explorer and check the RPC (${shownRpc}) before resuming (${displayPath(recordFile)} keeps the progress) or starting over.`,
        ].join('\n'),
      );
    }
  };
  const deployedIds = () =>
    steps.filter((step) => step.contract && addresses[step.id]).map((step) => step.id);

  // A resumed run first settles what an earlier run sent.
  for (const step of steps) {
    const entry = record.steps[step.id];
    if (!entry) continue;
    if (entry.status === 'confirmed') {
      if (step.contract) {
        const code = await publicClient.getCode({ address: addresses[step.id] });
        if (!matchesRuntimeCode(code, artifacts[step.contract])) {
          throw new DeployError(
            `${recordFile} records ${step.contract} at ${addresses[step.id]}, but that address holds other code on this chain: the record belongs to another chain state; move it away to start over`,
          );
        }
      }
      continue;
    }
    if (dryRun) continue;
    log(`resuming: ${step.label} was sent in ${entry.transactionHash}`);
    await settleSent({ publicClient, step, entry, record, recordFile, addresses, log });
    if (step.contract) await verifyDeployed([step.id]);
  }

  // Only a dry run can still see sent steps here (a real run settled them above).
  const inFlight = steps.filter(
    (step) => record.steps[step.id] && record.steps[step.id].status !== 'confirmed',
  );
  const pending = steps.filter((step) => !record.steps[step.id]);
  const done = steps.filter((step) => record.steps[step.id]?.status === 'confirmed');
  const startNonce = await publicClient.getTransactionCount({
    address: deployer,
    blockTag: 'pending',
  });
  // Where this run's contracts will land: CREATE addresses from the deployer's next nonces.
  const planned = { ...addresses };
  for (const step of inFlight) {
    if (step.contract) {
      planned[step.id] = getContractAddress({
        from: deployer,
        nonce: BigInt(record.steps[step.id].nonce),
      });
    }
  }
  pending.forEach((step, index) => {
    step.nonce = startNonce + index;
    if (step.contract) {
      planned[step.id] = getContractAddress({ from: deployer, nonce: BigInt(step.nonce) });
    }
  });

  const lines = [
    `${dryRun ? 'Dry run: ' : ''}deploying to ${target.name} (chain ${target.id}) through ${shownRpc}`,
    `  deployer  ${deployer}`,
    params.owner === deployer
      ? `  owner     ${deployer} (the deployer: \`"owner": "deployer"\` in the config)`
      : `  owner     ${params.owner} once it accepts (the deployer owns the contracts until then)`,
    `  config    ${configLabel}`,
    `  record    ${displayPath(recordFile)}`,
    `  Multicall3 found at ${MULTICALL3_ADDRESS}`,
  ];
  for (const step of done) {
    lines.push(`  done      ${step.label}${step.contract ? ` at ${addresses[step.id]}` : ''}`);
  }
  for (const step of inFlight) {
    lines.push(
      `  sent      ${step.label} in ${record.steps[step.id].transactionHash} (a real run waits for it)`,
    );
  }
  let totalCost = 0n;
  if (pending.length > 0) {
    const simulation = await simulateSteps({ publicClient, deployer, pending, addresses: planned });
    const fees = await publicClient.estimateFeesPerGas().catch(async () => ({
      maxFeePerGas: await publicClient.getGasPrice(),
    }));
    const feePerGas = fees.maxFeePerGas ?? fees.gasPrice;
    pending.forEach((step, index) => {
      const gas = simulation.gas[index];
      const cost = gas * feePerGas;
      totalCost += cost;
      const where = step.contract ? ` -> ${planned[step.id]}` : '';
      const guess = simulation.estimated?.[index] === false ? ' (not simulated: assumed)' : '';
      lines.push(
        `  step ${String(index + 1).padStart(2)}   ${step.label}${where}  nonce ${step.nonce}, gas ${gas}${guess}, ≤ ${formatEther(cost)} ${chain.nativeCurrency.symbol}`,
      );
    });
    const balance = await publicClient.getBalance({ address: deployer });
    lines.push(
      `  simulated with ${simulation.method}; fee ≤ ${formatGwei(feePerGas)} gwei per gas`,
      `  estimated cost ≤ ${formatEther(totalCost)} ${chain.nativeCurrency.symbol}; deployer balance ${formatEther(balance)} ${chain.nativeCurrency.symbol}`,
    );
    if (!dryRun && balance < totalCost) {
      log(lines.join('\n'));
      throw new DeployError(
        `the deployer's balance (${formatEther(balance)}) is below the estimated cost (${formatEther(totalCost)} ${chain.nativeCurrency.symbol})`,
      );
    }
  } else {
    lines.push('  nothing left to do: every step is confirmed');
  }
  const summary = lines.join('\n');
  log(summary);

  const sentThisRun = [];
  const result = () => ({
    chainId: target.id,
    recordFile,
    addresses: { ...addresses },
    planned,
    estimatedCostWei: totalCost,
    sent: sentThisRun,
  });
  if (dryRun || pending.length === 0) {
    // Written when contracts were deployed; a finished deployment only fills in what is missing.
    const verifyDir = join(deploymentsDir, 'verify', String(record.chainId));
    if (!dryRun && !existsSync(join(verifyDir, 'standard-input.json'))) {
      await writeVerification({ record, artifacts, addresses, steps, deploymentsDir, log });
    }
    if (!dryRun && !record.completedAt) {
      // Every step confirmed by an earlier run that stopped before it checked the result.
      await verifyDeployed(deployedIds());
      log('  checked: runtime code and read-back state are what this deployment meant');
      record.completedAt = new Date().toISOString();
      writeRecord(recordFile, record);
    }
    if (!dryRun)
      await reportOwnership({ publicClient, artifacts, addresses, params, deployer, log });
    return result();
  }
  if (!(await confirm(summary))) throw new DeployError('cancelled: nothing was sent');

  for (const step of pending) {
    // Recomputed from the record: a resumed step may have taken another nonce.
    const nonce = await publicClient.getTransactionCount({
      address: deployer,
      blockTag: 'pending',
    });
    const request = await walletClient.prepareTransactionRequest({
      account,
      chain,
      to: step.to(addresses),
      data: step.data(addresses),
      nonce,
    });
    const serializedTransaction = await walletClient.signTransaction(request);
    const entry = {
      status: 'signed',
      nonce,
      transactionHash: keccak256(serializedTransaction),
      serializedTransaction,
    };
    // Recorded before it is sent: an interruption from here on can only resume, never redo.
    record.steps[step.id] = entry;
    if (step.contract) {
      record.contracts[step.id] = { transactionHash: entry.transactionHash };
    }
    writeRecord(recordFile, record);
    await broadcast(publicClient, serializedTransaction);
    entry.status = 'sent';
    writeRecord(recordFile, record);
    log(`  sent ${step.label}: ${entry.transactionHash}`);
    sentThisRun.push(step.id);
    await settleSent({ publicClient, step, entry, record, recordFile, addresses, log });
    if (step.contract) {
      await verifyDeployed([step.id]);
      log(`  checked ${step.contract}: its runtime code and state are what was meant`);
      await writeVerification({ record, artifacts, addresses, steps, deploymentsDir, log });
    }
  }
  // The whole deployment once more, with the funded pool and the ownership hand-over.
  await verifyDeployed(deployedIds());
  log('  checked: runtime code and read-back state are what this deployment meant');
  record.completedAt = new Date().toISOString();
  writeRecord(recordFile, record);
  await writeVerification({ record, artifacts, addresses, steps, deploymentsDir, log });
  await reportOwnership({ publicClient, artifacts, addresses, params, deployer, log });
  return result();
}

// ---- checking what was deployed ---------------------------------------------------------------

/**
 * Why `code` (from `eth_getCode`) is not `artifact`'s runtime code, or undefined when it is.
 * The bytes the constructor fills with immutables are masked on both sides.
 *
 * @param {string | undefined} code
 * @param {{ deployedBytecode: string, immutableRanges?: [number, number][] }} artifact
 */
export function runtimeCodeMismatch(code, artifact) {
  if (matchesRuntimeCode(code, artifact)) return undefined;
  if (!code || code === '0x') return 'there is no code at that address';
  const actual = maskImmutables(code, artifact.immutableRanges);
  const expected = artifact.deployedBytecode.toLowerCase();
  let index = 2;
  while (index < actual.length && actual[index] === expected[index]) index += 1;
  const bytes = (hex) => (hex.length - 2) / 2;
  return `its runtime code is not the artifact's deployedBytecode (immutables masked): ${bytes(actual)} bytes on chain, ${bytes(expected)} expected, first difference at byte ${Math.floor((index - 2) / 2)}`;
}

/** A read-back value in a message: text quoted, addresses and numbers as they are. */
const show = (value) =>
  typeof value === 'string' && !/^0x[0-9a-fA-F]{40}$/.test(value)
    ? JSON.stringify(value)
    : String(value);

/**
 * Reads back the state of the deployed contracts (`only`: their record keys) and returns one
 * line per value that is not what the deployment meant: the Bear's sale settings, the token's
 * name and supply, the staking contract's token and APRs, the funded pool (once `funded`), and
 * each owned contract's owner and pending owner (the deployer, then the configured owner as
 * pending once its hand-over step is confirmed, or the configured owner once it accepted).
 *
 * @param {{
 *   publicClient: import('viem').PublicClient, artifacts: Record<string, { abi: import('viem').Abi }>,
 *   addresses: Record<string, `0x${string}`>, params: import('./deployConfig.mjs').DeployParameters,
 *   deployer: `0x${string}`, only: string[], handedOver: string[], funded: boolean,
 * }} options
 * @returns {Promise<string[]>}
 */
export async function stateMismatches({
  publicClient,
  artifacts,
  addresses,
  params,
  deployer,
  only,
  handedOver,
  funded,
}) {
  const problems = [];
  const contractOf = { bearNft: 'BearNft', bearToken: 'BearToken', bearStaking: 'BearStaking' };
  const read = (id, functionName) =>
    publicClient.readContract({
      address: addresses[id],
      abi: artifacts[contractOf[id]].abi,
      functionName,
    });
  const expect = async (id, functionName, meant) => {
    const actual = await read(id, functionName);
    const same =
      typeof meant === 'string' && /^0x[0-9a-fA-F]{40}$/.test(meant)
        ? getAddress(actual) === getAddress(meant)
        : actual === meant;
    if (!same) {
      problems.push(`${contractOf[id]}.${functionName}() is ${show(actual)}, meant ${show(meant)}`);
    }
  };
  const expectOwnership = async (id) => {
    const [owner, pendingOwner] = (
      await Promise.all([read(id, 'owner'), read(id, 'pendingOwner')])
    ).map((address) => getAddress(address));
    const handed = handedOver.includes(id) && params.owner !== deployer;
    const meant = handed
      ? [
          [deployer, params.owner],
          [params.owner, zeroAddress],
        ]
      : [[deployer, zeroAddress]];
    if (!meant.some(([o, p]) => o === owner && p === pendingOwner)) {
      problems.push(
        `${contractOf[id]}.owner() is ${owner} with pendingOwner() ${pendingOwner}, meant ${meant
          .map(([o, p]) => `owner ${o} with pending owner ${p}`)
          .join(', or ')}`,
      );
    }
  };

  if (only.includes('bearNft')) {
    const { bear } = params;
    await expect('bearNft', 'name', bear.name);
    await expect('bearNft', 'symbol', bear.symbol);
    await expect('bearNft', 'maxSupply', bear.maxSupply);
    await expect('bearNft', 'price', bear.price);
    await expect('bearNft', 'walletLimit', bear.walletLimit);
    await expect('bearNft', 'saleActive', bear.saleActive);
    await expect('bearNft', 'saleStartsAt', bear.saleStartsAt);
    await expectOwnership('bearNft');
  }
  if (only.includes('bearToken')) {
    const { token } = params;
    await expect('bearToken', 'name', token.name);
    await expect('bearToken', 'symbol', token.symbol);
    await expect('bearToken', 'decimals', 18);
    await expect('bearToken', 'totalSupply', token.supply);
  }
  if (only.includes('bearStaking')) {
    if (addresses.bearToken) await expect('bearStaking', 'token', addresses.bearToken);
    const aprs = (await read('bearStaking', 'tiers')).map((tier) => tier.aprBps);
    if (aprs.join() !== params.staking.tierAprBps.join()) {
      problems.push(
        `BearStaking.tiers() has APRs ${aprs.join(', ')} bps, meant ${params.staking.tierAprBps.join(', ')}`,
      );
    }
    if (funded) {
      // Anyone may add to the pool: at least what this deployment funded must be there.
      const { rewardsFunded } = await read('bearStaking', 'stats');
      if (rewardsFunded < params.staking.rewardPool) {
        problems.push(
          `BearStaking.stats().rewardsFunded is ${formatEther(rewardsFunded)}, meant at least ${formatEther(params.staking.rewardPool)} (the funded reward pool)`,
        );
      }
    }
    await expectOwnership('bearStaking');
  }
  return problems;
}

// ---- ownership -----------------------------------------------------------------------------------

/** `owner()` and `pendingOwner()` of each owned contract. */
export async function readOwnership({ publicClient, artifacts, addresses }) {
  const entries = [];
  for (const [id, contract] of HANDED_OVER) {
    const read = (functionName) =>
      publicClient.readContract({
        address: addresses[id],
        abi: artifacts[contract].abi,
        functionName,
      });
    const [owner, pendingOwner] = await Promise.all([read('owner'), read('pendingOwner')]);
    entries.push([
      id,
      {
        contract,
        address: addresses[id],
        owner: getAddress(owner),
        pendingOwner: getAddress(pendingOwner),
      },
    ]);
  }
  return Object.fromEntries(entries);
}

/**
 * Says who owns each contract now and, while the configured owner has not accepted yet, how it
 * accepts: `acceptOwnership()` sent from the owner's own account (a Safe through its
 * transaction builder). Only the owner's account can complete it: the script holds no key of it.
 */
async function reportOwnership({ publicClient, artifacts, addresses, params, deployer, log }) {
  const ownership = await readOwnership({ publicClient, artifacts, addresses });
  const awaiting = Object.values(ownership).filter(
    (entry) => entry.owner !== params.owner && entry.pendingOwner === params.owner,
  );
  for (const entry of Object.values(ownership)) {
    const state =
      entry.owner === params.owner
        ? `owned by ${entry.owner} (${params.owner === deployer ? 'the deployer, as the config says' : 'the configured owner'})`
        : entry.pendingOwner === params.owner
          ? `owned by ${entry.owner} until ${params.owner} accepts`
          : `owned by ${entry.owner} (pending owner ${entry.pendingOwner})`;
    log(`  ${entry.contract.padEnd(12)} ${entry.address}: ${state}`);
  }
  if (awaiting.length > 0) {
    log(
      [
        `Ownership hand-over started. ${params.owner} accepts it from its own account by calling`,
        `acceptOwnership() (no arguments, no value) on ${awaiting.map((entry) => `${entry.contract} ${entry.address}`).join(' and on ')}.`,
        'With a Safe: New transaction → Transaction Builder, enter each contract address (the ABI is',
        'in src/contracts/generated/artifacts.json if the explorer has none yet), choose acceptOwnership,',
        'add both calls to the batch, create it, collect the signatures and execute.',
        'Until then the deployer stays the owner; run this command again to see the state.',
      ].join('\n'),
    );
  }
  return ownership;
}

async function broadcast(publicClient, serializedTransaction) {
  try {
    await publicClient.sendRawTransaction({ serializedTransaction });
  } catch (error) {
    // Sent before (a resumed run): the node already has it.
    if (/already known|known transaction|already imported/i.test(shortMessage(error))) return;
    throw new DeployError(`sending failed: ${shortMessage(error)}`);
  }
}

/** Waits for a recorded transaction (sending its signed bytes again if the node lost it). */
async function settleSent({ publicClient, step, entry, record, recordFile, addresses, log }) {
  const hash = entry.transactionHash;
  const known =
    (await publicClient.getTransactionReceipt({ hash }).catch(() => undefined)) ??
    (await publicClient.getTransaction({ hash }).catch(() => undefined));
  if (!known) {
    const nonce = await publicClient.getTransactionCount({
      address: record.deployer,
      blockTag: 'pending',
    });
    if (nonce > entry.nonce || !entry.serializedTransaction) {
      throw new DeployError(
        `${step.label}: transaction ${hash} is unknown to the node and nonce ${entry.nonce} is used by another transaction; check the deployer's transactions on an explorer, then fix ${recordFile}`,
      );
    }
    log(`  ${step.label}: the node lost ${hash}; sending the same signed transaction again`);
    await broadcast(publicClient, entry.serializedTransaction);
  }
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 600_000 });
  if (receipt.status !== 'success') {
    throw new DeployError(`${step.label} reverted in transaction ${hash}`);
  }
  entry.status = 'confirmed';
  entry.blockNumber = Number(receipt.blockNumber);
  entry.gasUsed = receipt.gasUsed.toString();
  delete entry.serializedTransaction;
  if (step.contract) {
    if (!receipt.contractAddress)
      throw new DeployError(`${step.label}: no contract address in ${hash}`);
    const address = getAddress(receipt.contractAddress);
    addresses[step.id] = address;
    entry.address = address;
    record.contracts[step.id] = {
      address,
      transactionHash: hash,
      blockNumber: Number(receipt.blockNumber),
    };
  }
  writeRecord(recordFile, record);
  log(
    `  confirmed ${step.label}${step.contract ? ` at ${addresses[step.id]}` : ''} (block ${receipt.blockNumber})`,
  );
}

// ---- explorer verification -------------------------------------------------------------------------

let verificationInput;
const SOURCE_FILES = { BearNft: 'BearNft', BearToken: 'BearToken', BearStaking: 'BearStaking' };

/**
 * deployments/verify/<chainId>/: standard-input.json (the compiler input of every source) and,
 * per deployed contract, <Contract>.json with the address, the fully qualified name, the
 * compiler version and the ABI-encoded constructor arguments.
 */
async function writeVerification({ record, artifacts, addresses, steps, deploymentsDir, log }) {
  const deployed = steps.filter((step) => step.contract && addresses[step.id]);
  if (deployed.length === 0) return;
  const dir = join(deploymentsDir, 'verify', String(record.chainId));
  mkdirSync(dir, { recursive: true });
  if (!verificationInput) {
    verificationInput = import('./compile.mjs').then(({ standardJsonInput }) =>
      standardJsonInput(),
    );
  }
  const { input, compilerVersion } = await verificationInput;
  {
    const inputFile = join(dir, 'standard-input.json');
    writeFileSync(inputFile, `${JSON.stringify(input, null, 2)}\n`);
    for (const step of deployed) {
      const artifact = artifacts[step.contract];
      const constructor = artifact.abi.find((item) => item.type === 'constructor');
      const encoded = encodeAbiParameters(constructor?.inputs ?? [], step.args(addresses));
      writeFileSync(
        join(dir, `${step.contract}.json`),
        `${JSON.stringify(
          {
            address: addresses[step.id],
            contractName: `contracts/${SOURCE_FILES[step.contract]}.sol:${step.contract}`,
            compilerVersion,
            optimizer: input.settings.optimizer,
            evmVersion: input.settings.evmVersion,
            constructorArguments: encoded.slice(2),
            standardJsonInput: 'standard-input.json',
          },
          null,
          2,
        )}\n`,
      );
    }
    log(`  verification material in ${displayPath(dir)}`);
  }
}

// ---- command line ------------------------------------------------------------------------------

const USAGE = `usage: DEPLOY_RPC_URL=<url> npm run deploy -- --chain <id|name> [--config FILE] [--keystore FILE] [--dry-run] [--yes]

  --chain     target chain id or name (11155111, sepolia, 1, mainnet …)
  --rpc       JSON-RPC URL of that chain, instead of DEPLOY_RPC_URL (the environment keeps a
              provider key out of shell history and the process list)
  --config    parameters (default deployments/config/<chainId>.json)
  --keystore  encrypted key file (or DEPLOYER_KEYSTORE); otherwise DEPLOYER_PRIVATE_KEY
  --dry-run   simulate and print the plan, the addresses and the cost; send nothing
  --yes       do not ask for confirmation
  --deployments-dir  where the records go (default deployments/)`;

export function parseArguments(argv) {
  const options = { dryRun: false, yes: false };
  const valueOptions = {
    '--chain': 'chain',
    '--rpc': 'rpcUrl',
    '--config': 'configFile',
    '--keystore': 'keystore',
    '--deployments-dir': 'deploymentsDir',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    if (flag === '--dry-run') options.dryRun = true;
    else if (flag === '--yes' || flag === '-y') options.yes = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--private-key' || flag === '--key') {
      throw new DeployError(
        'a key on the command line ends up in shell history: use DEPLOYER_PRIVATE_KEY or --keystore',
      );
    } else if (valueOptions[flag]) {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value.startsWith('--'))
        throw new DeployError(`${flag} needs a value`);
      options[valueOptions[flag]] = value;
    } else throw new DeployError(`unknown option ${flag}\n${USAGE}`);
  }
  return options;
}

async function askConfirmation() {
  if (!process.stdin.isTTY) {
    throw new DeployError(
      'not asking on a non-interactive terminal: review with --dry-run, then run again with --yes',
    );
  }
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await readline.question('Send these transactions? Type "yes" to continue: ');
  readline.close();
  return answer.trim().toLowerCase() === 'yes';
}

/** The RPC URL of this run (for scrubbing whatever reaches the terminal). */
let activeRpcUrl;

/** Whether a URL carries more than scheme and host (a path, a query or user info: often a key). */
function carriesSecrets(url) {
  try {
    const parsed = new URL(url);
    return Boolean(
      parsed.username || parsed.password || parsed.search || parsed.pathname.length > 1,
    );
  } catch {
    return false;
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  activeRpcUrl = options.rpcUrl ?? (process.env.DEPLOY_RPC_URL?.trim() || undefined);
  if (!options.chain) throw new DeployError(`--chain is required\n${USAGE}`);
  if (!activeRpcUrl) {
    throw new DeployError(`no RPC URL: set DEPLOY_RPC_URL (or give --rpc)\n${USAGE}`);
  }
  if (options.rpcUrl && carriesSecrets(options.rpcUrl)) {
    console.error(
      'note: the --rpc URL has a path or query (often a provider key), which stays in shell history; DEPLOY_RPC_URL keeps it out',
    );
  }
  const account = await resolveAccount({ keystore: options.keystore });
  await deployPublic({
    ...options,
    rpcUrl: activeRpcUrl,
    deploymentsDir: options.deploymentsDir ? resolve(options.deploymentsDir) : undefined,
    account,
    confirm: options.yes ? async () => true : askConfirmation,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    const known =
      error instanceof DeployError ||
      error instanceof DeployConfigError ||
      error instanceof KeystoreError;
    // Expected failures in one clear message; anything else with its stack, for a bug report.
    const text = known ? error.message : (error?.stack ?? String(error));
    console.error(scrubRpcUrl(text, activeRpcUrl));
    process.exit(1);
  });
}
