import type { Locator } from '@playwright/test';
import { parseEther } from 'viem';
import { expect, test } from './support/fixtures';
import { stakeDirect } from './support/chainWrites';
import {
  card,
  connectDialog,
  header,
  headerConnectButton,
  staking,
  switchNetworkDialog,
  walletOption,
} from './support/hubPage';
import { SPEC_POPULAR_WALLET_NAMES } from '../support/popularWallets';

// What a visitor recognises at a glance, at 360, 768 and 1440 px in light and dark: the real
// wallet and network marks (connect dialog, switch-network dialog, header chip) and a staking
// section where no card stands half empty. Screenshots of each land in this test's output folder
// (test-results/) and are attached to the report.

const WIDTHS = [360, 768, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;
const NETWORKS_WITH_MARKS = ['Ethereum', 'Polygon', 'OP Mainnet', 'Arbitrum One', 'Zora'];
/** Rounding slack for box comparisons, in CSS pixels. */
const SLACK_PX = 2;

/** Opens two positions for account #0 straight on the chain (a flexible and a 30-day one). */
async function openPositions(rpcUrl: string) {
  for (const tier of [0, 3]) await stakeDirect(rpcUrl, parseEther('1200'), tier);
}

/** How an icon is drawn, and whether its image decoded to a real picture. */
async function iconState(container: Locator) {
  const icon = container.locator('.wallet-icon, .chain-icon').first();
  return icon.evaluate((element: HTMLElement) => {
    const img = element.querySelector('img');
    return {
      kind: element.dataset.icon ?? '',
      decoded: img ? img.complete && img.naturalWidth > 0 : false,
    };
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

async function shoot(target: Locator, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await target.screenshot({ path, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test.describe('marks and staking layout', () => {
  // After switching to Ethereum the hub reads from its public RPC: answered by a local stub.
  test.use({
    stubbedRpcHosts: ['ethereum.reth.rs', 'ethereum-rpc.publicnode.com', 'cloudflare-eth.com'],
  });

  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      test(`behavior: at ${width} px (${scheme}) the dialogs and the chip show real marks and staking has no empty half row`, async ({
        page,
        rpcUrl,
      }) => {
        test.setTimeout(60_000);
        const suffix = `${width}-${scheme}`;
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await openPositions(rpcUrl);
        await page.goto('/');

        // The connect dialog: each catalogue wallet shows its mark, the test wallet the icon
        // it announced through EIP-6963.
        await headerConnectButton(page).click();
        const popular = connectDialog(page).getByRole('region', { name: 'Popular' });
        // The seven wallets of the catalogue, each with a packaged mark.
        for (const name of SPEC_POPULAR_WALLET_NAMES) {
          const option = popular.getByRole('button', { name: new RegExp(`^${name}`) });
          await expect
            .poll(() => iconState(option), `${name}'s icon`)
            .toEqual({
              kind: 'mark',
              decoded: true,
            });
        }
        const testWallet = walletOption(page);
        await expect
          .poll(() => iconState(testWallet))
          .toEqual({ kind: 'announced', decoded: true });
        await shoot(connectDialog(page), `connect-dialog-${suffix}`);

        await testWallet.click();
        await expect(connectDialog(page)).toBeHidden();
        await expect(card(page, 'Your staking list').getByRole('listitem')).toHaveCount(2);

        // The staking section, connected with positions.
        const stats = await box(card(page, 'Pool'));
        const position = await box(card(page, 'Your position'));
        const form = await box(card(page, 'Stake'));
        const list = await box(card(page, 'Your staking list'));
        const grid = await box(staking(page).locator('.staking__grid'));
        if (width < 1024) {
          // One column, in reading order, each card as wide as the column.
          for (const cardBox of [stats, position, form, list]) {
            expect(Math.abs(cardBox.x - grid.x)).toBeLessThanOrEqual(SLACK_PX);
            expect(Math.abs(cardBox.width - grid.width)).toBeLessThanOrEqual(SLACK_PX);
          }
          expect(position.y).toBeGreaterThan(stats.y);
          expect(form.y).toBeGreaterThan(position.y);
          expect(list.y).toBeGreaterThan(form.y);
        } else {
          // Left column: the pool's stats, the position and the staking list, each at its own
          // height; right column: the stake form at its own height, from the top of the stats.
          // No card is stretched (no card stands half empty): the list takes what the form
          // leaves, or runs below it with the positions.
          const right = grid.x + grid.width;
          for (const cardBox of [stats, position, list]) {
            expect(Math.abs(cardBox.x - grid.x)).toBeLessThanOrEqual(SLACK_PX);
            expect(Math.abs(cardBox.width - stats.width)).toBeLessThanOrEqual(SLACK_PX);
          }
          expect(position.y).toBeGreaterThan(stats.y + stats.height);
          expect(list.y).toBeGreaterThan(position.y + position.height);
          expect(form.x).toBeGreaterThan(stats.x + stats.width);
          expect(Math.abs(form.x + form.width - right)).toBeLessThanOrEqual(SLACK_PX);
          expect(Math.abs(form.y - stats.y)).toBeLessThanOrEqual(SLACK_PX);
          expect(list.y + list.height).toBeGreaterThanOrEqual(form.y + form.height - SLACK_PX);
        }
        await shoot(staking(page), `staking-${suffix}`);

        // The switch-network dialog: every network with a mark shows it; Localhost keeps its
        // monogram.
        await header(page)
          .getByRole('button', { name: /Localhost/ })
          .click();
        const chainDialog = switchNetworkDialog(page);
        for (const name of NETWORKS_WITH_MARKS) {
          const option = chainDialog.getByRole('button', { name: new RegExp(`^${name}`) });
          await expect
            .poll(() => iconState(option), `${name}'s icon`)
            .toEqual({
              kind: 'mark',
              decoded: true,
            });
        }
        const localhost = chainDialog.getByRole('button', { name: /^Localhost/ });
        expect(await iconState(localhost)).toEqual({ kind: 'monogram', decoded: false });
        await shoot(chainDialog, `switch-network-dialog-${suffix}`);

        // The header chip on Ethereum shows Ethereum's mark.
        await chainDialog.getByRole('button', { name: /^Ethereum/ }).click();
        const chip = header(page).getByRole('button', { name: /Ethereum/ });
        await expect(chip).toBeVisible();
        await expect(chainDialog).toBeHidden();
        await expect.poll(() => iconState(chip)).toEqual({ kind: 'mark', decoded: true });
        await shoot(header(page), `header-chip-${suffix}`);
      });
    }
  }
});
