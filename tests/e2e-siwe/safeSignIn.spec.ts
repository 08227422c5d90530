import { test as base, expect, type Page } from '@playwright/test';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { header, pickWallet } from '../e2e/support/hubPage';
import {
  SAFE_ADDRESS,
  SAFE_HOST_LAUNCH_OPTIONS,
  SAFE_SHORT_ADDRESS,
  SAFE_WEB_APP,
  SafeHost,
} from '../e2e/support/safeHost';
import { ANVIL_ACCOUNT_0, installTestWallet } from '../e2e/support/testWallet';
import { SIWE_E2E_ENV, requireSiweE2EEnv } from './support/servers';

// Sign-in for a contract wallet (a 2-of-2 Safe, the hub framed by the Safe web app: see
// tests/e2e/support/safeHost.ts), and the header from the wallet pick to the signature.

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** What Chromium logs for the API's deliberate 401s (no session yet). */
const EXPECTED_CONSOLE_ERROR = /Failed to load resource: the server responded with a status of 401/;
const ACCOUNT_0_SHORT = `${ANVIL_ACCOUNT_0.slice(0, 6)}…${ANVIL_ACCOUNT_0.slice(-4)}`;

interface Fixtures {
  apiUrl: string;
  rpcUrl: string;
  guards: void;
}

const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  baseURL: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.baseUrl)),
  // eslint-disable-next-line no-empty-pattern -- as above
  apiUrl: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.apiUrl)),
  // eslint-disable-next-line no-empty-pattern -- as above
  rpcUrl: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.rpcUrl)),
  guards: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text())) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (!LOCAL_HOSTS.has(url.hostname) && url.origin !== SAFE_WEB_APP) {
          problems.push(`external request: ${request.url()}`);
        }
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ launchOptions: SAFE_HOST_LAUNCH_OPTIONS });

/** Records every state of the header's buttons from the first script of each document on. */
async function recordHeader(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __headerStates: string[] }).__headerStates = states;
    const record = () => {
      const text = [...document.querySelectorAll('header button')]
        .map((button) => `[${button.textContent?.trim() ?? ''}]`)
        .join(' ');
      if (states.at(-1) !== text) states.push(text);
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __headerStates: string[] }).__headerStates);
}

test('behavior: no flash on connect: from the wallet pick the header is busy until the session check, then shows the address only beside Sign In until the signature', async ({
  page,
  rpcUrl,
}) => {
  await installTestWallet(page, { rpcUrl });
  const headerStates = await recordHeader(page);
  await page.goto('/');
  await pickWallet(page);
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(dialog).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  const beforeSignature = await headerStates();
  // Never the address as if signed in: it shows only together with 'Sign In'.
  expect(
    beforeSignature.filter(
      (state) => state.includes(ACCOUNT_0_SHORT) && !state.includes('[Sign In]'),
    ),
  ).toEqual([]);
  // The account stays reachable by its address (its dialog: Recent Transactions, disconnect).
  await expect(
    header(page).getByRole('button', { name: new RegExp(ACCOUNT_0_SHORT) }),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Sign message' }).click();
  await expect(
    header(page).getByRole('button', { name: new RegExp(ACCOUNT_0_SHORT) }),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('behavior: a Safe signs in once its second owner has signed: the dialog waits for the owners, never sends an empty signature, and the account stays reachable meanwhile', async ({
  page,
  context,
  rpcUrl,
  apiUrl,
  baseURL,
}) => {
  const snapshot = await rpc(rpcUrl, 'evm_snapshot');
  try {
    const host = new SafeHost(rpcUrl, baseURL!);
    await host.install(context, page);
    const verifications: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${apiUrl}/verify` && request.method() === 'POST') {
        verifications.push(request.postData() ?? '');
      }
    });
    const hub = await host.open(page, '/');
    const dialog = hub.getByRole('dialog', { name: 'Verify your account' });
    // Connected by itself (no wallet pick): the Safe's address with its badge, and 'Sign In'.
    await expect(
      hub
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`${SAFE_SHORT_ADDRESS}.*Safe`) }),
    ).toBeVisible();
    await hub.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign message' }).click();
    await expect(
      dialog.getByRole('button', { name: 'Waiting for the other owners of the Safe to sign…' }),
    ).toBeVisible();
    expect(host.messages.size).toBe(1);
    // Nothing is verified while the Safe waits for its second owner.
    await page.waitForTimeout(1_000);
    expect(verifications).toEqual([]);
    // The account dialog (Recent Transactions) stays reachable while the sign-in waits.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hub
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(SAFE_SHORT_ADDRESS) })
      .click();
    await expect(hub.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await hub.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(
      dialog.getByRole('button', { name: 'Waiting for the other owners of the Safe to sign…' }),
    ).toBeVisible();

    expect(await host.signMessages()).toBe(1);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(
      hub.getByRole('banner').getByRole('button', { name: new RegExp(SAFE_SHORT_ADDRESS) }),
    ).toBeVisible();
    expect(verifications).toHaveLength(1);
    const { signature, message } = JSON.parse(verifications[0]!) as {
      signature: string;
      message: string;
    };
    expect(signature).toBe([...host.messages.values()][0]!.prepared);
    expect(message).toContain(SAFE_ADDRESS);
  } finally {
    await rpc(rpcUrl, 'evm_revert', [snapshot]);
  }
});

// The hub and sign-in server configured for Safe{Wallet} (SIWE_COOKIE_SAMESITE=none, see
// support/globalSetup.ts): inside the Safe frame the hub is a frame of another site, where only a
// SameSite=None cookie travels; Partitioned keeps it to frames under the Safe web app's site.
test('behavior: a Safe owner who signed in inside the Safe frame is still signed in after a reload of the frame', async ({
  page,
  context,
  rpcUrl,
}) => {
  const baseURL = requireSiweE2EEnv(SIWE_E2E_ENV.safeFrameBaseUrl);
  const apiUrl = requireSiweE2EEnv(SIWE_E2E_ENV.safeFrameApiUrl);
  const snapshot = await rpc(rpcUrl, 'evm_snapshot');
  try {
    const host = new SafeHost(rpcUrl, baseURL);
    await host.install(context, page);
    const hub = await host.open(page, '/');
    const banner = hub.getByRole('banner');
    const dialog = hub.getByRole('dialog', { name: 'Verify your account' });
    await banner.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('button', { name: 'Sign message' }).click();
    await expect(
      dialog.getByRole('button', { name: 'Waiting for the other owners of the Safe to sign…' }),
    ).toBeVisible();
    expect(await host.signMessages()).toBe(1);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(
      banner.getByRole('button', { name: new RegExp(SAFE_SHORT_ADDRESS) }),
    ).toBeVisible();

    const cookies = await context.cookies(apiUrl);
    expect(cookies.filter((cookie) => cookie.name.endsWith('bear_siwe'))).toEqual([
      expect.objectContaining({
        name: '__Host-bear_siwe',
        httpOnly: true,
        secure: true,
        sameSite: 'None',
        partitionKey: 'https://safe.global',
      }),
    ]);

    const sessionRead = page.waitForResponse((response) => response.url() === `${apiUrl}/me`);
    await page.reload();
    const me = await sessionRead;
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { address: string }).address).toBe(SAFE_ADDRESS);
    const reloaded = SafeHost.hub(page).getByRole('banner');
    await expect(
      reloaded.getByRole('button', { name: new RegExp(SAFE_SHORT_ADDRESS) }),
    ).toBeVisible();
    await expect(reloaded.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await expect(
      SafeHost.hub(page).getByRole('dialog', { name: 'Verify your account' }),
    ).toHaveCount(0);
  } finally {
    await rpc(rpcUrl, 'evm_revert', [snapshot]);
  }
});
