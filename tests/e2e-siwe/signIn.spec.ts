import { test as base, expect, type Page } from '@playwright/test';
import { axeScan } from '../e2e/support/axe';
import { header, pickWallet } from '../e2e/support/hubPage';
import { savedState } from '../e2e/support/savedState';
import { ANVIL_ACCOUNT_0, installTestWallet, type TestWallet } from '../e2e/support/testWallet';
import { SIWE_E2E_ENV, requireSiweE2EEnv } from './support/servers';

// Sign-In with Ethereum end to end: the hub built with VITE_SIWE_API_URL, the real sign-in
// server (Redis store) and the test wallet, whose signatures anvil makes.

const ANVIL_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** What Chromium logs for the API's deliberate 401s (no session yet, a refused replay). */
const EXPECTED_CONSOLE_ERROR = /Failed to load resource: the server responded with a status of 401/;

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

interface Fixtures {
  apiUrl: string;
  rpcUrl: string;
  /** The account the test wallet starts with (anvil #0 unless a test sets another). */
  walletAccount: string | null;
  wallet: TestWallet;
  guards: void;
}

const test = base.extend<Fixtures>({
  walletAccount: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  baseURL: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.baseUrl)),
  // eslint-disable-next-line no-empty-pattern -- as above
  apiUrl: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.apiUrl)),
  // eslint-disable-next-line no-empty-pattern -- as above
  rpcUrl: async ({}, use) => use(requireSiweE2EEnv(SIWE_E2E_ENV.rpcUrl)),
  wallet: [
    async ({ page, rpcUrl, walletAccount }, use) => {
      if (walletAccount) {
        // The wallet keeps its state in sessionStorage: seed it before the wallet's own script.
        await page.addInitScript((account) => {
          const key = 'bear-hub-test-wallet';
          if (!sessionStorage.getItem(key)) {
            sessionStorage.setItem(
              key,
              JSON.stringify({
                authorized: false,
                accounts: [account],
                chainId: 31337,
                addedChainIds: [],
              }),
            );
          }
        }, walletAccount);
      }
      await use(await installTestWallet(page, { rpcUrl }));
    },
    { auto: true },
  ],
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
        if (url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname)) {
          problems.push(`external request: ${request.url()}`);
        }
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

const accountButton = (page: Page, address: string) =>
  header(page).getByRole('button', { name: new RegExp(shortAddress(address)) });
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Sign In' });
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your account' });

/** Connect Wallet → Test Wallet → the sign-in dialog → Sign message; returns the POST /verify body. */
async function signIn(page: Page, apiUrl: string, address = ANVIL_ACCOUNT_0): Promise<string> {
  await page.goto('/');
  await pickWallet(page);
  await expect(signInDialog(page)).toBeVisible();
  const verifyRequest = page.waitForRequest(
    (request) => request.url() === `${apiUrl}/verify` && request.method() === 'POST',
  );
  await signInDialog(page).getByRole('button', { name: 'Sign message' }).click();
  const body = (await verifyRequest).postData() ?? '';
  await expect(signInDialog(page)).toBeHidden();
  await expect(accountButton(page, address)).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  return body;
}

/** The connector the hub saved for auto-connect (redux-persist writes at most once a second). */
async function connectionSaved(page: Page): Promise<void> {
  await expect.poll(async () => (await savedState(page)).cachedConnectorId).not.toBeNull();
}

async function sessionCookie(page: Page, apiUrl: string) {
  const cookies = await page.context().cookies(apiUrl);
  return cookies.find((cookie) => cookie.name === 'bear_siwe');
}

test('behavior: signing in with the test wallet opens a session that survives a reload', async ({
  page,
  apiUrl,
  wallet,
}) => {
  await signIn(page, apiUrl);
  expect(await wallet.requests()).toContain('personal_sign');
  const cookie = await sessionCookie(page, apiUrl);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

  await connectionSaved(page);
  const sessionRead = page.waitForResponse((response) => response.url() === `${apiUrl}/me`);
  await page.reload();
  expect((await sessionRead).status()).toBe(200);
  await expect(accountButton(page, ANVIL_ACCOUNT_0)).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  await expect(signInDialog(page)).toHaveCount(0);
});

test('behavior: switching account in the wallet signs out, on the server too', async ({
  page,
  apiUrl,
  wallet,
}) => {
  await signIn(page, apiUrl);
  const cookie = await sessionCookie(page, apiUrl);
  expect(cookie).toBeDefined();

  const logout = page.waitForResponse((response) => response.url() === `${apiUrl}/logout`);
  await wallet.emitAccountsChanged([ANVIL_ACCOUNT_1]);
  expect((await logout).status()).toBe(204);
  await expect(signInButton(page)).toBeVisible();
  // The new account is not signed in: 'Sign In' beside its address (its dialog stays reachable).
  await expect(accountButton(page, ANVIL_ACCOUNT_1)).toBeVisible();
  await expect(accountButton(page, ANVIL_ACCOUNT_0)).toHaveCount(0);
  // The old cookie, replayed outside the browser, opens nothing: the session was revoked.
  const me = await fetch(`${apiUrl}/me`, {
    headers: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect(me.status).toBe(401);
});

test('behavior: replaying the signature of a finished sign-in is refused', async ({
  page,
  apiUrl,
}) => {
  const body = await signIn(page, apiUrl);
  const replay = await page.evaluate(
    async ({ url, payload }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: payload,
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { code: string; message: string } },
      };
    },
    { url: `${apiUrl}/verify`, payload: body },
  );
  expect(replay).toEqual({
    status: 401,
    body: {
      error: {
        code: 'invalid_nonce',
        message: 'The nonce is unknown, expired or already used: ask for a new one and sign again.',
      },
    },
  });
  // The visitor's own session is untouched by the refused attempt.
  await connectionSaved(page);
  await page.reload();
  await expect(accountButton(page, ANVIL_ACCOUNT_0)).toBeVisible();
});

test.describe('a smart-contract wallet', () => {
  const smartWallet = requireSiweE2EEnv(SIWE_E2E_ENV.smartWallet);
  test.use({ walletAccount: smartWallet });

  test('behavior: an ERC-1271 wallet signs in with its owner’s signature', async ({
    page,
    apiUrl,
    rpcUrl,
    wallet,
  }) => {
    // The wallet's owner key signs for it (anvil holds only EOA keys): personal_sign for the
    // contract is sent to anvil as a signature by its owner, account #0.
    await page.route(rpcUrl, async (route) => {
      const payload = JSON.parse(route.request().postData() ?? '{}') as {
        method?: string;
        params?: unknown[];
      };
      if (
        payload.method === 'personal_sign' &&
        String(payload.params?.[1]).toLowerCase() === smartWallet.toLowerCase()
      ) {
        await route.continue({
          postData: JSON.stringify({ ...payload, params: [payload.params?.[0], ANVIL_ACCOUNT_0] }),
        });
        return;
      }
      await route.continue();
    });
    await signIn(page, apiUrl, smartWallet);
    expect(await wallet.snapshot()).toMatchObject({ accounts: [smartWallet] });
    const me = await page.evaluate(
      async (url) => (await fetch(url, { credentials: 'include' })).json(),
      `${apiUrl}/me`,
    );
    expect(me).toMatchObject({ address: smartWallet, chainId: 31337 });
  });
});

// The sign-in dialog exists only in builds with a sign-in API: its axe scan (WCAG 2.0/2.1, A and
// AA, tests/e2e/support/axe.ts, like tests/e2e/accessibility.spec.ts) runs here, at both widths, in both colour schemes.
for (const width of [360, 1440] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: the sign-in dialog and the signed-in header at ${width} px in the ${scheme} scheme`, async ({
      page,
      apiUrl,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const violations: string[] = [];
      const scan = async (what: string) => {
        for (const { rule, targets } of await axeScan(page)) {
          violations.push(`${what}: ${rule} at ${targets.join(', ')}`);
        }
      };
      await page.goto('/');
      await pickWallet(page);
      await expect(signInDialog(page)).toBeVisible();
      await scan('sign-in dialog');
      const verified = page.waitForResponse((response) => response.url() === `${apiUrl}/verify`);
      await signInDialog(page).getByRole('button', { name: 'Sign message' }).click();
      expect((await verified).status()).toBe(200);
      await expect(signInDialog(page)).toBeHidden();
      await expect(accountButton(page, ANVIL_ACCOUNT_0)).toBeVisible();
      await scan('signed in');
      expect(violations).toEqual([]);
    });
  }
}
