import { readFile } from 'node:fs/promises';
import { parseEther } from 'viem';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { read } from './support/chainReads';
import { stakeDirect } from './support/chainWrites';
import { expect, test } from './support/fixtures';
import { FIRST_OWN_POSITION, connectOnHome, positionRow } from './support/hubPage';
import { LOCAL_CHAIN_ID } from './support/testWallet';

// A locked position's reminders against the local chain: the calendar file carries the
// contract's own unlock time.

const { bearStaking: STAKING } = localDeployments[LOCAL_CHAIN_ID];
const POSITION_ID = BigInt(FIRST_OWN_POSITION.replace('Position #', ''));

test.use({ viewport: { width: 1440, height: 900 } });

/** unix seconds as RFC 5545's UTC form: 20261126T065518Z. */
const icsUtc = (seconds: bigint) =>
  new Date(Number(seconds) * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

test('behavior: a locked position’s calendar file starts at the contract’s unlock time, in UTC, with the hub’s link', async ({
  page,
  rpcUrl,
}) => {
  await stakeDirect(rpcUrl, parseEther('500'), 3);
  const { unlocksAt } = await read<{ unlocksAt: bigint }>(
    rpcUrl,
    STAKING,
    bearStakingAbi,
    'position',
    [POSITION_ID],
  );
  await connectOnHome(page);
  const position = positionRow(page, FIRST_OWN_POSITION);
  const download = page.waitForEvent('download');
  await position.getByRole('button', { name: 'Add the unlock to my calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`bear-hub-position-${POSITION_ID}-unlock.ics`);
  const text = await readFile((await file.path())!, 'utf8');
  const origin = new URL(page.url()).origin;
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded).toMatch(new RegExp(`\\r\\nDTSTART:${icsUtc(unlocksAt)}\\r\\n`));
  expect(unfolded).toContain(`\r\nURL:${origin}/\r\n`);
  expect(unfolded).toContain(`${origin}/`);
  await expect(
    position.getByText(`Saved bear-hub-position-${POSITION_ID}-unlock.ics`, { exact: false }),
  ).toBeVisible();
});

test('behavior: permission for notifications is asked only on the press; granted, one is scheduled and said', async ({
  page,
  rpcUrl,
}) => {
  await stakeDirect(rpcUrl, parseEther('500'), 1);
  // The headless shell has no notification service (it answers "denied"): a stand-in that
  // grants, and counts the requests.
  await page.addInitScript(() => {
    const state = { asks: 0 };
    class GrantingNotification {
      static permission = 'default';
      static async requestPermission() {
        state.asks += 1;
        GrantingNotification.permission = 'granted';
        return 'granted';
      }
    }
    Object.assign(window, { Notification: GrantingNotification, notificationAsks: state });
  });
  await connectOnHome(page);
  const position = positionRow(page, FIRST_OWN_POSITION);
  const asks = () =>
    page.evaluate(
      () => (window as unknown as { notificationAsks: { asks: number } }).notificationAsks.asks,
    );
  await expect(position.getByRole('button', { name: 'Notify me at unlock' })).toBeVisible();
  expect(await asks()).toBe(0);
  await position.getByRole('button', { name: 'Notify me at unlock' }).click();
  await expect(
    position.getByText('You will be notified at the unlock while this page stays open.'),
  ).toBeVisible();
  expect(await asks()).toBe(1);
});

test('behavior: where the browser refuses notifications, the press says so in words', async ({
  page,
  rpcUrl,
}) => {
  await stakeDirect(rpcUrl, parseEther('500'), 1);
  await connectOnHome(page);
  const position = positionRow(page, FIRST_OWN_POSITION);
  await position.getByRole('button', { name: 'Notify me at unlock' }).click();
  await expect(
    position.getByText(
      /^(Notifications are blocked for this site|Notifications were not allowed|This browser cannot show notifications)/,
    ),
  ).toBeVisible();
});
