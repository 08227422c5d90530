/** The sale's start as the owner's console edits it: a local date and time, and Unix seconds. */
import { dateTimeFormat } from '@/i18n/format';

const MS_PER_S = 1_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** What `<input type="date">` and `<input type="time">` take: `YYYY-MM-DD` and `HH:MM`. */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** Unix seconds as the local date and time of the browser's time zone (empty for 0). */
export function toLocalDateTime(unixSeconds: number): LocalDateTime {
  if (unixSeconds === 0) return { date: '', time: '' };
  const moment = new Date(unixSeconds * MS_PER_S);
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * A local date and time as Unix seconds, or null when either is missing or not a real moment
 * (31 February). A time the clocks skip when they go forward reads as the moment after the gap.
 */
export function fromLocalDateTime({ date, time }: LocalDateTime): number | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = clock.slice(1).map(Number) as [number, number];
  const moment = new Date(year, month - 1, dayOfMonth, hours, minutes);
  if (moment.getMonth() !== month - 1 || moment.getDate() !== dayOfMonth) return null;
  return Math.floor(moment.getTime() / MS_PER_S);
}

/** The browser's time zone and its offset now, as the console names them ("Europe/Paris", "GMT+1"). */
export function localTimeZone(at: Date = new Date()): { zone: string; offset: string } {
  const zone = dateTimeFormat().resolvedOptions().timeZone;
  const offset =
    dateTimeFormat({ timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return { zone, offset };
}
