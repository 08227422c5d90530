import type { Page, Route } from '@playwright/test';
import { HTTP_REQUEST_TIMEOUT_MS, RPC_POLLING_INTERVAL_MS } from '../../src/config/constants';
import { expect, test } from './support/fixtures';
import { LONG } from './support/tags';
import { main, staking } from './support/hubPage';

// Faults 1 and 2: the chain's RPC refuses connections, answers HTTP 500 or 429, or answers
// slower than the request timeout. The visitor sees a readable message with Retry (no endless
// spinner, no page error); reads resume on Retry, and by themselves on the next poll.

test.use({
  viewport: { width: 1440, height: 900 },
  // The browser logs every failed request; the hub itself must log nothing else.
  allowedConsoleErrors: [/Failed to load resource/],
});

interface RpcFault {
  name: string;
  answer: (route: Route) => Promise<void>;
  /** How long the message may take to show: a slow RPC first runs into the timeout. */
  noticeWithinMs: number;
}

const NOTICE_MS = 10_000;

const FAULTS: RpcFault[] = [
  {
    name: 'refuses connections',
    answer: (route) => route.abort('connectionrefused'),
    noticeWithinMs: NOTICE_MS,
  },
  {
    name: 'answers HTTP 500',
    answer: (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    noticeWithinMs: NOTICE_MS,
  },
  {
    name: 'answers HTTP 429',
    answer: (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '1' },
        contentType: 'text/plain',
        body: 'Too Many Requests',
      }),
    noticeWithinMs: NOTICE_MS,
  },
  {
    name: 'answers slower than the request timeout',
    // Never answered in time: the hub gives up after its timeout; the late answer is dropped.
    answer: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HTTP_REQUEST_TIMEOUT_MS + 2_000));
      await route.abort('timedout').catch(() => undefined);
    },
    noticeWithinMs: HTTP_REQUEST_TIMEOUT_MS + NOTICE_MS,
  },
];

interface Screen {
  name: string;
  path: string;
  region: (page: Page) => ReturnType<Page['getByRole']>;
  message: string;
  /** Shown once the chain answers. */
  loaded: (page: Page) => ReturnType<Page['getByText']>;
  spinner: (page: Page) => ReturnType<Page['getByText']>;
}

const SCREENS: Screen[] = [
  {
    name: '/mint',
    path: '/mint',
    region: main,
    message: 'Could not read the bear collection from Localhost.',
    loaded: (page) => main(page).getByText('0.01 ETH per bear'),
    spinner: (page) => main(page).getByText(/Loading/),
  },
  {
    name: 'the staking section',
    path: '/',
    region: staking,
    message: 'Could not read the staking contract. Check your connection and retry.',
    loaded: (page) => staking(page).getByText('Total deposited'),
    spinner: (page) => staking(page).getByText('Loading staking data…'),
  },
];

/** Routes every request to this worker's chain through `answer` until the returned undo. */
async function breakRpc(page: Page, rpcUrl: string, answer: RpcFault['answer']) {
  const origin = new URL(rpcUrl).origin;
  const matches = (url: URL) => url.origin === origin;
  await page.route(matches, answer);
  return () => page.unroute(matches, answer);
}

for (const screen of SCREENS) {
  for (const fault of FAULTS) {
    test(
      `fault 1-2: on ${screen.name}, an RPC that ${fault.name} shows the message with Retry, and Retry reads again`,
      { tag: fault.noticeWithinMs > NOTICE_MS ? LONG : [] },
      async ({ page, rpcUrl }) => {
        test.slow(fault.noticeWithinMs > NOTICE_MS);
        const repair = await breakRpc(page, rpcUrl, fault.answer);
        await page.goto(screen.path);
        const notice = screen.region(page).getByRole('alert').filter({ hasText: screen.message });
        await expect(notice).toBeVisible({ timeout: fault.noticeWithinMs });
        await expect(screen.spinner(page)).toHaveCount(0);
        await expect(screen.loaded(page)).toHaveCount(0);

        await repair();
        await notice.getByRole('button', { name: 'Retry' }).click();
        await expect(screen.loaded(page)).toBeVisible();
        await expect(notice).toHaveCount(0);
      },
    );
  }

  test(`fault 1: on ${screen.name}, reads resume by themselves on the next poll once the RPC is back`, async ({
    page,
    rpcUrl,
  }) => {
    const repair = await breakRpc(page, rpcUrl, (route) => route.abort('connectionrefused'));
    await page.goto(screen.path);
    const notice = screen.region(page).getByRole('alert').filter({ hasText: screen.message });
    await expect(notice).toBeVisible({ timeout: NOTICE_MS });
    await repair();
    // No click: the next poll reads again.
    await expect(screen.loaded(page)).toBeVisible({ timeout: RPC_POLLING_INTERVAL_MS * 2 + 2_000 });
    await expect(notice).toHaveCount(0);
  });
}
