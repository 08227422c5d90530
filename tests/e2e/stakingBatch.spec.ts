import type { Page } from '@playwright/test';
import { encodeFunctionData } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import {
  FIRST_OWN_POSITION,
  amountInput,
  connectFromHeader,
  connectOnHome,
  expectStakeFormKept,
  openRecentTransactions,
  positionRow,
  stakeRefusedByWallet,
  staking,
} from './support/hubPage';
import {
  ANVIL_ACCOUNT_0,
  LOCAL_CHAIN_ID,
  TEST_WALLET_DELEGATE,
  type TestWallet,
  type TestWalletAtomicStatus,
} from './support/testWallet';
import { savedState } from './support/savedState';

// Approve + stake as one EIP-5792 call bundle, with a test wallet that executes bundles
// atomically: one wallet prompt, one Recent Transactions entry, also across a reload; the methods
// offered for each `atomic` status the wallet can report, and a wallet that upgrades the account
// (EIP-7702) with its bundle.

const { bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];
/** What opens a prompt in a wallet. */
const PROMPTING = new Set([
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

test.use({ viewport: { width: 1440, height: 900 }, walletAtomicBatching: true });

async function prompts(wallet: TestWallet) {
  return (await wallet.requests()).filter((method) => PROMPTING.has(method));
}

/** The line under "One step" for a wallet that upgrades the account first (`atomic` ready). */
const UPGRADE_LINE = 'Your wallet may ask to upgrade your account first.';

const approvalMethods = (page: Page) =>
  staking(page).getByRole('group', { name: 'Token approval' });

/**
 * Opens the home page with the wallet's `atomic` capability set to `status`, connects, and lets
 * the hub have the wallet's answer: `wallet_getCapabilities` is held until the hub has asked, then
 * released; the page takes the answer in that task, so what the next assertion sees is the form
 * with it (a method missing is then missing, not yet to come).
 */
async function connectWithAtomicStatus(
  page: Page,
  wallet: TestWallet,
  status: TestWalletAtomicStatus,
) {
  await page.goto('/');
  await wallet.setAtomicStatus(status);
  await wallet.holdNext('wallet_getCapabilities');
  await connectFromHeader(page);
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
  await expect.poll(() => wallet.heldCount()).toBe(1);
  await wallet.releaseHeld();
}

async function allowance(rpcUrl: string): Promise<bigint> {
  const data = encodeFunctionData({
    abi: bearTokenAbi,
    functionName: 'allowance',
    args: [ANVIL_ACCOUNT_0, STAKING],
  });
  return BigInt((await rpc(rpcUrl, 'eth_call', [{ to: TOKEN, data }, 'latest'])) as string);
}

test('behavior: stake in one batch: exactly one wallet prompt, one Recent Transactions entry confirmed, the position shown', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('42');
  // An atomic wallet: the bundle is the default, the other two stay choices.
  await expect(staking(page).getByRole('radio', { name: /^One step/ })).toBeChecked();
  await expect(staking(page).getByRole('radio', { name: /^One signature/ })).toBeVisible();
  await expect(staking(page).getByRole('radio', { name: /^Classic approval/ })).toBeVisible();
  await expect(staking(page).getByTestId('network-fee')).toHaveText(/^Network fee: ~0\.\d+ ETH$/);
  const before = (await prompts(wallet)).length;
  await staking(page).getByRole('button', { name: 'Approve and stake in one step' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });

  const requests = await wallet.requests();
  expect((await prompts(wallet)).slice(before)).toEqual(['wallet_sendCalls']);
  expect(requests).toContain('wallet_getCapabilities');
  expect(requests).toContain('wallet_getCallsStatus');
  const bundles = Object.values(await wallet.bundles());
  expect(bundles).toHaveLength(1);
  expect(bundles[0]?.hashes).toHaveLength(2);
  console.log('metric: stake_batch_wallet_prompts 1');

  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('42 BHT');
  // Exactly the amount was approved, and the stake used all of it.
  expect(await allowance(rpcUrl)).toBe(0n);
  const dialog = await openRecentTransactions(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Stake 42 BHT (Flexible)');
  await expect(dialog.getByRole('listitem')).toContainText('Confirmed');
});

test('behavior: a reload while the bundle is pending keeps the one entry pending, then confirmed', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('300');
  await wallet.keepNextBundlePending();
  try {
    await staking(page).getByRole('button', { name: 'Approve and stake in one step' }).click();
    await expect(staking(page).getByText('Stake: Transaction pending…')).toBeVisible({
      timeout: 10_000,
    });
    // Written to storage at once (persistFlush); wait for it before reloading.
    await expect
      .poll(async () =>
        (await savedState(page)).transactions.some(
          (record) => record.callsId !== undefined && record.status === 'pending',
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
    let dialog = await openRecentTransactions(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('Stake 300 BHT (Flexible)');
    await expect(dialog.getByRole('listitem')).toContainText('Pending');
    await page.keyboard.press('Escape');
    await expect(positionRow(page, FIRST_OWN_POSITION)).toHaveCount(0);
    // The page keeps asking the wallet about the bundle after the reload.
    await expect
      .poll(async () => (await wallet.requests()).includes('wallet_getCallsStatus'))
      .toBe(true);

    await rpc(rpcUrl, 'evm_mine');
    await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('300 BHT', {
      timeout: 15_000,
    });
    dialog = await openRecentTransactions(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('Confirmed');
  } finally {
    await rpc(rpcUrl, 'evm_setAutomine', [true]);
  }
});

test('behavior: a rejected bundle sends nothing and leaves the form usable', async ({
  page,
  wallet,
}) => {
  const button = 'Approve and stake in one step';
  await stakeRefusedByWallet(page, wallet, {
    method: 'wallet_sendCalls',
    button,
    message: 'Stake: You rejected the request in your wallet.',
  });
  expect(Object.keys(await wallet.bundles())).toHaveLength(0);
  await expectStakeFormKept(page, button);
});

/** What the form offers for each `atomic` status, the default first. */
const OFFERED: Record<TestWalletAtomicStatus, { methods: string[]; upgradeLine: boolean }> = {
  supported: { methods: ['One step', 'One signature', 'Classic approval'], upgradeLine: false },
  ready: { methods: ['One step', 'One signature', 'Classic approval'], upgradeLine: true },
  unsupported: { methods: ['One signature', 'Classic approval'], upgradeLine: false },
  missing: { methods: ['One signature', 'Classic approval'], upgradeLine: false },
};

for (const [status, { methods, upgradeLine }] of Object.entries(OFFERED) as [
  TestWalletAtomicStatus,
  (typeof OFFERED)[TestWalletAtomicStatus],
][]) {
  const reported = status === 'missing' ? 'no atomic entry' : `atomic status "${status}"`;
  const line = upgradeLine ? 'the upgrade line under One step' : 'no upgrade line';
  test(`behavior: ${reported}: ${methods.join(', ')} offered, ${methods[0]} by default; ${line}`, async ({
    page,
    wallet,
  }) => {
    await connectWithAtomicStatus(page, wallet, status);
    await amountInput(page).fill('5');
    const radios = approvalMethods(page).getByRole('radio');
    await expect(radios).toHaveCount(methods.length);
    for (const [index, method] of methods.entries()) {
      await expect(radios.nth(index)).toHaveAccessibleName(new RegExp(`^${method}`));
    }
    await expect(radios.first()).toBeChecked();
    if (upgradeLine) {
      // Under the method, part of its option: read with its name.
      await expect(radios.first()).toHaveAccessibleName(
        /^One step.*Your wallet may ask to upgrade your account first\.$/,
      );
    } else {
      await expect(approvalMethods(page).getByText(UPGRADE_LINE)).toHaveCount(0);
    }
  });
}

test('behavior: a wallet that upgrades the account first (atomic ready) stakes in one step: one prompt, the account delegated, one record confirmed', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await connectWithAtomicStatus(page, wallet, 'ready');
  await amountInput(page).fill('42');
  await expect(approvalMethods(page).getByRole('radio', { name: /^One step/ })).toBeChecked();
  await expect(approvalMethods(page).getByText(UPGRADE_LINE)).toBeVisible();
  const before = (await prompts(wallet)).length;
  await staking(page).getByRole('button', { name: 'Approve and stake in one step' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });

  expect((await prompts(wallet)).slice(before)).toEqual(['wallet_sendCalls']);
  // The wallet upgraded the account in that prompt (EIP-7702) and batches from now on.
  expect(await rpc(rpcUrl, 'eth_getCode', [ANVIL_ACCOUNT_0, 'latest'])).toBe(
    `0xef0100${TEST_WALLET_DELEGATE.slice(2)}`,
  );
  expect((await wallet.snapshot()).atomicStatus).toBe('supported');
  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('42 BHT');
  expect(await allowance(rpcUrl)).toBe(0n);
  const dialog = await openRecentTransactions(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Stake 42 BHT (Flexible)');
  await expect(dialog.getByRole('listitem')).toContainText('Confirmed');
});
