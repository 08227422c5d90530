import type { Page, TestInfo } from '@playwright/test';
import { axeScan, type AxeViolation } from './support/axe';
import { expect, test } from './support/fixtures';
import { LONG } from './support/tags';
import {
  accountButton,
  accountDialog,
  connectDialog,
  connectFromHeader,
  header,
  headerConnectButton,
  main,
  staking,
} from './support/hubPage';

// axe-core (WCAG 2.0/2.1, levels A and AA) on every page and every dialog, connected and not,
// at 360 and 1440 px, in the light and the dark colour scheme (each state is reached once and
// scanned in both). Every violation found is listed
// (attached to the report as JSON) and the test fails unless there are none.
//
// The schemes differ only in colours: the light scan runs every rule, the dark scan the rules
// that read colours, after checking that the accessibility tree (roles, names, states, text) is
// the same in both, which is what every other rule reads. Figures are left out of that comparison:
// a clock or a reward ticking between the two snapshots changes a number, not the tree's shape.

const WIDTHS = [360, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;
/** The WCAG A/AA rules whose result depends on colours (the rest read structure and text). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** The page's accessibility tree with every run of digits made 0 (see above). */
const treeShape = async (page: Page) =>
  (await page.locator('body').ariaSnapshot()).replace(/\d+/g, '0');
const PAGES = [
  {
    path: '/',
    ready: (page: Page) =>
      expect(staking(page).getByRole('heading', { name: 'Pool' })).toBeVisible(),
  },
  {
    path: '/mint',
    ready: (page: Page) =>
      expect(main(page).getByRole('heading', { name: 'The Bear collection' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page: Page) =>
      expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

interface Finding extends AxeViolation {
  scan: string;
}

class Scanner {
  readonly findings: Finding[] = [];
  scans = 0;
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  /**
   * Scans what the page shows now: every rule in the first colour scheme, then, once the
   * accessibility tree is checked to be the same in each other scheme, the colour rules there.
   * A read landing meanwhile (a section's data arriving) changes the tree: the state reached then
   * is scanned again, up to three times, before a difference fails the test.
   */
  async scan(what: string) {
    const [first, ...others] = SCHEMES;
    for (let attempt = 1; ; attempt += 1) {
      await this.page.emulateMedia({ colorScheme: first });
      const tree = await treeShape(this.page);
      await this.scanOnce(`${first}, ${what}`);
      const trees: string[] = [];
      for (const scheme of others) {
        await this.page.emulateMedia({ colorScheme: scheme });
        trees.push(await treeShape(this.page));
      }
      const changed = trees.findIndex((other) => other !== tree);
      if (changed === -1) {
        for (const scheme of others) {
          await this.page.emulateMedia({ colorScheme: scheme });
          await this.scanOnce(`${scheme}, ${what}`, COLOUR_RULES);
        }
        return;
      }
      if (attempt === 3) expect(trees[changed], `${others[changed]}, ${what}: tree`).toBe(tree);
    }
  }

  private async scanOnce(what: string, rules?: string[]) {
    const violations = await axeScan(this.page, rules);
    this.scans += 1;
    for (const violation of violations)
      this.findings.push({ scan: `${this.label} ${what}`, ...violation });
  }

  async report(testInfo: TestInfo) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(this.findings, null, 2),
      contentType: 'application/json',
    });
    console.log(
      `metric: axe scans (${this.label}) ${this.scans}, violations ${this.findings.length}`,
    );
    expect(this.findings).toEqual([]);
  }
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
}

/** The compact layout's drawer, opened, scanned and closed again. */
async function scanDrawer(page: Page, scanner: Scanner, state: string) {
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await scanner.scan(`menu drawer, ${state}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
}

for (const width of WIDTHS) {
  test(
    `axe: every page and dialog at ${width} px in the light and the dark scheme, connected and not`,
    { tag: LONG },
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const scanner = new Scanner(page, `${width}px`);

      for (const { path, ready } of PAGES) {
        await visit(page, path, ready);
        await expect(headerConnectButton(page)).toBeVisible();
        await scanner.scan(`${path}, not connected`);
      }
      if (width < 768) await scanDrawer(page, scanner, 'not connected');

      await visit(page, '/', PAGES[0]!.ready);
      await headerConnectButton(page).click();
      await expect(connectDialog(page)).toBeVisible();
      await scanner.scan('connect dialog');
      await connectDialog(page).getByRole('button', { name: 'Learn More' }).first().click();
      await expect(
        connectDialog(page).getByRole('heading', { name: 'What is a Wallet?' }),
      ).toBeVisible();
      await scanner.scan('connect dialog, learn step');
      await connectDialog(page).getByRole('button', { name: 'Get a Wallet' }).click();
      await expect(
        connectDialog(page).getByRole('heading', { name: 'Get a Wallet' }),
      ).toBeVisible();
      await scanner.scan('connect dialog, get step');
      await connectDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(connectDialog(page)).toBeHidden();

      await connectFromHeader(page);
      for (const { path, ready } of PAGES) {
        await visit(page, path, ready);
        await expect(accountButton(page)).toBeVisible();
        // The header's balance arrives with a read of its own: scanned once it is there, so both
        // schemes see the same page (it is in the tree where the width shows it).
        await expect(accountButton(page).locator('.account-button__balance')).toBeAttached();
        // The test wallet's account owns the contracts: /mint is scanned with its owner's console
        // (and / below, once staking has loaded, with the staking one).
        if (path === '/mint')
          await expect(main(page).getByTestId('allowlist-file')).toContainText('4 addresses');
        await scanner.scan(`${path}, connected`);
      }
      if (width < 768) await scanDrawer(page, scanner, 'connected');

      await visit(page, '/', PAGES[0]!.ready);
      await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Staking owner’s console' })).toBeVisible();
      await scanner.scan('/, connected, staking and its owner’s console loaded');
      await accountButton(page).click();
      await expect(accountDialog(page)).toBeVisible();
      await scanner.scan('account dialog');
      await accountDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(accountDialog(page)).toBeHidden();

      await header(page)
        .getByRole('button', { name: /Localhost/ })
        .click();
      const networks = page.getByRole('dialog', { name: 'Switch Networks' });
      await expect(networks).toBeVisible();
      await scanner.scan('switch networks dialog');
      await networks.getByRole('button', { name: 'Close' }).click();
      await expect(networks).toBeHidden();

      await scanner.report(testInfo);
    },
  );
}

/**
 * Tabs through everything focusable (at most `limit` stops) and returns the controls whose focus
 * shows no outline, neither their own nor a surrounding field's (`:focus-within`).
 */
async function focusWithoutOutline(page: Page, limit: number): Promise<string[]> {
  const unmarked = new Set<string>();
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const shows = (candidate: Element) => {
        const style = getComputedStyle(candidate);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      };
      for (let candidate: Element | null = element, depth = 0; candidate && depth < 3; depth += 1) {
        if (shows(candidate)) return null;
        candidate = candidate.parentElement;
      }
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()} "${name}"`;
    });
    if (problem) unmarked.add(problem);
  }
  return [...unmarked];
}

test(
  'behavior: every control shows where the keyboard focus is, on the pages and in the connect dialog',
  { tag: LONG },
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const { path, ready } of PAGES) {
      await visit(page, path, ready);
      await expect(headerConnectButton(page)).toBeVisible();
      expect(await focusWithoutOutline(page, 30), path).toEqual([]);
    }
    await visit(page, '/', PAGES[0]!.ready);
    await headerConnectButton(page).click();
    await expect(connectDialog(page)).toBeVisible();
    expect(await focusWithoutOutline(page, 20), 'connect dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await connectFromHeader(page);
    await visit(page, '/', PAGES[0]!.ready);
    await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
    expect(await focusWithoutOutline(page, 40), '/ connected').toEqual([]);
  },
);
