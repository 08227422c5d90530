import { useEffect, useState } from 'react';
import { CLAIMABLE_TICK_MS } from '@/config/constants';

const MS_PER_S = 1_000;

/**
 * The chain's time now (unix seconds), ticking every CLAIMABLE_TICK_MS without asking the
 * chain: the block time of the last read plus the local time elapsed since that read. Unlocks
 * and rewards follow the chain's clock, not the visitor's (which may be off by minutes).
 */
export function useChainClock(readTimestampS: number | undefined, readAtMs: number | undefined) {
  const [localNowMs, setLocalNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocalNowMs(Date.now()), CLAIMABLE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (readTimestampS === undefined || readAtMs === undefined) return undefined;
  const offsetS = readTimestampS - readAtMs / MS_PER_S;
  return Math.max(readTimestampS, localNowMs / MS_PER_S + offsetS);
}
