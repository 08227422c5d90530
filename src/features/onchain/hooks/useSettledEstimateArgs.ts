import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { WRITE_ESTIMATE_DEBOUNCE_MS } from '@/config/writes';

const SKIP = '';

/**
 * A fee estimate's arguments once the form's input has stayed the same for
 * WRITE_ESTIMATE_DEBOUNCE_MS (typing an amount asks once), with the account's
 * latest confirmed transaction on the chain (`after`: the account's own write moves what a
 * preview shows, so it asks again). `settling`: the shown estimate is of an earlier input.
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
