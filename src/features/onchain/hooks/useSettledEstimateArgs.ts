import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { WRITE_ESTIMATE_DEBOUNCE_MS } from '@/config/writes';

const SKIP = '';

/**
 * A fee estimate's arguments once the input has stayed the same for WRITE_ESTIMATE_DEBOUNCE_MS,
 * with the account's latest confirmed transaction (`after`: its own write moves what a preview
 * shows). `settling`: the shown estimate is of an earlier input.
 */
export function useSettledEstimateArgs<Args extends { chainId: number; account: string }>(
  args: Args | typeof skipToken,
): { args: (Args & { after?: string }) | typeof skipToken; settling: boolean } {
  const after = useAppSelector((state) =>
    args === skipToken
      ? undefined
      : state.transactions.byAccount[args.account.toLowerCase()]?.[String(args.chainId)]?.find(
          (record) => record.status === 'confirmed',
        )?.hash,
  );
  // Plain data (decimal strings): its JSON is the arguments' identity.
  const key = args === skipToken ? SKIP : JSON.stringify(after ? { ...args, after } : args);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return undefined;
    const timer = setTimeout(() => setSettled(key), WRITE_ESTIMATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, settled]);
  return {
    args: settled === SKIP ? skipToken : (JSON.parse(settled) as Args & { after?: string }),
    settling: key !== settled,
  };
}
