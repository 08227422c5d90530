/**
 * The allowlist proofs served as `public/allowlists/<chainId>.json` (`npm run allowlist`): checked
 * before use, and trusted only when their root is the contract's.
 */
import { ALLOWLIST_PROOFS_PATH } from '@/config/constants';

/** One address's line of the served proofs file. */
export interface AllowlistProofEntry {
  allowance: string;
  proof: `0x${string}`[];
}

export interface AllowlistProofs {
  chainId: number;
  root: `0x${string}`;
  /** By lower-case address. */
  entries: Record<string, AllowlistProofEntry>;
}

const HASH = /^0x[0-9a-f]{64}$/i;
const ADDRESS_KEY = /^0x[0-9a-f]{40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isProofEntry(value: unknown): value is AllowlistProofEntry {
  return (
    isRecord(value) &&
    typeof value.allowance === 'string' &&
    /^[1-9]\d*$/.test(value.allowance) &&
    Array.isArray(value.proof) &&
    value.proof.every((hash) => typeof hash === 'string' && HASH.test(hash))
  );
}

/** The file's content if it is a well-formed proofs file of `chainId`, else an error. */
export function parseAllowlistProofs(value: unknown, chainId: number): AllowlistProofs {
  if (
    !isRecord(value) ||
    value.chainId !== chainId ||
    typeof value.root !== 'string' ||
    !HASH.test(value.root) ||
    !isRecord(value.entries) ||
    !Object.entries(value.entries).every(
      ([key, entry]) => ADDRESS_KEY.test(key) && isProofEntry(entry),
    )
  ) {
    throw new Error(`The allowlist file of chain ${chainId} is malformed.`);
  }
  return {
    chainId,
    root: value.root.toLowerCase() as `0x${string}`,
    entries: value.entries as Record<string, AllowlistProofEntry>,
  };
}

/** Where the proofs of `chainId` are served, relative to the app's base URL. */
export function allowlistProofsUrl(chainId: number, base: string = document.baseURI): string {
  return new URL(`${ALLOWLIST_PROOFS_PATH}/${chainId}.json`, base).href;
}

export async function fetchAllowlistProofs({ chainId }: { chainId: number }) {
  const response = await fetch(allowlistProofsUrl(chainId), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`No allowlist is published for chain ${chainId} (HTTP ${response.status}).`);
  return parseAllowlistProofs(await response.json(), chainId);
}
