import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { encodeFunctionData, parseEther, type Hex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { axeScan } from './support/axe';
import { sendMined } from './support/chainWrites';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  connectFromHeader,
  main,
  pickWallet,
  recentTransactions,
  staking,
} from './support/hubPage';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID, type TestWallet } from './support/testWallet';
import { read } from './support/chainReads';

// The owners' consoles end to end against the demo deployment, where dev account #0 (the test
// wallet's account) owns the Bear collection and the staking contract: every owner action from
// the page through the wallet to the chain, the consoles hidden from everyone else (their
// chunks never requested), and the home page's layout at four widths, with screenshots in
// SCREENSHOT_DIR.

const { bearNft: BEAR, bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];
/** Dev account #1: tokens, no bears, owns nothing. */
const NOT_OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SCREENSHOT_DIR = '/tmp/owner-console-screenshots';
const DAY_S = 24 * 60 * 60;
const TIME_ZONE = 'Europe/Paris';

test.use({ viewport: { width: 1440, height: 900 }, timezoneId: TIME_ZONE });

const mintConsole = (page: Page) => main(page).getByRole('region', { name: 'Owner’s console' });
const stakingConsole = (page: Page) =>
  page.getByRole('region', { name: 'Staking owner’s console' });
const setting = (page: Page, consoleOf: (page: Page) => Locator, name: string) =>
  consoleOf(page).getByRole('region', { name, exact: true });

interface CollectionState {
  saleActive: boolean;
  saleStartsAt: bigint;
  allowlistActive: boolean;
  allowlistRoot: Hex;
  allowlistPrice: bigint;
  allowlistWalletLimit: bigint;
}

const collectionState = (rpcUrl: string) =>
  read<CollectionState>(rpcUrl, BEAR, bearNftAbi, 'collectionState');

async function sentTransactions(wallet: TestWallet) {
  return (await wallet.requests()).filter((method) => method === 'eth_sendTransaction').length;
}

async function openMintAsOwner(page: Page) {
  await page.goto('/mint');
  await connectFromHeader(page);
  await expect(mintConsole(page)).toBeVisible();
}

async function openHomeAsOwner(page: Page) {
  await page.goto('/');
  await connectFromHeader(page);
  await expect(stakingConsole(page)).toBeVisible();
}

/** The Recent Transactions of the account dialog list `description`, confirmed. */
async function expectRecorded(page: Page, description: string | RegExp) {
  await accountButton(page).click();
  await expect(
    recentTransactions(page)
      .getByRole('listitem')
      .filter({ hasText: description })
      .filter({ hasText: 'Confirmed' }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
}

test.describe('the collection owner on /mint', () => {
  test('behavior: the owner closes and reopens the public sale, each switch saying first what visitors will see', async ({
    page,
    rpcUrl,
    wallet,
  }) => {
    await openMintAsOwner(page);
    const sale = setting(page, mintConsole, 'Public sale');
    await expect(sale).toContainText('Public sale: on');
    await expect(sale).toContainText('Visitors will see “Sale closed” and cannot mint.');
    await sale.getByRole('button', { name: 'Close the public sale' }).click();
    await expect(sale.getByText('Sale switch: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect((await collectionState(rpcUrl)).saleActive).toBe(false);
    await expect(sale).toContainText('Public sale: off');
    await expect(main(page).locator('.sale-state')).toHaveText('Sale closed');
    await expect(sale).toContainText(
      'Visitors will see “Sale open” and can mint at once, at 0.01 ETH a bear, up to 5 bears each.',
    );

    await sale.getByRole('button', { name: 'Open the public sale' }).click();
    await expect(sale).toContainText('Public sale: on', { timeout: 15_000 });
    expect((await collectionState(rpcUrl)).saleActive).toBe(true);
    expect(await sentTransactions(wallet)).toBe(2);
    await expectRecorded(page, 'Close the public sale');
  });

  test('behavior: the owner schedules the sale with a date and time in their time zone, then clears it', async ({
    page,
    rpcUrl,
  }) => {
    await openMintAsOwner(page);
    const start = setting(page, mintConsole, 'Start of the public sale');
    await expect(start).toContainText('No start time: the switch alone opens the sale.');
    await start.getByRole('radio', { name: 'At a date and time' }).check();
    await expect(start).toContainText(`In your time zone: ${TIME_ZONE} (GMT+`);

    // Two days after the chain's time, to the minute, written in the visitor's zone.
    const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
      timestamp: Hex;
    };
    const startsAt = Math.floor((Number(block.timestamp) + 2 * DAY_S) / 60) * 60;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(startsAt * 1000))
        .map((part) => [part.type, part.value]),
    );
    await start
      .getByLabel('Date', { exact: true })
      .fill(`${parts.year}-${parts.month}-${parts.day}`);
    await start.getByLabel('Time', { exact: true }).fill(`${parts.hour}:${parts.minute}`);
    await expect(start.locator('.owner-effect')).toContainText(
      'Visitors will see “Sale opens in” counting down to',
    );
    await start.getByRole('button', { name: 'Save the start time' }).click();
    await expect(start.getByText('Start time: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect((await collectionState(rpcUrl)).saleStartsAt).toBe(BigInt(startsAt));
    await expect(main(page).locator('.sale-state')).toContainText('Sale opens in');
    await expectRecorded(page, /^Start the public sale on /);

    await start.getByRole('radio', { name: 'As soon as its switch is on' }).check();
    await expect(start.locator('.owner-effect')).toContainText(
      'Visitors will see “Sale open” and can mint at once',
    );
    await start.getByRole('button', { name: 'Clear the start time' }).click();
    await expect(start).toContainText('No start time: the switch alone opens the sale.', {
      timeout: 15_000,
    });
    expect((await collectionState(rpcUrl)).saleStartsAt).toBe(0n);
  });

  test('behavior: a start time saved on a page that read the sale open leaves the sale closed when a close landed first', async ({
    page,
    rpcUrl,
    wallet,
  }) => {
    await openMintAsOwner(page);
    const sale = setting(page, mintConsole, 'Public sale');
    const start = setting(page, mintConsole, 'Start of the public sale');
    await expect(sale).toContainText('Public sale: on');
    await start.getByRole('radio', { name: 'At a date and time' }).check();
    const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
      timestamp: Hex;
    };
    const startsAt = Math.floor((Number(block.timestamp) + 3 * DAY_S) / 60) * 60;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(startsAt * 1000))
        .map((part) => [part.type, part.value]),
    );
    await start
      .getByLabel('Date', { exact: true })
      .fill(`${parts.year}-${parts.month}-${parts.day}`);
    await start.getByLabel('Time', { exact: true }).fill(`${parts.hour}:${parts.minute}`);
    // Another owner's action (a Safe's queued close, another tab) lands while this page still
    // shows the sale open: the start time must not carry the switch as the page read it.
    await sendMined(
      rpcUrl,
      BEAR,
      encodeFunctionData({ abi: bearNftAbi, functionName: 'setSaleActive', args: [false] }),
    );
    await start.getByRole('button', { name: 'Save the start time' }).click();
    await expect(start.getByText('Start time: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await collectionState(rpcUrl)).toMatchObject({
      saleActive: false,
      saleStartsAt: BigInt(startsAt),
    });
    await expect(sale).toContainText('Public sale: off', { timeout: 15_000 });
    expect(await sentTransactions(wallet)).toBe(1);
  });

  test('behavior: the owner opens the allowlist phase with the published root, then sets another root and closes it', async ({
    page,
    rpcUrl,
    context,
  }) => {
    // The public sale closed first: then the allowlist phase is what visitors get.
    await sendMined(
      rpcUrl,
      BEAR,
      encodeFunctionData({ abi: bearNftAbi, functionName: 'setSaleActive', args: [false] }),
    );
    const published = (await collectionState(rpcUrl)).allowlistRoot;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMintAsOwner(page);
    const allowlist = setting(page, mintConsole, 'Allowlist phase');
    await expect(allowlist).toContainText('Allowlist phase: off');
    await expect(allowlist).toContainText(`Root: ${published.slice(0, 6)}…${published.slice(-4)}`);
    await expect(allowlist.getByTestId('allowlist-file')).toHaveText(
      'Published list: 4 addresses in /allowlists/31337.json (built from allowlists/31337.json); its root is the contract’s.',
    );
    await allowlist.getByRole('button', { name: 'Copy root' }).click();
    await expect(allowlist.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(published);

    await allowlist.getByRole('switch', { name: 'Allowlist phase on' }).check();
    await expect(allowlist.locator('.owner-effect')).toHaveText(
      'Visitors will see “Allowlist sale open”: the 4 listed wallets can mint up to 3 bears each at 0.005 ETH a bear; anyone else is told they are not on the allowlist.',
    );
    await allowlist.getByRole('button', { name: 'Save the allowlist' }).click();
    await expect(allowlist.getByText('Allowlist: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(allowlist).toContainText('Allowlist phase: on');
    expect(await collectionState(rpcUrl)).toMatchObject({
      allowlistActive: true,
      allowlistRoot: published,
    });
    await expect(main(page).locator('.sale-state')).toHaveText('Allowlist sale open');

    // Another root: refused until it is one, then said to leave listed wallets without proofs.
    await allowlist.getByRole('radio', { name: 'Another root' }).check();
    const rootInput = allowlist.getByLabel('Allowlist root (0x and 64 hexadecimal digits)');
    await rootInput.fill('0x1234');
    await expect(allowlist).toContainText(
      'An allowlist root is 0x followed by 64 hexadecimal digits.',
    );
    await expect(allowlist.getByRole('button', { name: 'Save the allowlist' })).toBeDisabled();
    const other = `0x${'ab'.repeat(32)}` as Hex;
    await rootInput.fill(other);
    await allowlist.getByRole('switch', { name: 'Allowlist phase on' }).uncheck();
    await expect(allowlist.locator('.owner-effect')).toHaveText(
      'Listed wallets can no longer mint at the allowlist price; visitors see the public sale as it is: “Sale closed”.',
    );
    await allowlist.getByRole('button', { name: 'Save the allowlist' }).click();
    await expect(allowlist).toContainText('Allowlist phase: off', { timeout: 15_000 });
    expect(await collectionState(rpcUrl)).toMatchObject({
      allowlistActive: false,
      allowlistRoot: other,
    });
    await expect(allowlist.getByTestId('allowlist-file')).toContainText(
      'its root is not the contract’s.',
    );
    // The root and the switch each through their own setter (this wallet sends no bundles):
    // nothing else, the price and limit untouched.
    expect(await collectionState(rpcUrl)).toMatchObject({
      allowlistPrice: parseEther('0.005'),
      allowlistWalletLimit: 3n,
    });
    await expectRecorded(page, 'Open the allowlist phase');
    await expectRecorded(page, `Set the allowlist root to ${other.slice(0, 6)}…${other.slice(-4)}`);
    await expectRecorded(page, 'Close the allowlist phase');
  });

  test('behavior: the owner withdraws the proceeds to their account', async ({ page, rpcUrl }) => {
    const proceeds = BigInt((await rpc(rpcUrl, 'eth_getBalance', [BEAR, 'latest'])) as Hex);
    expect(proceeds).toBe(parseEther('0.06'));
    await openMintAsOwner(page);
    const section = setting(page, mintConsole, 'Proceeds');
    await expect(section.getByTestId('mint-proceeds')).toHaveText('0.06 ETH');
    await expect(section).toContainText(
      'Visitors see no change: the 0.06 ETH the sale collected goes to your account 0xf39F…2266.',
    );
    const before = BigInt(
      (await rpc(rpcUrl, 'eth_getBalance', [ANVIL_ACCOUNT_0, 'latest'])) as Hex,
    );
    await section.getByRole('button', { name: 'Withdraw the proceeds' }).click();
    await expect(section.getByText('Withdraw: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(BigInt((await rpc(rpcUrl, 'eth_getBalance', [BEAR, 'latest'])) as Hex)).toBe(0n);
    const after = BigInt((await rpc(rpcUrl, 'eth_getBalance', [ANVIL_ACCOUNT_0, 'latest'])) as Hex);
    // The proceeds less the transaction's fee (anvil's base fee is 0 here, the tip is small).
    expect(after - before).toBeGreaterThan(parseEther('0.059'));
    await expect(section.getByTestId('mint-proceeds')).toHaveText('0 ETH');
    await expect(section.getByRole('button', { name: 'Withdraw the proceeds' })).toBeDisabled();
    await expectRecorded(page, 'Withdraw 0.06 ETH');
  });
});

test.describe('the staking owner on the home page', () => {
  test('behavior: the owner sets a tier’s APR; the pool shows it and the contract holds it', async ({
    page,
    rpcUrl,
  }) => {
    await openHomeAsOwner(page);
    const aprs = setting(page, stakingConsole, 'APR of each lock period');
    await expect(aprs).toContainText('A stake already sent at the old rate is refused');
    await expect(aprs).toContainText('The contract takes at most 500 %.');
    const week = aprs.getByRole('listitem', { name: '7 days' });
    const input = week.getByLabel('New APR for 7 days, in percent');
    await input.fill('8.123');
    await input.blur();
    await expect(week.getByRole('alert')).toHaveText(
      'A rate has at most two decimals (a basis point).',
    );
    await input.fill('600');
    await expect(week.getByRole('alert')).toHaveText('The contract takes at most 500 %.');
    await input.fill('4,5');
    await expect(week).toContainText(
      'Stakers will see 4.5 % for 7 days instead of 6 %; open positions keep their rate, and a stake sent at 6 % that lands after this is refused.',
    );
    await week.getByRole('button', { name: 'Set APR' }).click();
    await expect(week.getByText('APR of 7 days: Transaction confirmed.')).toBeVisible({
      timeout: 15_000,
    });
    expect(await read<number>(rpcUrl, STAKING, bearStakingAbi, 'tierApr', [1])).toBe(450);
    await expect(week.getByTestId('tier-apr-1')).toHaveText('4.5 %');
    await expect(staking(page).locator('.staking-stats__tiers')).toContainText('4.5 %');
    await expectRecorded(page, 'Set the APR of 7 days to 4.5 %');
  });

  test('behavior: funding approves exactly the amount, then funds, as one flow of two transactions', async ({
    page,
    rpcUrl,
    wallet,
  }) => {
    const statsBefore = await read<{ rewardPool: bigint; rewardsFunded: bigint }>(
      rpcUrl,
      STAKING,
      bearStakingAbi,
      'stats',
    );
    await openHomeAsOwner(page);
    const fund = setting(page, stakingConsole, 'Fund the rewards');
    const split = setting(page, stakingConsole, 'Rewards held by the contract');
    await expect(split).toContainText('Reserved by live stakes');
    await expect(split).toContainText('Free for new stakes');
    await expect(split).toContainText('997,627.8356 BHT');
    await fund.getByLabel('Amount to add').fill('1000');
    await expect(fund.locator('.owner-effect')).toHaveText(
      'Stakers will see the reward pool at 998,627.8356 BHT (+1,000 BHT): stakes it could not cover may then go through.',
    );
    await fund.getByRole('button', { name: 'Approve and fund' }).click();
    await expect(fund.getByText(/^Approval: /)).toBeVisible();
    await expect(fund.getByText('Funding: Transaction confirmed.')).toBeVisible({
      timeout: 20_000,
    });
    expect(await sentTransactions(wallet)).toBe(2);
    const statsAfter = await read<{ rewardPool: bigint; rewardsFunded: bigint }>(
      rpcUrl,
      STAKING,
      bearStakingAbi,
      'stats',
    );
    expect(statsAfter.rewardPool - statsBefore.rewardPool).toBe(parseEther('1000'));
    expect(statsAfter.rewardsFunded - statsBefore.rewardsFunded).toBe(parseEther('1000'));
    // Exactly the amount was approved: nothing is left approved after the funding.
    expect(
      await read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'allowance', [ANVIL_ACCOUNT_0, STAKING]),
    ).toBe(0n);
    await expect(split).toContainText('998,627.8356 BHT');
    await expect(fund.getByLabel('Amount to add')).toHaveValue('');
    await expectRecorded(page, 'Approve 1,000 BHT for the rewards');
    await expectRecorded(page, 'Fund the rewards with 1,000 BHT');
  });
});

test('behavior: a visitor and an account that owns nothing never see either console, nor load it', async ({
  page,
  wallet,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/ownerconsole|owner-console/i.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/');
  await expect(staking(page).getByText('Total deposited')).toBeVisible();
  await expect(staking(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(stakingConsole(page)).toHaveCount(0);

  // The wallet's account is dev account #1 from the start (the test wallet keeps its state in
  // the tab's sessionStorage): the owner's account never connects here.
  await page.evaluate(
    ([key, account]) => sessionStorage.setItem(key, JSON.stringify({ accounts: [account] })),
    ['bear-hub-test-wallet', NOT_OWNER] as const,
  );
  await page.reload();
  await pickWallet(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /0x7099…79C8/ })).toBeVisible();
  await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
  await expect(staking(page).getByText('Balance: 10,000 BHT')).toBeVisible();
  await expect(stakingConsole(page)).toHaveCount(0);

  await page.goto('/mint');
  await expect(main(page).getByText('0 of 5')).toBeVisible();
  await expect(mintConsole(page)).toHaveCount(0);
  await expect(page.getByText('Only you see this')).toHaveCount(0);
  expect(chunks).toEqual([]);

  // The owner's account on the same page: the console appears, its chunk loaded only now.
  await wallet.emitAccountsChanged([ANVIL_ACCOUNT_0]);
  await expect(mintConsole(page)).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

/** How far each card of the staking hub is taller than what it holds (its own padding aside). */
async function cardSlack(page: Page) {
  return page.locator('.staking__grid > .staking-card').evaluateAll((cards) =>
    cards.map((card) => {
      const style = getComputedStyle(card);
      const children = [...card.children].filter(
        (child) => (child as HTMLElement).offsetParent !== null,
      );
      const top = Math.min(...children.map((child) => child.getBoundingClientRect().top));
      const bottom = Math.max(...children.map((child) => child.getBoundingClientRect().bottom));
      const inner =
        card.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderTopWidth) -
        parseFloat(style.borderBottomWidth);
      return { card: card.className, slack: Math.round(inner - (bottom - top)) };
    }),
  );
}

/** The rows the five lock periods of a list take: the number of items in each row. */
async function rowsOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

test.describe('the home page’s cards at four widths', () => {
  for (const width of [1440, 1024, 768, 360]) {
    test(`behavior: at ${width} px no card stands half empty and the five lock periods share their rows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await connectFromHeader(page);
      await expect(staking(page).getByRole('heading', { name: 'Your position' })).toBeVisible();
      await expect(stakingConsole(page)).toBeVisible();
      await expect(staking(page).getByRole('radio', { name: /^365 days/ })).toBeVisible();

      const fiveInARow = width >= 768;
      expect(await rowsOf(page, '.stake-form__tiers .tier-option')).toEqual(
        fiveInARow ? [5] : [3, 2],
      );
      expect(await rowsOf(page, '.staking-stats__tiers > div')).toEqual(fiveInARow ? [5] : [3, 2]);
      // The pool, the position and the form are as tall as what they hold (the list's empty
      // state sits in the middle of what the form leaves beside it).
      for (const { card, slack } of await cardSlack(page)) {
        if (card.includes('staking-list')) continue;
        // A margin at most: a stretched card was hundreds of pixels taller than its content.
        expect(slack, card).toBeLessThanOrEqual(24);
      }
      if (width >= 1024) {
        const form = await staking(page).locator('.stake-form').boundingBox();
        const stats = await staking(page).locator('.staking-stats').boundingBox();
        const list = await staking(page).locator('.staking-list').boundingBox();
        expect(form!.x).toBeGreaterThan(stats!.x + stats!.width);
        expect(Math.abs(form!.y - stats!.y)).toBeLessThanOrEqual(2);
        // The left column ends level with the form, or below it with the positions.
        expect(list!.y + list!.height).toBeGreaterThanOrEqual(form!.y + form!.height - 2);
      }

      // Both consoles meet WCAG 2.1 AA as the owner sees them: here at the middle widths,
      // at 360 and 1440 px in both schemes by accessibility.spec.ts.
      const schemes: 'light'[] = width === 1440 || width === 360 ? [] : ['light'];
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${width}.png`, fullPage: true });
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await axeScan(page), `/ ${scheme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/mint');
      await expect(mintConsole(page)).toBeVisible();
      await expect(mintConsole(page).getByTestId('allowlist-file')).toContainText('4 addresses');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/mint-${width}.png`, fullPage: true });
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await axeScan(page), `/mint ${scheme}`).toEqual([]);
      }
    });
  }
});
