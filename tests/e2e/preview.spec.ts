import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatUnits, parseEther } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { read } from './support/chainReads';
import { stakeDirect } from './support/chainWrites';
import { expect, test } from './support/fixtures';
import {
  FIRST_OWN_POSITION,
  amountInput,
  card,
  connectFromHeader,
  connectFromMain,
  connectOnHome,
  main,
  openMintPage,
  positionRow,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';

// The preview of a write (what it changes for the account, from a simulation of the calls its
// plan sends) against what the chain shows after it: account #0 through the test wallet, each
// figure read from the preview and compared with the chain's balances after the write.

const { bearToken: TOKEN, bearStaking: STAKING, bearNft: BEAR } = localDeployments[LOCAL_CHAIN_ID];
const DAY_S = 24 * 60 * 60;
/** Fraction digits a preview shows of a token amount (REWARD_FRACTION_DIGITS, truncated). */
const PREVIEW_FRACTION_DIGITS = 6;
/** The demo collection has bears #1..#6: account #0's first mint is #7. */
const NEXT_BEAR = 7n;

test.use({ viewport: { width: 1440, height: 900 } });

const tokenBalance = (rpcUrl: string) =>
  read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'balanceOf', [ANVIL_ACCOUNT_0]);

/** /mint's quantity, total and Mint button (the owner's console has previews of its own). */
const mintControls = (page: Page) => main(page).locator('.mint-controls');

/** The preview group of a form (by its title). */
const previewOf = (scope: Locator, title: string) => scope.getByRole('group', { name: title });

/** A token amount as a preview writes it (grouped, truncated): 1234.5678901 → "1,234.56789". */
function shown(value: bigint): string {
  const [whole, fraction = ''] = formatUnits(value, 18).split('.');
  const digits = fraction.slice(0, PREVIEW_FRACTION_DIGITS).replace(/0+$/, '');
  const grouped = BigInt(whole!).toLocaleString('en-US');
  return digits ? `${grouped}.${digits}` : grouped;
}

/** A screenshot kept in the test's output folder and attached to its report. */
async function attachScreenshot(testInfo: TestInfo, name: string, target: Locator | Page) {
  const path = testInfo.outputPath(`${name}.png`);
  await target.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('behavior: a stake previews what it sends, the position and the approval it uses in full, and the chain agrees', async ({
  page,
  rpcUrl,
}, testInfo) => {
  await connectOnHome(page);
  const before = await tokenBalance(rpcUrl);
  await amountInput(page).fill('100');
  await staking(page)
    .getByRole('radio', { name: /^30 days/ })
    .check();
  const form = card(page, 'Stake');
  const preview = previewOf(form, 'What this changes for you');
  // The default method for this wallet is a permit: simulated as its effect, an exact approval.
  await expect(preview).toContainText('You send 100 BHT');
  await expect(preview).toContainText(/You receive position #6: 30 days at [\d.]+ %/);
  await expect(preview).toContainText('Approval of 100 BHT to the staking contract, used in full');
  await expect(preview).toContainText('Your signature is simulated by its effect on chain');
  await expect(preview.getByTestId('network-fee')).toHaveText(/^Network fee: ~0\.\d+ ETH$/);
  await attachScreenshot(testInfo, 'stake-preview', form);

  await form.getByRole('button', { name: 'Sign and stake' }).click();
  await expect(form.getByText('Stake: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText('As previewed.')).toBeVisible();
  await attachScreenshot(testInfo, 'stake-as-previewed', form);
  expect(before - (await tokenBalance(rpcUrl))).toBe(parseEther('100'));
  expect(
    await read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'allowance', [ANVIL_ACCOUNT_0, STAKING]),
  ).toBe(0n);
  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('100 BHT');
  await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('30 days');
});

test.describe('with a wallet that executes call bundles', () => {
  test.use({ walletAtomicBatching: true });

  test('behavior: a one-step stake previews the whole bundle, and its transactions agree', async ({
    page,
    rpcUrl,
  }, testInfo) => {
    await connectOnHome(page);
    const before = await tokenBalance(rpcUrl);
    await amountInput(page).fill('42');
    const form = card(page, 'Stake');
    await expect(form.getByRole('radio', { name: /^One step/ })).toBeChecked();
    const preview = previewOf(form, 'What this changes for you');
    await expect(preview).toContainText('You send 42 BHT');
    await expect(preview).toContainText(/You receive position #6: Flexible at [\d.]+ %/);
    await expect(preview).toContainText('Approval of 42 BHT to the staking contract, used in full');
    await expect(preview).not.toContainText('signature');
    await attachScreenshot(testInfo, 'bundle-stake-preview', form);

    await form.getByRole('button', { name: 'Approve and stake in one step' }).click();
    await expect(form.getByText('Stake: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
    // Compared with the receipts of the bundle's two transactions.
    await expect(form.getByText('As previewed.')).toBeVisible();
    expect(before - (await tokenBalance(rpcUrl))).toBe(parseEther('42'));
  });

  test('behavior: the account-upgrade line follows the wallet: shown while it is ready, gone once the bundle upgraded the account', async ({
    page,
    wallet,
    rpcUrl,
  }) => {
    await page.goto('/');
    await wallet.setAtomicStatus('ready');
    await connectFromHeader(page);
    const form = card(page, 'Stake');
    const upgrade = form.getByText('Your wallet may ask to upgrade your account first.');
    const before = await tokenBalance(rpcUrl);
    await amountInput(page).fill('42');
    await expect(form.getByRole('radio', { name: /^One step/ })).toBeChecked();
    await expect(upgrade).toBeVisible();
    await expect(previewOf(form, 'What this changes for you')).toContainText('You send 42 BHT');
    await form.getByRole('button', { name: 'Approve and stake in one step' }).click();
    await expect(form.getByText('Stake: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText('As previewed.')).toBeVisible();
    expect(before - (await tokenBalance(rpcUrl))).toBe(parseEther('42'));
    expect((await wallet.snapshot()).atomicStatus).toBe('supported');

    // A second stake needs an approval again: one step stays, without the upgrade line.
    await amountInput(page).fill('10');
    await expect(form.getByRole('radio', { name: /^One step/ })).toBeChecked();
    await expect(upgrade).toHaveCount(0);
  });
});

/**
 * Account #0 stakes 1000 BHT into `tier` on chain, `seconds` pass, the page connects: its first
 * position's row and the reward its claim previews, as written.
 */
async function claimPreviewAfter(page: Page, rpcUrl: string, tier: number, seconds: number) {
  await stakeDirect(rpcUrl, parseEther('1000'), tier);
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine');
  await connectOnHome(page);
  const row = positionRow(page, FIRST_OWN_POSITION);
  const claim = previewOf(row, 'Claim: what this changes for you');
  await expect(claim).toContainText(/You receive [\d,.]+ BHT/);
  return { row, reward: (await claim.textContent())!.match(/You receive ([\d,.]+) BHT/)![1]! };
}

test('behavior: a claim and an unstake preview what the account receives, and the balances move by it', async ({
  page,
  rpcUrl,
}, testInfo) => {
  // A 7-day position past its term: its reward no longer grows, so the figures are exact.
  const { row, reward } = await claimPreviewAfter(page, rpcUrl, 1, 8 * DAY_S);
  await expect(previewOf(row, 'Unstake: what this changes for you')).toContainText(
    `Position #6 closes`,
  );
  await attachScreenshot(testInfo, 'claim-and-unstake-preview', row);

  const beforeClaim = await tokenBalance(rpcUrl);
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByText('Claim: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('As previewed.')).toBeVisible();
  const claimed = (await tokenBalance(rpcUrl)) - beforeClaim;
  expect(claimed).toBeGreaterThan(0n);
  expect(shown(claimed)).toBe(reward);

  // The claim moved what the unstake pays: its preview is asked again (the principal only).
  const unstake = previewOf(row, 'Unstake: what this changes for you');
  await expect(unstake).toContainText('You receive 1,000 BHT');
  await attachScreenshot(testInfo, 'unstake-preview-after-claim', row);
  const beforeUnstake = await tokenBalance(rpcUrl);
  await row.getByRole('button', { name: 'Unstake' }).click();
  await expect.poll(() => tokenBalance(rpcUrl)).toBe(beforeUnstake + parseEther('1000'));
  await expect(positionRow(page, FIRST_OWN_POSITION)).toHaveCount(0);
  // The row has closed: the unstake's outcome stays where the visitor still sees it.
  const list = card(page, 'Your staking list');
  await expect(list.getByText('Unstake: Transaction confirmed.')).toBeVisible();
  await expect(list.getByText('As previewed.')).toBeVisible();
  await attachScreenshot(testInfo, 'unstake-as-previewed', list);
});

test('behavior: a claim on an earning position is as previewed within what the reward grew while it waited, and says by how much', async ({
  page,
  rpcUrl,
}, testInfo) => {
  // A 30-day position still earning: its reward grows every second.
  const { row, reward } = await claimPreviewAfter(page, rpcUrl, 3, DAY_S);
  // The claim is mined an hour after the block the preview simulated on.
  await rpc(rpcUrl, 'evm_increaseTime', [60 * 60]);
  const before = await tokenBalance(rpcUrl);
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByText('Claim: Transaction confirmed.')).toBeVisible({ timeout: 15_000 });
  const status = row.getByText(
    /^As previewed; the reward grew by [\d,.]+ BHT while the transaction waited\.$/,
  );
  await expect(status).toBeVisible();
  await attachScreenshot(testInfo, 'claim-reward-grew', row);
  const grew = (await status.textContent())!.match(/grew by ([\d,.]+) BHT/)![1]!;
  const claimed = (await tokenBalance(rpcUrl)) - before;
  // What the preview said plus what it says grew is what the chain paid (each figure truncated
  // to the preview's digits).
  const unit = 10n ** BigInt(18 - PREVIEW_FRACTION_DIGITS);
  const said = parseEther(reward.replaceAll(',', '')) + parseEther(grew.replaceAll(',', ''));
  expect(claimed - said).toBeGreaterThanOrEqual(0n);
  expect(claimed - said).toBeLessThan(2n * unit);
  expect(parseEther(grew.replaceAll(',', ''))).toBeGreaterThan(0n);
});

test('behavior: a mint previews the price paid and the bear received, and the chain agrees', async ({
  page,
  rpcUrl,
}, testInfo) => {
  await openMintPage(page);
  await connectFromMain(page);
  const preview = previewOf(mintControls(page), 'What this changes for you');
  await expect(preview).toContainText('You pay 0.01 ETH');
  await expect(preview).toContainText(`You receive bear #${NEXT_BEAR}`);
  await attachScreenshot(testInfo, 'mint-preview', mintControls(page));
  // Account #0 owns the collection: its console previews each action too (native coin traced).
  await expect(previewOf(main(page), 'Sale switch: what this changes for you')).toContainText(
    'The public sale’s switch turns off',
  );
  await expect(previewOf(main(page), 'Withdraw: what this changes for you')).toContainText(
    /You receive [\d.]+ ETH/,
  );

  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText('As previewed.')).toBeVisible();
  await attachScreenshot(testInfo, 'mint-as-previewed', mintControls(page));
  expect((await read<string>(rpcUrl, BEAR, bearNftAbi, 'ownerOf', [NEXT_BEAR])).toLowerCase()).toBe(
    ANVIL_ACCOUNT_0.toLowerCase(),
  );
});

/** Answers the page's `eth_simulateV1` as a node without it does; everything else reaches anvil. */
async function withoutSimulation(page: Page, rpcUrl: string): Promise<() => number> {
  let refused = 0;
  await page.route(
    (url) => url.href.startsWith(rpcUrl),
    async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('eth_simulateV1')) return route.continue();
      type Request = { id: number; method: string };
      const parsed = JSON.parse(body) as Request | Request[];
      const batch = Array.isArray(parsed) ? parsed : [parsed];
      const rest = batch.filter((request) => request.method !== 'eth_simulateV1');
      const answered =
        rest.length === 0
          ? []
          : ((await (await route.fetch({ postData: JSON.stringify(rest) })).json()) as
              { id: number } | { id: number }[]);
      const byId = new Map((Array.isArray(answered) ? answered : [answered]).map((a) => [a.id, a]));
      const answers = batch.map((request) => {
        if (request.method !== 'eth_simulateV1') return byId.get(request.id);
        refused += 1;
        return {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: -32601, message: 'the method eth_simulateV1 does not exist' },
        };
      });
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(Array.isArray(parsed) ? answers : answers[0]),
      });
    },
  );
  return () => refused;
}

test('behavior: a node that cannot simulate is said plainly, and the write still goes through', async ({
  page,
  rpcUrl,
}, testInfo) => {
  const refused = await withoutSimulation(page, rpcUrl);
  await openMintPage(page);
  await connectFromMain(page);
  const preview = previewOf(mintControls(page), 'What this changes for you');
  await expect(preview).toContainText(
    'This network’s node cannot simulate the write, so there is no preview. You can still send it.',
  );
  await expect(preview.getByTestId('network-fee')).toHaveText(/^Network fee: ~/);
  expect(refused()).toBeGreaterThan(0);
  await expect(preview).not.toContainText('You receive');
  await attachScreenshot(testInfo, 'mint-no-preview', mintControls(page));

  await main(page).getByRole('button', { name: 'Mint 1 bear' }).click();
  await expect(main(page).getByText('Minted!')).toBeVisible({ timeout: 15_000 });
  expect((await read<string>(rpcUrl, BEAR, bearNftAbi, 'ownerOf', [NEXT_BEAR])).toLowerCase()).toBe(
    ANVIL_ACCOUNT_0.toLowerCase(),
  );
  // Nothing was previewed, so nothing is compared.
  await expect(main(page).getByText('As previewed.')).toHaveCount(0);
});
