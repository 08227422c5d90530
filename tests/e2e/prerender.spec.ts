import { expect, test } from './support/fixtures';
import {
  closeMenuButton,
  header,
  headerConnectButton,
  main,
  menuDrawer,
  openMenuButton,
} from './support/hubPage';

const NOTICE = 'The Bear character trademarks are under application approval.';

/** Every <script> tag of a page: each must load a file (the CSP allows no inline script). */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
}

test('behavior: / and /mint arrive as rendered HTML, with no inline script', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<div id="root" data-prerendered="home">');
  expect(home).toContain('<h1 id="hero-title">Bear Hub</h1>');
  expect(home).toContain('class="site-header"');
  expect(home).toContain(NOTICE);
  expect(home).not.toContain('Connect Wallet<');

  const mint = await (await request.get('/mint')).text();
  expect(mint).toContain('<div id="root" data-prerendered="mint" data-preload="/assets/MintPage-');
  expect(mint).toContain('<h1 id="mint-title">Mint your bear</h1>');
  expect(mint).toContain('<title>Mint your bear · Bear Hub</title>');

  for (const html of [home, mint]) {
    const tags = scriptTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\bsrc="\/assets\//);
  }
});

test('behavior: /mint requests its screen and the chain reads with the start, not once the app runs', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/mint');
  await expect(main(page).getByRole('heading', { name: 'The Bear collection' })).toBeVisible();
  const at = (file: RegExp) => requested.findIndex((path) => file.test(path));
  // The listener chunk is what the app asks for once it runs (boot.tsx).
  const appRuns = at(/^\/assets\/listener-/);
  expect(appRuns).toBeGreaterThan(-1);
  for (const file of [/^\/assets\/MintScreen-/, /^\/assets\/chain-reads-/]) {
    expect(at(file), String(file)).toBeGreaterThan(-1);
    expect(at(file), String(file)).toBeLessThan(appRuns);
  }
});

test('behavior: /mint sends a visitor’s first chain read once the page has painted, before the app runs, and the picture needs no other', async ({
  page,
  rpcUrl,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(rpcUrl)) {
      const body = JSON.parse(request.postData() ?? '{}') as { method?: string };
      requested.push(`rpc:${body.method}`);
    } else requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/mint');
  // The picture is in the HTML; the collection's heading comes with the first read's answer.
  await expect(page.getByRole('heading', { name: 'The Bear collection' })).toBeVisible();
  const calls = requested.filter((entry) => entry === 'rpc:eth_call');
  // The page's read and the picture's are answered by the one request the entry sent.
  expect(calls).toHaveLength(1);
  const appRuns = requested.findIndex((path) => /^\/assets\/listener-/.test(path));
  expect(appRuns).toBeGreaterThan(-1);
  expect(requested.indexOf('rpc:eth_call')).toBeLessThan(appRuns);
  // …but after the first paint, which shows the prerendered picture and needs nothing from it.
  const { paintedAt, readAt } = await page.evaluate((url) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const read = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.startsWith(url));
    return { paintedAt: paint?.startTime ?? NaN, readAt: read?.startTime ?? NaN };
  }, rpcUrl);
  expect(readAt).toBeGreaterThan(paintedAt);
  // Polling reads again by the usual path.
  await expect
    .poll(() => requested.filter((entry) => entry === 'rpc:eth_call').length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(1);
});

test('behavior: without JavaScript the visitor still sees the header, the hero and the footer', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Bear Hub home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mint your bear' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(NOTICE);
  await context.close();
});

test("behavior: /mint's largest paint, the collection's picture, is in its HTML: without JavaScript it shows bear #1", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/mint');
  const picture = page.getByRole('img', { name: 'Bear #1, a bear of the collection' });
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await context.close();
});

test('behavior: hydration keeps the prerendered DOM, without a layout shift or a console error', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { __heading: Element | null; __shift: number };
    record.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      record.__heading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  // Live: the wallet place turned into the real button, the staking section rendered.
  await expect(headerConnectButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stake and earn' })).toBeVisible();
  const { sameHeading, shift } = await page.evaluate(() => {
    const record = window as unknown as { __heading: Element | null; __shift: number };
    return {
      sameHeading: record.__heading !== null && record.__heading === document.querySelector('h1'),
      shift: record.__shift,
    };
  });
  // The node parsed from the HTML is still the one on screen: hydrated, not rendered again.
  expect(sameHeading).toBe(true);
  expect(shift).toBeLessThanOrEqual(0.01);
});

test.describe('before the app is live', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('behavior: a button pressed before hydration is pressed once the app is live, once', async ({
    page,
  }) => {
    // The app's last start step (the boot chunk) is held back until the press is made.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      holding = true;
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = openMenuButton(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The start has reached the held step: the app is not live.
    await expect.poll(() => holding).toBe(true);
    await menu.click();
    // Nothing handles it yet: the HTML's button stays as it was.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    release();
    // Delivered once the app is live (twice would close the drawer again).
    await expect(menuDrawer(page)).toBeVisible();
    await expect(closeMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(500);
    await expect(menuDrawer(page)).toBeVisible();
  });
});
