import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  encodeAbiParameters,
  getContractAddress,
  http,
  parseEther,
  toFunctionSelector,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sepolia } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from '@/config/chains';
import { bearNftAbi, bearStakingAbi, multicall3DeployedBytecode } from '@/contracts/generated';
import { GENERATED_DIR, outputsDigest } from '../../scripts/contracts/compile.mjs';
import { redactRpcUrl, scrubRpcUrl } from '../../scripts/contracts/deploy.mjs';
import { validateDeployConfig } from '../../scripts/contracts/deployConfig.mjs';
import {
  deployPublic,
  runtimeCodeMismatch,
  stateMismatches,
} from '../../scripts/contracts/deployPublic.mjs';
import { encryptKeystore } from '../../scripts/contracts/keystore.mjs';
import { freePort, startAnvil, type RunningAnvil } from './support/anvil';
import { startRpcProxy, type RpcRequest } from './support/rpcProxy';

// `npm run deploy` against a stand-in for a public chain: a second anvil with Sepolia's chain
// id (the script refuses the local 31337), started for this file and stopped by its pid.

/** anvil's dev account #0 (a well-known test key): the deployer. */
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const deployerAccount = privateKeyToAccount(DEPLOYER_KEY);
const DEPLOYER = deployerAccount.address;
/** anvil's dev account #5 stands for the Safe the config names as the final owner. */
const FINAL_OWNER: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

const CONFIG = {
  chainId: sepolia.id,
  // A test network: the deploying key may stay owner when the config says so.
  owner: 'deployer',
  bear: {
    name: 'Bear',
    symbol: 'BEAR',
    maxSupply: 1000,
    price: '0.01',
    walletLimit: 5,
    saleActive: true,
    saleStartsAt: 0,
  },
  token: { name: 'Bear Hub Token', symbol: 'BHT', supply: '1000000' },
  staking: { tierAprBps: [300, 600, 900, 1200, 2500], rewardPool: '1000' },
};

let anvil: RunningAnvil;
let rpcUrl: string;
let client: PublicClient;
let testClient: ReturnType<typeof createTestClient>;
let snapshot: Hex;
let deploymentsDir: string;

beforeAll(async () => {
  anvil = await startAnvil(await freePort(), { chainId: sepolia.id });
  rpcUrl = anvil.rpcUrl;
  client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 20 });
  testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  // Every public chain the hub serves has Multicall3; this one gets it the way anvil allows.
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3DeployedBytecode });
});

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(async () => {
  snapshot = await testClient.snapshot();
  deploymentsDir = mkdtempSync(join(tmpdir(), 'bear-deploy-'));
  mkdirSync(join(deploymentsDir, 'config'));
});

afterEach(async () => {
  await testClient.revert({ id: snapshot });
  rmSync(deploymentsDir, { recursive: true, force: true });
});

function writeConfig(config: object) {
  writeFileSync(join(deploymentsDir, 'config', `${sepolia.id}.json`), JSON.stringify(config));
}

async function deploy(options: Partial<Parameters<typeof deployPublic>[0]> = {}) {
  const lines: string[] = [];
  const result = await deployPublic({
    rpcUrl,
    chain: 'sepolia',
    account: deployerAccount,
    deploymentsDir,
    confirm: async () => true,
    log: (line) => lines.push(line),
    pollingIntervalMs: 20,
    ...options,
  });
  return { result, output: lines.join('\n') };
}

/** What a refused run says: its error message and everything it logged before. */
async function refusal(options: Partial<Parameters<typeof deployPublic>[0]> = {}) {
  const lines: string[] = [];
  const error = await deploy({ log: (line) => lines.push(line), ...options }).then(
    () => undefined,
    (reason: unknown) => reason as Error,
  );
  if (!error) throw new Error('the deployment went through');
  return { message: error.message, output: lines.join('\n') };
}

const SCRIPT = fileURLToPath(new URL('../../scripts/contracts/deployPublic.mjs', import.meta.url));

/** `npm run deploy -- …` as a user runs it, without a terminal; resolves with its output. */
function runScript(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('DEPLOYER_') && !key.startsWith('DEPLOY_RPC'),
    ),
  );
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** A copy of the generated contract files, to make stale or doctored on purpose. */
function copyGenerated(): string {
  const dir = join(deploymentsDir, 'generated');
  cpSync(GENERATED_DIR, dir, { recursive: true });
  return dir;
}

const ownershipOf = async (address: Address) => ({
  owner: await client.readContract({ address, abi: bearNftAbi, functionName: 'owner' }),
  pendingOwner: await client.readContract({
    address,
    abi: bearNftAbi,
    functionName: 'pendingOwner',
  }),
});

describe('public deployment: ownership (scripts/contracts/deployPublic.mjs)', () => {
  it('behavior: with a final owner in the config, the deployer owns both contracts and that owner is pending until it accepts', async () => {
    writeConfig({ ...CONFIG, owner: FINAL_OWNER });
    const { result, output } = await deploy();
    const { bearNft, bearStaking } = result.addresses;

    for (const address of [bearNft!, bearStaking!]) {
      expect(await ownershipOf(address)).toEqual({ owner: DEPLOYER, pendingOwner: FINAL_OWNER });
    }
    expect(result.sent).toEqual([
      'bearNft',
      'bearToken',
      'bearStaking',
      'approveRewards',
      'fundRewards',
      'handOverBearNft',
      'handOverBearStaking',
    ]);
    expect(output).toContain(
      `owner     ${FINAL_OWNER} once it accepts (the deployer owns the contracts until then)`,
    );
    expect(output).toContain(
      `BearNft      ${bearNft}: owned by ${DEPLOYER} until ${FINAL_OWNER} accepts`,
    );
    expect(output).toContain(`${FINAL_OWNER} accepts it from its own account by calling`);
    expect(output).toContain(
      `acceptOwnership() (no arguments, no value) on BearNft ${bearNft} and on BearStaking ${bearStaking}.`,
    );
    expect(output).toContain('With a Safe: New transaction → Transaction Builder');

    // The owner accepts from its own account (anvil signs for #5 here, as the Safe would).
    const ownerWallet = createWalletClient({
      account: FINAL_OWNER,
      chain: { ...sepolia, rpcUrls: { default: { http: [rpcUrl] } } },
      transport: http(rpcUrl),
    });
    for (const address of [bearNft!, bearStaking!]) {
      const hash = await ownerWallet.sendTransaction({
        to: address,
        data: encodeFunctionData({ abi: bearStakingAbi, functionName: 'acceptOwnership' }),
      });
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
      expect(await ownershipOf(address)).toEqual({
        owner: FINAL_OWNER,
        pendingOwner: zeroAddress,
      });
    }

    // A later run sends nothing and reports the accepted ownership.
    const nonce = await client.getTransactionCount({ address: DEPLOYER });
    const again = await deploy();
    expect(again.result.sent).toEqual([]);
    expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(nonce);
    expect(again.output).toContain(
      `BearStaking  ${bearStaking}: owned by ${FINAL_OWNER} (the configured owner)`,
    );
    expect(again.output).not.toContain('acceptOwnership()');
  });

  it('behavior: with "owner": "deployer" (a test network) the deployer owns both contracts and nothing is pending', async () => {
    writeConfig(CONFIG);
    const { result, output } = await deploy();
    expect(result.sent).toEqual([
      'bearNft',
      'bearToken',
      'bearStaking',
      'approveRewards',
      'fundRewards',
    ]);
    expect(result.addresses.bearNft).toBe(getContractAddress({ from: DEPLOYER, nonce: 0n }));
    for (const address of [result.addresses.bearNft!, result.addresses.bearStaking!]) {
      expect(await ownershipOf(address)).toEqual({ owner: DEPLOYER, pendingOwner: zeroAddress });
    }
    expect(output).toContain(
      `owner     ${DEPLOYER} (the deployer: \`"owner": "deployer"\` in the config)`,
    );
    expect(output).toContain(
      `BearNft      ${result.addresses.bearNft}: owned by ${DEPLOYER} (the deployer, as the config says)`,
    );
    expect(output).not.toContain('acceptOwnership()');
  });
});

/** A provider-style URL: a key in the path and one in the query. */
const PATH_KEY = 'PATHKEY0123456789';
const QUERY_KEY = 'SECRET';
const keyed = (url: string) => `${url}/v3/${PATH_KEY}?apikey=${QUERY_KEY}`;

describe('public deployment: the RPC URL is shown as scheme and host only', () => {
  it('behavior: redaction keeps scheme and host and drops user info, path and query everywhere in a text', () => {
    const url = 'https://user:pw12345@eth-sepolia.example.com:8443/v2/ABCDEFGH1234?apikey=SECRET';
    expect(redactRpcUrl(url)).toBe('https://eth-sepolia.example.com:8443');
    const text = `cannot reach ${url}\nURL: https://eth-sepolia.example.com:8443/v2/ABCDEFGH1234?apikey=SECRET (key ABCDEFGH1234, SECRET)`;
    const scrubbed = scrubRpcUrl(text, url);
    expect(scrubbed).toContain('cannot reach https://eth-sepolia.example.com:8443\n');
    for (const secret of ['ABCDEFGH1234', 'SECRET', 'pw12345', 'user:', '/v2']) {
      expect(scrubbed).not.toContain(secret);
    }
  });

  it('behavior: the plan uses the keyed URL for its requests but prints only its scheme and host', async () => {
    const proxy = await startRpcProxy(rpcUrl);
    try {
      writeConfig(CONFIG);
      const { output } = await deploy({ rpcUrl: keyed(proxy.url), dryRun: true });
      expect(output).toContain(`deploying to Sepolia (chain 11155111) through ${proxy.url}\n`);
      expect(output).not.toContain(PATH_KEY);
      expect(output).not.toContain(QUERY_KEY);
      expect(proxy.paths.length).toBeGreaterThan(0);
      expect(new Set(proxy.paths)).toEqual(new Set([`/v3/${PATH_KEY}?apikey=${QUERY_KEY}`]));
    } finally {
      await proxy.close();
    }
  });

  it('behavior: errors (unreachable node, wrong chain, a failing request) name the host only', async () => {
    writeConfig(CONFIG);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await refusal({ rpcUrl: keyed(closed) });
    expect(unreachable.message).toMatch(new RegExp(`^cannot reach ${closed}: `));

    const proxy = await startRpcProxy(rpcUrl, (request: RpcRequest) =>
      request.method === 'eth_getCode' ? { error: { code: -32000, message: 'boom' } } : undefined,
    );
    try {
      const wrongChain = await refusal({ rpcUrl: keyed(proxy.url), chain: 'holesky' });
      expect(wrongChain.message).toBe(
        `${proxy.url} serves chain 11155111, not Holesky (17000): check the RPC URL and --chain`,
      );
      const failing = await refusal({ rpcUrl: keyed(proxy.url) });
      expect(failing.message).toMatch(/^the RPC request failed: /);
      for (const { message, output } of [unreachable, wrongChain, failing]) {
        for (const secret of [PATH_KEY, QUERY_KEY, '/v3/']) {
          expect(message).not.toContain(secret);
          expect(output).not.toContain(secret);
        }
      }
    } finally {
      await proxy.close();
    }
  });

  it('behavior: `npm run deploy` reads DEPLOY_RPC_URL and never prints it in full', async () => {
    const proxy = await startRpcProxy(rpcUrl);
    try {
      writeConfig(CONFIG);
      const { code, stdout, stderr } = await runScript(
        ['--chain', 'sepolia', '--deployments-dir', deploymentsDir, '--dry-run'],
        { DEPLOY_RPC_URL: keyed(proxy.url), DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY },
      );
      expect(code, stderr).toBe(0);
      expect(stdout).toContain(`through ${proxy.url}\n`);
      expect(stdout + stderr).not.toContain(PATH_KEY);
      expect(stdout + stderr).not.toContain(QUERY_KEY);
      expect(proxy.paths).toContain(`/v3/${PATH_KEY}?apikey=${QUERY_KEY}`);
    } finally {
      await proxy.close();
    }
  });
});

describe('public deployment: checks before and after sending', () => {
  it('behavior: a keystore without a password on a non-terminal stops with one clear line, no stack trace', async () => {
    const keystore = join(deploymentsDir, 'deployer.keystore.json');
    writeFileSync(keystore, encryptKeystore(DEPLOYER_KEY, 'correct horse', { n: 1024 }));
    const { code, stdout, stderr } = await runScript(
      ['--chain', 'sepolia', '--keystore', keystore, '--dry-run'],
      { DEPLOY_RPC_URL: rpcUrl },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `the keystore ${keystore} needs its password and there is no terminal to ask for it: set DEPLOYER_KEYSTORE_PASSWORD (or run in a terminal)\n`,
    );
  });

  it('behavior: stale compiled contracts stop the deployment before anything is sent', async () => {
    writeConfig(CONFIG);
    const generatedDir = copyGenerated();
    const file = join(generatedDir, 'artifacts.json');
    // An edit by hand after the compile: the sources no longer give these files.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"BearToken"', '"BearToken" '));

    const { message } = await refusal({ generatedDir });
    expect(message).toMatch(
      /^the compiled contracts in .*generated are out of date \(edited: the files differ from what `npm run compile` wrote from these sources\): run `npm run compile`, review and commit the result, then deploy$/,
    );
    expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(0);
    expect(existsSync(join(deploymentsDir, `${sepolia.id}.json`))).toBe(false);
  });

  it('behavior: a deployed runtime code that is not the artifact’s stops the run after that deployment', async () => {
    writeConfig(CONFIG);
    const generatedDir = copyGenerated();
    const file = join(generatedDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { deployedBytecode: string }
    >;
    // The token's expected runtime code differs in one byte from what its creation code deploys.
    const code = artifacts.BearToken!.deployedBytecode;
    artifacts.BearToken!.deployedBytecode = `${code.slice(0, 100)}${code[100] === 'f' ? 'e' : 'f'}${code.slice(101)}`;
    writeFileSync(file, JSON.stringify(artifacts));
    // Recorded as a compile would, so only the check after deployment can notice.
    const digests = JSON.parse(readFileSync(join(generatedDir, 'compile-digest.json'), 'utf8'));
    writeFileSync(
      join(generatedDir, 'compile-digest.json'),
      JSON.stringify({ ...digests, outputs: outputsDigest(generatedDir) }),
    );

    const { message, output } = await refusal({ generatedDir });
    const token = getContractAddress({ from: DEPLOYER, nonce: 1n });
    expect(message).toContain('what is on chain is not what this deployment meant:\n');
    expect(message).toContain(
      `  - BearToken at ${token}: its runtime code is not the artifact's deployedBytecode (immutables masked)`,
    );
    expect(message).toContain('first difference at byte 49');
    expect(message).toContain('Stopped: nothing more is sent.');
    expect(output).toContain('checked BearNft: its runtime code and state are what was meant');
    // BearNft and BearToken were sent; the staking contract never was.
    expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(2);
  });

  it('behavior: a read-back state that differs from the config stops the run before the next step', async () => {
    writeConfig(CONFIG);
    const stranger = '0x000000000000000000000000000000000000dEaD';
    const tokenSelector = toFunctionSelector('token()');
    // A node that answers BearStaking.token() with another address.
    const proxy = await startRpcProxy(rpcUrl, (request: RpcRequest) => {
      const [call] = (request.params ?? []) as [{ data?: string; input?: string }?];
      const data = call?.data ?? call?.input;
      return request.method === 'eth_call' && data?.startsWith(tokenSelector)
        ? { result: encodeAbiParameters([{ type: 'address' }], [stranger]) }
        : undefined;
    });
    try {
      const { message } = await refusal({ rpcUrl: proxy.url });
      const token = getContractAddress({ from: DEPLOYER, nonce: 1n });
      expect(message).toContain(`  - BearStaking.token() is ${stranger}, meant ${token}\n`);
      // Deployed, then stopped: no approval, no funding.
      expect(await client.getTransactionCount({ address: DEPLOYER })).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('behavior: the read-back compares every configured value and the ownership hand-over', async () => {
    writeConfig({ ...CONFIG, owner: FINAL_OWNER });
    const { result, output } = await deploy();
    expect(output).toContain(
      'checked: runtime code and read-back state are what this deployment meant',
    );
    const artifacts = JSON.parse(readFileSync(join(GENERATED_DIR, 'artifacts.json'), 'utf8'));
    const meant = validateDeployConfig(
      {
        ...CONFIG,
        owner: FINAL_OWNER,
        bear: { ...CONFIG.bear, price: '0.02', saleActive: false },
        token: { ...CONFIG.token, supply: '2000000' },
        staking: { tierAprBps: [300, 600, 900, 1200, 2600], rewardPool: '5000' },
      },
      { file: 'test', chainId: sepolia.id, deployer: DEPLOYER },
    );
    const check = (handedOver: string[]) =>
      stateMismatches({
        publicClient: client,
        artifacts,
        addresses: result.addresses,
        params: meant,
        deployer: DEPLOYER,
        only: ['bearNft', 'bearToken', 'bearStaking'],
        handedOver,
        funded: true,
      });
    expect(await check(['bearNft', 'bearStaking'])).toEqual([
      `BearNft.price() is ${parseEther('0.01')}, meant ${parseEther('0.02')}`,
      'BearNft.saleActive() is true, meant false',
      `BearToken.totalSupply() is ${parseEther('1000000')}, meant ${parseEther('2000000')}`,
      'BearStaking.tiers() has APRs 300, 600, 900, 1200, 2500 bps, meant 300, 600, 900, 1200, 2600',
      'BearStaking.stats().rewardsFunded is 1000, meant at least 5000 (the funded reward pool)',
    ]);
    // Before its hand-over step the pending owner must still be empty.
    expect((await check([])).filter((line) => line.includes('owner'))).toEqual([
      `BearNft.owner() is ${DEPLOYER} with pendingOwner() ${FINAL_OWNER}, meant owner ${DEPLOYER} with pending owner ${zeroAddress}`,
      `BearStaking.owner() is ${DEPLOYER} with pendingOwner() ${FINAL_OWNER}, meant owner ${DEPLOYER} with pending owner ${zeroAddress}`,
    ]);
  });

  it('behavior: the code comparison masks immutables and names the first differing byte', () => {
    const artifact = {
      deployedBytecode: '0x6000000000aa',
      immutableRanges: [[1, 4]] as [number, number][],
    };
    expect(runtimeCodeMismatch('0x6012345678aa', artifact)).toBeUndefined();
    expect(runtimeCodeMismatch('0x6012345678ab', artifact)).toBe(
      "its runtime code is not the artifact's deployedBytecode (immutables masked): 6 bytes on chain, 6 expected, first difference at byte 5",
    );
    expect(runtimeCodeMismatch('0x', artifact)).toBe('there is no code at that address');
  });
});
