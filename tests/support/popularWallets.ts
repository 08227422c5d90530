/**
 * The specification's 'Popular' wallets, by the name a visitor reads, in the spec's order. Written
 * out, not read from src/wallet/walletMetadata.ts: the tests that use it pin the app's list to the
 * spec. No test-runner imports, so that the end-to-end specs can use it too.
 */
export const SPEC_POPULAR_WALLET_NAMES = [
  'Browser Wallet',
  'Safe',
  'Rainbow',
  'Coinbase Wallet',
  'MetaMask',
  'WalletConnect',
  'Brave Wallet',
] as const;
