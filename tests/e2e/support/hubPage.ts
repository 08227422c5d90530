import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { TestWallet, TestWalletShape } from './testWallet';

// Locators and steps shared by the specs (what a visitor sees and clicks). No fixtures here: the
// sign-in suite (tests/e2e-siwe/) uses them too.

export const SHORT_ADDRESS = '0xf39F…2266';
export { PERSIST_KEY, storedState } from './savedState';

/** How the header shows an account: its first 6 and last 4 characters. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
/** Ids 1..5 are the demo positions of accounts #2..#4: account #0's first is #6. */
export const FIRST_OWN_POSITION = 'Position #6';

export const header = (page: Page) => page.getByRole('banner');
export const main = (page: Page) => page.getByRole('main');
export const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a Wallet' });
export const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });
export const switchNetworkDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Switch Networks' });
/** The header's account button: account #0's unless `address` names another. */
export const accountButton = (page: Page, address?: string) =>
  header(page).getByRole('button', {
    name: new RegExp(address === undefined ? SHORT_ADDRESS : shortAddress(address)),
  });
export const headerConnectButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Connect Wallet' });
/** The call to action of the page's own content (/mint's, the staking section's). */
export const mainConnectButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Connect Wallet' });
export const openMenuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
export const closeMenuButton = (page: Page) => page.getByRole('button', { name: 'Close menu' });
export const menuDrawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
export const staking = (page: Page) => page.getByRole('region', { name: 'Stake and earn' });
/** A card of the staking section, by its exact name ('Pool', 'Your position', 'Stake', …). */
export const card = (page: Page, name: string) =>
  staking(page).getByRole('region', { name, exact: true });
export const amountInput = (page: Page) => staking(page).getByLabel('Amount to stake');
/** The stake form's preview: what the stake changes for the connected account. */
export const stakePreview = (page: Page) =>
  card(page, 'Stake').getByRole('group', { name: 'What this changes for you' });
/** A position of the staking list, by its name ('Position #6'). */
export const positionRow = (page: Page, name: string) =>
  staking(page).getByRole('listitem', { name });
export const recentTransactions = (page: Page) =>
  accountDialog(page).getByRole('region', { name: 'Recent Transactions' });
/** /mint's list of the connected account's bears. */
export const yourBears = (page: Page) => main(page).getByRole('list', { name: 'Your bears' });
/** /mint's list of the bears the last mint brought. */
export const justMinted = (page: Page) =>
  main(page).getByRole('list', { name: 'Bears you just minted' });

/** A connect dialog entry: its group and the start of its name. */
export interface WalletEntry {
  group: 'Installed' | 'Popular';
  name: RegExp;
}

/** The entry a visitor picks for the test wallet in each shape, and the connector it caches. */
export const WALLET_ENTRY: Record<TestWalletShape, WalletEntry & { connectorId: string }> = {
  both: { group: 'Installed', name: /^Test Wallet/, connectorId: 'dev.bearhub.testwallet' },
  eip6963: { group: 'Installed', name: /^Test Wallet/, connectorId: 'dev.bearhub.testwallet' },
  ethereum: { group: 'Popular', name: /^Browser Wallet/, connectorId: 'injected' },
};

/** The hub's own wallet on the local chain (anvil's dev accounts). */
export const LOCAL_DEV_WALLET: WalletEntry = { group: 'Popular', name: /^Local Dev Wallet/ };

/** The connect dialog's entry for the test wallet in this shape, or for another entry. */
export function walletOption(page: Page, wallet: TestWalletShape | WalletEntry = 'both') {
  const entry = typeof wallet === 'string' ? WALLET_ENTRY[wallet] : wallet;
  return connectDialog(page)
    .getByRole('region', { name: entry.group })
    .getByRole('button', { name: entry.name });
}

/** Opens the connect dialog with `opener` (the header's button by default) and picks the entry. */
export async function pickWallet(
  page: Page,
  wallet: TestWalletShape | WalletEntry = 'both',
  opener: Locator = headerConnectButton(page),
) {
  await opener.click();
  await walletOption(page, wallet).click();
}

async function connectWith(page: Page, wallet: TestWalletShape | WalletEntry, opener: Locator) {
  await pickWallet(page, wallet, opener);
  await expect(accountButton(page)).toBeVisible();
  await expect(connectDialog(page)).toBeHidden();
}

/** Connects from the header through the dialog's entry for this wallet shape (or entry). */
export async function connectFromHeader(
  page: Page,
  wallet: TestWalletShape | WalletEntry = 'both',
) {
  await connectWith(page, wallet, headerConnectButton(page));
}

/** Connects from the page's own Connect Wallet button (in <main>), like connectFromHeader. */
export async function connectFromMain(page: Page, wallet: TestWalletShape | WalletEntry = 'both') {
  await connectWith(page, wallet, mainConnectButton(page));
}

/** Opens the home page and connects the test wallet; resolves once the staking account shows. */
export async function connectOnHome(page: Page) {
  await page.goto('/');
  await connectFromHeader(page);
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
}

/**
 * Types `amount` into the stake form and waits, as a visitor reads before pressing, until the
 * form's preview says what goes out ("You send 200 BHT"): the form has then read the amount
 * against the connected account's own balance and allowance. Right after connecting, the
 * account's parts can show for a moment with the figures of the read made before it (a balance
 * of 0), and a press then refuses the amount and sends nothing.
 */
export async function fillStakeAmount(page: Page, amount: string, shown = amount.trim()) {
  await amountInput(page).fill(amount);
  await expect(stakePreview(page).getByText(`You send ${shown} BHT`)).toBeVisible();
}

/**
 * Presses the mint's button (`name`, e.g. "Mint 1 bear") in `scope` once the mint's preview shows
 * its network fee, as a visitor reads before pressing: the controls have then read this account
 * and estimated this write. (The button itself waits for its fee and preview: before it did, the
 * preview's lines arrived above it between a press's mouse-down and mouse-up, the button moved,
 * and the press was lost.)
 */
export async function pressMint(scope: Locator, name: string) {
  const controls = scope.locator('.mint-controls');
  await expect(controls.getByTestId('network-fee')).toBeVisible();
  await controls.getByRole('button', { name }).click();
}

/** Opens /mint and waits for the collection's price (the demo sale's). */
export async function openMintPage(page: Page) {
  await page.goto('/mint');
  await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
}

/**
 * Scrolls the history's place into view until its part has mounted, then the part itself. The
 * part waits for the page to settle before it watches the viewport, and the content above it
 * may still grow meanwhile (a read answering, a status line), pushing the place below the
 * screen again: a visitor would scroll on, and so does this.
 */
export async function revealHistory(page: Page) {
  const history = page.locator('.history-placeholder, .history').first();
  await expect(history).toBeAttached({ timeout: 15_000 });
  await expect(async () => {
    const placeholder = page.locator('.history-placeholder');
    if ((await placeholder.count()) > 0) await placeholder.first().scrollIntoViewIfNeeded();
    await expect(placeholder).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.locator('.history').first().scrollIntoViewIfNeeded();
}

/** Opens the account dialog from the header; resolves to its Recent Transactions list. */
export async function openRecentTransactions(page: Page) {
  await accountButton(page).click();
  return recentTransactions(page);
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

/** The JSON-RPC methods of one HTTP request to the chain (a batch lists several). */
export function rpcMethodsOf(request: Request): string[] {
  try {
    const body = JSON.parse(request.postData() ?? 'null') as
      { method: string } | { method: string }[];
    return (Array.isArray(body) ? body : [body]).map((item) => item.method);
  } catch {
    return ['?'];
  }
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
  await fillStakeAmount(page, '12');
  await wallet.rejectNext(method);
  await staking(page).getByRole('button', { name: button }).click();
  await expect(staking(page).getByText(message)).toBeVisible();
}

/** The stake form still holds the 12 BHT and `button` can be pressed again. */
export async function expectStakeFormKept(page: Page, button: string) {
  await expect(amountInput(page)).toHaveValue('12');
  await expect(staking(page).getByRole('button', { name: button })).toBeEnabled();
}
