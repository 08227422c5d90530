/**
 * Descriptions of the wallets the hub offers. These are static, serializable data; the live
 * provider objects are owned by the listener middleware (see `listeners.ts`), never the store.
 */

export type WalletId =
  | 'injected'
  | 'safe'
  | 'rainbow'
  | 'coinbase'
  | 'metaMask'
  | 'walletConnect'
  | 'brave'
  | 'localDev';

export interface WalletDownloadUrls {
  /** Generic download page. */
  download?: string;
  browserExtension?: string;
  chrome?: string;
  firefox?: string;
  ios?: string;
  android?: string;
  desktop?: string;
  /** Page reached by scanning the "get" QR code on a phone. */
  qrCode?: string;
}

export interface WalletSetupStep {
  step: 'install' | 'create' | 'scan' | 'refresh';
  title: string;
  description: string;
}

export interface WalletSetupSteps {
  qr?: WalletSetupStep[];
  mobile?: WalletSetupStep[];
  extension?: WalletSetupStep[];
}

export interface WalletMetadata {
  id: WalletId;
  name: string;
  /** EIP-6963 reverse-DNS ids that identify this wallet when it announces itself. */
  rdns: readonly string[];
  /** Icon as a data URI or bundled asset URL (never a remote host). */
  icon: string;
  /** Hex colour behind the icon; validated when the connectors load. */
  iconBackground: string;
  downloadUrls: WalletDownloadUrls;
  setup: WalletSetupSteps;
  /** Connects through a WalletConnect pairing URI (QR code on desktop, deep link on phones). */
  usesWalletConnect: boolean;
  /** Deep link that opens the wallet app with a WalletConnect URI, for phones. */
  mobileDeepLinkPrefix?: string;
}

/** A wallet that announced itself through EIP-6963 (serializable part of its info). */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** What the connect dialog lists: a wallet and whether this browser has it. */
export interface WalletEntry {
  id: string;
  name: string;
  icon: string;
  iconBackground: string;
  /** The icon this wallet announced through EIP-6963, when it did: shown before any other. */
  announcedIcon?: string;
  installed: boolean;
  group: 'installed' | 'popular';
  /** Static description, absent for EIP-6963 wallets that are not among the seven. */
  metadata?: WalletMetadata;
}
