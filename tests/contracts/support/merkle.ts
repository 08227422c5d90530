import { concat, encodeAbiParameters, keccak256, type Address, type Hex } from 'viem';

/**
 * A Merkle tree over allowlist entries, built the way the contract verifies it (and the way
 * OpenZeppelin's StandardMerkleTree does): each leaf is
 * keccak256(bytes.concat(keccak256(abi.encode(account, allowance)))), and a parent hashes its two
 * children in ascending order, so a proof is just the siblings on the way up.
 */
export interface AllowlistEntry {
  account: Address;
  allowance: bigint;
}

export function allowlistLeaf({ account, allowance }: AllowlistEntry): Hex {
  return keccak256(
    keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, allowance]),
    ),
  );
}

function hashPair(a: Hex, b: Hex): Hex {
  return BigInt(a) <= BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

export interface AllowlistTree {
  root: Hex;
  proof: (entry: AllowlistEntry) => Hex[];
}

export function buildAllowlistTree(entries: readonly AllowlistEntry[]): AllowlistTree {
  if (entries.length === 0) throw new Error('an allowlist needs at least one entry');
  const levels: Hex[][] = [entries.map(allowlistLeaf)];
  for (let level = levels[0]!; level.length > 1; level = levels[levels.length - 1]!) {
    const next: Hex[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1];
      // An odd node out moves up unchanged.
      next.push(right === undefined ? left : hashPair(left, right));
    }
    levels.push(next);
  }
  const root = levels[levels.length - 1]![0]!;

  const proof = (entry: AllowlistEntry): Hex[] => {
    let index = levels[0]!.indexOf(allowlistLeaf(entry));
    if (index < 0) throw new Error(`${entry.account} with ${entry.allowance} is not in the tree`);
    const siblings: Hex[] = [];
    for (const level of levels.slice(0, -1)) {
      const sibling = level[index ^ 1];
      if (sibling !== undefined) siblings.push(sibling);
      index = Math.floor(index / 2);
    }
    return siblings;
  };
  return { root, proof };
}
