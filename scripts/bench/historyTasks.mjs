// The longest main-thread task that drawing a page's history makes, on a processor slowed 4×
// (Chrome DevTools Protocol's CPU throttling, as Lighthouse's mobile preset): a phone-sized
// page of a running hub is loaded, left to settle, then scrolled to its history; every long task
// (PerformanceObserver `longtask`, over 50 ms) from the scroll until the charts and the latest
// mints' pictures are drawn is listed. Budget: none over HISTORY_TASK_MAX_MS.
//
// `fill` first gives the charts their most points: that many stakes and mints, one per block,
// from anvil's development accounts, so the indexer buckets its series to SERIES_POINTS_MAX.
//
// Used by `npm run bench` (scripts/bench.mjs) with the services running; by hand against a
// running `npm start`:
//   node scripts/bench/historyTasks.mjs [--base-url=http://127.0.0.1:4173]
//     [--rpc-url=http://127.0.0.1:8545] [--path=/] [--fill=400]
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { encodeFunctionData, maxUint256, parseEther } from 'viem';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { rpc } from '../chain/anvil.mjs';
import { scrollToHistory } from './scrollToHistory.mjs';
import { option } from './options.mjs';

export const HISTORY_TASK_MAX_MS = 50;
const CPU_SLOWDOWN = 4;
/** The page is left this long after its load event before the scroll (the history waits too). */
const SETTLE_MS = 4_000;
const SHOWN_WITHIN_MS = 60_000;
/** A fixed gas limit: anvil's estimate for a stake can fall short once the account holds many. */
const FILL_GAS = '0x4c4b40';
/** Anvil mines at once, but its receipt may show a moment later: asked every 20 ms, 250 times. */
const RECEIPT_TRIES = 250;

/**
 * Sends up to `count` stakes of 1 BHT (one block each) and up to `count` single mints, from
 * anvil's development accounts in turn (each holds at most its positions' and wallet's limit).
 */
export async function fillHistory(rpcUrl, count) {
  const [{ localDeployments }, { bearStakingAbi }, { bearTokenAbi }, { bearNftAbi }] =
    await Promise.all([
      tsImport('../../src/contracts/generated/deployments.ts', import.meta.url),
      tsImport('../../src/contracts/generated/BearStaking.ts', import.meta.url),
      tsImport('../../src/contracts/generated/BearToken.ts', import.meta.url),
      tsImport('../../src/contracts/generated/BearNft.ts', import.meta.url),
    ]);
  const { bearStaking, bearToken, bearNft } = localDeployments[31337];
  const accounts = await rpc(rpcUrl, 'eth_accounts');
  const send = async (from, to, data, value = 0n) => {
    const hash = await rpc(rpcUrl, 'eth_sendTransaction', [
      { from, to, data, value: `0x${value.toString(16)}`, gas: FILL_GAS },
    ]);
    for (let tries = 0; tries < RECEIPT_TRIES; tries += 1) {
      const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt.status === '0x1';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no receipt for ${hash}`);
  };
  const approve = encodeFunctionData({
    abi: bearTokenAbi,
    functionName: 'approve',
    args: [bearStaking, maxUint256],
  });
  // A locked tier: the flexible share is limited per holder.
  const stake = encodeFunctionData({
    abi: bearStakingAbi,
    functionName: 'stake',
    args: [parseEther('1'), 4, 0],
  });
  const price = BigInt(
    await rpc(rpcUrl, 'eth_call', [
      { to: bearNft, data: encodeFunctionData({ abi: bearNftAbi, functionName: 'price' }) },
      'latest',
    ]),
  );
  const mint = encodeFunctionData({ abi: bearNftAbi, functionName: 'mint', args: [1n] });
  let staked = 0;
  let minted = 0;
  for (const account of accounts) {
    if (staked < count && (await send(account, bearToken, approve))) {
      while (staked < count && (await send(account, bearStaking, stake))) staked += 1;
    }
    while (minted < count && (await send(account, bearNft, mint, price))) minted += 1;
  }
  return { staked, minted };
}

/** Loads `path`, scrolls to its history at 4× CPU slowdown; the long tasks until it is drawn. */
export async function measureHistoryTasks({ baseUrl, path = '/' }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }
      }).observe({ type: 'longtask' });
    })()`);
    await page.waitForTimeout(SETTLE_MS);
    // The page's own long tasks over as long a stretch before the scroll, for comparison (its
    // clock re-renders the section each second).
    const scrolledAt = await page.evaluate('performance.now()');
    const startedAt = Date.now();
    await scrollToHistory(page, path, { withinMs: SHOWN_WITHIN_MS, everyMs: 500 });
    // Drawn: every chart of the page, and on /mint the latest mints' pictures.
    await page.locator('.history [role="slider"]').first().waitFor({ timeout: SHOWN_WITHIN_MS });
    if (path === '/mint') {
      await page.locator('.latest-mints img').first().waitFor({ timeout: SHOWN_WITHIN_MS });
    }
    const drawnMs = Date.now() - startedAt;
    await page.waitForTimeout(2_000);
    const points = await page.evaluate(
      `[...document.querySelectorAll('.history [role="slider"]')].map((chart) => Number(chart.getAttribute('aria-valuemax')))`,
    );
    const entries = await page.evaluate('window.__longTasks');
    const windowMs = Date.now() - startedAt;
    const tasks = entries.filter(([start]) => start >= scrolledAt).map(([, duration]) => duration);
    const before = entries
      .filter(([start]) => start < scrolledAt && start >= scrolledAt - windowMs)
      .map(([, duration]) => duration);
    return { path, drawnMs, points, tasks, before, longest: Math.max(0, ...tasks) };
  } finally {
    await browser.close();
  }
}

export function printHistoryTasks({ path, drawnMs, points, tasks, before, longest }) {
  const ok = longest <= HISTORY_TASK_MAX_MS;
  const list = (durations) => (durations.length ? `${durations.join(', ')} ms` : 'none');
  console.log(
    `\nDrawing ${path}'s history at ${CPU_SLOWDOWN}× CPU slowdown (412 × 823): charts of ${points.join(', ')} points, ` +
      `drawn ${(drawnMs / 1000).toFixed(1)} s after the scroll; long tasks ${list(tasks)}` +
      ` (the page alone, as long before the scroll: ${list(before)})` +
      `\n  longest task ${longest} ms   budget ≤ ${HISTORY_TASK_MAX_MS} ms   ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rpcUrl = option('rpc-url', 'http://127.0.0.1:8545');
  const fill = Number(option('fill', 0));
  if (fill > 0) console.log('filled', await fillHistory(rpcUrl, fill));
  const result = await measureHistoryTasks({
    baseUrl: option('base-url', 'http://127.0.0.1:4173'),
    path: option('path', '/'),
  });
  process.exit(printHistoryTasks(result) ? 0 : 1);
}
