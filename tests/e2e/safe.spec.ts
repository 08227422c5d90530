import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { encodeFunctionData, type Hex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { TRANSACTION_UNSEEN_DROP_AFTER_MS } from '../../src/config/constants';
import { sendMined } from './support/chainWrites';
import { pressMint } from './support/hubPage';
import {
  SAFE_ADDRESS,
  SAFE_HOST_LAUNCH_OPTIONS,
  SAFE_SHORT_ADDRESS,
  SAFE_WEB_APP,
  SafeHost,
} from './support/safeHost';
import { workerServers } from './support/servers';
import { LONG } from './support/tags';
import { LOCAL_CHAIN_ID } from './support/testWallet';
import { read } from './support/chainReads';

// The hub as a Safe App: framed by a page on the Safe web app's origin that answers the Safe
// Apps protocol for a real 2-of-2 Safe (the Safe 1.5.0 contracts) on the worker's anvil
// (tests/e2e/support/safeHost.ts). The test plays the second owner: it confirms and executes,
// or rejects, what the Safe holds.

const { bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];
const ONE_BHT = 10n ** 18n;
/** Ids 1..5 are the demo positions of accounts #2..#4: the Safe's first is #6. */
const FIRST_SAFE_POSITION = 'Position #6';
/** Longer than the unseen-drop time of a transaction hash, after which the old watch gave up. */
const HELD_LONGER_THAN_DROP_MS = TRANSACTION_UNSEEN_DROP_AFTER_MS + 5_000;

interface Fixtures {
  rpcUrl: string;
  host: SafeHost;
  guards: void;
}

const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  baseURL: async ({}, use, testInfo) => use(workerServers(testInfo.parallelIndex).baseUrl),
  // eslint-disable-next-line no-empty-pattern -- as above
  rpcUrl: async ({}, use, testInfo) => use(workerServers(testInfo.parallelIndex).rpcUrl),
  host: async ({ context, page, rpcUrl, baseURL }, use) => {
    const snapshot = await rpc(rpcUrl, 'evm_snapshot');
    const host = new SafeHost(rpcUrl, baseURL!);
    await host.install(context, page);
    await use(host);
    expect(await rpc(rpcUrl, 'evm_revert', [snapshot])).toBe(true);
  },
  // Only the hub's own servers and the Safe web app (served here) may be reached; no page error.
  guards: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      context.on('request', (request) => {
        const { hostname, origin } = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(hostname) && origin !== SAFE_WEB_APP) {
          problems.push(`request to ${request.url()}`);
        }
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ viewport: { width: 1440, height: 900 }, launchOptions: SAFE_HOST_LAUNCH_OPTIONS });

const banner = (hub: FrameLocator) => hub.getByRole('banner');
const safeAccountButton = (hub: FrameLocator) =>
  banner(hub).getByRole('button', { name: new RegExp(SAFE_SHORT_ADDRESS) });

/** The account dialog's Recent Transactions, opened from the header. */
async function openRecent(hub: FrameLocator) {
  await safeAccountButton(hub).click();
  return hub
    .getByRole('dialog', { name: 'Account' })
    .getByRole('region', { name: 'Recent Transactions' });
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
}

/** The Safe's BHT, read on the chain. */
const safeTokenBalance = (rpcUrl: string) =>
  read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'balanceOf', [SAFE_ADDRESS]);

/** A position as the staking contract lists it (the fields a test compares). */
interface SafePosition {
  id: bigint;
  tier: number;
  aprBps: number;
  amount: bigint;
}

/** The senders of the calls an `eth_simulateV1` request (or batch) simulates, lower case. */
function simulationSenders(body: string | null): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? 'null');
  } catch {
    return [];
  }
  const requests = (Array.isArray(parsed) ? parsed : [parsed]) as {
    method?: string;
    params?: { blockStateCalls?: { calls?: { from?: string }[] }[] }[];
  }[];
  return requests
    .filter((request) => request?.method === 'eth_simulateV1')
    .flatMap((request) => request.params?.[0]?.blockStateCalls ?? [])
    .flatMap((block) => block.calls ?? [])
    .map((call) => (call.from ?? '').toLowerCase());
}

/** The Safe's one Safe transaction, once the hub has proposed it. */
async function proposed(host: SafeHost): Promise<Hex> {
  await expect.poll(() => host.pending().length).toBe(1);
  return host.pending()[0]!.safeTxHash;
}

test('behavior: inside the Safe web app the hub connects to the Safe by itself, shows it with a Safe badge on its chain, and again after a reload', async ({
  page,
  host,
}) => {
  const hub = await host.open(page, '/');
  await expect(safeAccountButton(hub)).toBeVisible();
  await expect(safeAccountButton(hub)).toContainText('Safe');
  await expect(banner(hub).getByRole('button', { name: /Localhost/ })).toBeVisible();
  await expect(banner(hub).getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  expect(host.requests).toContain('getSafeInfo');
  // The connect dialog was never needed.
  await expect(hub.getByRole('dialog', { name: 'Connect a Wallet' })).toHaveCount(0);

  await page.reload();
  await expect(safeAccountButton(SafeHost.hub(page))).toBeVisible();
});

test(
  'behavior: a mint awaits the second owner past the unseen-drop time and a reload, then is confirmed once the Safe executes it',
  { tag: LONG },
  async ({ page, host }) => {
    await page.clock.install();
    const hub = await host.open(page, '/mint');
    await expect(safeAccountButton(hub)).toBeVisible();
    await pressMint(hub.getByRole('main'), 'Mint 1 bear');
    const safeTxHash = await proposed(host);
    let recent = await openRecent(hub);
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem')).toContainText('Awaiting signatures (1 of 2)');
    await closeDialog(page);

    // Held by the Safe for longer than a transaction hash may stay unseen: still awaiting.
    await page.clock.fastForward(HELD_LONGER_THAN_DROP_MS);
    await expect
      .poll(() => host.requests.filter((m) => m === 'getTxBySafeTxHash').length)
      .toBeGreaterThan(1);
    recent = await openRecent(hub);
    await expect(recent.getByRole('listitem')).toContainText('Awaiting signatures (1 of 2)');
    await closeDialog(page);

    await page.reload();
    const reloaded = SafeHost.hub(page);
    recent = await openRecent(reloaded);
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem')).toContainText('Awaiting signatures (1 of 2)');
    await closeDialog(page);

    await host.confirmAndExecute(safeTxHash);
    await page.clock.fastForward(10_000);
    recent = await openRecent(reloaded);
    await expect(recent.getByRole('listitem')).toContainText('Confirmed', { timeout: 20_000 });
    await closeDialog(page);
    await expect(
      reloaded.getByRole('list', { name: 'Your bears' }).getByRole('img', { name: /^Bear #/ }),
    ).toHaveCount(1, { timeout: 15_000 });
  },
);

test(
  'behavior: the Safe stakes in one step: the preview, simulated from the Safe, says what goes out; exact approval and stake as one Safe transaction, awaiting, then confirmed, and the chain moved what the preview said',
  { tag: LONG },
  async ({ page, context, host, rpcUrl }) => {
    await sendMined(
      rpcUrl,
      TOKEN,
      encodeFunctionData({
        abi: bearTokenAbi,
        functionName: 'transfer',
        args: [SAFE_ADDRESS, 1_000n * ONE_BHT],
      }),
    );
    const balanceBefore = await safeTokenBalance(rpcUrl);
    // The senders of the hub's simulations (the preview's `eth_simulateV1`), from inside the frame.
    const simulatedFrom = new Set<string>();
    context.on('request', (request) => {
      for (const from of simulationSenders(request.postData())) simulatedFrom.add(from);
    });
    await page.clock.install();
    const hub = await host.open(page, '/');
    const staking = hub.getByRole('region', { name: 'Stake and earn' });
    await expect(staking.getByRole('heading', { name: 'Your position' })).toBeVisible();
    await staking.getByLabel('Amount to stake').fill('42');
    // A Safe batches atomically (the older atomicBatch capability) and cannot sign a permit.
    await expect(staking.getByRole('radio', { name: /^One step/ })).toBeChecked();
    await expect(staking.getByRole('radio', { name: /^One signature/ })).toHaveCount(0);
    await expect(staking.getByText(/cannot sign a permit/)).toBeVisible();
    // The preview of the Safe's stake: what leaves the Safe and what it receives, simulated as
    // the Safe (the account the calls will come from), before anything is asked.
    const preview = staking
      .getByRole('region', { name: 'Stake', exact: true })
      .getByRole('group', { name: 'What this changes for you' });
    await expect(preview.getByText(/^You send /)).toHaveText('You send 42 BHT');
    await expect(preview.getByText(/^You receive /)).toHaveText(
      'You receive position #6: Flexible at 3 %',
    );
    expect([...simulatedFrom]).toEqual([SAFE_ADDRESS.toLowerCase()]);
    expect(host.pending()).toHaveLength(0);
    await staking.getByRole('button', { name: 'Approve and stake in one step' }).click();

    const safeTxHash = await proposed(host);
    expect(host.transactions.get(safeTxHash)!.txs).toHaveLength(2);
    await page.clock.fastForward(HELD_LONGER_THAN_DROP_MS);
    let recent = await openRecent(hub);
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem')).toContainText('Stake 42 BHT');
    await expect(recent.getByRole('listitem')).toContainText('Awaiting signatures (1 of 2)');
    await closeDialog(page);
    // Nothing has left the Safe before its owners execute.
    expect(await safeTokenBalance(rpcUrl)).toBe(balanceBefore);

    await host.confirmAndExecute(safeTxHash);
    await page.clock.fastForward(10_000);
    await expect(staking.getByText('Stake: Transaction confirmed.')).toBeVisible({
      timeout: 20_000,
    });
    // The chain moved what the preview said: 42 BHT out of the Safe, into position #6, Flexible
    // (tier 0) at 3 %, held by the Safe; the exact approval is used up.
    expect(await safeTokenBalance(rpcUrl)).toBe(balanceBefore - 42n * ONE_BHT);
    const positions = await read<readonly SafePosition[]>(
      rpcUrl,
      STAKING,
      bearStakingAbi,
      'positionsOf',
      [SAFE_ADDRESS],
    );
    expect(positions.map(({ id, tier, aprBps, amount }) => ({ id, tier, aprBps, amount }))).toEqual(
      [{ id: 6n, tier: 0, aprBps: 300, amount: 42n * ONE_BHT }],
    );
    expect(
      await read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'allowance', [SAFE_ADDRESS, STAKING]),
    ).toBe(0n);
    await expect(staking.getByRole('listitem', { name: FIRST_SAFE_POSITION })).toContainText(
      '42 BHT',
      { timeout: 15_000 },
    );
    recent = await openRecent(hub);
    await expect(recent.getByRole('listitem')).toContainText('Confirmed');
  },
);

test('behavior: a Safe that owns the staking contract sets an APR from the owner’s console: awaiting the second owner, then confirmed once executed, and the page shows the new rate', async ({
  page,
  host,
  rpcUrl,
}) => {
  // Account #0 names the Safe; the Safe accepts through a Safe transaction of its owners.
  await sendMined(
    rpcUrl,
    STAKING,
    encodeFunctionData({
      abi: bearStakingAbi,
      functionName: 'transferOwnership',
      args: [SAFE_ADDRESS],
    }),
  );
  await host.executeAsOwners([
    {
      to: STAKING,
      data: encodeFunctionData({ abi: bearStakingAbi, functionName: 'acceptOwnership' }),
    },
  ]);
  expect(await read<string>(rpcUrl, STAKING, bearStakingAbi, 'owner')).toBe(SAFE_ADDRESS);

  const hub = await host.open(page, '/');
  const aprs = hub
    .getByRole('region', { name: 'Staking owner’s console' })
    .getByRole('region', { name: 'APR of each lock period', exact: true });
  const week = aprs.getByRole('listitem', { name: '7 days' });
  await expect(week.getByTestId('tier-apr-1')).toHaveText('6 %');
  await week.getByLabel('New APR for 7 days, in percent').fill('4.5');
  await week.getByRole('button', { name: 'Set APR' }).click();

  const safeTxHash = await proposed(host);
  expect(host.transactions.get(safeTxHash)!.txs).toHaveLength(1);
  let recent = await openRecent(hub);
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem')).toContainText('Set the APR of 7 days to 4.5 %');
  await expect(recent.getByRole('listitem')).toContainText('Awaiting signatures (1 of 2)');
  await closeDialog(page);
  // Nothing changes on chain until the second owner has signed and executed.
  expect(await read<number>(rpcUrl, STAKING, bearStakingAbi, 'tierApr', [1])).toBe(600);
  await expect(week.getByText('APR of 7 days: Transaction confirmed.')).toHaveCount(0);

  await host.confirmAndExecute(safeTxHash);
  await expect(week.getByText('APR of 7 days: Transaction confirmed.')).toBeVisible({
    timeout: 20_000,
  });
  expect(await read<number>(rpcUrl, STAKING, bearStakingAbi, 'tierApr', [1])).toBe(450);
  await expect(week.getByTestId('tier-apr-1')).toHaveText('4.5 %');
  recent = await openRecent(hub);
  await expect(recent.getByRole('listitem')).toContainText('Confirmed');
});

test('behavior: a Safe transaction rejected in the Safe ends failed, and says so', async ({
  page,
  host,
}) => {
  const hub = await host.open(page, '/mint');
  await expect(safeAccountButton(hub)).toBeVisible();
  await pressMint(hub.getByRole('main'), 'Mint 1 bear');
  const safeTxHash = await proposed(host);
  await host.reject(safeTxHash);
  await expect(
    hub.getByRole('main').getByText('The transaction was rejected or replaced in the Safe.'),
  ).toBeVisible({ timeout: 15_000 });
  const recent = await openRecent(hub);
  await expect(recent.getByRole('listitem')).toContainText('Rejected in the Safe');
});

test('behavior: Safe{Wallet} can read the manifest and show its icon from its own origin', async ({
  page,
  host,
  baseURL,
}) => {
  await host.open(page, '/');
  // From the Safe web app's page, as Safe{Wallet} does when the hub is added as a custom app.
  const read = await page.evaluate(async (hubUrl) => {
    const response = await fetch(new URL('/manifest.json', hubUrl));
    const manifest = (await response.json()) as { name: string; iconPath: string };
    const icon = new Image();
    icon.src = new URL(manifest.iconPath, hubUrl).href;
    const shown = await new Promise<boolean>((resolve) => {
      icon.onload = () => resolve(true);
      icon.onerror = () => resolve(false);
    });
    return { name: manifest.name, shown };
  }, baseURL!);
  expect(read).toEqual({ name: 'Bear Hub', shown: true });
  const response = await page.request.get(new URL('/manifest.json', baseURL).href);
  expect(response.headers()['access-control-allow-origin']).toBe(SAFE_WEB_APP);
  expect(response.headers()['content-type']).toContain('application/json');
});
