import { rpc } from '../../scripts/chain/anvil.mjs';
import { ANNOUNCED_WALLET_RESTORE_GRACE_MS } from '../../src/config/constants';
import { expect, test } from './support/fixtures';
import {
  WALLET_ENTRY,
  accountButton,
  accountDialog,
  connectDialog,
  connectFromHeader,
  headerConnectButton,
  main,
  openMintPage,
  openRecentTransactions,
  storedState,
  watchHeader,
  yourBears,
} from './support/hubPage';
import type { TestWalletShape } from './support/testWallet';

// A reload loses nothing: the connection and the recent transactions reach storage the moment
// they change, and every wallet shape reconnects after a reload.

test.use({ viewport: { width: 1440, height: 900 } });

const SHAPES: TestWalletShape[] = ['ethereum', 'eip6963', 'both'];

for (const shape of SHAPES) {
  test.describe(`a wallet shaped "${shape}"`, () => {
    test.use({ walletShape: shape });

    test('behavior: a reload right after connecting restores the connection, busy meanwhile', async ({
      page,
      wallet,
    }) => {
      const watch = await watchHeader(page);
      await page.goto('/');
      await connectFromHeader(page, shape);
      // No waiting: the reload follows the connect at once.
      await page.reload();
      await expect(accountButton(page)).toBeVisible();
      expect((await watch()).sawConnectWallet).toBe(false);
      const requests = await wallet.requests();
      expect(requests).toContain('eth_accounts');
      expect(requests).not.toContain('eth_requestAccounts');
      const stored = await storedState(page);
      expect(stored.connection).toMatchObject({
        cachedConnectorId: WALLET_ENTRY[shape].connectorId,
      });
    });
  });
}

// Restoring a pending transaction does not depend on how the wallet announced itself (each shape's
// reconnection is tested above): once, with the default shape (both ways at once).
test('fault 4: a reload right after submitting a mint keeps it pending, then confirmed once mined', async ({
  page,
  rpcUrl,
}) => {
  await openMintPage(page);
  await connectFromHeader(page);
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  try {
    await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
    await expect(main(page).getByText(/Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}/)).toBeVisible();
    await page.reload();

    const record = (await openRecentTransactions(page))
      .getByRole('listitem')
      .filter({ hasText: 'Mint 1 bear' });
    await expect(record).toContainText('Pending');
    await rpc(rpcUrl, 'evm_mine');
    await expect(record).toContainText('Confirmed', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(accountDialog(page)).toBeHidden();
    await expect(yourBears(page).getByRole('img', { name: 'Bear #7' })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await rpc(rpcUrl, 'evm_setAutomine', [true]);
  }
});

test('behavior: closing the tab right after connecting leaves the connection in storage', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await connectFromHeader(page);
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await next.goto('/does-not-matter');
  expect((await storedState(next)).connection).toMatchObject({
    cachedConnectorId: 'dev.bearhub.testwallet',
  });
});

test.describe('a wallet that announces itself late', () => {
  test.use({ walletShape: 'eip6963', walletAnnouncesAtStart: false });

  test('behavior: it appears in the open connect dialog at once and connects', async ({
    page,
    wallet,
  }) => {
    await page.goto('/');
    await headerConnectButton(page).click();
    // The dialog is a lazy chunk: open before the wallet announces, so the second below measures
    // the announcement reaching the list, not the dialog's download.
    await expect(connectDialog(page)).toBeVisible();
    const installed = connectDialog(page).getByRole('button', { name: /^Test Wallet/ });
    await expect(installed).toHaveCount(0);
    await wallet.startAnnouncing();
    await expect(installed).toBeVisible({ timeout: 1_000 });
    await installed.click();
    await expect(accountButton(page)).toBeVisible();
  });

  test('behavior: a remembered wallet that never announces leaves the visitor disconnected after the grace period', async ({
    page,
    wallet,
  }) => {
    await page.goto('/');
    await wallet.startAnnouncing();
    await connectFromHeader(page, 'eip6963');
    await page.reload();
    await expect(headerConnectButton(page)).toBeVisible({ timeout: 5_000 });
    expect(await wallet.requests()).not.toContain('eth_requestAccounts');
  });
});

test.describe('a wallet whose announcement comes a moment after the page starts', () => {
  // Well inside ANNOUNCED_WALLET_RESTORE_GRACE_MS, timed in the page itself.
  test.use({
    walletShape: 'eip6963',
    walletAnnounceDelayMs: ANNOUNCED_WALLET_RESTORE_GRACE_MS / 3,
  });

  test('behavior: a remembered wallet announcing within the grace period is restored without a Connect Wallet frame', async ({
    page,
    wallet,
  }) => {
    const watch = await watchHeader(page);
    await page.goto('/');
    await connectFromHeader(page, 'eip6963');
    await page.reload();
    await expect(accountButton(page)).toBeVisible();
    expect((await watch()).sawConnectWallet).toBe(false);
    expect(await wallet.requests()).not.toContain('eth_requestAccounts');
  });
});
