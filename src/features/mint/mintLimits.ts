import type { AllowlistProofs } from './allowlistProofs';
import type { MintAccount, MintCollection } from './types';

export type SaleStatus = 'open' | 'notStarted' | 'closed' | 'soldOut';

/** The public sale's badge in each state, as visitors see it. */
export const SALE_LABEL = {
  open: 'mint.saleOpen',
  notStarted: 'mint.saleOpensInLabel',
  closed: 'mint.saleClosed',
  soldOut: 'mint.soldOut',
} as const satisfies Record<SaleStatus, string>;

/** Which mint the page offers now: the public sale when open (it wins over the allowlist). */
export type MintPhase = 'public' | 'allowlist' | 'none';

export interface MintLimits {
  phase: MintPhase;
  remainingSupply: bigint;
  /**
   * Still mintable by the account in this phase: under the wallet limit, or min(allowance,
   * allowlist limit) (0 when not listed or not known yet); the public limit when disconnected.
   */
  remainingForWallet: bigint;
  /** What this account may mint in the allowlist phase in all (min of allowance and limit). */
  allowlistLimit: bigint;
  /** The largest quantity one mint may ask for now (0 when nothing can be minted). */
  maxQuantity: number;
  /** Price per bear in this phase, in base units. */
  unitPrice: bigint;
  saleStatus: SaleStatus;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const left = (limit: bigint, used: bigint) => (limit > used ? limit - used : 0n);

/** What can be minted now; `nowSeconds` is the chain's Unix time. */
export function computeMintLimits(
  collection: MintCollection,
  account: MintAccount | null,
  nowSeconds: number,
  allowlist: AllowlistLookup = { status: 'loading' },
): MintLimits {
  const remainingSupply = left(BigInt(collection.maxSupply), BigInt(collection.totalMinted));
  const startsLater = collection.saleStartsAt > nowSeconds;
  let saleStatus: SaleStatus = 'open';
  if (remainingSupply === 0n) saleStatus = 'soldOut';
  else if (!collection.saleActive) saleStatus = 'closed';
  else if (startsLater) saleStatus = 'notStarted';
  let phase: MintPhase = 'none';
  if (collection.saleActive && !startsLater) phase = 'public';
  else if (collection.allowlistActive) phase = 'allowlist';
  const allowlistLimit =
    allowlist.status === 'listed'
      ? min(allowlist.allowance, BigInt(collection.allowlistWalletLimit))
      : 0n;
  const remainingForWallet =
    phase !== 'allowlist'
      ? left(BigInt(collection.walletLimit), BigInt(account?.minted ?? 0))
      : account
        ? left(allowlistLimit, BigInt(account.allowlistMinted))
        : 0n;
  return {
    phase,
    remainingSupply,
    remainingForWallet,
    allowlistLimit,
    maxQuantity: phase === 'none' ? 0 : Number(min(remainingSupply, remainingForWallet)),
    unitPrice: BigInt(phase === 'allowlist' ? collection.allowlistPrice : collection.price),
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

/** What the proofs say about `account`, against the contract's `root`. */
export type AllowlistLookup =
  | { status: 'loading' }
  /** The file is missing, malformed or for another root: the page cannot tell. */
  | { status: 'unavailable' }
  | { status: 'notListed' }
  | { status: 'listed'; allowance: bigint; proof: `0x${string}`[] };

export function lookUpAllowlist(
  proofs: AllowlistProofs | undefined,
  failed: boolean,
  root: `0x${string}`,
  account: string,
): AllowlistLookup {
  if (failed) return { status: 'unavailable' };
  if (!proofs) return { status: 'loading' };
  if (proofs.root !== root.toLowerCase()) return { status: 'unavailable' };
  const entry = proofs.entries[account.toLowerCase()];
  if (!entry) return { status: 'notListed' };
  return { status: 'listed', allowance: BigInt(entry.allowance), proof: entry.proof };
}
