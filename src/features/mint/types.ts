import type { Address } from 'viem';
import type { HubChain } from '@/config/chains';
import type { AllowlistLookup, MintLimits } from './mintLimits';

/** The collection as the mint page shows it; amounts are decimal strings (serializable). */
export interface MintCollection {
  maxSupply: string;
  totalMinted: string;
  /** Public sale price per bear, in base units of the native coin. */
  price: string;
  walletLimit: string;
  saleActive: boolean;
  /** Unix seconds; 0 means no start time. */
  saleStartsAt: number;
  allowlistActive: boolean;
  allowlistRoot: `0x${string}`;
  allowlistPrice: string;
  allowlistWalletLimit: string;
  owner: Address;
  /** The sale proceeds the contract holds, in base units. */
  proceeds: string;
  /** The block time of this read (Unix seconds): the page's clock anchor. */
  blockTime: number;
}

/** What the connected account has done with the collection. */
export interface MintAccount {
  /** Bears minted in the public sale (counted by the contract, not by balance). */
  minted: string;
  /** Bears minted in the allowlist phase (counted apart from the public sale). */
  allowlistMinted: string;
  /** Native balance on the read chain, in base units (for "price + fee" before the wallet). */
  balance: string;
  tokenIds: string[];
}

export interface MintPageData {
  collection: MintCollection;
  account: MintAccount | null;
}

/** What the collection's panel and the mint controls show, from one read. */
export interface MintView {
  chain: HubChain;
  contract: Address;
  collection: MintCollection;
  account: MintAccount | null;
  limits: MintLimits;
  allowlist: AllowlistLookup;
  nowSeconds: number;
}

/** A bear's on-chain metadata, decoded; `image` is a `data:image/svg+xml;base64,` URI. */
export interface BearToken {
  id: string;
  name: string;
  image: string;
}

export interface MintContractArgs {
  chainId: number;
  contract: Address;
}

export interface MintPageArgs extends MintContractArgs {
  account: Address | null;
}

export interface BearTokensArgs extends MintContractArgs {
  ids: readonly string[];
}

export interface MintedBearsArgs extends MintContractArgs {
  hash: `0x${string}`;
}

/** One address's line of the served proofs file. */
export interface AllowlistProofEntry {
  allowance: string;
  proof: `0x${string}`[];
}

/** `public/allowlists/<chainId>.json`, as written by `npm run allowlist`. */
export interface AllowlistProofs {
  chainId: number;
  root: `0x${string}`;
  /** By lower-case address. */
  entries: Record<string, AllowlistProofEntry>;
}
