import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeFunctionData, type Hex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  connectDialog,
  justMinted,
  main,
  mainConnectButton,
  pickWallet,
  yourBears,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';

// The allowlist phase end to end, against the demo deployment: the global setup's deployLocal
// set the root of allowlists/31337.json (phase closed); each test opens the phase as the owner
// (dev account #0) would, then switches the test wallet among anvil's dev accounts.

const BEAR = localDeployments[LOCAL_CHAIN_ID].bearNft;
/** Dev account #1: on the local allowlist with an allowance of 3. */
const LISTED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Dev account #5: not on it. */
const NOT_LISTED = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const SERVED = JSON.parse(readFileSync('public/allowlists/31337.json', 'utf8')) as { root: Hex };

test.use({ viewport: { width: 1440, height: 900 } });

/** The owner closes the public sale and opens the allowlist phase (straight to the chain). */
async function openAllowlistPhase(rpcUrl: string) {
  const send = async (data: Hex) => {
    await rpc(rpcUrl, 'eth_sendTransaction', [{ from: ANVIL_ACCOUNT_0, to: BEAR, data }]);
    await rpc(rpcUrl, 'evm_mine');
  };
  await send(encodeFunctionData({ abi: bearNftAbi, functionName: 'setSaleActive', args: [false] }));
  // The demo deployment (scripts/allowlist/demo.mjs) set the allowlist's price and limit already.
  await send(
    encodeFunctionData({ abi: bearNftAbi, functionName: 'setAllowlistRoot', args: [SERVED.root] }),
  );
  await send(
    encodeFunctionData({ abi: bearNftAbi, functionName: 'setAllowlistActive', args: [true] }),
  );
}

/** Opens /mint, connects the test wallet, and makes `account` its account. */
async function connectAs(
  page: Page,
  wallet: { emitAccountsChanged(accounts: string[]): Promise<unknown> },
  account: string,
) {
  await page.goto('/mint');
  await expect(main(page).getByText('Allowlist sale open')).toBeVisible();
  await pickWallet(page, 'both', mainConnectButton(page));
  await expect(connectDialog(page)).toBeHidden();
  if (account !== ANVIL_ACCOUNT_0) await wallet.emitAccountsChanged([account]);
  await expect(accountButton(page, account)).toBeVisible();
}

test('behavior: an allowlisted account mints in the allowlist phase with its proof', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await openAllowlistPhase(rpcUrl);
  await connectAs(page, wallet, LISTED);
  await expect(main(page).getByText('0.005 ETH per bear')).toBeVisible();
  await expect(main(page).getByText('You are on the allowlist: 3 left')).toBeVisible();
  await main(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(main(page).getByText('0.01 ETH', { exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Mint 2 bears' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 15_000 });
  expect(await wallet.requests()).toContain('eth_sendTransaction');
  await expect(justMinted(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
  await expect(main(page).getByText('You are on the allowlist: 1 left')).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    main(page).getByRole('link', { name: 'Download Bear #8 as SVG' }).first(),
  ).toHaveAttribute('download', 'bear-8.svg');
});

test('behavior: an account not on the allowlist is told so, and the wallet is never asked', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await openAllowlistPhase(rpcUrl);
  await connectAs(page, wallet, NOT_LISTED);
  await expect(main(page).getByRole('alert')).toHaveText('This wallet is not on the allowlist.');
  await expect(main(page).getByRole('button', { name: /^Mint \d/ })).toHaveCount(0);
  expect(await wallet.requests()).not.toContain('eth_sendTransaction');
});

test('behavior: the owner opens the public sale from the page, and a visitor then mints', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await openAllowlistPhase(rpcUrl);
  await connectAs(page, wallet, ANVIL_ACCOUNT_0);
  const owner = main(page).getByRole('region', { name: 'Owner' });
  await expect(owner).toContainText('Public sale: off');
  await owner.getByRole('button', { name: 'Open the public sale' }).click();
  await expect(owner.getByText('Sale switch: Transaction confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(owner).toContainText('Public sale: on', { timeout: 10_000 });
  await page.screenshot({ path: 'test-results/screenshots/mint-owner-1440.png', fullPage: true });

  await wallet.emitAccountsChanged([NOT_LISTED]);
  await expect(main(page).getByRole('region', { name: 'Owner' })).toHaveCount(0);
  await expect(main(page).getByText('Sale open')).toBeVisible();
  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 15_000 });
  await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible();
});
