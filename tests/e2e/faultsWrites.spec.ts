import type { Page } from '@playwright/test';
import { encodeFunctionData, parseEther } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import { LONG } from './support/tags';
import { stakeDirect } from './support/chainWrites';
import {
  accountButton,
  accountDialog,
  connectFromHeader,
  countRequests,
  header,
  headerConnectButton,
  main,
  recentTransactions,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID, UNSUPPORTED_CHAIN_ID } from './support/testWallet';
import { savedState } from './support/savedState';

// Faults 3 and 5-8: what happens to a write when the chain or the wallet misbehaves. Each
// ends with what the visitor sees and that nothing is lost or misattributed.

const { bearNft: BEAR } = localDeployments[LOCAL_CHAIN_ID];
/** Anvil's dev account #1: mints and stakes nothing in the demo state. */
const ANVIL_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SHORT_ACCOUNT_1 = '0x7099…79C8';
const DAY_S = 24 * 60 * 60;
const TX_HASH = /^0x[0-9a-f]{64}$/;

const NOT_MINED = 'The transaction was dropped or replaced before it was mined.';
const WALLET_CHANGED =
  'Your wallet changed account or network before answering; this request was abandoned.';

test.use({ viewport: { width: 1440, height: 900 } });

interface RpcTransaction {
  from: string;
  to: string;
  nonce: string;
  value: string;
  input: string;
  gas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}

async function openMint(page: Page) {
  await page.goto('/mint');
  await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
}

/** Clicks Mint with the chain's automine off; returns the hash the page shows as pending. */
async function submitPendingMint(page: Page): Promise<`0x${string}`> {
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  // The status shows a short hash; the whole hash is its title (and what its copy button copies).
  const shown = main(page).getByRole('status').locator('code[title]');
  await expect(shown).toBeVisible();
  const hash = (await shown.getAttribute('title')) ?? '';
  if (!TX_HASH.test(hash)) throw new Error(`no transaction hash on the page: ${hash}`);
  return hash as `0x${string}`;
}

/**
 * Waits until the hub has seen the pending transaction in the node (the record then carries its
 * sender and nonce): a wallet's speed-up or cancel comes after that, as a person's click would.
 */
async function hubHasSeen(page: Page, hash: string) {
  await expect
    .poll(async () =>
      (await savedState(page)).transactions.some(
        (record) => record.hash === hash && record.sent !== undefined,
      ),
    )
    .toBe(true);
}

/**
 * Connected on /mint with automine off, one mint submitted and seen by the hub: what a wallet's
 * speed-up or cancel starts from. Returns its hash and the transaction as the node has it.
 */
async function pendingMintSeen(page: Page, rpcUrl: string) {
  await openMint(page);
  await connectFromHeader(page);
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  const hash = await submitPendingMint(page);
  await hubHasSeen(page, hash);
  const original = (await rpc(rpcUrl, 'eth_getTransactionByHash', [hash])) as RpcTransaction;
  return { hash, original };
}

async function openRecent(page: Page) {
  await accountButton(page).click();
  return recentTransactions(page).getByRole('listitem').filter({ hasText: 'Mint 1 bear' });
}

const hex = (value: bigint) => `0x${value.toString(16)}`;

/**
 * What a wallet's "speed up" or "cancel" sends: a transaction with the original's nonce and a
 * higher fee; the same call unless `call` says otherwise.
 */
async function replace(
  rpcUrl: string,
  original: RpcTransaction,
  call: { to: string; value: string; data: string } = {
    to: original.to,
    value: original.value,
    data: original.input,
  },
) {
  await rpc(rpcUrl, 'eth_sendTransaction', [
    {
      from: original.from,
      ...call,
      gas: original.gas,
      nonce: original.nonce,
      maxFeePerGas: hex(BigInt(original.maxFeePerGas) * 3n),
      maxPriorityFeePerGas: hex(BigInt(original.maxPriorityFeePerGas) * 3n + 1n),
    },
  ]);
}

test.describe('with automine off', () => {
  test.afterEach(async ({ rpcUrl }) => {
    await rpc(rpcUrl, 'evm_setAutomine', [true]);
  });

  test(
    'fault 3: a transaction dropped from the mempool ends failed, and the page can mint again',
    { tag: LONG },
    async ({ page, rpcUrl }) => {
      await openMint(page);
      await connectFromHeader(page);
      await rpc(rpcUrl, 'evm_setAutomine', [false]);
      const hash = await submitPendingMint(page);
      // Dropped once the hub has seen it in the node's mempool (its nonce is then recorded).
      await hubHasSeen(page, hash);
      await rpc(rpcUrl, 'anvil_dropTransaction', [hash]);

      await expect(main(page).getByText(NOT_MINED)).toBeVisible({ timeout: 20_000 });
      await expect(main(page).getByRole('button', { name: 'Mint 1 bear' })).toBeEnabled();
      const record = await openRecent(page);
      await expect(record).toContainText('Failed');
    },
  );

  test('fault 3: a transaction cancelled by a replacement (same nonce, higher fee) ends failed', async ({
    page,
    rpcUrl,
  }) => {
    const { original } = await pendingMintSeen(page, rpcUrl);
    // The wallet's "cancel": 0 ETH to itself with the same nonce and a higher fee.
    await replace(rpcUrl, original, { to: original.from, value: '0x0', data: '0x' });
    await rpc(rpcUrl, 'evm_mine');

    await expect(main(page).getByText(NOT_MINED)).toBeVisible({ timeout: 20_000 });
    const record = await openRecent(page);
    await expect(record).toContainText('Failed');
  });

  test("fault 3: a transaction sped up (same call, same nonce, higher fee) takes the replacement's status", async ({
    page,
    rpcUrl,
  }) => {
    const { original } = await pendingMintSeen(page, rpcUrl);
    await replace(rpcUrl, original);
    await rpc(rpcUrl, 'evm_mine');

    const record = await openRecent(page);
    await expect(record).toContainText('Confirmed', { timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(
      main(page).getByRole('list', { name: 'Your bears' }).getByRole('img', { name: 'Bear #7' }),
    ).toBeVisible({ timeout: 15_000 });
  });

  test('fault 3: a speed-up sent and mined while the page was closed is recognised after the reload', async ({
    page,
    rpcUrl,
  }) => {
    const { hash, original } = await pendingMintSeen(page, rpcUrl);
    // The tab leaves the hub: a page of the same origin without the hub's script.
    await page.route('**/closed', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Closed</title>' }),
    );
    await page.goto('/closed');

    await replace(rpcUrl, original);
    await rpc(rpcUrl, 'evm_mine');
    expect(await rpc(rpcUrl, 'eth_getTransactionByHash', [hash])).toBeNull();

    await openMint(page);
    const record = await openRecent(page);
    await expect(record).toContainText('Confirmed', { timeout: 20_000 });
  });

  test('fault 8: a mint that passed simulation but reverts on chain (sale closed meanwhile) shows the decoded reason', async ({
    page,
    wallet,
    rpcUrl,
  }) => {
    await openMint(page);
    await connectFromHeader(page);
    // Account #1 mints; account #0 (the collection's owner) closes the sale in the same block.
    await wallet.emitAccountsChanged([ANVIL_ACCOUNT_1]);
    await expect(
      header(page).getByRole('button', { name: new RegExp(SHORT_ACCOUNT_1) }),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Mint 1 bear' })).toBeEnabled();
    await rpc(rpcUrl, 'evm_setAutomine', [false]);
    const hash = await submitPendingMint(page);
    const mint = (await rpc(rpcUrl, 'eth_getTransactionByHash', [hash])) as RpcTransaction;
    await rpc(rpcUrl, 'eth_sendTransaction', [
      {
        from: ANVIL_ACCOUNT_0,
        to: BEAR,
        data: encodeFunctionData({ abi: bearNftAbi, functionName: 'setSaleActive', args: [false] }),
        maxFeePerGas: hex(BigInt(mint.maxFeePerGas) * 3n),
        maxPriorityFeePerGas: hex(BigInt(mint.maxPriorityFeePerGas) * 3n + 1n),
      },
    ]);
    await rpc(rpcUrl, 'evm_mine');
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string };
    expect(receipt.status).toBe('0x0');

    // The write's own outcome (an alert); the page's eligibility line may say the same once it
    // has read the closed sale.
    await expect(
      main(page).getByRole('alert').getByText('The sale is not open right now.'),
    ).toBeVisible({
      timeout: 15_000,
    });
    await header(page)
      .getByRole('button', { name: new RegExp(SHORT_ACCOUNT_1) })
      .click();
    await expect(
      recentTransactions(page).getByRole('listitem').filter({ hasText: 'Mint 1 bear' }),
    ).toContainText('Failed');
  });
});

test('fault 5: the account switched in the wallet while it asks: the write is abandoned, and a transaction the wallet still sends stays with its sender', async ({
  page,
  wallet,
}) => {
  await openMint(page);
  await connectFromHeader(page);
  await wallet.holdNext('eth_sendTransaction');
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByRole('button', { name: 'Confirm in your wallet…' })).toBeVisible();
  await expect.poll(() => wallet.heldCount()).toBe(1);

  await wallet.emitAccountsChanged([ANVIL_ACCOUNT_1]);
  const account1Button = header(page).getByRole('button', { name: new RegExp(SHORT_ACCOUNT_1) });
  await expect(account1Button).toBeVisible();
  await expect(main(page).getByText(WALLET_CHANGED)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Mint 1 bear' })).toBeEnabled();

  // The wallet sends it anyway, from account #0, the account the page asked for.
  await wallet.releaseHeld();
  await account1Button.click();
  const recent = recentTransactions(page);
  await expect(recent).toBeVisible();
  await expect(recent.getByText('Mint 1 bear')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(accountDialog(page)).toBeHidden();

  await wallet.emitAccountsChanged([ANVIL_ACCOUNT_0]);
  await expect(accountButton(page)).toBeVisible();
  await accountButton(page).click();
  await expect(
    recentTransactions(page).getByRole('listitem').filter({ hasText: 'Mint 1 bear' }),
  ).toContainText('Confirmed', { timeout: 15_000 });
});

test('fault 5: a disconnect from the wallet while it asks ends the write cleanly; nothing is sent', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  const nonceBefore = await rpc(rpcUrl, 'eth_getTransactionCount', [ANVIL_ACCOUNT_0, 'latest']);
  await openMint(page);
  await connectFromHeader(page);
  await wallet.holdNext('eth_sendTransaction');
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByRole('button', { name: 'Confirm in your wallet…' })).toBeVisible();
  await expect.poll(() => wallet.heldCount()).toBe(1);

  await wallet.emitAccountsChanged([]);
  await expect(headerConnectButton(page)).toBeVisible();
  // The wallet then refuses the request it held (the site is no longer authorized).
  await wallet.releaseHeld();

  await connectFromHeader(page);
  await expect(main(page).getByRole('button', { name: 'Mint 1 bear' })).toBeEnabled();
  expect(await rpc(rpcUrl, 'eth_getTransactionCount', [ANVIL_ACCOUNT_0, 'latest'])).toBe(
    nonceBefore,
  );
  await accountButton(page).click();
  await expect(recentTransactions(page).getByText('Mint 1 bear')).toHaveCount(0);
});

async function connectOnHome(page: Page) {
  await page.goto('/');
  await connectFromHeader(page);
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
}

test.describe('fault 6: a double click asks the wallet once', () => {
  test('behavior: Mint', async ({ page, wallet }) => {
    await openMint(page);
    await connectFromHeader(page);
    await main(page).getByRole('button', { name: 'Mint 1 bear' }).dblclick();
    await expect(main(page).getByText(/Minted!/)).toBeVisible({ timeout: 15_000 });
    expect(await countRequests(wallet)).toBe(1);
  });

  test('behavior: Approve and stake (one approval, one stake)', async ({ page, wallet }) => {
    await connectOnHome(page);
    await staking(page).getByLabel('Amount to stake').fill('40');
    await staking(page)
      .getByRole('radio', { name: /^Classic approval/ })
      .check();
    await staking(page).getByRole('button', { name: 'Approve and stake' }).dblclick();
    await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await countRequests(wallet)).toBe(2);
  });

  /** One open flexible position (#6) with 30 days of rewards, the page connected. */
  async function withPosition(page: Page, rpcUrl: string) {
    await stakeDirect(rpcUrl, parseEther('1000'), 0);
    await rpc(rpcUrl, 'evm_increaseTime', [30 * DAY_S]);
    await rpc(rpcUrl, 'evm_mine');
    await connectOnHome(page);
    return staking(page).getByRole('listitem', { name: 'Position #6' });
  }

  test('behavior: Claim', async ({ page, wallet, rpcUrl }) => {
    const position = await withPosition(page, rpcUrl);
    await position.getByRole('button', { name: 'Claim', exact: true }).dblclick();
    await expect(position.getByText('Claim: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await countRequests(wallet)).toBe(1);
  });

  test('behavior: Claim all', async ({ page, wallet, rpcUrl }) => {
    await withPosition(page, rpcUrl);
    await staking(page).getByRole('button', { name: 'Claim all' }).dblclick();
    await expect(staking(page).getByText('Claim all: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await countRequests(wallet)).toBe(1);
  });

  test('behavior: Unstake', async ({ page, wallet, rpcUrl }) => {
    const position = await withPosition(page, rpcUrl);
    await position.getByRole('button', { name: 'Unstake' }).dblclick();
    await expect(staking(page).getByText('You have no staking positions yet.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await countRequests(wallet)).toBe(1);
  });
});

test('fault 7: with the wallet on an unsupported chain, no write reaches the wallet', async ({
  page,
  wallet,
}) => {
  await openMint(page);
  await connectFromHeader(page);
  await wallet.setChain(UNSUPPORTED_CHAIN_ID);
  await expect(header(page).getByRole('button', { name: /Wrong network/ })).toBeVisible();
  const mintButton = main(page).getByRole('button', { name: /^Mint \d/ });
  if ((await mintButton.count()) > 0)
    await mintButton.click({ force: true, trial: false }).catch(() => undefined);

  await page.goto('/');
  await expect(header(page).getByRole('button', { name: /Wrong network/ })).toBeVisible();
  const stakeButton = staking(page).getByRole('button', { name: /stake/i });
  for (const button of await stakeButton.all())
    await button.click({ force: true }).catch(() => undefined);
  await expect(staking(page).getByText('Wrong network').first()).toBeVisible();
  expect(await countRequests(wallet)).toBe(0);
});
