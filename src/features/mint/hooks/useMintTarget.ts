import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { resolveMintTarget, type MintTarget } from '../mintTarget';

/** The mint page's target (mode, chain and contract to read, account) for the connection. */
export function useMintTarget(): MintTarget {
  const status = useAppSelector((state) => state.connection.status);
  const account = useAppSelector((state) => state.connection.account);
  const chain = useAppSelector((state) => state.connection.chain);
  return useMemo(() => resolveMintTarget({ status, account, chain }), [status, account, chain]);
}
