/**
 * What the header's account button and the account dialog show about the connected account.
 * Produced by `useAccountProfile` (ENS name and avatar cached one day, native balance refreshed
 * on the polling interval while the tab is visible).
 */
export interface AccountProfile {
  ensName: string | null;
  ensAvatar: string | null;
  balance: {
    /** Base units as a decimal string. */
    value: string;
    decimals: number;
    symbol: string;
  } | null;
  isLoading: boolean;
}
