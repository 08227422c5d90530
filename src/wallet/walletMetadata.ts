import { monogramIcon } from './icons';
import type { WalletId, WalletMetadata, WalletSetupStep } from './types';

/** The 'Popular' wallets, in the order of the specification. */
export const POPULAR_WALLET_IDS = [
  'injected',
  'safe',
  'rainbow',
  'coinbase',
  'metaMask',
  'walletConnect',
  'brave',
] as const;

const steps = (...names: WalletSetupStep[]) => names.map((step) => ({ step }));

/** The spec's setup steps of an app with a phone app and an extension (their words: `setup.*`). */
const APP_SETUP: WalletMetadata['setup'] = {
  mobile: steps('install', 'create', 'scan'),
  extension: steps('install', 'create', 'refresh'),
};

/** A wallet with a monogram icon (`[label, background, foreground?]`) and the usual defaults. */
function wallet(
  id: WalletId,
  name: string,
  [label, background, foreground]: [string, string, string?],
  details: Partial<WalletMetadata> = {},
): WalletMetadata {
  return {
    id,
    name,
    rdns: [],
    icon: monogramIcon(label, background, foreground),
    iconBackground: background,
    downloadUrls: {},
    setup: {},
    usesWalletConnect: false,
    ...details,
  };
}

// Only links the connect dialog can show: it prefers `chrome` and the app stores to the others.
export const WALLET_METADATA: Readonly<Record<WalletId, WalletMetadata>> = {
  injected: wallet('injected', 'Browser Wallet', ['BW', '#6b7280']),
  safe: wallet('safe', 'Safe', ['S', '#12ff80', '#121312'], {
    downloadUrls: {
      download: 'https://safe.global/wallet',
      ios: 'https://apps.apple.com/app/safe-wallet/id1515759131',
      android: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    },
  }),
  rainbow: wallet('rainbow', 'Rainbow', ['R', '#0c6efd'], {
    rdns: ['me.rainbow'],
    downloadUrls: {
      download: 'https://rainbow.me/download',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    },
    setup: APP_SETUP,
    usesWalletConnect: true,
    mobileDeepLinkPrefix: 'rainbow://wc?uri=',
  }),
  coinbase: wallet('coinbase', 'Coinbase Wallet', ['C', '#2c5ff6'], {
    rdns: ['com.coinbase.wallet'],
    downloadUrls: {
      download: 'https://www.coinbase.com/wallet/downloads',
      ios: 'https://apps.apple.com/us/app/coinbase-wallet-nfts-crypto/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      chrome:
        'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    },
    setup: APP_SETUP,
  }),
  metaMask: wallet('metaMask', 'MetaMask', ['M', '#f6851b'], {
    rdns: ['io.metamask', 'io.metamask.mobile'],
    downloadUrls: {
      download: 'https://metamask.io/download',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    },
    setup: APP_SETUP,
    usesWalletConnect: true,
    mobileDeepLinkPrefix: 'metamask://wc?uri=',
  }),
  walletConnect: wallet('walletConnect', 'WalletConnect', ['WC', '#3b99fc'], {
    downloadUrls: { download: 'https://walletconnect.network/' },
    usesWalletConnect: true,
  }),
  brave: wallet('brave', 'Brave Wallet', ['B', '#fb542b'], {
    rdns: ['com.brave.wallet'],
    downloadUrls: {
      download: 'https://brave.com/wallet/',
      ios: 'https://apps.apple.com/us/app/brave-browser-search-engine/id1052879175',
      android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
      desktop: 'https://brave.com/download/',
    },
  }),
  localDev: wallet('localDev', 'Local Dev Wallet', ['DEV', '#7b3fe4']),
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Refuses a wallet whose icon background is not a hex colour, naming the wallet. */
export function validateWalletMetadata(wallets: readonly WalletMetadata[]): void {
  for (const wallet of wallets) {
    if (!HEX_COLOUR.test(wallet.iconBackground)) {
      throw new Error(
        `Wallet "${wallet.name}" (${wallet.id}) has an icon background that is not a hex colour: "${wallet.iconBackground}".`,
      );
    }
  }
}
