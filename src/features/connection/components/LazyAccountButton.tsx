import { lazy, Suspense, useState } from 'react';
import type { AccountProfile } from '../profile';
import { AccountButton, type AccountButtonProps } from './AccountButton';

const AccountProfileReader = lazy(async () => ({
  default: (await import('./AccountProfileReader')).AccountProfileReader,
}));

/** What the button shows before the profile is read: the address, no balance, no ENS name. */
const NO_PROFILE: AccountProfile = {
  ensName: null,
  ensAvatar: null,
  balance: null,
  isLoading: true,
};

/**
 * The header's account button, connected state only. The profile reads (RTK Query hooks, the
 * chain-read cache) come in a chunk of their own, fetched once a wallet is connected, so a
 * visitor's hydrating JavaScript does not carry them. Until it arrives the button shows what it
 * shows before the profile is read anyway: the short address, no balance (nothing moves).
 *
 * The button is one element from the first render on: the chunk brings a reader that hands the
 * profile up, not a second button. A button swapped for another when the chunk arrives loses
 * the keyboard focus it had, and a click whose press and release straddle the swap.
 */
export function LazyAccountButton(props: Omit<AccountButtonProps, 'profile'>) {
  const [profile, setProfile] = useState<AccountProfile>(NO_PROFILE);
  return (
    <>
      <AccountButton {...props} profile={profile} />
      <Suspense fallback={null}>
        <AccountProfileReader onProfile={setProfile} />
      </Suspense>
    </>
  );
}
