import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { decodeFunctionResult, encodeFunctionData, formatUnits, parseEther } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { findFreePort } from '../../scripts/chain/hub.mjs';
import { startIndexer } from '../../scripts/chain/indexer.mjs';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { approveDirect, sendMined } from './support/chainWrites';
import { SERVED_HUB_LAUNCH_OPTIONS, serveHubThrough } from './support/faultyRpc';
import { expect, test as base } from './support/fixtures';
import {
  amountInput,
  connectOnHome,
  fillStakeAmount,
  main,
  positionRow,
  revealHistory,
  staking,
} from './support/hubPage';
import { workerServers } from './support/servers';
import { LONG } from './support/tags';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';

// The history parts end to end: this worker's anvil indexed by the indexer (indexer/, Ponder on
// PGlite, started by scripts/chain/indexer.mjs), and the worker's hub build served with
// VITE_INDEXER_URL pointing at it (`serveHubThrough`: set in the build's environment as each file
// is served; the suite's shared build has no indexer, and a build of its own took both cores for
// as long as a build takes, beside the other workers' timed tests). After a stake, a claim, an
// unstake and a mint made through the hub, the activity, its CSV and the charts' data come from
// the indexer. Then the same hub with the indexer failing (503) and not answering (the page's
// requests to it routed so): the history parts say so with Retry, and the rest of the page works.

const { bearStaking: STAKING } = localDeployments[LOCAL_CHAIN_ID];
const DAY_S = 24 * 60 * 60;
const ONE = 10n ** 18n;
/**
 * "Within a few seconds": the indexer polls anvil every 200 ms; at the transaction's block the
 * page reads `/changes` after a second, and again each second until the indexer has reached it,
 * then reads the activity. On CI the whole suite runs beside this indexer, which then lags by
 * seconds: a stake took 8.0 s to show in one run; the `history_*_shown_ms` metrics print how long
 * it really took.
 */
const SHOWS_WITHIN_MS = 15_000;
/** Starting the indexer and indexing the deployment take a while on 2 cores. */
const SERVERS_TIMEOUT_MS = 120_000;

interface HistoryServers {
  baseUrl: string;
  indexerUrl: string;
}

const test = base.extend<
  { historyBaseUrl: string; servedHub: void },
  { historyServers: HistoryServers }
>({
  historyServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const { rpcUrl, baseUrl } = workerServers(workerInfo.parallelIndex);
      const indexerPort = await findFreePort();
      const indexer = await startIndexer({
        rpcUrl,
        port: indexerPort,
        hubOrigins: new URL(baseUrl).origin,
        ephemeral: true,
        logName: `indexer-e2e-history-${workerInfo.parallelIndex}.log`,
      });
      try {
        await use({ baseUrl, indexerUrl: `http://127.0.0.1:${indexerPort}` });
      } finally {
        await indexer.stop();
      }
    },
    { scope: 'worker', timeout: SERVERS_TIMEOUT_MS },
  ],
  historyBaseUrl: async ({ historyServers }, use) => use(historyServers.baseUrl),
  // The worker's hub, showing the history from this worker's indexer (its chain read as built).
  servedHub: [
    async ({ context, rpcUrl, historyServers }, use) => {
      await serveHubThrough(context, {
        baseUrl: historyServers.baseUrl,
        rpcUrl,
        proxyUrl: rpcUrl,
        indexerUrl: historyServers.indexerUrl,
      });
      await use();
    },
    { auto: true },
  ],
});

test.use({ viewport: { width: 1440, height: 900 }, launchOptions: SERVED_HUB_LAUNCH_OPTIONS });
// One worker for both tests: they share its indexer (the config's fullyParallel would give each
// test a worker, and each worker starts its own).
test.describe.configure({ mode: 'default' });

async function moveTime(rpcUrl: string, seconds: number) {
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine');
}

/** A view of the staking contract, read straight from anvil. */
async function ethCall(rpcUrl: string, data: `0x${string}`): Promise<`0x${string}`> {
  return (await rpc(rpcUrl, 'eth_call', [{ to: STAKING, data }, 'latest'])) as `0x${string}`;
}

async function ownPositions(rpcUrl: string) {
  const data = await ethCall(
    rpcUrl,
    encodeFunctionData({
      abi: bearStakingAbi,
      functionName: 'positionsOf',
      args: [ANVIL_ACCOUNT_0],
    }),
  );
  return decodeFunctionResult({ abi: bearStakingAbi, functionName: 'positionsOf', data });
}

async function totalDeposited(rpcUrl: string): Promise<bigint> {
  const data = await ethCall(
    rpcUrl,
    encodeFunctionData({ abi: bearStakingAbi, functionName: 'stats' }),
  );
  return decodeFunctionResult({ abi: bearStakingAbi, functionName: 'stats', data }).totalDeposited;
}

/**
 * An amount as the page writes it: four decimals at most (six for a reward), truncated, grouped.
 */
function shown(value: bigint, digits = 4): string {
  const [whole, fraction = ''] = formatUnits(value, 18).split('.');
  const kept = fraction.slice(0, digits).replace(/0+$/, '');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kept ? `${grouped}.${kept}` : grouped} BHT`;
}

const activity = (page: Page) => page.getByRole('region', { name: 'Your activity' });

const activityRows = (page: Page) => activity(page).locator('tbody tr');

/** The rows of a chart's table (opened first), each as its cells' texts. */
async function chartTable(region: Locator): Promise<string[][]> {
  const details = region.locator('details.chart__table');
  if (!(await details.evaluate((node: HTMLDetailsElement) => node.open))) {
    await details.locator('summary').click();
  }
  // The rows render once the table is opened (a render after the click): wait for them.
  await expect(details.locator('tbody tr').first()).toBeAttached();
  return details
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
}

test(`behavior: a stake, a claim, an unstake and a mint show in your activity within seconds, its CSV holds the same rows, and the charts draw the indexer's points ${LONG}`, async ({
  page,
  rpcUrl,
}) => {
  test.setTimeout(180_000);
  await approveDirect(rpcUrl, parseEther('1000'));
  await connectOnHome(page);

  // What you will earn: 42 BHT on the 7-day tier, by the contract's rule.
  await fillStakeAmount(page, '42');
  await staking(page)
    .getByRole('radio', { name: /^7 days/ })
    .check();
  const projection = staking(page).getByRole('region', { name: 'What you will earn' });
  await projection.locator('summary').click();
  const projected = await projection
    .locator('tr[data-tier="1"] [data-reward]')
    .getAttribute('data-reward');
  await staking(page).getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  const [position] = await ownPositions(rpcUrl);
  expect(position?.amount).toBe(42n * ONE);
  // The projection is the reward the contract reserved for the stake.
  expect(projected).toBe(position!.reward.toString());
  console.log(`metric: projection_matches_contract_reward ${projected}`);

  await revealHistory(page);
  const stakeShownAt = Date.now();
  await expect(activityRows(page).first()).toHaveAttribute('data-kind', 'stake', {
    timeout: SHOWS_WITHIN_MS,
  });
  console.log(`metric: history_stake_shown_ms ${Date.now() - stakeShownAt}`);
  await expect(activityRows(page).first()).toContainText('42 BHT');
  await expect(activityRows(page).first()).toContainText(`Position #${position!.id}, 7 days`);

  // The position over time: one open position, its accrual to the unlock.
  const positionChart = page.getByRole('region', { name: 'Your position over time' });
  await expect(positionChart).toContainText(`of ${shown(position!.reward, 6)} until`);
  // The pool's card beside the APRs', your rewards beside your position in the next row.
  const poolCard = page.getByRole('region', { name: 'The pool over time' });
  const aprCard = page.getByRole('region', { name: 'APR by lock period over time' });
  const rewardsCard = page.getByRole('region', { name: 'Your rewards' });
  // (Measured once the rows have settled: the cards' contents arrive one after the other.)
  const besideEachOther = async (start: Locator, end: Locator) => {
    const [one, other] = [await start.boundingBox(), await end.boundingBox()];
    return Math.abs(one!.y - other!.y) <= 2 && other!.x > one!.x + one!.width;
  };
  await expect
    .poll(
      async () =>
        (await besideEachOther(poolCard, aprCard)) &&
        (await besideEachOther(rewardsCard, positionChart)) &&
        (await rewardsCard.boundingBox())!.y > (await poolCard.boundingBox())!.y,
    )
    .toBe(true);

  // A claim three days in.
  await moveTime(rpcUrl, 3 * DAY_S);
  const row = positionRow(page, `Position #${position!.id}`);
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByText('Claim: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
  const [afterClaim] = await ownPositions(rpcUrl);
  const claimed = afterClaim!.claimed;
  expect(claimed).toBeGreaterThan(0n);
  await expect(activityRows(page).first()).toHaveAttribute('data-kind', 'claim', {
    timeout: SHOWS_WITHIN_MS,
  });
  await expect(activityRows(page).first()).toContainText(shown(claimed));

  // The unstake once the lock is over: the principal and the rest of the reward.
  await moveTime(rpcUrl, 5 * DAY_S);
  await expect(row.getByRole('button', { name: 'Unstake' })).toBeEnabled({ timeout: 10_000 });
  await row.getByRole('button', { name: 'Unstake' }).click();
  // The position leaves the list (with its status line) once the unstake is confirmed.
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  const rest = position!.reward - claimed;
  await expect(activityRows(page).first()).toHaveAttribute('data-kind', 'unstake', {
    timeout: SHOWS_WITHIN_MS,
  });
  await expect(activityRows(page).first()).toContainText(`42 BHT and ${shown(rest)} in rewards`);
  const rewardsShownAt = Date.now();
  // Your rewards: every reward paid (the claim and the unstake's) is claimed; the position ran
  // its whole term, so it earned its reservation.
  await expect(rewardsCard.locator('[data-figure="claimed"]')).toHaveText(
    shown(claimed + rest, 6),
    { timeout: SHOWS_WITHIN_MS },
  );
  expect(claimed + rest).toBe(position!.reward);
  await expect(rewardsCard.locator('[data-figure="earned"]')).toHaveText(
    shown(position!.reward, 6),
  );
  // Per UTC day, what the position accrued by the contract's rule, then nothing once it ended.
  const term = { start: Number(position!.startedAt), end: Number(position!.unlocksAt) };
  const accrued = (at: number) =>
    (position!.amount *
      BigInt(position!.aprBps) *
      BigInt(Math.max(0, Math.min(at, term.end) - term.start))) /
    (10_000n * BigInt(365 * DAY_S));
  const expectedDays: string[] = [];
  for (let day = term.start - (term.start % DAY_S); day < term.end; day += DAY_S) {
    expectedDays.push(shown(accrued(day + DAY_S) - accrued(day), 6));
  }
  const perDay = (await chartTable(rewardsCard)).map(([value]) => value);
  expect(perDay.slice(0, expectedDays.length)).toEqual(expectedDays);
  expect(perDay.slice(expectedDays.length).every((value) => value === '0 BHT')).toBe(true);
  // The closed position in your position over time: its line to its close, which paid the rest.
  await expect(positionChart).toContainText(
    `it earned ${shown(position!.reward, 6)}, all of it paid to you.`,
  );
  const lastMoment = positionChart.locator('details.chart__table tbody tr').last();
  await chartTable(positionChart);
  await expect(lastMoment.locator('th')).toHaveText(/^Closed · /);
  await expect(lastMoment.locator('td')).toHaveText([
    shown(position!.reward, 6),
    shown(position!.reward, 6),
  ]);

  // An APR change (the owner, straight to the chain): the APRs' table and list have it.
  await sendMined(
    rpcUrl,
    STAKING,
    encodeFunctionData({ abi: bearStakingAbi, functionName: 'setTierApr', args: [1, 700] }),
  );
  await expect
    .poll(async () => (await chartTable(aprCard)).at(-1), { timeout: SHOWS_WITHIN_MS })
    .toEqual(['3 %', '7 %', '9 %', '12 %', '25 %']);
  expect((await chartTable(aprCard)).at(0)).toEqual(['3 %', '6 %', '9 %', '12 %', '25 %']);
  await expect(aprCard.getByRole('list', { name: 'APR changes' })).toContainText(
    '7 days from 6 % to 7 %',
  );
  console.log(`metric: history_rewards_and_apr_shown_ms ${Date.now() - rewardsShownAt}`);

  // The pool over time: its last point is the contract's total now, the stake's the 42 more.
  const deposited = await totalDeposited(rpcUrl);
  const pool = page.getByRole('region', { name: 'The pool over time' });
  // The unstake's block reaches the chart after the indexer has indexed it: wait for that state.
  await expect
    .poll(async () => (await chartTable(pool)).at(-1)?.[0], { timeout: SHOWS_WITHIN_MS })
    .toBe(shown(deposited));
  const poolRows = await chartTable(pool);
  expect(poolRows.map((cells) => cells[0])).toContain(shown(deposited + 42n * ONE));
  await expect(pool.getByRole('slider', { name: 'The pool over time' })).toHaveAttribute(
    'aria-valuemax',
    String(poolRows.length),
  );

  // A mint on /mint: the collection's chart and the latest mints (with the picture) have it.
  await page.getByRole('link', { name: 'Mint your bear' }).first().click();
  await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Minted!' })).toBeVisible({
    timeout: 15_000,
  });
  await revealHistory(page);
  const minted = main(page).getByRole('list', { name: 'Bears you just minted' });
  const bearName = (await minted.getByRole('img').first().getAttribute('alt'))!;
  const tokenId = bearName.replace('Bear #', '');
  const latest = main(page).getByRole('list', { name: 'Latest mints' });
  await expect(latest.getByRole('img', { name: bearName })).toBeVisible({
    timeout: SHOWS_WITHIN_MS,
  });
  await expect(latest.getByRole('img', { name: bearName })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const collection = main(page).getByRole('region', { name: 'The collection over time' });
  await expect
    .poll(async () => (await chartTable(collection)).at(-1)?.[0], { timeout: SHOWS_WITHIN_MS })
    .toBe(tokenId);
  // Each card takes its row: the chart beside its legend, the pictures below in a row of their own.
  const latestCard = main(page).getByRole('region', { name: 'Latest mints' });
  const [chartCard, picturesCard] = [
    await collection.boundingBox(),
    await latestCard.boundingBox(),
  ];
  expect(Math.abs(chartCard!.width - picturesCard!.width)).toBeLessThanOrEqual(2);
  expect(picturesCard!.y).toBeGreaterThan(chartCard!.y + chartCard!.height - 2);
  const legend = await collection.locator('.chart__legend').boundingBox();
  const frame = await collection.getByRole('slider').boundingBox();
  expect(legend!.x).toBeGreaterThan(frame!.x + frame!.width);

  // Back home: the four, newest first, and the CSV with the same rows.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await revealHistory(page);
  await expect(activityRows(page).first()).toHaveAttribute('data-kind', 'mint', {
    timeout: SHOWS_WITHIN_MS,
  });
  await expect(activityRows(page).first()).toContainText('1 bear');
  await expect(activityRows(page).first()).toContainText(`Bears #${tokenId}`);
  const kinds = await activityRows(page).evaluateAll((rows) =>
    rows.map((one) => one.getAttribute('data-kind')),
  );
  expect(kinds).toEqual(['mint', 'unstake', 'claim', 'stake']);
  // Localhost has no explorer: short hashes, never a raw 66-character one.
  await expect(activity(page)).not.toContainText(/0x[0-9a-f]{64}/);
  await expect(activityRows(page).first().locator('code')).toHaveText(
    /^0x[0-9a-f]{4}…[0-9a-f]{4}$/,
  );

  const download = page.waitForEvent('download');
  await activity(page).getByRole('button', { name: 'Export as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^bear-hub-activity-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    'date_utc,activity,amount,token,reward,position_id,tier,apr_percent,unlocks_at_utc,bears,token_ids,block_number,transaction_hash',
  );
  const lines = csv.slice(1, -1).map((line) => line.split(','));
  expect(lines.map((fields) => fields[1])).toEqual(kinds);
  expect(lines[0]!.slice(9, 11)).toEqual(['1', tokenId]);
  expect(lines[1]!.slice(2, 6)).toEqual(['42', 'BHT', formatUnits(rest, 18), String(position!.id)]);
  expect(lines[2]!.slice(2, 4)).toEqual([formatUnits(claimed, 18), 'BHT']);
  expect(lines[3]!.slice(2, 7)).toEqual([
    '42',
    'BHT',
    formatUnits(position!.reward, 18),
    String(position!.id),
    '1',
  ]);
  await expect(activity(page).getByRole('status')).toHaveText(/^Saved 4 rows to /);
});

/**
 * Retry's request leaves within this: at once (a read at a new block waits a second for the
 * indexer first; Retry does not).
 */
const RETRY_ASKS_WITHIN_MS = 800;

/** How the page's requests to the indexer fare: through, answered 503, or refused. */
type IndexerLine = 'up' | 'failing' | 'down';

test.describe('with the indexer failing or down', () => {
  // What Chromium logs for the refused and failed requests to the indexer; the test checks
  // that no other request failed.
  test.use({
    allowedConsoleErrors: [
      /^Failed to load resource: (the server responded with a status of 503 \(Service Unavailable\)|net::ERR_CONNECTION_REFUSED)$/,
    ],
  });

  test(`behavior: with the indexer failing or not answering, the history parts say so with Retry while staking and minting work, and Retry brings them back ${LONG}`, async ({
    page,
    rpcUrl,
    historyServers,
    historyBaseUrl,
  }) => {
    test.setTimeout(120_000);
    const { indexerUrl } = historyServers;
    let line: IndexerLine = 'failing';
    await page.route(`${indexerUrl}/**`, (route) => {
      if (line === 'up') return route.fallback();
      if (line === 'down') return route.abort('connectionrefused');
      // As a proxy in front of a stopped indexer answers (with the hub's origin allowed).
      return route.fulfill({
        status: 503,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': new URL(historyBaseUrl).origin },
        body: 'Service Unavailable',
      });
    });
    const otherFailures: string[] = [];
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(indexerUrl)) otherFailures.push(`failed ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().startsWith(indexerUrl)) {
        otherFailures.push(`${response.status()} ${response.url()}`);
      }
    });
    const notice = page.locator('.history').getByRole('alert');

    // Home, the indexer failing: one notice in place of the staking history, with Retry.
    await approveDirect(rpcUrl, parseEther('10'));
    await connectOnHome(page);
    await revealHistory(page);
    await expect(notice).toHaveText(/^The history service could not answer\. Retry in a moment\./);
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'The pool over time' })).toHaveCount(0);
    // Retry asks again at once; still failing, the notice stays.
    const asked = page.waitForRequest(
      (request) => request.url().startsWith(`${indexerUrl}/changes`),
      { timeout: RETRY_ASKS_WITHIN_MS },
    );
    await notice.getByRole('button', { name: 'Retry' }).click();
    await asked;
    await expect(notice).toBeVisible();

    // The rest of the page works: a stake goes through.
    await amountInput(page).fill('10');
    await staking(page).getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    const [position] = await ownPositions(rpcUrl);
    expect(position?.amount).toBe(10n * ONE);

    // /mint, the indexer not answering at all: the notice says the rest works; a mint does.
    line = 'down';
    await page.getByRole('link', { name: 'Mint your bear' }).first().click();
    await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
    await revealHistory(page);
    await expect(notice).toHaveText(
      /^The history service is not answering\. Everything else on the page works; retry in a moment\./,
    );
    await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Minted!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(notice).toBeVisible();

    // The indexer back: Retry shows the collection's history.
    line = 'up';
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(
      main(page).getByRole('region', { name: 'The collection over time' }),
    ).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Latest mints' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    expect(otherFailures, 'failed requests other than the indexer’s').toEqual([]);
  });
});
