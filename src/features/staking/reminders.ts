/** A locked position's unlock reminders (calendar file, notification), loaded on a press. */
import { saveTextFile } from '@/components/saveTextFile';

/** RFC 5545 §3.1: content lines are folded so that none is longer than 75 octets. */
const ICS_LINE_OCTETS = 75;
/** setTimeout's longest delay (~24.8 days): a longer one fires at once, so it is waited in steps. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
const MS_PER_S = 1_000;

/** A UTC date-time as RFC 5545 writes it: 20261126T065518Z. */
export function icsUtc(unixSeconds: number): string {
  return new Date(unixSeconds * MS_PER_S)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value escaped (RFC 5545 §3.3.11). */
function icsText(value: string): string {
  return value.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded (§3.1): a continuation's leading space counts; no character is split. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > ICS_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The calendar file of one unlock: one VEVENT, CRLF line ends. */
export function unlockCalendar(event: {
  /** Stable for the position: the same file twice is one event in a calendar. */
  uid: string;
  /** Unix seconds. */
  stampedAt: number;
  unlocksAt: number;
  summary: string;
  description: string;
  url: string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bear Hub//Staking reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stampedAt)}`,
    `DTSTART:${icsUtc(event.unlocksAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function downloadCalendar(text: string, file: string): void {
  saveTextFile(text, file, 'text/calendar;charset=utf-8');
}

/** Asks for the permission (only ever from a button press: browsers ignore it otherwise). */
export async function askNotificationPermission(): Promise<
  'granted' | 'denied' | 'dismissed' | 'unsupported'
> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const { permission } = Notification;
  const answer = permission === 'default' ? await Notification.requestPermission() : permission;
  return answer === 'default' ? 'dismissed' : answer;
}

/** The notifications waiting in this page, by position, so a second press replaces one. */
const scheduled = new Map<string, () => void>();

export function cancelUnlockNotification(key: string): void {
  scheduled.get(key)?.();
}

/** Shows a notification `delayMs` from now, while the page stays open. */
export function scheduleUnlockNotification(
  key: string,
  delayMs: number,
  title: string,
  body: string,
  onShown?: () => void,
): void {
  cancelUnlockNotification(key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dueAt = Date.now() + Math.max(0, delayMs);
  const wait = () => {
    const left = dueAt - Date.now();
    if (left > 0) {
      timer = setTimeout(wait, Math.min(left, MAX_TIMER_DELAY_MS));
      return;
    }
    scheduled.delete(key);
    new Notification(title, { body, tag: key });
    onShown?.();
  };
  scheduled.set(key, () => {
    clearTimeout(timer);
    scheduled.delete(key);
  });
  wait();
}
