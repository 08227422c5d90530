// Tier ids and day buckets the handlers share.

/** BearStaking's flexible tier (no lock) and its locked tiers. */
export const FLEXIBLE_TIER = 0;
export const LOCKED_TIERS = [1, 2, 3, 4] as const;

export const SECONDS_PER_DAY = 86_400n;

/** The first second (UTC) of the day holding `timestamp`. */
export function dayOf(timestamp: bigint): bigint {
  return timestamp - (timestamp % SECONDS_PER_DAY);
}
