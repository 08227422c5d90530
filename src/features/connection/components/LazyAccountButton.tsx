import { lazy, Suspense, useState } from 'react';
import type { AccountProfile } from '../profile';
import { AccountButton, type AccountButtonProps } from './AccountButton';

const AccountProfileReader = lazy(async () => ({
  default: (await import('./AccountProfileReader')).AccountProfileReader,
}));

/** Before the profile is read: the address, no balance, no ENS name. */
const NO_PROFILE: AccountProfile = {
  ensName: null,
  ensAvatar: null,
  balance: null,
  isLoading: true,
};

/**
 * The account button, its profile reads in a chunk of their own (off the first view). The chunk
 * brings a reader that hands the profile up, not a second button: a swapped button would lose
 * its focus and a click straddling the swap.
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
