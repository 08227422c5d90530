import type { Address } from 'viem';
import type { HubChain } from '@/config/chains';
import type { AllowlistLookup, MintLimits } from './mintLimits';
import type { readMintPage } from './mintReads';

/** The page's read; amounts are decimal strings (serializable). */
export type MintPageData = Awaited<ReturnType<typeof readMintPage>>;
export type MintCollection = MintPageData['collection'];
export type MintAccount = NonNullable<MintPageData['account']>;

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
