// Reading and refusing the API's query parameters. Every refusal is a 4xx with a JSON body
// `{ "error": { "code", "message" } }` that says what was wrong and what is accepted.
import type { Context } from 'hono';
import { isAddress } from 'viem';

/** Newest-first event lists (activity, mints, transfers, APR changes). */
export const EVENT_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
/** Ascending series for charts (per block, per day). */
export const SERIES_PAGE = { defaultLimit: 500, maxLimit: 1000 } as const;

export class RequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Refuses query parameters the route does not know (a typo would silently do nothing). */
export function onlyParameters(c: Context, known: readonly string[]): void {
  for (const name of Object.keys(c.req.queries())) {
    if (!known.includes(name)) {
      throw new RequestError(
        400,
        'unknown_parameter',
        `unknown query parameter "${name}"; this route takes: ${known.join(', ') || 'none'}`,
      );
    }
  }
}

/** The `:account` path segment, lower-cased as the tables store addresses. */
export function readAccount(c: Context): `0x${string}` {
  const value = c.req.param('account') ?? '';
  // Mixed case must carry a valid EIP-55 checksum; all-lower or all-upper is accepted as is.
  if (!isAddress(value, { strict: true })) {
    throw new RequestError(
      400,
      'invalid_account',
      `"${value}" is not an address: expected 0x and 40 hex digits (a mixed-case address must have a valid checksum)`,
    );
  }
  return value.toLowerCase() as `0x${string}`;
}

/** `limit`: a whole number from 1 to the route's maximum, or its default when absent. */
export function readLimit(
  c: Context,
  { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): number {
  const raw = c.req.query('limit');
  if (raw === undefined) return defaultLimit;
  const limit = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(limit >= 1 && limit <= maxLimit)) {
    throw new RequestError(
      400,
      'invalid_limit',
      `limit must be a whole number from 1 to ${maxLimit} (default ${defaultLimit}), not "${raw}"`,
    );
  }
  return limit;
}

/** A chart's series: `points` it draws at most (default and maximum). */
export const SERIES_POINTS = { defaultPoints: 300, maxPoints: 1000 } as const;

/** `points`: a whole number from 2 to SERIES_POINTS.maxPoints, or the default when absent. */
export function readPoints(c: Context): number {
  const raw = c.req.query('points');
  const { defaultPoints, maxPoints } = SERIES_POINTS;
  if (raw === undefined) return defaultPoints;
  const points = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(points >= 2 && points <= maxPoints)) {
    throw new RequestError(
      400,
      'invalid_points',
      `points must be a whole number from 2 to ${maxPoints} (default ${defaultPoints}), not "${raw}"`,
    );
  }
  return points;
}

/** An address query parameter, lower-cased, or undefined when absent. */
export function readAddressParameter(c: Context, name: string): `0x${string}` | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (!isAddress(value, { strict: true })) {
    throw new RequestError(
      400,
      'invalid_account',
      `${name} "${value}" is not an address: expected 0x and 40 hex digits (a mixed-case address must have a valid checksum)`,
    );
  }
  return value.toLowerCase() as `0x${string}`;
}

/** A position in an event list: the block number and the log's index in it. */
export interface EventCursor {
  blockNumber: bigint;
  logIndex: number;
}

const CURSOR_PATTERN = /^(\d{1,19})\.(\d{1,9})$/;

export function formatCursor({ blockNumber, logIndex }: EventCursor): string {
  return `${blockNumber}.${logIndex}`;
}

/** `cursor`: a `nextCursor` this API returned ("<block>.<logIndex>"), or none for page one. */
export function readEventCursor(c: Context): EventCursor | undefined {
  const raw = c.req.query('cursor');
  if (raw === undefined) return undefined;
  const match = CURSOR_PATTERN.exec(raw);
  if (!match) {
    throw new RequestError(
      400,
      'invalid_cursor',
      `cursor must be a nextCursor this API returned ("<block>.<logIndex>"), not "${raw}"`,
    );
  }
  return { blockNumber: BigInt(match[1]!), logIndex: Number(match[2]) };
}

/** A whole-number query parameter (a block number, a token id), or undefined when absent. */
export function readWholeNumber(c: Context, name: string, code: string): bigint | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,30}$/.test(raw)) {
    throw new RequestError(400, code, `${name} must be a whole number, not "${raw}"`);
  }
  return BigInt(raw);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS_PER_DAY = 86_400;

/** `from` of a daily series: a UTC date "YYYY-MM-DD", as the first second of that day. */
export function readDay(c: Context, name: string): bigint | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  const match = DAY_PATTERN.exec(raw);
  const milliseconds = match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) : Number.NaN;
  // Date.UTC rolls 2026-02-31 over into March: a real date formats back to itself.
  if (!match || new Date(milliseconds).toISOString().slice(0, 10) !== raw) {
    throw new RequestError(400, 'invalid_day', `${name} must be a date "YYYY-MM-DD", not "${raw}"`);
  }
  return BigInt(milliseconds / 1000);
}

/** "YYYY-MM-DD" of a day's first second. */
export function formatDay(dayStart: bigint): string {
  return new Date(Number(dayStart) * 1000).toISOString().slice(0, 10);
}

export function nextDay(dayStart: bigint): string {
  return formatDay(dayStart + BigInt(SECONDS_PER_DAY));
}
