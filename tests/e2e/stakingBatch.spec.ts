import { encodeFunctionData } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import {
  FIRST_OWN_POSITION,
  amountInput,
  connectOnHome,
  expectStakeFormKept,
  openRecentTransactions,
  positionRow,
  stakeRefusedByWallet,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID, type TestWallet } from './support/testWallet';
import { savedState } from './support/savedState';

// Approve + stake as one EIP-5792 call bundle, with a test wallet that executes bundles
// atomically: one wallet prompt, one Recent Transactions entry, also across a reload.

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
