import { useEffect, useState } from 'react';

const MS_PER_S = 1_000;

/**
 * The chain's time now (Unix seconds), redrawn every `tickMs` while `ticking`: the last read's
 * block time plus the local time since it arrived (so unlocks follow the chain's clock), else now.
 */
export function useChainClock(
  anchor: { blockTimeS: number | undefined; receivedAtMs: number | undefined } | undefined,
  tickMs: number,
  ticking = true,
): number {
  const [localNowMs, setLocalNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setLocalNowMs(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, ticking]);
  const localNowS = localNowMs / MS_PER_S;
  if (anchor?.blockTimeS === undefined || anchor.receivedAtMs === undefined) return localNowS;
  const offsetS = anchor.blockTimeS - anchor.receivedAtMs / MS_PER_S;
  return Math.max(anchor.blockTimeS, localNowS + offsetS);
}
