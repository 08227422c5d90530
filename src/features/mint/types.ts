import type { Address } from 'viem';

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
  /** The allowlist phase: its switch, Merkle root, price per bear and per-wallet limit. */
  allowlistActive: boolean;
  allowlistRoot: `0x${string}`;
  allowlistPrice: string;
  allowlistWalletLimit: string;
  /** The contract's owner (who sees the owner panel). */
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
  /** Token ids the account holds, in enumeration order. */
  tokenIds: string[];
}

/** One refresh of the page: the collection and, when connected, the account. */
export interface MintPageData {
  collection: MintCollection;
  account: MintAccount | null;
}

/** A bear's on-chain metadata, decoded. */
export interface BearToken {
  id: string;
  name: string;
  /** A `data:image/svg+xml;base64,` URI. */
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

export interface AllowlistProofsArgs {
  chainId: number;
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

export interface MintedBearsArgs extends MintContractArgs {
  hash: `0x${string}`;
}
