import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AllowlistError,
  buildProofsFile,
  readAllowlistSource,
} from '../../../scripts/allowlist/allowlistFile.mjs';
import { buildAllowlist } from '../../../scripts/allowlist/build.mjs';
import { buildAllowlistTree, verifyAllowlistProof } from '../../../scripts/allowlist/tree.mjs';
import { buildAllowlistTree as contractTestTree } from '../../contracts/support/merkle';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const D = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const E = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

const source = (entries: string[], chainId = 31337) =>
  [
    '{',
    `  "chainId": ${chainId},`,
    '  "entries": [',
    entries.map((entry) => `    ${entry}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
const entry = (address: string, allowance: unknown) =>
  `{ "address": ${JSON.stringify(address)}, "allowance": ${JSON.stringify(allowance)} }`;

/** The problems a source is refused with, as "line N: message". */
function refusal(text: string): string[] {
  try {
    readAllowlistSource(text, { file: 'allowlists/31337.json', chainId: 31337 });
  } catch (error) {
    expect(error).toBeInstanceOf(AllowlistError);
    return (error as AllowlistError).problems.map(
      ({ line, message }) => `line ${line}: ${message}`,
    );
  }
  throw new Error('the source was accepted');
}

describe('allowlist tree (scripts/allowlist/tree.mjs)', () => {
  const entries = [
    { account: A, allowance: 2n },
    { account: B, allowance: 3n },
    { account: C, allowance: 1n },
    { account: D, allowance: 2n },
    { account: E, allowance: 1n },
  ] as const;

  it('behavior: the root is the one the contract tests verify on chain (double-hashed leaves, sorted pairs)', () => {
    expect(buildAllowlistTree(entries).root).toBe(contractTestTree(entries).root);
  });

  it('behavior: every proof leads to the root, also for the odd entry out; a changed allowance does not', () => {
    const { root, proofs } = buildAllowlistTree(entries);
    for (const proof of proofs) expect(verifyAllowlistProof(root, proof, proof.proof)).toBe(true);
    expect(proofs.map((proof) => proof.proof)).toEqual(
      entries.map((item) => contractTestTree(entries).proof(item)),
    );
    const [first] = proofs;
    expect(
      verifyAllowlistProof(root, { account: first!.account, allowance: 3n }, first!.proof),
    ).toBe(false);
  });

  it('behavior: a one-entry allowlist has its leaf as root and an empty proof', () => {
    const { root, proofs } = buildAllowlistTree([{ account: A, allowance: 1n }]);
    expect(proofs[0]!.proof).toEqual([]);
    expect(verifyAllowlistProof(root, { account: A, allowance: 1n }, [])).toBe(true);
  });
});

describe('allowlist source file', () => {
  it('behavior: a valid file gives checksummed entries with their lines, and proofs keyed by lower-case address', () => {
    const { chainId, entries } = readAllowlistSource(
      source([entry(A.toLowerCase(), 2), entry(B, '3')]),
    );
    expect(chainId).toBe(31337);
    expect(entries).toEqual([
      { account: A, allowance: 2n, line: 4 },
      { account: B, allowance: 3n, line: 5 },
    ]);
    const { root, file } = buildProofsFile({ chainId, entries });
    expect(file.root).toBe(root);
    expect(file.entries[B.toLowerCase()]).toEqual({ allowance: '3', proof: expect.any(Array) });
    expect(
      verifyAllowlistProof(
        root,
        { account: B, allowance: 3n },
        file.entries[B.toLowerCase()]!.proof,
      ),
    ).toBe(true);
  });

  it('behavior: a bad address is refused with its line number', () => {
    expect(refusal(source([entry(A, 1), entry('0x1234', 1)]))).toEqual([
      'line 5: invalid address "0x1234"',
    ]);
  });

  it('behavior: a mixed-case address with a wrong checksum is refused', () => {
    const broken = `${A.slice(0, -1)}6`.replace('f39F', 'F39f');
    expect(refusal(source([entry(broken, 1)]))).toEqual([`line 4: invalid address "${broken}"`]);
  });

  it('behavior: a duplicate address (in any case) is refused with both lines', () => {
    expect(refusal(source([entry(A, 1), entry(B, 1), entry(A.toLowerCase(), 2)]))).toEqual([
      `line 6: duplicate address ${A} (first on line 4)`,
    ]);
  });

  it('behavior: a zero, negative or fractional allowance is refused with its line number', () => {
    expect(refusal(source([entry(A, 0), entry(B, -1), entry(C, 1.5), entry(D, '2')]))).toEqual([
      'line 4: zero allowance: an entry must allow at least one bear',
      'line 5: invalid allowance -1: a whole number is needed',
      'line 6: invalid allowance 1.5: a whole number is needed',
    ]);
  });

  it('behavior: broken JSON, another chain id and an empty list are refused', () => {
    expect(refusal(source([entry(A, 1)]).replace('"allowance": 1 }', '"allowance": 1 '))).toEqual([
      expect.stringMatching(/^line 5: not valid JSON/),
    ]);
    expect(refusal(source([entry(A, 1)], 1))).toEqual(['line 1: "chainId" is 1, expected 31337']);
    expect(refusal(source([]))).toEqual(['line 1: "entries" must be a non-empty list']);
  });

  it('behavior: the error message lists every problem by line', () => {
    expect(() =>
      readAllowlistSource(source([entry('nope', 0)]), { file: 'allowlists/31337.json' }),
    ).toThrow(
      'allowlists/31337.json: 2 problems\n  line 4: invalid address "nope"\n  line 4: zero allowance',
    );
  });
});

describe('npm run allowlist', () => {
  it('behavior: it writes the proofs file once, then finds it up to date; --check reports a stale file', () => {
    const root = mkdtempSync(join(tmpdir(), 'allowlist-'));
    mkdirSync(join(root, 'allowlists'));
    writeFileSync(join(root, 'allowlists', '5.json'), source([entry(A, 2), entry(B, 1)], 5));
    const first = buildAllowlist({ chainId: 5, root });
    expect(first.upToDate).toBe(false);
    const served = JSON.parse(readFileSync(join(root, 'public', 'allowlists', '5.json'), 'utf8'));
    expect(served.root).toBe(first.root);
    expect(Object.keys(served.entries)).toEqual([A.toLowerCase(), B.toLowerCase()]);
    expect(buildAllowlist({ chainId: 5, root }).upToDate).toBe(true);
    writeFileSync(join(root, 'allowlists', '5.json'), source([entry(A, 3)], 5));
    expect(buildAllowlist({ chainId: 5, root, check: true }).upToDate).toBe(false);
    expect(
      JSON.parse(readFileSync(join(root, 'public', 'allowlists', '5.json'), 'utf8')).root,
    ).toBe(first.root);
  });

  it('behavior: the committed proofs of the local chain match its committed allowlist', () => {
    expect(buildAllowlist({ chainId: 31337, check: true }).upToDate).toBe(true);
  });
});
