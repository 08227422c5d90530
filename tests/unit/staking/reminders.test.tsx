import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StakingPosition } from '@/features/hub/slice';
import { PositionReminders } from '@/features/staking/components/StakingList';
import {
  cancelUnlockNotification,
  foldLine,
  MAX_TIMER_DELAY_MS,
  scheduleUnlockNotification,
  unlockCalendar,
} from '@/features/staking/reminders';

const STAKING = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as const;
const DAY_S = 86_400;
const NOW_S = 1_800_000_000;

/** A stand-in for the browser's Notification: records what was shown. */
function fakeNotifications(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; body?: string }[] = [];
  const requestPermission = vi.fn(async () => answer);
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

describe('the unlock in a calendar file', () => {
  it('contract: one VEVENT with UID, DTSTAMP, DTSTART in UTC, SUMMARY and DESCRIPTION with the hub’s link, CRLF, folded at 75 octets', () => {
    const text = unlockCalendar({
      uid: `position-6.${STAKING.toLowerCase()}.31337@hub.example`,
      stampedAt: NOW_S,
      unlocksAt: NOW_S + 30 * DAY_S + 5,
      summary: 'Bear Hub: position #6 unlocks',
      description:
        'Position #6 (1,000 BHT) unlocks: from now on you can unstake it at https://hub.example/',
      url: 'https://hub.example/',
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Bear Hub//Staking reminders//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:position-6.0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0.31337@hub.example',
        'DTSTAMP:20270115T080000Z',
        'DTSTART:20270214T080005Z',
        'SUMMARY:Bear Hub: position #6 unlocks',
        'DESCRIPTION:Position #6 (1\\,000 BHT) unlocks: from now on you can unstake i',
        ' t at https://hub.example/',
        'URL:https://hub.example/',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(text.split('\r\n')[10]).toHaveLength(75);
  });

  it('contract: a long line of several-byte characters folds at 75 octets without splitting a character, and unfolds to itself', () => {
    const line = `SUMMARY:${'仓位已解锁'.repeat(12)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.split('\r\n').length).toBeGreaterThan(2);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('the notification at unlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cancelUnlockNotification('p');
    vi.useRealTimers();
  });

  it('behavior: shown once at the unlock, even past the longest delay a timer can hold', () => {
    const { shown } = fakeNotifications('granted');
    const onShown = vi.fn();
    const delay = 30 * DAY_S * 1_000;
    expect(delay).toBeGreaterThan(MAX_TIMER_DELAY_MS);
    scheduleUnlockNotification(
      'p',
      delay,
      'Position #6 has unlocked',
      'You can unstake it now.',
      onShown,
    );
    vi.advanceTimersByTime(delay - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([{ title: 'Position #6 has unlocked', body: 'You can unstake it now.' }]);
    expect(onShown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(delay);
    expect(shown).toHaveLength(1);
  });

  it('behavior: pressing again replaces the waiting notification instead of adding one', () => {
    const { shown } = fakeNotifications('granted');
    scheduleUnlockNotification('p', 1_000, 'first', '');
    scheduleUnlockNotification('p', 2_000, 'second', '');
    vi.advanceTimersByTime(5_000);
    expect(shown.map((one) => one.title)).toEqual(['second']);
  });
});

describe('a locked position’s reminders', () => {
  const position: StakingPosition = {
    id: '6',
    amount: (1_000n * 10n ** 18n).toString(),
    tier: 3,
    aprBps: 1200,
    startedAt: NOW_S - DAY_S,
    unlocksAt: NOW_S + 29 * DAY_S,
    rewardEndsAt: NOW_S + 29 * DAY_S,
    claimed: '0',
    claimable: '0',
  };
  const dashboard = {
    chainId: 31337,
    stakingAddress: STAKING,
    token: { address: STAKING, symbol: 'BHT', decimals: 18 },
  };
  const renderReminders = () =>
    render(<PositionReminders position={position} dashboard={dashboard} chainNowS={NOW_S} />);

  it('behavior: the calendar button downloads an .ics whose DTSTART is the contract’s unlock, and says so', async () => {
    let saved: Blob | undefined;
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderReminders();
    await user.click(screen.getByRole('button', { name: 'Add the unlock to my calendar' }));
    expect(
      await screen.findByText(
        'Saved bear-hub-position-6-unlock.ics: open it to add the unlock to your calendar.',
      ),
    ).toBeInTheDocument();
    expect(names).toEqual(['bear-hub-position-6-unlock.ics']);
    expect(saved?.type).toBe('text/calendar;charset=utf-8');
    const text = await saved!.text();
    expect(text).toContain('\r\nDTSTART:20270213T080000Z\r\n');
    expect(text).toContain(`${location.origin}/`);
  });

  it('behavior: without a Notification API, the page says so plainly', async () => {
    vi.stubGlobal('Notification', undefined);
    const user = userEvent.setup();
    renderReminders();
    await user.click(screen.getByRole('button', { name: 'Notify me at unlock' }));
    expect(await screen.findByText('This browser cannot show notifications.')).toBeInTheDocument();
  });

  it('behavior: blocked notifications are said, and no permission is asked again', async () => {
    const { requestPermission } = fakeNotifications('denied');
    const user = userEvent.setup();
    renderReminders();
    await user.click(screen.getByRole('button', { name: 'Notify me at unlock' }));
    expect(await screen.findByText(/^Notifications are blocked for this site/)).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('behavior: permission is asked only on the press; granted, the notification comes at the unlock', async () => {
    const { requestPermission, shown } = fakeNotifications('default', 'granted');
    renderReminders();
    expect(requestPermission).not.toHaveBeenCalled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Notify me at unlock' }));
      expect(
        await screen.findByText('You will be notified at the unlock while this page stays open.'),
      ).toBeInTheDocument();
      expect(requestPermission).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(29 * DAY_S * 1_000));
      expect(shown).toEqual([
        { title: 'Position #6 has unlocked', body: 'You can unstake it now.' },
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('Position #6 has unlocked');
    } finally {
      cancelUnlockNotification(`31337:${STAKING.toLowerCase()}:6`);
      vi.useRealTimers();
    }
  });
});
