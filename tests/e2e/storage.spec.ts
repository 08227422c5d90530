import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  connectFromHeader,
  headerConnectButton,
  main,
  pressMint,
} from './support/hubPage';

// Fault 9: storage full or unavailable. The hub keeps working, only without remembering the
// wallet and the transactions; no page error (the guards fail the test on any).

test.use({ viewport: { width: 1440, height: 900 } });

type Breakage = 'full' | 'unavailable';

/** Breaks the page's localStorage from the first script on (the wallet's sessionStorage stays). */
async function breakLocalStorage(page: Page, breakage: Breakage) {
  await page.addInitScript((kind: Breakage) => {
    const fail = (name: string, message: string) => {
      throw new DOMException(message, name);
    };
    if (kind === 'unavailable') {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => fail('SecurityError', 'Access to storage is denied for this document.'),
      });
      return;
    }
    const full = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => fail('QuotaExceededError', 'The quota has been exceeded.'),
      removeItem: () => undefined,
      clear: () => undefined,
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full });
  }, breakage);
}

for (const breakage of ['full', 'unavailable'] as const) {
  test(`fault 9: with storage ${breakage}, the hub connects and mints, and a reload starts disconnected`, async ({
    page,
  }) => {
    await breakLocalStorage(page, breakage);
    expect(
      await page
        .evaluate(() => {
          try {
            localStorage.setItem('probe', '1');
            return 'writable';
          } catch {
            return 'broken';
          }
        })
        .catch(() => 'broken'),
    ).toBe('broken');
    await page.goto('/mint');
    await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
    await connectFromHeader(page);
    await pressMint(main(page), 'Mint 1 bear');
    await expect(main(page).getByText(/Minted!/)).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(main(page).getByText('0.01 ETH per bear')).toBeVisible();
    // Nothing was remembered: the visitor connects again, with one click.
    await expect(headerConnectButton(page)).toBeVisible();
    await connectFromHeader(page);
    await expect(accountButton(page)).toBeVisible();
    await expect(main(page).getByText('1 of 5')).toBeVisible();
  });
}
