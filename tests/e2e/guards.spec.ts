import { expect, test } from './support/fixtures';

// The bed's guards must be able to fail a test: each of these tests provokes one and is
// expected to fail (test.fail); if a guard stopped working, the test would pass and be
// reported as an unexpected pass.

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bear Hub' })).toBeVisible();
});

test.describe('a request to another host', () => {
  // The aborted request also logs a console error: allowed here, so that only the
  // external-request guard can fail this test.
  test.use({ allowedConsoleErrors: [/.*/] });

  test('behavior: fails the test', async ({ page }) => {
    test.fail();
    await page.route('https://example.invalid/**', (route) => route.abort());
    // An image: the production Content-Security-Policy lets images come from any https host,
    // while a fetch to an unlisted host would be stopped before it is a request.
    const request = page.waitForRequest('https://example.invalid/tracker.png');
    await page.evaluate(() => {
      new Image().src = 'https://example.invalid/tracker.png';
    });
    await request;
  });
});

test('behavior: an uncaught page error fails the test', async ({ page }) => {
  test.fail();
  const error = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('provoked by the guard test');
    });
  });
  await error;
});

test('behavior: a console error fails the test', async ({ page }) => {
  test.fail();
  const logged = page.waitForEvent('console');
  await page.evaluate(() => console.error('provoked by the guard test'));
  await logged;
});
