import type { Page } from '@playwright/test';
import { encodeFunctionData, parseEther, toFunctionSelector, toHex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import { sendMined } from './support/chainWrites';
import {
  amountInput,
  connectOnHome,
  expectStakeFormKept,
  fillStakeAmount,
  pickWallet,
  stakeRefusedByWallet,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID, type TestWallet } from './support/testWallet';

// Staking without surprises end to end: the APR guard, the network fee before signing (stake
// and mint). Account #0 is the test wallet's account and the staking contract's owner.

const { bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];
const MINT_PRICE_WEI = parseEther('0.01');
/** 25 % for 365 days in the demo state; the owner cuts it to 10 %. */
const LONG_TIER = 4;
const CUT_APR_BPS = 1_000;

test.use({ viewport: { width: 1440, height: 900 } });

async function tokenBalance(rpcUrl: string): Promise<bigint> {
  const data = encodeFunctionData({
    abi: bearTokenAbi,
    functionName: 'balanceOf',
    args: [ANVIL_ACCOUNT_0],
  });
  return BigInt((await rpc(rpcUrl, 'eth_call', [{ to: TOKEN, data }, 'latest'])) as string);
}

/** Multicall3's aggregate3: the page's chain reads go through it. */
const AGGREGATE3 = toFunctionSelector('aggregate3((address,bool,bytes)[])');

/**
 * While `held`, the page's chain reads wait in the test (its simulations and fee estimates
 * pass): the page shows what it read before, until `release()`.
 */
async function holdableReads(page: Page, rpcUrl: string) {
  const { origin } = new URL(rpcUrl);
  const waiting: (() => void)[] = [];
  const reads = {
    held: false,
    release() {
      reads.held = false;
      for (const send of waiting.splice(0)) send();
    },
  };
  await page.route(
    (url) => url.origin === origin,
    (route) => {
      const send = () => void route.continue();
      if (reads.held && (route.request().postData() ?? '').includes(AGGREGATE3.slice(2)))
        waiting.push(send);
      else send();
    },
  );
  return reads;
}

async function sentTransactions(wallet: TestWallet) {
  return (await wallet.requests()).filter((method) => method === 'eth_sendTransaction').length;
}

test('behavior: an APR cut mined between the read and the stake is refused with the new rate, and nothing is locked', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  const reads = await holdableReads(page, rpcUrl);
  await sendMined(
    rpcUrl,
    TOKEN,
    encodeFunctionData({
      abi: bearTokenAbi,
      functionName: 'approve',
      args: [STAKING, parseEther('1000')],
    }),
  );
  await connectOnHome(page);
  await fillStakeAmount(page, '100');
  await staking(page)
    .getByRole('radio', { name: /^365 days.*25 % APR/ })
    .check();
  // The form's estimate of this stake has arrived (the button waits for it): the page has read
  // the 25 % rate and simulated at it, before the cut.
  const stakeButton = staking(page).getByRole('button', { name: 'Stake', exact: true });
  await expect(stakeButton).toBeEnabled();
  const before = await tokenBalance(rpcUrl);
  // The owner cuts the rate; the page still shows 25 % (its reads wait until the press) and
  // stakes at it.
  reads.held = true;
  await sendMined(
    rpcUrl,
    STAKING,
    encodeFunctionData({
      abi: bearStakingAbi,
      functionName: 'setTierApr',
      args: [LONG_TIER, CUT_APR_BPS],
    }),
  );
  await stakeButton.click();
  reads.release();
  await expect(staking(page).getByRole('alert')).toContainText(
    'Stake: The APR of this lock period changed to 10 % before your stake went through. Nothing was staked',
  );
  expect(await sentTransactions(wallet)).toBe(0);
  expect(await tokenBalance(rpcUrl)).toBe(before);
  await expect(staking(page).getByText('You have no staking positions yet.')).toBeVisible();
  // The next read shows the new rate.
  await expect(staking(page).getByRole('radio', { name: /^365 days.*10 % APR/ })).toBeVisible({
    timeout: 10_000,
  });
});

test('behavior: the network fee is shown before the stake and counted: too little ETH for it reads Insufficient balance', async ({
  page,
  rpcUrl,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('10');
  await staking(page)
    .getByRole('radio', { name: /^Classic approval/ })
    .check();
  const fee = staking(page).getByTestId('network-fee');
  await expect(fee).toHaveText(/^Network fee: ~0\.\d*[1-9]\d* ETH$/);
  await expect(staking(page).getByRole('button', { name: 'Approve and stake' })).toBeEnabled();

  // 1,000 wei: far below any fee. The header's balance read picks it up within a poll.
  await rpc(rpcUrl, 'anvil_setBalance', [ANVIL_ACCOUNT_0, toHex(1_000n)]);
  // Reads follow the chain's blocks: the next block carries the new balance.
  await rpc(rpcUrl, 'evm_mine');
  await expect(staking(page).getByRole('alert')).toHaveText(
    'Insufficient balance: your ETH does not cover the network fee.',
    { timeout: 10_000 },
  );
  await expect(staking(page).getByRole('button', { name: 'Approve and stake' })).toBeDisabled();
});

test('behavior: the mint shows its network fee, and a balance that covers only the price says it is not enough', async ({
  page,
  rpcUrl,
}) => {
  await page.goto('/mint');
  await pickWallet(page);
  // The mint's own controls: account #0 owns the collection, and the owner's console below has
  // fees of its own.
  const main = page.getByRole('main').locator('.mint-controls');
  await expect(main.getByTestId('network-fee')).toHaveText(/^Network fee: ~0\.\d*[1-9]\d* ETH$/);
  await expect(main.getByRole('button', { name: 'Mint 1 bear' })).toBeEnabled();

  await rpc(rpcUrl, 'anvil_setBalance', [ANVIL_ACCOUNT_0, toHex(MINT_PRICE_WEI)]);
  await rpc(rpcUrl, 'evm_mine');
  await expect(main.getByRole('alert')).toHaveText(
    /^Not enough funds: this mint costs 0\.01 ETH plus about 0\.\d+ ETH in network fees, and this wallet holds 0\.01 ETH\.$/,
    { timeout: 10_000 },
  );
  await expect(main.getByRole('button', { name: 'Mint 1 bear' })).toBeDisabled();
});

test('behavior: stake with a permit: one signature and one transaction, no approval left behind', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('42');
  await expect(staking(page).getByRole('radio', { name: /^One signature/ })).toBeChecked();
  await expect(staking(page).getByTestId('network-fee')).toHaveText(/^Network fee: ~0\.\d+ ETH$/);
  await staking(page)
    .getByRole('region', { name: 'Stake' })
    .screenshot({ path: 'test-results/screenshots/stake-form-permit-fee-1440.png' });
  await staking(page).getByRole('button', { name: 'Sign and stake' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  const methods = await wallet.requests();
  expect(methods.filter((method) => method === 'eth_signTypedData_v4')).toHaveLength(1);
  expect(await sentTransactions(wallet)).toBe(1);
  await expect(staking(page).getByRole('listitem', { name: 'Position #6' })).toContainText(
    '42 BHT',
  );
  const allowance = BigInt(
    (await rpc(rpcUrl, 'eth_call', [
      {
        to: TOKEN,
        data: encodeFunctionData({
          abi: bearTokenAbi,
          functionName: 'allowance',
          args: [ANVIL_ACCOUNT_0, STAKING],
        }),
      },
      'latest',
    ])) as string,
  );
  expect(allowance).toBe(0n);
});

test('behavior: a wallet that cannot sign typed data falls back to the exact approval, then the stake', async ({
  page,
  wallet,
}) => {
  await connectOnHome(page);
  await amountInput(page).fill('12');
  await wallet.unsupportedNext('eth_signTypedData_v4');
  await staking(page).getByRole('button', { name: 'Sign and stake' }).click();
  await expect(staking(page).getByText('Stake: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  expect(await sentTransactions(wallet)).toBe(2);
  await expect(staking(page).getByRole('listitem', { name: 'Position #6' })).toContainText(
    '12 BHT',
  );
});

test('behavior: a declined signature sends nothing and leaves the form usable', async ({
  page,
  wallet,
}) => {
  const button = 'Sign and stake';
  await stakeRefusedByWallet(page, wallet, {
    method: 'eth_signTypedData_v4',
    button,
    message: 'Signature: You rejected the request in your wallet.',
  });
  expect(await sentTransactions(wallet)).toBe(0);
  await expectStakeFormKept(page, button);
});
