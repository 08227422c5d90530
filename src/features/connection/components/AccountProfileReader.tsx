import { useEffect } from 'react';
import { useAccountProfile } from '../hooks/useAccountProfile';
import type { AccountProfile } from '../profile';

/** Hands each new profile of the connected account to `onProfile`; renders nothing. */
export function AccountProfileReader({
  onProfile,
}: {
  onProfile: (profile: AccountProfile) => void;
}) {
  const { ensName, ensAvatar, balance, isLoading } = useAccountProfile();
  useEffect(() => {
    onProfile({ ensName, ensAvatar, balance, isLoading });
  }, [onProfile, ensName, ensAvatar, balance, isLoading]);
  return null;
}
