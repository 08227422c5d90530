import { lazy, Suspense } from 'react';
import type { AccountProfile } from '../profile';
import { AccountButton, type AccountButtonProps } from './AccountButton';

const ProfiledAccountButton = lazy(async () => ({
  default: (await import('./ProfiledAccountButton')).ProfiledAccountButton,
}));

/** What the button shows before the profile is read: the address, no balance, no ENS name. */
const NO_PROFILE: AccountProfile = { ensName: null, ensAvatar: null, balance: null, isLoading: true };

/**
 * The header's account button, connected state only. The profile reads (RTK Query hooks, the
 * chain-read cache) come in a chunk of their own, fetched once a wallet is connected, so a
 * visitor's hydrating JavaScript does not carry them. Until it arrives the button shows what it
 * shows before the profile is read anyway: the short address, no balance (nothing moves).
 */
export function LazyAccountButton(props: Omit<AccountButtonProps, 'profile'>) {
  return (
    <Suspense fallback={<AccountButton {...props} profile={NO_PROFILE} />}>
      <ProfiledAccountButton {...props} />
    </Suspense>
  );
}
