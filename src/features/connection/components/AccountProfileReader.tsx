import { useEffect } from 'react';
import { useAccountProfile, type AccountProfile } from '../hooks/useAccountProfile';

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
