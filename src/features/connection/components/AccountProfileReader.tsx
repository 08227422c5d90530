import { useEffect } from 'react';
import { useAccountProfile } from '../hooks/useAccountProfile';
import type { AccountProfile } from '../profile';

/**
 * Reads the connected account's profile (ENS, balance) from the chain and hands each new one to
 * `onProfile`; renders nothing. Its own chunk (see `LazyAccountButton`): the chain-read hooks it
 * needs stay out of the first view.
 */
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
