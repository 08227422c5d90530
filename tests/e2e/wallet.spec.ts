import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  ANVIL_ACCOUNT_0,
  ETHEREUM_CHAIN_ID,
  LOCAL_CHAIN_ID,
  UNSUPPORTED_CHAIN_ID,
  ZORA_CHAIN_ID,
  type TestWallet,
} from './support/testWallet';
import {
  accountButton,
  accountDialog,
  connectDialog,
  connectFromHeader,
  header,
  headerConnectButton,
  walletOption,
  watchHeader,
} from './support/hubPage';
import { savedState } from './support/savedState';

// The wallet experience end to end: the hub's wallet layer and dialogs against the injected
// test wallet and anvil.

const WRONG_NETWORK_MESSAGE = 'Wrong network detected, switch or disconnect to continue.';

test.use({ viewport: { width: 1440, height: 900 } });

const chainButton = (page: Page, name: string | RegExp) =>
  header(page).getByRole('button', { name });
const switchDialog = (page: Page) => page.getByRole('dialog', { name: 'Switch Networks' });

function metric(name: string, ms: number) {
  console.log(`metric: ${name} ${Math.round(ms)} ms`);
}

/** The connector the hub saved for auto-connect, read from its persisted state. */
async function cachedConnectorId(page: Page): Promise<string | null> {
  return (await savedState(page)).cachedConnectorId;
}

async function expectWalletChain(wallet: TestWallet, chainId: number) {
  await expect.poll(async () => (await wallet.snapshot()).chainId).toBe(chainId);
}

test('behavior: connect through the dialog shows the account and the Localhost chain', async ({
  page,
  wallet,
}) => {
  const startedAt = Date.now();
  await page.goto('/');
  await headerConnectButton(page).click();
  const dialog = connectDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Installed' })).toBeVisible();
  await walletOption(page).click();

  await expect(accountButton(page)).toBeVisible();
  metric('navigation_to_connected', Date.now() - startedAt);
  await expect(chainButton(page, /Localhost/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerConnectButton(page)).toBeHidden();
  expect(await wallet.requests()).toContain('eth_requestAccounts');
  expect((await wallet.snapshot()).accounts).toEqual([ANVIL_ACCOUNT_0]);
});

test('behavior: the account dialog copies the address and disconnects', async ({
  page,
  context,
  wallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await connectFromHeader(page);

  await accountButton(page).click();
  const dialog = accountDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Address' }).click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ANVIL_ACCOUNT_0);

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(headerConnectButton(page)).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
  await expect.poll(() => cachedConnectorId(page)).toBeNull();
  expect(await wallet.requests()).toContain('wallet_revokePermissions');

  await page.reload();
  await expect(headerConnectButton(page)).toBeVisible();
});

test('behavior: a reload restores the connection without a click and without a Connect Wallet flash', async ({
  page,
  wallet,
}) => {
  const watch = await watchHeader(page);
  await page.goto('/');
  await connectFromHeader(page);
  // redux-persist writes at most once a second.
  await expect.poll(() => cachedConnectorId(page), { timeout: 5_000 }).not.toBeNull();

  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  const observed = await watch();
  expect(observed.sawConnectWallet).toBe(false);
  expect(observed.connectedAtMs).not.toBeNull();
  metric('reload_to_restored', observed.connectedAtMs ?? Number.NaN);
  const requests = await wallet.requests();
  expect(requests).toContain('eth_accounts');
  expect(requests).not.toContain('eth_requestAccounts');
});

test('behavior: a reload after the wallet revoked access ends disconnected', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  await connectFromHeader(page);
  await expect.poll(() => cachedConnectorId(page), { timeout: 5_000 }).not.toBeNull();
  await wallet.revokeAccounts();
  await page.reload();
  await expect(headerConnectButton(page)).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
});

test.describe('on public chains', () => {
  // Once switched, the hub reads the balance from the chain's public RPC: answered by a local stub.
  test.use({
    stubbedRpcHosts: [
      'ethereum.reth.rs',
      'ethereum-rpc.publicnode.com',
      'cloudflare-eth.com',
      'rpc.zora.energy',
    ],
  });

  test('behavior: switching network from the Switch Networks dialog', async ({ page, wallet }) => {
    await page.goto('/');
    await connectFromHeader(page);
    await chainButton(page, /Localhost/).click();
    const dialog = switchDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Ethereum/ }).click();

    await expectWalletChain(wallet, ETHEREUM_CHAIN_ID);
    await expect(chainButton(page, /Ethereum/)).toBeVisible();
  });

  test('behavior: an unknown chain (4902) is added to the wallet, then switched to', async ({
    page,
    wallet,
  }) => {
    await page.goto('/');
    await connectFromHeader(page);
    await chainButton(page, /Localhost/).click();
    await switchDialog(page).getByRole('button', { name: /^Zora/ }).click();

    await expectWalletChain(wallet, ZORA_CHAIN_ID);
    await expect(chainButton(page, /Zora/)).toBeVisible();
    const chainRequests = (await wallet.requests()).filter((method) =>
      method.startsWith('wallet_'),
    );
    expect(chainRequests).toEqual(
      expect.arrayContaining([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ]),
    );
    expect(chainRequests.indexOf('wallet_addEthereumChain')).toBeLessThan(
      chainRequests.lastIndexOf('wallet_switchEthereumChain'),
    );
  });
});

test('behavior: a rejected switch keeps the chain and shows an error in the dialog', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  await connectFromHeader(page);
  await wallet.rejectNext('wallet_switchEthereumChain');
  await chainButton(page, /Localhost/).click();
  const dialog = switchDialog(page);
  await dialog.getByRole('button', { name: /^Ethereum/ }).click();

  await expect(dialog.getByRole('alert')).toBeVisible();
  expect((await wallet.snapshot()).chainId).toBe(LOCAL_CHAIN_ID);
  await page.keyboard.press('Escape');
  await expect(chainButton(page, /Localhost/)).toBeVisible();
});

test('behavior: an unsupported chain shows Wrong network and the message, until switched back', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  await connectFromHeader(page);
  await wallet.setChain(UNSUPPORTED_CHAIN_ID);

  const wrong = chainButton(page, /Wrong network/);
  await expect(wrong).toBeVisible();
  await wrong.click();
  const dialog = switchDialog(page);
  await expect(dialog.getByText(WRONG_NETWORK_MESSAGE)).toBeVisible();
  await dialog.getByRole('button', { name: /^Localhost/ }).click();

  await expectWalletChain(wallet, LOCAL_CHAIN_ID);
  await expect(chainButton(page, /Localhost/)).toBeVisible();
  await expect(header(page).getByText('Wrong network')).toBeHidden();
});

test('behavior: the wallet emptying its accounts disconnects the hub', async ({ page, wallet }) => {
  await page.goto('/');
  await connectFromHeader(page);
  await wallet.emitAccountsChanged([]);
  await expect(headerConnectButton(page)).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
});

test('behavior: a rejected connect leaves a clean disconnected state, and a retry connects', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  await wallet.rejectNext('eth_requestAccounts');
  await headerConnectButton(page).click();
  await walletOption(page).click();
  const retry = connectDialog(page).getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(connectDialog(page)).toBeHidden();
  await expect(headerConnectButton(page)).toBeEnabled();
  expect(await cachedConnectorId(page)).toBeNull();

  await connectFromHeader(page);
  expect((await wallet.snapshot()).authorized).toBe(true);
});

test('behavior: a request already pending in the wallet (-32002) says to open the wallet', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  await wallet.pendingNext('eth_requestAccounts');
  await headerConnectButton(page).click();
  await walletOption(page).click();
  await expect(connectDialog(page).getByText(/open your wallet/i)).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
});

test('behavior: the wallet used last carries the Recent tag', async ({ page }) => {
  await page.goto('/');
  await connectFromHeader(page);
  await accountButton(page).click();
  await accountDialog(page).getByRole('button', { name: 'Disconnect' }).click();
  await headerConnectButton(page).click();
  await expect(walletOption(page)).toContainText('Recent');
});
