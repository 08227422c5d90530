import type { Page } from '@playwright/test';
import { encodeFunctionData, parseEther } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { findFreePort } from '../../scripts/chain/hub.mjs';
import { startIndexer } from '../../scripts/chain/indexer.mjs';
import {
  BLOCK_SOCKET_RECONNECT_DELAY_MS,
  RPC_POLLING_INTERVAL_MS,
  TRANSACTION_CHECK_INTERVAL_MS,
} from '../../src/config/constants';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { approveDirect, sendMined } from './support/chainWrites';
import { SERVED_HUB_LAUNCH_OPTIONS } from './support/faultyRpc';
import { expect, test as base } from './support/fixtures';
import {
  connectFromHeader,
  main,
  openMintPage,
  openRecentTransactions,
  revealHistory,
  staking,
} from './support/hubPage';
import { workerServers } from './support/servers';
import { LONG } from './support/tags';
import { LOCAL_CHAIN_ID } from './support/testWallet';

// A public chain's terms: the hub reads this worker's anvil through a faulty RPC
// (`support/faultyRpc.ts`: 100–200 ms a request, 429s, dropped WebSockets, reorganisations),
// while the test wallet sends to anvil directly. A transient 429 shows no error; a dropped
// WebSocket is opened again and the reads follow the blocks it announces; a confirmed
// transaction whose block a reorganisation removes is pending again, on the page and in the
// indexer's history, until it is mined again.

/** A busy machine's margin for a refresh or a check to land after its moment. */
const LATENESS_MS = 2_000;

/**
 * The indexer of this worker's anvil, for the test of the history: started (and serving) before
 * that test, when it asks for it, on a chain no other test of the worker writes to or reverts
 * afterwards; its start counts against its own timeout, not the test's. Started with the worker
 * instead, it caught up while the first test wrote blocks and reverted them: a block it was
 * fetching was gone, and it retried that block's hash without end (the history never followed
 * again); and its start, seconds of both cores, landed in the first test's timed reads.
 */
const test = base.extend<object, { indexer: { url: string } }>({
  indexer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const { rpcUrl, baseUrl } = workerServers(workerInfo.parallelIndex);
      const port = await findFreePort();
      const indexer = await startIndexer({
        rpcUrl,
        port,
        hubOrigins: new URL(baseUrl).origin,
        ephemeral: true,
        logName: `indexer-e2e-chain-terms-${workerInfo.parallelIndex}.log`,
      });
      try {
        await use({ url: `http://127.0.0.1:${port}` });
      } finally {
        await indexer.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: SERVED_HUB_LAUNCH_OPTIONS,
  // What Chromium logs for each 429 the RPC answers; nothing else may be logged.
  allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 429/],
});

const STAKE = parseEther('7');

/** Account #0 stakes STAKE (approved before): one block. */
async function stakeOnce(rpcUrl: string) {
  const data = encodeFunctionData({
    abi: bearStakingAbi,
    functionName: 'stake',
    args: [STAKE, 0, 0],
  });
  await sendMined(rpcUrl, localDeployments[LOCAL_CHAIN_ID].bearStaking, data);
}

async function totalDeposited(page: Page) {
  return (await staking(page).getByRole('definition').first().textContent()) ?? '';
}

/** Records every alert the page shows from now on (text), however briefly. */
async function recordAlerts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { alertsSeen: string[] }).alertsSeen = seen;
    const look = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    look();
  });
  return () => page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
}

test(
  'chain terms: a transient 429 shows no error and a dropped WebSocket is opened again: the page reads each new block within its interval',
  { tag: LONG },
  async ({ page, rpcUrl, faultyRpc }) => {
    await approveDirect(rpcUrl, STAKE * 2n);
    await page.goto('/');
    await expect(staking(page).getByText('Total deposited')).toBeVisible();
    const alerts = await recordAlerts(page);
    // The page subscribes once its reads are due to refresh (an interval after the first).
    await expect
      .poll(() => faultyRpc.sockets().subscribes, { timeout: RPC_POLLING_INTERVAL_MS * 2 })
      .toBe(1);

    // A 429 (Retry-After: 1) for the refresh that follows the next block: no error, the block read
    // within the interval and the wait.
    let before = await totalDeposited(page);
    faultyRpc.rateLimitNext(1, 1);
    let stakedAt = Date.now();
    await stakeOnce(rpcUrl);
    await expect
      .poll(() => totalDeposited(page), { timeout: RPC_POLLING_INTERVAL_MS + 1_000 + LATENESS_MS })
      .not.toBe(before);
    expect(Date.now() - stakedAt).toBeLessThan(RPC_POLLING_INTERVAL_MS + 1_000 + LATENESS_MS);
    expect(faultyRpc.rateLimited()).toBe(1);
    expect(await alerts()).toEqual([]);

    // The WebSocket dropped: opened again after the first reconnect delay, and subscribed again.
    faultyRpc.dropSockets();
    await expect.poll(() => faultyRpc.sockets().open).toBe(0);
    await expect
      .poll(() => faultyRpc.sockets(), { timeout: BLOCK_SOCKET_RECONNECT_DELAY_MS + LATENESS_MS })
      .toMatchObject({ opened: 2, open: 1, subscribes: 2 });
    const { heads } = faultyRpc.sockets();
    before = await totalDeposited(page);
    stakedAt = Date.now();
    await stakeOnce(rpcUrl);
    await expect
      .poll(() => totalDeposited(page), { timeout: RPC_POLLING_INTERVAL_MS + LATENESS_MS })
      .not.toBe(before);
    // The new socket carries the blocks.
    await expect.poll(() => faultyRpc.sockets().heads).toBeGreaterThan(heads);
    expect(await alerts()).toEqual([]);
  },
);

/**
 * Mints one bear on /mint through the hub; resolves to its transaction's hash and the signed
 * transaction (to send it again after a reorganisation).
 */
async function mintOne(page: Page, rpcUrl: string) {
  await openMintPage(page);
  await connectFromHeader(page);
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  const status = main(page).getByRole('status').filter({ hasText: 'Minted!' });
  await expect(status).toBeVisible();
  const hash = (await status.locator('code[title]').getAttribute('title'))!;
  const raw = (await rpc(rpcUrl, 'eth_getRawTransactionByHash', [hash])) as string;
  return { status, hash, raw };
}

/** The mint's entry in Recent Transactions (the account dialog opened). */
async function recentMint(page: Page) {
  const list = await openRecentTransactions(page);
  return list.getByRole('listitem').filter({ hasText: 'Mint 1 bear' });
}

/** Within this, a page that checks each new block sees that its transaction's block is gone. */
const REORG_NOTICED_MS = TRANSACTION_CHECK_INTERVAL_MS + LATENESS_MS;
/**
 * Within this, the history shows a block's change: the indexer follows anvil every 200 ms, the
 * page reads it again once its chain reads reach a block the indexer has not (see
 * history.spec.ts).
 */
const HISTORY_FOLLOWS_MS = 15_000;

test.describe('with the indexer', () => {
  test.use({ hubIndexerUrl: async ({ indexer }, use) => use(indexer.url) });

  test(
    'chain terms: a mint whose block a reorganisation removes is pending again on the page and gone from the history, then confirmed and back when it is mined again',
    { tag: LONG },
    async ({ page, rpcUrl, faultyRpc }) => {
      test.setTimeout(60_000);
      // Each block a second after the one before, as on a chain (anvil stamps the blocks of one
      // second alike): the history follows the chain by its blocks' times.
      await rpc(rpcUrl, 'anvil_setBlockTimestampInterval', [1]);
      try {
        const mintFrom = Date.now();
        const { status, raw } = await mintOne(page, rpcUrl);
        console.log(`metric: chain_terms_mint_ms ${Date.now() - mintFrom}`);
        const bear = (await main(page)
          .getByRole('list', { name: 'Bears you just minted' })
          .getByRole('img')
          .first()
          .getAttribute('alt'))!;
        const latest = main(page).getByRole('list', { name: 'Latest mints' }).getByRole('img', {
          name: bear,
        });
        await revealHistory(page);
        await expect(latest).toBeVisible({ timeout: HISTORY_FOLLOWS_MS });
        console.log(`metric: chain_terms_history_shown_ms ${Date.now() - mintFrom}`);
        await expect(await recentMint(page)).toContainText('Confirmed');
        await page.keyboard.press('Escape');

        // The block goes; its transaction waits in the mempool again (where a node puts it
        // back), mined when the test says so.
        await rpc(rpcUrl, 'evm_setAutomine', [false]);
        const reorganisedAt = Date.now();
        await faultyRpc.reorganise(1);
        await rpc(rpcUrl, 'eth_sendRawTransaction', [raw]);
        // Never "Minted!" for a block that is gone.
        await expect(main(page).getByRole('status').filter({ hasText: 'Minting…' })).toBeVisible({
          timeout: REORG_NOTICED_MS,
        });
        console.log(`metric: chain_terms_reorg_noticed_ms ${Date.now() - reorganisedAt}`);
        await expect(status).toHaveCount(0);
        await expect(await recentMint(page)).toContainText('Pending');
        await page.keyboard.press('Escape');
        await expect(latest).toHaveCount(0, { timeout: HISTORY_FOLLOWS_MS });
        console.log(`metric: chain_terms_history_reorg_ms ${Date.now() - reorganisedAt}`);

        await rpc(rpcUrl, 'evm_mine');
        const minedAt = Date.now();
        await expect(status).toBeVisible({ timeout: TRANSACTION_CHECK_INTERVAL_MS + LATENESS_MS });
        console.log(`metric: chain_terms_mined_again_confirmed_ms ${Date.now() - minedAt}`);
        await expect(await recentMint(page)).toContainText('Confirmed');
        await page.keyboard.press('Escape');
        await expect(latest).toBeVisible({ timeout: HISTORY_FOLLOWS_MS });
        console.log(`metric: chain_terms_history_back_ms ${Date.now() - minedAt}`);
      } finally {
        await rpc(rpcUrl, 'evm_setAutomine', [true]);
        await rpc(rpcUrl, 'anvil_removeBlockTimestampInterval');
      }
    },
  );
});
