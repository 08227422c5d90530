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
}

/** What the connected account has done with the collection. */
export interface MintAccount {
  /** Bears minted in the public sale (counted by the contract, not by balance). */
  minted: string;
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

export interface MintedBearsArgs extends MintContractArgs {
  hash: `0x${string}`;
}
