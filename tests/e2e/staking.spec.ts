import type { Page, Request } from '@playwright/test';
import { parseEther, toFunctionSelector } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import { LONG } from './support/tags';
import { approveDirect, stakeDirect } from './support/chainWrites';
import {
  FIRST_OWN_POSITION,
  accountButton,
  accountDialog,
  amountInput,
  connectFromHeader,
  connectOnHome,
  countRequests,
  fillStakeAmount,
  positionRow,
  rpcMethodsOf,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';
import { savedState } from './support/savedState';

// The staking hub end to end: the home page against the deployed BearToken and BearStaking,
// account #0 (tokens, no positions) through the test wallet.

const { bearStaking: STAKING } = localDeployments[LOCAL_CHAIN_ID];
const DAY_S = 24 * 60 * 60;
const POLLING_INTERVAL_MS = 4_000;
const DASHBOARD_SELECTOR = toFunctionSelector('dashboard(address)').slice(2);
/** The owner's console reads the contract's limits once (account #0 owns the pool): not a refresh. */
const CONSOLE_LIMITS_SELECTOR = toFunctionSelector('MAX_APR_BPS()').slice(2);
/** A fee estimate's request: the gas price, the estimates and the write's preview (simulation). */
const FEE_METHODS = new Set(['eth_gasPrice', 'eth_estimateGas', 'eth_simulateV1']);

test.use({ viewport: { width: 1440, height: 900 } });

async function moveTime(rpcUrl: string, seconds: number) {
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine');
}

test('behavior: a visitor sees the pool stats and a Connect Wallet call to action', async ({
  page,
}) => {
  await page.goto('/');
  const section = staking(page);
  await expect(section.getByText('Total deposited')).toBeVisible();
  // The demo positions of accounts #2..#4 are in the pool.
  await expect(section.getByRole('definition').first()).toContainText('BHT');
  await expect(section.getByText('365 days')).toBeVisible();
  await expect(section.getByText('25 %')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Your position' })).toHaveCount(0);
});

test('behavior: stake with approval asks for an exact approval, then the stake', async ({
  page,
  wallet,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('150,5');
  await staking(page)
    .getByRole('radio', { name: /^7 days/ })
    .check();
  await expect(staking(page).getByTestId('unlock-date')).toContainText('Unlocks on');
  await staking(page)
    .getByRole('radio', { name: /^Classic approval/ })
    .check();
  await staking(page).getByRole('button', { name: 'Approve and stake' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  expect(await countRequests(wallet)).toBe(2);
  const position = positionRow(page, FIRST_OWN_POSITION);
  await expect(position).toContainText('150.5 BHT');
  await expect(position).toContainText('7 days');
  await expect(position.getByRole('button', { name: 'Unstake' })).toBeDisabled();
  await expect(amountInput(page)).toHaveValue('');
});

test('behavior: an allowance that already suffices skips the approval', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await approveDirect(rpcUrl, parseEther('1000'));
  await connectOnHome(page);
  await fillStakeAmount(page, '  200 ');
  await staking(page).getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  expect(await countRequests(wallet)).toBe(1);
  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('200 BHT');
  await expect(staking(page).getByText(/^Approval:/)).toHaveCount(0);
});

test("behavior: right after connecting, the account's parts wait for its own read, never the figures read before it", async ({
  page,
  rpcUrl,
}) => {
  await page.goto('/');
  await expect(staking(page).getByText('Total deposited')).toBeVisible();
  // The account's dashboard read is held until the test lets it go.
  const account = ANVIL_ACCOUNT_0.slice(2).toLowerCase();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  await page.route(rpcUrl, async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes(DASHBOARD_SELECTOR) && body.toLowerCase().includes(account)) {
      held();
      await released;
    }
    await route.continue();
  });
  await connectFromHeader(page);
  await holding;
  await expect(accountButton(page)).toBeVisible();
  await expect(staking(page).getByText('Loading staking data…')).toBeAttached();
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toHaveCount(0);
  await expect(amountInput(page)).toHaveCount(0);
  release();
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
  await fillStakeAmount(page, '5');
});

test('behavior: claim pays the accrued rewards of one position', async ({ page, rpcUrl }) => {
  await stakeDirect(rpcUrl, parseEther('10000'), 0);
  await moveTime(rpcUrl, 30 * DAY_S);
  await connectOnHome(page);
  const position = positionRow(page, FIRST_OWN_POSITION);
  const claimable = staking(page).getByTestId('claimable-total');
  await expect(claimable).not.toHaveText('0 BHT');
  // 10 000 BHT at 3 % for 30 days ≈ 24.66 BHT.
  await expect(claimable).toContainText(/^24\.6\d+ BHT$/);
  await position.getByRole('button', { name: 'Claim' }).click();
  await expect(position.getByText('Claim: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(claimable).toContainText(/^0(\.0000\d+)? BHT$/);
});

test('behavior: claimable rewards grow between reads without extra requests', async ({
  page,
  rpcUrl,
}) => {
  await stakeDirect(rpcUrl, parseEther('1000000'), 4);
  await connectOnHome(page);
  const claimable = staking(page).getByTestId('claimable-total');
  await expect(claimable).toContainText('BHT');
  const first = await claimable.textContent();
  await expect(claimable).not.toHaveText(first ?? '', { timeout: 3_000 });
});

test('behavior: unstake is refused before unlock, then allowed after the lock', async ({
  page,
  rpcUrl,
}) => {
  await stakeDirect(rpcUrl, parseEther('500'), 1);
  await connectOnHome(page);
  const position = positionRow(page, FIRST_OWN_POSITION);
  await expect(position.getByRole('button', { name: 'Unstake' })).toBeDisabled();
  await expect(position).toContainText(/\(in 6d 23h \d+m \d+s\)/);
  await moveTime(rpcUrl, 7 * DAY_S);
  await expect(position.getByRole('button', { name: 'Unstake' })).toBeEnabled({ timeout: 10_000 });
  await position.getByRole('button', { name: 'Unstake' }).click();
  await expect(staking(page).getByText('You have no staking positions yet.')).toBeVisible({
    timeout: 15_000,
  });
});

test('behavior: a rejected approval leaves the form usable', async ({ page, wallet }) => {
  await connectOnHome(page);
  await amountInput(page).fill('25');
  await staking(page)
    .getByRole('radio', { name: /^Classic approval/ })
    .check();
  await wallet.rejectNext('eth_sendTransaction');
  await staking(page).getByRole('button', { name: 'Approve and stake' }).click();
  await expect(
    staking(page).getByText('Approval: You rejected the request in your wallet.'),
  ).toBeVisible();
  await expect(amountInput(page)).toBeEnabled();
  await expect(amountInput(page)).toHaveValue('25');
  await staking(page).getByRole('button', { name: 'Approve and stake' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('25 BHT');
});

test('behavior: a reload during a pending stake keeps it pending, then shows the new position', async ({
  page,
  rpcUrl,
}) => {
  await approveDirect(rpcUrl, parseEther('1000'));
  await connectOnHome(page);
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  try {
    await amountInput(page).fill('300');
    // The form has settled on the amount (its fee estimate is in) before the click.
    await expect(staking(page).getByTestId('network-fee')).toHaveText(/^Network fee: ~/);
    await expect(amountInput(page)).toHaveValue('300');
    await staking(page).getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(staking(page).getByText('Stake: Transaction pending…')).toBeVisible({
      timeout: 20_000,
    });

    // redux-persist writes at most once a second: reload once the pending record is stored.
    await expect
      .poll(async () => {
        const saved = await savedState(page);
        return (
          saved.cachedConnectorId !== null &&
          saved.transactions.some((record) => record.status === 'pending')
        );
      })
      .toBe(true);
    await page.reload();
    await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
    await accountButton(page).click();
    const dialog = accountDialog(page);
    await expect(dialog.getByText('Stake 300 BHT (Flexible)')).toBeVisible();
    await expect(dialog.getByText('Pending')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(positionRow(page, FIRST_OWN_POSITION)).toHaveCount(0);

    await rpc(rpcUrl, 'evm_mine');
    await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('300 BHT', {
      timeout: 15_000,
    });
    await accountButton(page).click();
    await expect(dialog.getByText('Confirmed')).toBeVisible();
  } finally {
    await rpc(rpcUrl, 'evm_setAutomine', [true]);
  }
});

/**
 * HTTP requests to anvil per dashboard refresh: over a few polling intervals, the requests that
 * carry the staking read (the dashboard selector or the staking address) per refresh seen. The
 * network fee estimates of the writes the page offers (eth_gasPrice / eth_estimateGas, with their
 * previews' eth_simulateV1) are
 * counted apart: they follow their own polling.
 */
async function requestsPerRefresh(
  page: Page,
  rpcUrl: string,
): Promise<{ read: number; fees: number }> {
  const stakingAddress = STAKING.slice(2).toLowerCase();
  let refreshes = 0;
  let stakingRequests = 0;
  let feeRequests = 0;
  const onRequest = (request: Request) => {
    if (!request.url().startsWith(rpcUrl)) return;
    const body = (request.postData() ?? '').toLowerCase();
    if (body.includes(DASHBOARD_SELECTOR)) {
      refreshes += 1;
      stakingRequests += 1;
      return;
    }
    if (!body.includes(stakingAddress) || body.includes(CONSOLE_LIMITS_SELECTOR)) return;
    const methods = rpcMethodsOf(request);
    if (methods.every((method) => FEE_METHODS.has(method))) feeRequests += 1;
    else stakingRequests += 1;
  };
  page.on('request', onRequest);
  // Reads follow new blocks (over the chain's WebSocket, else polling): a block every interval,
  // mined from the test's side so it is not counted among the page's requests.
  const mining = setInterval(() => {
    void fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    });
  }, POLLING_INTERVAL_MS);
  await page.waitForTimeout(POLLING_INTERVAL_MS * 3 + POLLING_INTERVAL_MS / 2);
  clearInterval(mining);
  page.off('request', onRequest);
  expect(refreshes).toBeGreaterThanOrEqual(2);
  return { read: stakingRequests / refreshes, fees: feeRequests / refreshes };
}

test(
  'metric: HTTP requests to the chain per refresh with 1 and 20 positions',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(90_000);
    await stakeDirect(rpcUrl, parseEther('100'), 2);
    await connectOnHome(page);
    await expect(positionRow(page, FIRST_OWN_POSITION)).toBeVisible();
    const one = await requestsPerRefresh(page, rpcUrl);
    console.log(`metric: staking_rpc_requests_per_refresh_1 ${one.read}`);
    console.log(`metric: staking_fee_requests_per_refresh_1 ${one.fees}`);

    await stakeDirect(rpcUrl, parseEther('100'), 2, 19);
    await expect(staking(page).getByRole('listitem', { name: /^Position #/ })).toHaveCount(20, {
      timeout: 10_000,
    });
    const twenty = await requestsPerRefresh(page, rpcUrl);
    console.log(`metric: staking_rpc_requests_per_refresh_20 ${twenty.read}`);
    console.log(`metric: staking_fee_requests_per_refresh_20 ${twenty.fees}`);
    expect(one.read).toBe(1);
    expect(twenty.read).toBe(1);
    // The rows' fees in one request, Claim all's in another (when not batched with the read): not
    // one more per position. Polls drift against the read's, hence the margin over 2.
    expect(twenty.fees).toBeLessThanOrEqual(2.5);
  },
);
