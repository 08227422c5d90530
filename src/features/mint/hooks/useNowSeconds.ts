import { useEffect, useState } from 'react';
import { SALE_COUNTDOWN_TICK_MS } from '@/config/constants';

const nowSeconds = () => Math.floor(Date.now() / 1_000);

/**
 * Unix time in seconds, as of mount, then updated every tick while `ticking` (the sale
 * countdown); without a countdown no clock runs.
 */
export function useNowSeconds(ticking: boolean): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(nowSeconds()), SALE_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
