/** What the account button and dialog show about the connected account (`useAccountProfile`). */
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
