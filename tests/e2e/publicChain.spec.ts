import { expect, test, type Page } from '@playwright/test';
import { getContractAddress } from 'viem';
import { PROJECT_ROOT, rpc } from '../../scripts/chain/anvil.mjs';
import { encryptKeystore } from '../../scripts/contracts/keystore.mjs';
import { multicall3DeployedBytecode } from '../../src/contracts/generated/Multicall3';
import { MULTICALL3_ADDRESS } from '../../scripts/contracts/deploy.mjs';
import { LONG } from './support/tags';
import {
  buildForPublicChain,
  DEPLOYER,
  DEPLOYER_KEY,
  DEPLOYMENTS_DIR,
  OUT_DIR,
  PUBLIC_CHAIN_ID,
  portFrom,
  readRecord,
  resetWorkDir,
  startDeploy,
  startPreview,
  startPublicAnvil,
  stopAll,
  stopProcess,
  waitFor,
  WORK_DIR,
  writeConfig,
} from './support/publicChain';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Going live, end to end, with only the production path: a second anvil stands in for Sepolia
// (chain id 11155111). `npm run deploy` deploys to it, is interrupted while its first
// transaction waits in the pool, and resumes without deploying anything twice; then the hub is
// built for that chain (its deployment read from the record the script wrote) and served by
// `vite preview` with the production headers, and Chromium reads the collection and the
// staking stats. The anvil-only methods below stand for the chain itself (Multicall3 exists on
// every real chain; blocks get mined): the deploy script uses none.
//
// Self-contained: its own chain, build and server, started and stopped here.

/** Parameters unlike the local demo's, so the page can only show them if it read this chain. */
const CONFIG = {
  chainId: PUBLIC_CHAIN_ID,
  // Sepolia's stand-in (a test network): the deploying key stays owner, as the config says.
  owner: 'deployer',
  bear: {
    name: 'Sepolia Bear',
    symbol: 'SBEAR',
    maxSupply: 777,
    price: '0.02',
    walletLimit: 3,
    saleActive: true,
    saleStartsAt: 0,
  },
  token: { name: 'Bear Hub Token', symbol: 'BHT', supply: '5000000' },
  staking: { tierAprBps: [150, 400, 800, 1600, 4000], rewardPool: '123456' },
};
const KEYSTORE_PASSWORD = 'correct horse battery staple';
/** Five transactions: three deployments, the reward-pool approval, the funding. */
const STEP_COUNT = 5;

// One group of tests run in order (serial): every test carries LONG, so the group runs first as
// a whole (tests/e2e/support/tags.ts).
test.describe.configure({ mode: 'serial' });

let rpcUrl = '';
let baseUrl = '';
const deployArgs = () => [
  '--chain',
  'sepolia',
  '--rpc',
  rpcUrl,
  '--deployments-dir',
  DEPLOYMENTS_DIR,
  '--yes',
];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  resetWorkDir();
  writeConfig(CONFIG);
  const anvil = await startPublicAnvil(await portFrom('PUBLIC_CHAIN_ANVIL_PORT'), {
    automine: false,
  });
  rpcUrl = anvil.rpcUrl;
});

test.afterAll(async () => {
  await stopAll();
});

test(
  'behavior: the deploy stops with a clear error on a chain without Multicall3',
  { tag: LONG },
  async () => {
    const run = startDeploy(deployArgs(), { DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY });
    const { code, output } = await run.done;
    expect(code).toBe(1);
    expect(output).toContain(
      `Multicall3 is not deployed at ${MULTICALL3_ADDRESS} on Sepolia (11155111)`,
    );
    expect(readRecord(), 'nothing recorded, nothing sent').toBeUndefined();
  },
);

test(
  'behavior: the deploy refuses to run without a key and names both ways to give one',
  { tag: LONG },
  async () => {
    const { code, output } = await startDeploy(deployArgs(), {}).done;
    expect(code).toBe(1);
    expect(output).toContain(
      'no deployer key: set DEPLOYER_PRIVATE_KEY, or give an encrypted keystore',
    );
  },
);

test(
  'behavior: an interrupted deployment resumes where it stopped and deploys nothing twice',
  { tag: LONG },
  async () => {
    test.setTimeout(90_000);
    // Every real chain has Multicall3; this one gets it the way anvil allows.
    await rpc(rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, multicall3DeployedBytecode]);

    // First run: key from an encrypted keystore. Blocks are not mined, so the first transaction
    // waits in the pool; the run is killed there, as a crash or a closed terminal would.
    const keystore = join(WORK_DIR, 'deployer.keystore.json');
    writeFileSync(keystore, encryptKeystore(DEPLOYER_KEY, KEYSTORE_PASSWORD, { n: 1024 }));
    const first = startDeploy([...deployArgs(), '--keystore', keystore], {
      DEPLOYER_KEYSTORE_PASSWORD: KEYSTORE_PASSWORD,
    });
    let startedAt = performance.now();
    const sent = await waitFor(() => {
      const step = readRecord()?.steps.bearNft;
      return step?.status === 'sent' ? step : undefined;
    }, 'the first transaction to be sent');
    await stopProcess(first.child);
    console.log(
      `metric: deploy run until its first transaction was sent: ${Math.round(performance.now() - startedAt)} ms`,
    );
    expect(first.output()).toContain('deploy BearNft -> ');
    expect(sent.nonce).toBe(0);
    const interrupted = readRecord()!;
    expect(interrupted.deployer).toBe(DEPLOYER);
    expect(interrupted.contracts.bearNft?.address).toBeUndefined();
    expect(Object.keys(interrupted.steps)).toEqual(['bearNft']);

    // The chain moves on: the pending transaction is mined, and blocks follow every transaction.
    await rpc(rpcUrl, 'evm_mine');
    await rpc(rpcUrl, 'evm_setAutomine', [true]);

    // Second run: same deployer, key from the environment this time.
    startedAt = performance.now();
    const second = await startDeploy(deployArgs(), { DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY }).done;
    console.log(
      `metric: resumed deploy run (4 more transactions): ${Math.round(performance.now() - startedAt)} ms`,
    );
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`resuming: deploy BearNft was sent in ${sent.transactionHash}`);
    expect(second.output).not.toContain('sent deploy BearNft');

    const record = readRecord()!;
    const expected = {
      bearNft: getContractAddress({ from: DEPLOYER, nonce: 0n }),
      bearToken: getContractAddress({ from: DEPLOYER, nonce: 1n }),
      bearStaking: getContractAddress({ from: DEPLOYER, nonce: 2n }),
    };
    for (const [name, address] of Object.entries(expected)) {
      expect(record.contracts[name]?.address).toBe(address);
      expect(await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x');
    }
    for (const step of ['bearNft', 'bearToken', 'bearStaking', 'approveRewards', 'fundRewards']) {
      expect(record.steps[step]?.status).toBe('confirmed');
    }
    // One transaction per step, in order: the interrupted deployment was not sent again.
    expect(Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']))).toBe(
      STEP_COUNT,
    );

    // What an explorer needs to verify each contract.
    const verifyDir = join(DEPLOYMENTS_DIR, 'verify', String(PUBLIC_CHAIN_ID));
    const input = JSON.parse(readFileSync(join(verifyDir, 'standard-input.json'), 'utf8'));
    expect(input.language).toBe('Solidity');
    expect(Object.keys(input.sources)).toContain('contracts/BearNft.sol');
    const staking = JSON.parse(readFileSync(join(verifyDir, 'BearStaking.json'), 'utf8'));
    expect(staking).toMatchObject({
      address: expected.bearStaking,
      contractName: 'contracts/BearStaking.sol:BearStaking',
    });
    expect(staking.constructorArguments).toContain(expected.bearToken.slice(2).toLowerCase());

    // A third run finds nothing to do.
    startedAt = performance.now();
    const third = await startDeploy(deployArgs(), { DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY }).done;
    console.log(
      `metric: deploy run with nothing left to do: ${Math.round(performance.now() - startedAt)} ms`,
    );
    expect(third.code, third.output).toBe(0);
    expect(third.output).toContain('nothing left to do: every step is confirmed');
    expect(Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']))).toBe(
      STEP_COUNT,
    );
  },
);

test(
  'behavior: the build for the chain picks up its record and reports a chain it does not offer',
  { tag: LONG },
  async () => {
    test.setTimeout(180_000);
    // A record for a chain this build does not list (the local chain without VITE_LOCAL_RPC_URL).
    writeFileSync(
      join(DEPLOYMENTS_DIR, '31337.json'),
      readFileSync(join(PROJECT_ROOT, 'deployments/31337.json'), 'utf8'),
    );
    const build = await buildForPublicChain(rpcUrl);
    expect(build.code, build.output).toBe(0);
    expect(build.output).toContain('31337.json: chain 31337 is not offered by this build');
    expect(build.output).not.toContain(`chain ${PUBLIC_CHAIN_ID} is not offered`);

    const headers = readFileSync(join(OUT_DIR, '_headers'), 'utf8');
    expect(headers).toMatch(/connect-src 'self' [^;]*/);
    const connectSrc = /connect-src ([^;]*)/.exec(headers)?.[1]?.split(' ') ?? [];
    expect(connectSrc).toEqual(expect.arrayContaining([rpcUrl, rpcUrl.replace('http', 'ws')]));
    expect(existsSync(`${OUT_DIR}.nginx.conf`)).toBe(true);

    const preview = await startPreview(await portFrom('PUBLIC_CHAIN_PREVIEW_PORT'));
    baseUrl = preview.url;
  },
);

/** Fails on CSP violations, page errors, console errors and requests leaving the machine. */
function guard(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (!['data:', 'blob:'].includes(protocol) && hostname !== '127.0.0.1') {
      problems.push(`external request: ${request.url()}`);
    }
  });
  return problems;
}

test(
  'behavior: /mint shows the collection deployed on the chain, under the production headers',
  { tag: LONG },
  async ({ page }) => {
    const problems = guard(page);
    const response = await page.goto(`${baseUrl}/mint`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors https://app.safe.global');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'The Bear collection' })).toBeVisible();
    await expect(main.getByText('0.02 ETH per bear')).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Bears minted' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 777 bears minted',
    );
    await page.screenshot({ path: 'test-results/screenshots/public-chain-mint.png' });
    expect(problems).toEqual([]);
  },
);

test(
  'behavior: the home page shows the staking stats of the chain',
  { tag: LONG },
  async ({ page }) => {
    const problems = guard(page);
    await page.goto(baseUrl);
    const section = page.getByRole('region', { name: 'Stake and earn' });
    await expect(section.getByText('Reward pool')).toBeVisible();
    await expect(section).toContainText('123,456');
    await expect(section.getByText('40 %')).toBeVisible();
    await expect(section.getByText('365 days')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/public-chain-staking.png' });
    expect(problems).toEqual([]);
  },
);

test(
  'behavior: an injected inline script is blocked and the hub keeps working',
  { tag: LONG },
  async ({ page }) => {
    const problems = guard(page);
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = log;
      document.addEventListener('securitypolicyviolation', (event) =>
        log.push(`${event.effectiveDirective}: ${event.blockedURI}`),
      );
    });
    await page.goto(`${baseUrl}/mint`);
    await expect(page.getByRole('main').getByText('0.02 ETH per bear')).toBeVisible();

    // What an HTML injection would add: an inline script. (eval cannot be tried from here:
    // Playwright's evaluate is exempt from the page's policy; the headers test checks there is
    // no 'unsafe-eval'.)
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.body.append(script);
      const handler = document.createElement('div');
      handler.setAttribute('onclick', 'window.inlineHandlerRan = true;');
      document.body.append(handler);
      handler.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const state = window as unknown as {
        inlineScriptRan?: boolean;
        inlineHandlerRan?: boolean;
        cspViolations: string[];
      };
      return {
        ran: state.inlineScriptRan === true || state.inlineHandlerRan === true,
        violations: state.cspViolations,
      };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.violations).toEqual(['script-src-elem: inline', 'script-src-attr: inline']);

    // Still working: client-side navigation and the chain reads of the next page.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(
      page.getByRole('region', { name: 'Stake and earn' }).getByText('40 %'),
    ).toBeVisible();
    // The two blocked scripts are reported in the console; nothing else is.
    expect(problems.filter((problem) => !/Content Security Policy/.test(problem))).toEqual([]);
  },
);
