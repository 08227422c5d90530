// The allowlist's Merkle tree, built the way contracts/BearNft.sol verifies it: each leaf is
// keccak256(bytes.concat(keccak256(abi.encode(account, allowance)))) (double hashed, so a leaf
// can never pass for an inner node), and a parent hashes its two children in ascending order,
// so a proof is only the siblings on the way up. An odd node out moves up unchanged.
import { concat, encodeAbiParameters, getAddress, keccak256 } from 'viem';

/** The leaf of one entry. @param {{ account: `0x${string}`, allowance: bigint }} entry */
export function allowlistLeaf({ account, allowance }) {
  return keccak256(
    keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, allowance]),
    ),
  );
}

function hashPair(a, b) {
  return BigInt(a) <= BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

/**
 * The tree of `entries` (in the given order): its root and each entry's proof.
 * @param {readonly { account: `0x${string}`, allowance: bigint }[]} entries
 */
export function buildAllowlistTree(entries) {
  if (entries.length === 0) throw new Error('An allowlist needs at least one entry.');
  const levels = [entries.map(allowlistLeaf)];
  while (levels[levels.length - 1].length > 1) {
    const level = levels[levels.length - 1];
    const next = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? hashPair(level[i], level[i + 1]) : level[i]);
    }
    levels.push(next);
  }
  const proofAt = (leafIndex) => {
    const siblings = [];
    let index = leafIndex;
    for (const level of levels.slice(0, -1)) {
      const sibling = level[index ^ 1];
      if (sibling !== undefined) siblings.push(sibling);
      index = Math.floor(index / 2);
    }
    return siblings;
  };
  return {
    root: levels[levels.length - 1][0],
    proofs: entries.map((entry, index) => ({
      account: getAddress(entry.account),
      allowance: entry.allowance,
      proof: proofAt(index),
    })),
  };
}

/** Whether `proof` leads from `entry`'s leaf to `root` (what the contract checks). */
export function verifyAllowlistProof(root, entry, proof) {
  let hash = allowlistLeaf(entry);
  for (const sibling of proof) hash = hashPair(hash, sibling);
  return hash === root;
}
