import type { AccountProfile } from '../profile';

const EMPTY_PROFILE: AccountProfile = {
  ensName: null,
  ensAvatar: null,
  balance: null,
  isLoading: false,
};

// Placeholder: the wallet layer replaces this hook with the ENS and balance reads.
export function useAccountProfile(): AccountProfile {
  return EMPTY_PROFILE;
}
