import type { MintAccount, MintCollection } from './types';

/** Where the public sale stands, as the collection panel shows it. */
export type SaleStatus = 'open' | 'notStarted' | 'closed' | 'soldOut';

export interface MintLimits {
  remainingSupply: bigint;
  /** Still mintable by the connected account under the wallet limit (the limit when disconnected). */
  remainingForWallet: bigint;
  /** The largest quantity one mint may ask for now (0 when nothing can be minted). */
  maxQuantity: number;
  saleStatus: SaleStatus;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** What can be minted now, from one read of the collection and the account; `nowSeconds` is Unix time. */
export function computeMintLimits(
  collection: MintCollection,
  account: MintAccount | null,
  nowSeconds: number,
): MintLimits {
  const maxSupply = BigInt(collection.maxSupply);
  const totalMinted = BigInt(collection.totalMinted);
  const walletLimit = BigInt(collection.walletLimit);
  const remainingSupply = maxSupply > totalMinted ? maxSupply - totalMinted : 0n;
  const minted = account ? BigInt(account.minted) : 0n;
  const remainingForWallet = walletLimit > minted ? walletLimit - minted : 0n;
  let saleStatus: SaleStatus = 'open';
  if (remainingSupply === 0n) saleStatus = 'soldOut';
  else if (!collection.saleActive) saleStatus = 'closed';
  else if (collection.saleStartsAt > nowSeconds) saleStatus = 'notStarted';
  return {
    remainingSupply,
    remainingForWallet,
    maxQuantity: saleStatus === 'open' ? Number(min(remainingSupply, remainingForWallet)) : 0,
    saleStatus,
  };
}

/** A typed quantity kept within 1..max (digits only; empty stays empty while typing). */
export function clampQuantity(raw: string, max: number, minimum: number): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const value = Number(digits);
  if (max < minimum) return String(minimum);
  return String(Math.min(Math.max(value, minimum), max));
}
