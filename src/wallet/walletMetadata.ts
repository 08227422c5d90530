import { monogramIcon } from './icons';
import type { WalletId, WalletMetadata, WalletSetupStep } from './types';

const scanSteps = (app: string): WalletSetupStep[] => [
  {
    step: 'install',
    title: `Open the ${app} app`,
    description: `Put ${app} on your home screen for faster access to your wallet.`,
  },
  {
    step: 'create',
    title: 'Create or import a wallet',
    description: 'Create a new wallet or import an existing one. Never share your secret phrase.',
  },
  {
    step: 'scan',
    title: 'Tap the scan button',
    description: 'After you scan, a connection prompt will appear for you to approve.',
  },
];

const extensionSteps = (app: string): WalletSetupStep[] => [
  {
    step: 'install',
    title: `Install the ${app} extension`,
    description: 'Pin it to your browser toolbar for quick access to your wallet.',
  },
  {
    step: 'create',
    title: 'Create or import a wallet',
    description: 'Back up your wallet with a secure method. Never share your secret phrase.',
  },
  {
    step: 'refresh',
    title: 'Refresh your browser',
    description: 'Once the wallet is set up, reload this page to load the extension.',
  },
];

/** The 'Popular' wallets, in the order of the specification. */
export const POPULAR_WALLET_IDS = [
  'injected',
  'safe',
  'rainbow',
  'coinbase',
  'metaMask',
  'walletConnect',
  'brave',
] as const satisfies readonly WalletId[];

export const WALLET_METADATA: Readonly<Record<WalletId, WalletMetadata>> = {
  injected: {
    id: 'injected',
    name: 'Browser Wallet',
    rdns: [],
    icon: monogramIcon('BW', '#6b7280'),
    iconBackground: '#6b7280',
    downloadUrls: {},
    setup: {},
    usesWalletConnect: false,
  },
  safe: {
    id: 'safe',
    name: 'Safe',
    rdns: [],
    icon: monogramIcon('S', '#12ff80', '#121312'),
    iconBackground: '#12ff80',
    downloadUrls: {
      download: 'https://safe.global/wallet',
      ios: 'https://apps.apple.com/app/safe-wallet/id1515759131',
      android: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    },
    setup: {},
    usesWalletConnect: false,
  },
  rainbow: {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: ['me.rainbow'],
    icon: monogramIcon('R', '#0c6efd'),
    iconBackground: '#0c6efd',
    downloadUrls: {
      download: 'https://rainbow.me/download',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      browserExtension: 'https://rainbow.me/extension',
      qrCode: 'https://rainbow.me/download',
    },
    setup: {
      qr: scanSteps('Rainbow'),
      mobile: scanSteps('Rainbow'),
      extension: extensionSteps('Rainbow'),
    },
    usesWalletConnect: true,
    mobileDeepLinkPrefix: 'rainbow://wc?uri=',
  },
  coinbase: {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: ['com.coinbase.wallet'],
    icon: monogramIcon('C', '#2c5ff6'),
    iconBackground: '#2c5ff6',
    downloadUrls: {
      download: 'https://www.coinbase.com/wallet/downloads',
      ios: 'https://apps.apple.com/us/app/coinbase-wallet-nfts-crypto/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      chrome:
        'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://www.coinbase.com/wallet/downloads',
      qrCode: 'https://www.coinbase.com/wallet/downloads',
    },
    setup: {
      qr: scanSteps('Coinbase Wallet'),
      mobile: scanSteps('Coinbase Wallet'),
      extension: extensionSteps('Coinbase Wallet'),
    },
    usesWalletConnect: false,
  },
  metaMask: {
    id: 'metaMask',
    name: 'MetaMask',
    rdns: ['io.metamask', 'io.metamask.mobile'],
    icon: monogramIcon('M', '#f6851b'),
    iconBackground: '#f6851b',
    downloadUrls: {
      download: 'https://metamask.io/download',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask',
      browserExtension: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
    },
    setup: {
      qr: scanSteps('MetaMask'),
      mobile: scanSteps('MetaMask'),
      extension: extensionSteps('MetaMask'),
    },
    usesWalletConnect: true,
    mobileDeepLinkPrefix: 'metamask://wc?uri=',
  },
  walletConnect: {
    id: 'walletConnect',
    name: 'WalletConnect',
    rdns: [],
    icon: monogramIcon('WC', '#3b99fc'),
    iconBackground: '#3b99fc',
    downloadUrls: { download: 'https://walletconnect.network/' },
    setup: {},
    usesWalletConnect: true,
  },
  brave: {
    id: 'brave',
    name: 'Brave Wallet',
    rdns: ['com.brave.wallet'],
    icon: monogramIcon('B', '#fb542b'),
    iconBackground: '#fb542b',
    downloadUrls: {
      download: 'https://brave.com/wallet/',
      ios: 'https://apps.apple.com/us/app/brave-browser-search-engine/id1052879175',
      android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
      desktop: 'https://brave.com/download/',
    },
    setup: {},
    usesWalletConnect: false,
  },
  localDev: {
    id: 'localDev',
    name: 'Local Dev Wallet',
    rdns: [],
    icon: monogramIcon('DEV', '#7b3fe4'),
    iconBackground: '#7b3fe4',
    downloadUrls: {},
    setup: {},
    usesWalletConnect: false,
  },
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Refuses a wallet whose icon background is not a hex colour, naming the wallet. */
export function validateWalletMetadata(
  wallets: readonly WalletMetadata[],
): readonly WalletMetadata[] {
  for (const wallet of wallets) {
    if (!HEX_COLOUR.test(wallet.iconBackground)) {
      throw new Error(
        `Wallet "${wallet.name}" (${wallet.id}) has an icon background that is not a hex colour: "${wallet.iconBackground}".`,
      );
    }
  }
  return wallets;
}
