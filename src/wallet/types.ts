import type { POPULAR_WALLET_IDS } from './walletMetadata';

/** The wallets the hub offers, as static serializable data. */
export type WalletId = (typeof POPULAR_WALLET_IDS)[number] | 'localDev';

/** `qrCode`: the page reached by scanning the "get" QR code on a phone. */
type PhoneLink = 'ios' | 'android' | 'qrCode';
type BrowserLink = 'chrome' | 'firefox' | 'browserExtension';
type WalletDownloadUrls = Partial<Record<'download' | 'desktop' | PhoneLink | BrowserLink, string>>;

/** A step's words are the catalogue's `setup.<kind>.<step>.*`. */
export type WalletSetupStep = 'install' | 'create' | 'scan' | 'refresh';

export interface WalletMetadata {
  id: WalletId;
  name: string;
  /** EIP-6963 reverse-DNS ids that identify this wallet when it announces itself. */
  rdns: readonly string[];
  /** A data URI or bundled asset URL, never a remote host. */
  icon: string;
  /** A hex colour, validated when the connectors load. */
  iconBackground: string;
  downloadUrls: WalletDownloadUrls;
  setup: Partial<Record<'mobile' | 'extension', { step: WalletSetupStep }[]>>;
  /** Connects through a WalletConnect pairing URI (QR code on desktop, deep link on phones). */
  usesWalletConnect: boolean;
  /** Opens the phone app with a WalletConnect URI. */
  mobileDeepLinkPrefix?: string;
}

/** What the connect dialog lists: a wallet and whether this browser has it. */
export interface WalletEntry extends Pick<WalletMetadata, 'name' | 'icon' | 'iconBackground'> {
  id: string;
  /** Its EIP-6963 icon, when it announced one: shown before any other. */
  announcedIcon?: string;
  installed: boolean;
  group: 'installed' | 'popular';
  /** Absent for EIP-6963 wallets outside the seven. */
  metadata?: WalletMetadata;
}
