import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { connectDialog, header, headerConnectButton } from './support/hubPage';

// Languages end to end: the browser's language chooses the page's, Arabic lays the page out
// right to left (addresses stay left to right), the footer's menu changes the language and the
// choice survives a reload. Screenshots of the home page and the connect dialog in Arabic at
// 360 px and in English at 1440 px are attached to the report.

const LOCALE_KEY = 'bear-hub:locale';

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .forEach((animation) => animation.finish()),
  );
  // Saved in the test's folder under test-results/ and attached to the report.
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('an Arabic browser at 360 px', () => {
  test.use({ locale: 'ar-EG', viewport: { width: 360, height: 780 } });

  test('behavior: the hub speaks Arabic, right to left, with the drawer from the right and the address left to right', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
    await expect(
      page.getByText('تجربة تمويل لامركزي لرموز مشروع Bear', { exact: false }).first(),
    ).toBeVisible();
    const connect = header(page).getByRole('button', { name: 'ربط المحفظة' });
    await expect(connect).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ارهن واربح' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'المجمّع' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'home-ar-360.png');

    // The drawer comes in from the reading start: the right edge.
    await header(page).getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer).toBeVisible();
    // Against the right edge (give or take a scrollbar's gutter), not the left one.
    const viewportWidth = page.viewportSize()!.width;
    const GUTTER_PX = 20;
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box
          ? {
              left: box.x > viewportWidth / 4,
              right: box.x + box.width >= viewportWidth - GUTTER_PX,
            }
          : null;
      })
      .toEqual({ left: true, right: true });
    await page.keyboard.press('Escape');

    await connect.click();
    const dialog = page.getByRole('dialog', { name: 'ربط محفظة' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'المثبّتة' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'connect-dialog-ar-360.png');

    await dialog.getByRole('button', { name: /^Test Wallet/ }).click();
    const address = header(page).getByText('0xf39F…2266');
    await expect(address).toBeVisible();
    // Retried: the header's account button is swapped for its profiled version once that loads.
    await expect(address).toHaveCSS('direction', 'ltr');
    await expect(page.getByRole('heading', { name: 'مركزك' })).toBeVisible();
  });
});

test.describe('an English browser at 1440 px', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

  test('behavior: English home page and connect dialog, left to right', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'Stake and earn' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pool' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'home-en-1440.png');
    await headerConnectButton(page).click();
    await expect(connectDialog(page)).toBeVisible();
    await attachScreenshot(page, testInfo, 'connect-dialog-en-1440.png');
  });

  test('behavior: the footer menu switches the language, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/mint');
    await expect(page.getByRole('heading', { level: 1, name: 'Mint your bear' })).toBeVisible();
    await expect(headerConnectButton(page)).toBeVisible();
    const menu = page.getByRole('contentinfo').getByLabel('Language');
    await menu.selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Frappez votre ours' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      header(page).getByRole('button', { name: 'Connecter un portefeuille' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Frappez votre ours · Bear Hub');
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('fr');

    // A reload comes back in French: rendered, not hydrated over the English HTML (a mismatch
    // would be a console error, which fails the test).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Frappez votre ours' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByLabel('Langue')).toHaveValue('fr');

    await page.getByRole('contentinfo').getByLabel('Langue').selectOption('zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '铸造你的小熊' })).toBeVisible();
    await page.getByRole('contentinfo').getByLabel('语言').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Mint your bear' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
