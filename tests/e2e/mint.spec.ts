import type { Page, Request } from '@playwright/test';
import { encodeFunctionData, toFunctionSelector, toHex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { RPC_POLLING_INTERVAL_MS } from '../../src/config/constants';
import { expect, test } from './support/fixtures';
import {
  LOCAL_DEV_WALLET,
  accountButton,
  accountDialog,
  connectFromMain,
  justMinted,
  main,
  openMintPage,
  openRecentTransactions,
  pressMint,
  rpcMethodsOf,
  yourBears,
} from './support/hubPage';
import { LONG } from './support/tags';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';

// Minting end to end: the /mint page against the bear contract deployed on anvil by the global
// setup (demo state: sale open, 1000 max, 0.01 ETH, 5 per wallet, bears #1..#6 minted by other
// dev accounts; account #0 has minted none).

const BEAR = localDeployments[LOCAL_CHAIN_ID].bearNft;
const PRICE_WEI = 10_000_000_000_000_000n;
/** Marks the page's own refresh (its multicall carries collectionState) among the chain reads. */
const COLLECTION_STATE_SELECTOR = toFunctionSelector('collectionState()').slice(2);
/** Refreshes observed to average the requests per refresh. */
const MEASURED_REFRESHES = 3;

const quantity = (page: Page) => main(page).getByRole('spinbutton', { name: 'Quantity' });

test.use({ viewport: { width: 1440, height: 900 } });

test('behavior: mint 2 bears, see them in Your bears and Recent Transactions, and after a reload', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await openMintPage(page);
  await connectFromMain(page);
  await expect(main(page).getByText('0 of 5')).toBeVisible();
  await expect(main(page).getByText('You have no bears yet.')).toBeVisible();

  // Blocks wait for an explicit mine, so the pending stage can be seen.
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  await main(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(main(page).getByText('0.02 ETH')).toBeVisible();
  await pressMint(main(page), 'Mint 2 bears');
  await expect(main(page).getByRole('status').filter({ hasText: 'Minting…' })).toBeVisible();
  // No explorer on Localhost: the hash itself is shown.
  await expect(main(page).getByText(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}/)).toBeVisible();
  expect(await wallet.requests()).toContain('eth_sendTransaction');

  const record = (await openRecentTransactions(page))
    .getByRole('listitem')
    .filter({ hasText: 'Mint 2 bears' });
  await expect(record).toContainText('Pending');
  await rpc(rpcUrl, 'evm_mine');
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
  await expect(record).toContainText('Confirmed', { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(accountDialog(page)).toBeHidden();

  await expect(justMinted(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
  await expect(justMinted(page).getByRole('img', { name: 'Bear #8' })).toBeVisible();
  await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
  await expect(yourBears(page).getByRole('img', { name: 'Bear #8' })).toBeVisible();
  await expect(main(page).getByText('2 of 5')).toBeVisible();
  await expect(main(page).getByText('8 / 1000')).toBeVisible();

  await page.reload();
  await expect(yourBears(page).getByRole('img', { name: 'Bear #8' })).toBeVisible();
  await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
  await accountButton(page).click();
  await expect(
    accountDialog(page).getByRole('listitem').filter({ hasText: 'Mint 2 bears' }),
  ).toContainText('Confirmed');
});

test(
  'behavior: a mint over the wallet limit shows the reason without a wallet prompt',
  { tag: LONG },
  async ({ page, wallet, rpcUrl }) => {
    await openMintPage(page);
    await connectFromMain(page);
    await expect(main(page).getByText('0 of 5')).toBeVisible();
    // A quantity typed above the bound is brought back to it.
    await quantity(page).fill('9');
    await expect(quantity(page)).toHaveValue('5');

    // Right after a refresh, this wallet mints 4 elsewhere: the page still offers 5 until its next
    // read, and the contract refuses.
    await page.waitForResponse(
      (response) =>
        response.url().startsWith(rpcUrl) &&
        (response.request().postData() ?? '').includes(COLLECTION_STATE_SELECTOR),
    );
    const hash = await rpc(rpcUrl, 'eth_sendTransaction', [
      {
        from: ANVIL_ACCOUNT_0,
        to: BEAR,
        data: encodeFunctionData({ abi: bearNftAbi, functionName: 'mint', args: [4n] }),
        value: toHex(PRICE_WEI * 4n),
      },
    ]);
    // Mined before the page simulates (whatever the node's mining mode).
    await rpc(rpcUrl, 'evm_mine');
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string;
    } | null;
    expect(receipt?.status).toBe('0x1');
    await main(page).getByRole('button', { name: 'Mint 5 bears' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'You can mint at most 1 bear more with this wallet.',
    );
    expect(await wallet.requests()).not.toContain('eth_sendTransaction');
    // The next refresh brings the bound down to what is left.
    await expect(main(page).getByText('4 of 5')).toBeVisible({ timeout: 10_000 });
    await expect(quantity(page)).toHaveValue('1');
  },
);

test('behavior: a rejection in the wallet leaves the page usable, and the next mint goes through', async ({
  page,
  wallet,
}) => {
  await openMintPage(page);
  await connectFromMain(page);
  await wallet.rejectNext('eth_sendTransaction');
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'You rejected the request in your wallet.',
  );

  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 10_000 });
  await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
});

test('behavior: the Local Dev Wallet connects and mints a bear', async ({ page }) => {
  await openMintPage(page);
  await connectFromMain(page, LOCAL_DEV_WALLET);
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 10_000 });
  await expect(justMinted(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
  await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
});

test(
  'behavior: one refresh of the connected page costs at most 2 HTTP requests to the chain',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(60_000);
    await openMintPage(page);
    await connectFromMain(page);
    await expect(main(page).getByText('You have no bears yet.')).toBeVisible();
    // Let the first reads settle, then watch whole polling intervals.
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS);
    const seen: { methods: string[]; pageRead: boolean; pageCalls: number }[] = [];
    const record = (request: Request) => {
      if (!request.url().startsWith(rpcUrl)) return;
      const body = request.postData() ?? '';
      // JSON-RPC entries of this HTTP request that carry the page's read (a batch may also carry
      // the header's balance poll when both timers fire in the same tick).
      const pageCalls = body.split(COLLECTION_STATE_SELECTOR).length - 1;
      seen.push({ methods: rpcMethodsOf(request), pageRead: pageCalls > 0, pageCalls });
    };
    page.on('request', record);
    // Reads follow new blocks: one mined per interval from the test's side (not counted).
    const mining = setInterval(() => void rpc(rpcUrl, 'evm_mine'), RPC_POLLING_INTERVAL_MS);
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS * MEASURED_REFRESHES);
    clearInterval(mining);
    page.off('request', record);
    console.log(`requests in ${MEASURED_REFRESHES} intervals: ${JSON.stringify(seen)}`);

    // The page's own refresh is one request holding a single page multicall; the header's balance
    // eth_call may ride in the same JSON-RPC batch when both timers fire together.
    const pageReads = seen.filter((request) => request.pageRead);
    expect(pageReads.length).toBeGreaterThanOrEqual(MEASURED_REFRESHES - 1);
    for (const read of pageReads) {
      expect(read.pageCalls).toBe(1);
      expect(new Set(read.methods)).toEqual(new Set(['eth_call']));
      expect(read.methods.length).toBeLessThanOrEqual(2);
    }
    // The network fee shown before minting is re-estimated at the same interval, on a timer of
    // its own: one batched request (eth_gasPrice + eth_estimateGas, and eth_simulateV1 for the
    // mint's preview) per interval, counted apart.
    // A timer fires at most once per interval and once more at the window's edge; the page's read,
    // which waits for its multicall batch, may fire once less than the fee's in the same window.
    const timerFiringsMax = MEASURED_REFRESHES + 1;
    const isFee = (request: { methods: string[] }) => request.methods.includes('eth_estimateGas');
    const feeReads = seen.filter(isFee);
    for (const read of feeReads)
      expect(read.methods.sort()).toEqual(['eth_estimateGas', 'eth_gasPrice', 'eth_simulateV1']);
    expect(feeReads.length).toBeLessThanOrEqual(timerFiringsMax);
    const others = seen.filter((request) => !isFee(request));
    // Everything else the tab sends to the chain: the page's reads, and the header's balance poll
    // on its own timer (at most once per interval, plus one at the edge).
    const perRefresh = others.length / pageReads.length;
    console.log(`metric: mint_rpc_requests_per_refresh ${perRefresh.toFixed(2)}`);
    console.log(
      `metric: mint_fee_requests_per_refresh ${(feeReads.length / pageReads.length).toFixed(2)}`,
    );
    expect(others.length).toBeLessThanOrEqual(pageReads.length + timerFiringsMax);
  },
);
