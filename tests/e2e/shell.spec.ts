import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  closeMenuButton,
  connectFromHeader,
  header,
  headerConnectButton,
  menuDrawer,
  openMenuButton,
} from './support/hubPage';

const SITE_TITLE = "Bear Hub — a DeFi experience for the Bear project's tokens";
const SCREENSHOT_DIR = 'test-results/screenshots';
const NOTICES = [
  'The Bear character trademarks are under application approval.',
  'The storylines and copy are protected by international copyright.',
  'Innovation patent granted.',
  'Design registration granted.',
];

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** Every horizontal pixel of the document fits the viewport: nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('shell at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('behavior: the home page has the site title, the pills and the wallet button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mint your bear' })).not.toHaveAttribute(
      'aria-current',
    );
    const project = nav.getByRole('link', { name: /The Bear project/ });
    await expect(project).toHaveAttribute('target', '_blank');
    await expect(project).toHaveAttribute('rel', /noopener/);

    await expect(openMenuButton(page)).toBeHidden();
    await expect(headerConnectButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bear Hub home' })).toHaveAttribute('href', '/');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'shell-1440');
  });

  test('behavior: the active pill follows the route to /mint and back', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Mint your bear' }).click();

    await expect(page).toHaveURL(/\/mint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mint your bear' })).toBeVisible();
    await expect(page).toHaveTitle('Mint your bear · Bear Hub');
    await expect(nav.getByRole('link', { name: 'Mint your bear' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // The active pill is filled with the accent colour, the others are not.
    const activeBackground = await nav
      .getByRole('link', { name: 'Mint your bear' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    const idleBackground = await nav
      .getByRole('link', { name: 'Home' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(activeBackground).not.toBe(idleBackground);

    await page.getByRole('link', { name: 'Bear Hub home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(SITE_TITLE);
  });

  test('behavior: /mint loads directly from its URL', async ({ page }) => {
    await page.goto('/mint');
    await expect(page.getByRole('heading', { level: 1, name: 'Mint your bear' })).toBeVisible();
    await expect(page).toHaveTitle('Mint your bear · Bear Hub');
  });

  test('behavior: the footer has the three sites in new tabs and the four notices', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Group home', 'Technologies', 'Documentation']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const notices = footer.getByRole('list', { name: 'Notices' }).getByRole('listitem');
    await expect(notices).toHaveText(NOTICES);
  });

  test('behavior: an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Bear Hub');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
  });

  test('behavior: corrupted saved state is discarded with a warning and the hub still loads', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Corrupted before the hub's first script (a running hub writes its state back when the
    // page is left, so corrupting it under a running page and reloading tests nothing).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('corrupted-once')) return;
      sessionStorage.setItem('corrupted-once', '1');
      localStorage.setItem('persist:bear-hub', '{not json at all');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
    await expect(headerConnectButton(page)).toBeVisible();
    expect(warnings.some((text) => text.includes('Discarded saved state'))).toBe(true);
  });

  test('behavior: no request leaves the machine while the pages load', async ({
    page,
    baseURL,
    rpcUrl,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/mint');
    await page.waitForLoadState('networkidle');
    const allowed = new Set([new URL(String(baseURL)).host, new URL(rpcUrl).host]);
    expect([...hosts].filter((host) => host !== '' && !allowed.has(host))).toEqual([]);
  });
});

test.describe('shell at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // With less motion nothing slides: focus must still land in the drawer at once.
  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`behavior: the menu button opens the drawer and Escape closes it (motion: ${motion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = openMenuButton(page);
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menuDrawer(page)).toBeHidden();
      if (motion === 'no-preference') await screenshot(page, 'shell-375');

      await menu.click();
      const drawer = menuDrawer(page);
      await expect(drawer).toBeVisible();
      await expect(closeMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
      // Fully slid in: its left edge at the viewport's edge, from under the header to the bottom,
      // every link inside the viewport.
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      const banner = await header(page).boundingBox();
      const panel = await drawer.boundingBox();
      expect(panel?.y).toBeCloseTo(banner?.height ?? Number.NaN, 0);
      expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeCloseTo(812, 0);
      for (const link of await drawer.getByRole('link').all()) await expect(link).toBeInViewport();
      if (motion === 'no-preference') await screenshot(page, 'shell-375-drawer');

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(openMenuButton(page)).toBeFocused();
    });
  }

  test('behavior: the same button toggles the drawer closed', async ({ page }) => {
    await page.goto('/');
    await openMenuButton(page).click();
    await expect(menuDrawer(page)).toBeVisible();
    await closeMenuButton(page).click();
    await expect(menuDrawer(page)).toBeHidden();
  });

  test('behavior: a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/');
    await openMenuButton(page).click();
    const drawer = menuDrawer(page);
    await drawer.getByRole('link', { name: 'Mint your bear' }).click();

    await expect(page).toHaveURL(/\/mint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mint your bear' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(openMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('behavior: at 360 px the header and the home page fit without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expectNoHorizontalOverflow(page);
    const banner = await header(page).boundingBox();
    const wallet = await headerConnectButton(page).boundingBox();
    expect(banner && wallet && wallet.x + wallet.width <= banner.width).toBe(true);
    await screenshot(page, 'shell-360');
    await page.goto('/mint');
    await expectNoHorizontalOverflow(page);
  });
});

test('behavior: the dots behind the hero drift when motion is allowed, never take a click, and go when the visitor asks for less motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const layer = page.getByTestId('particles');
  await expect(layer).toHaveAttribute('aria-hidden', 'true');
  await expect(layer.locator('.particle').first()).toBeAttached();
  const running = await layer
    .locator('.particle')
    .first()
    .evaluate((dot) => dot.getAnimations().some((animation) => animation.playState === 'running'));
  expect(running).toBe(true);
  expect(await layer.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('none');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(layer.locator('.particle')).toHaveCount(0);
});

test('behavior: a spinner turns when motion is allowed and stands still when the visitor asks for less motion', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
  // The site's own spinner class, under the site's stylesheet.
  await page.evaluate(() => {
    const spinner = document.createElement('span');
    spinner.className = 'spinner spinner--small';
    spinner.dataset.testid = 'probe-spinner';
    document.body.append(spinner);
  });
  const spinner = page.getByTestId('probe-spinner');
  const states = () =>
    spinner.evaluate((node) => node.getAnimations().map((animation) => animation.playState));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(states).toEqual(['running']);
  // Still turning a moment later: it loops.
  await page.waitForTimeout(900);
  expect(await states()).toEqual(['running']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Run once, at once, and over: an ended animation without fill is no longer the element's.
  await expect.poll(states).toEqual([]);
  // Nothing else on the page keeps animating either (each running animation is a frame per vsync).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);
});

test("behavior: a section's loader stands still for its first second, then turns; a small spinner turns at once", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
  // The animation's progress is null while it waits out its delay (nothing is drawn per frame).
  const progressOf = (className: string) =>
    page.evaluate((name) => {
      const spinner = document.createElement('span');
      spinner.className = name;
      spinner.dataset.probe = name;
      document.body.append(spinner);
      const [animation] = spinner.getAnimations();
      return { spinner: name, progress: animation?.effect?.getComputedTiming().progress ?? null };
    }, className);
  expect(await progressOf('spinner spinner--small')).toEqual({
    spinner: 'spinner spinner--small',
    progress: expect.any(Number),
  });
  expect(await progressOf('spinner spinner--medium')).toEqual({
    spinner: 'spinner spinner--medium',
    progress: null,
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const [animation] =
          document.querySelector('[data-probe="spinner spinner--medium"]')?.getAnimations() ?? [];
        return animation?.effect?.getComputedTiming().progress ?? null;
      }),
    )
    .toEqual(expect.any(Number));
});

test('behavior: connected, the header shows the whole address at 360, 768, 1024 and 1440 px, in English and in French, the network by its name where there is room', async ({
  page,
}) => {
  await page.goto('/');
  await connectFromHeader(page);
  for (const language of ['en', 'fr']) {
    if (language === 'fr') {
      await page.getByRole('contentinfo').getByLabel('Language').selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    for (const width of [1440, 1024, 768, 360]) {
      const at = `${language}, ${width} px`;
      await page.setViewportSize({ width, height: 900 });
      const account = accountButton(page);
      await expect(account).toBeVisible();
      // Every label in the wallet control shows whole: none is cut to an ellipsis or to nothing.
      const cut = await header(page)
        .locator('.wallet-chip__label')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.getBoundingClientRect().width > 1)
            .filter((label) => label.scrollWidth > label.clientWidth)
            .map((label) => label.textContent),
        );
      expect(cut, at).toEqual([]);
      const banner = await header(page).boundingBox();
      const box = await account.boundingBox();
      expect(box!.x + box!.width, at).toBeLessThanOrEqual(banner!.width);
      // Where there is a navigation, it stays on one line beside the wallet control.
      const pills = await header(page)
        .locator('.nav-pill')
        .evaluateAll((links) =>
          links.map((link) => link.getBoundingClientRect()).filter((box) => box.height > 0),
        );
      // One line: every pill starts above the bottom of every other.
      if (width >= 768) {
        expect(pills, at).toHaveLength(3);
        const lowestTop = Math.max(...pills.map((pill) => pill.top));
        const highestBottom = Math.min(...pills.map((pill) => pill.bottom));
        expect(lowestTop, at).toBeLessThan(highestBottom);
      }
      // The network's name shows beside its icon where the page has columns; narrower, the icon.
      const networkName = header(page).getByText('Localhost', { exact: true });
      // (Narrower, the name is clipped to one pixel for screen readers.)
      const nameWidth = (await networkName.boundingBox())?.width ?? 0;
      if (width >= 1024) expect(nameWidth, at).toBeGreaterThan(20);
      else expect(nameWidth, at).toBeLessThanOrEqual(1);
      await expectNoHorizontalOverflow(page);
    }
  }
});
