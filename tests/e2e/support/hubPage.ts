import { expect, type Page } from '@playwright/test';
import type { TestWallet, TestWalletShape } from './testWallet';

// Locators and steps shared by the specs (what a visitor sees and clicks). No fixtures here: the
// sign-in suite (tests/e2e-siwe/) uses them too.

export const SHORT_ADDRESS = '0xf39F…2266';
export { PERSIST_KEY, storedState } from './savedState';

export const header = (page: Page) => page.getByRole('banner');
export const main = (page: Page) => page.getByRole('main');
export const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a Wallet' });
export const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });
export const accountButton = (page: Page) =>
  header(page).getByRole('button', { name: new RegExp(SHORT_ADDRESS) });
export const headerConnectButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Connect Wallet' });
export const staking = (page: Page) => page.getByRole('region', { name: 'Stake and earn' });
export const amountInput = (page: Page) => staking(page).getByLabel('Amount to stake');
/** A position of the staking list, by its name ('Position #6'). */
export const positionRow = (page: Page, name: string) =>
  staking(page).getByRole('listitem', { name });
export const recentTransactions = (page: Page) =>
  accountDialog(page).getByRole('region', { name: 'Recent Transactions' });

/** The entry a visitor picks for the test wallet in each shape, and the connector it caches. */
export const WALLET_ENTRY: Record<
  TestWalletShape,
  { group: 'Installed' | 'Popular'; name: RegExp; connectorId: string }
> = {
  both: { group: 'Installed', name: /^Test Wallet/, connectorId: 'dev.bearhub.testwallet' },
  eip6963: { group: 'Installed', name: /^Test Wallet/, connectorId: 'dev.bearhub.testwallet' },
  ethereum: { group: 'Popular', name: /^Browser Wallet/, connectorId: 'injected' },
};

/** The connect dialog's entry for the test wallet in this shape. */
export function walletOption(page: Page, shape: TestWalletShape = 'both') {
  const entry = WALLET_ENTRY[shape];
  return connectDialog(page)
    .getByRole('region', { name: entry.group })
    .getByRole('button', { name: entry.name });
}

/** Opens the connect dialog from the header and picks the entry for this wallet shape. */
export async function pickWallet(page: Page, shape: TestWalletShape = 'both') {
  await headerConnectButton(page).click();
  await walletOption(page, shape).click();
}

/** Connects from the header through the dialog's entry for this wallet shape. */
export async function connectFromHeader(page: Page, shape: TestWalletShape = 'both') {
  await pickWallet(page, shape);
  await expect(accountButton(page)).toBeVisible();
  await expect(connectDialog(page)).toBeHidden();
}

/** Opens the home page and connects the test wallet; resolves once the staking account shows. */
export async function connectOnHome(page: Page) {
  await page.goto('/');
  await connectFromHeader(page);
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
}

/** What `watchHeader` saw in the current document. */
export interface HeaderWatch {
  /** "Connect Wallet" showed before the account button did. */
  sawConnectWallet: boolean;
  /** When the account button first showed (ms since navigation start), or null. */
  connectedAtMs: number | null;
}

/**
 * Watches the header from the first script of every document on, in any document loaded after
 * this call: whether "Connect Wallet" showed before the account button, and when the account
 * button first appeared. Resolves to a reader of the current document's record.
 */
export async function watchHeader(page: Page): Promise<() => Promise<HeaderWatch>> {
  await page.addInitScript((shortAddress) => {
    const record: HeaderWatch = { sawConnectWallet: false, connectedAtMs: null };
    (window as unknown as { __headerWatch: HeaderWatch }).__headerWatch = record;
    const check = () => {
      const buttons = [...document.querySelectorAll('header button')];
      if (record.connectedAtMs !== null) return;
      if (buttons.some((b) => b.textContent?.includes('Connect Wallet'))) {
        record.sawConnectWallet = true;
      }
      if (buttons.some((b) => b.textContent?.includes(shortAddress))) {
        record.connectedAtMs = performance.now();
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, SHORT_ADDRESS);
  return () =>
    page.evaluate(() => (window as unknown as { __headerWatch: HeaderWatch }).__headerWatch);
}

/** How many times the wallet was asked for `method` in this document. */
export async function countRequests(
  wallet: { requests(): Promise<string[]> },
  method = 'eth_sendTransaction',
): Promise<number> {
  return (await wallet.requests()).filter((name) => name === method).length;
}

/**
 * Connected on the home page, 12 BHT in the stake form, the wallet refusing `method`: presses
 * `button` and waits for `message`. The caller checks what was (not) sent, then
 * `expectStakeFormKept`.
 */
export async function stakeRefusedByWallet(
  page: Page,
  wallet: TestWallet,
  { method, button, message }: { method: string; button: string; message: string },
) {
  await connectOnHome(page);
  await amountInput(page).fill('12');
  await wallet.rejectNext(method);
  await staking(page).getByRole('button', { name: button }).click();
  await expect(staking(page).getByText(message)).toBeVisible();
}

/** The stake form still holds the 12 BHT and `button` can be pressed again. */
export async function expectStakeFormKept(page: Page, button: string) {
  await expect(amountInput(page)).toHaveValue('12');
  await expect(staking(page).getByRole('button', { name: button })).toBeEnabled();
}
