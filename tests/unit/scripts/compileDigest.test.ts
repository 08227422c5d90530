// @vitest-environment node
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATED_DIR,
  ROOT,
  inputsDigest,
  outputsDigest,
  readDigests,
} from '../../../scripts/contracts/compile.mjs';

const copies: string[] = [];
/** A throw-away copy of a directory of the project. */
function copyOf(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'compile-digest-'));
  cpSync(dir, copy, { recursive: true });
  copies.push(copy);
  return copy;
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

describe('the generated-files check’s digests (scripts/contracts/compile.mjs --check)', () => {
  it('contract: the committed record is the digest of the committed sources and generated files', () => {
    expect(readDigests()).toEqual({ inputs: inputsDigest(), outputs: outputsDigest() });
  });

  it('contract: any change to a generated file, a new file or a removed one changes the outputs digest; the deployments record does not', () => {
    const recorded = outputsDigest();
    const edited = copyOf(GENERATED_DIR);
    appendFileSync(join(edited, 'read', 'BearNft.ts'), '\n');
    expect(outputsDigest(edited)).not.toBe(recorded);

    const added = copyOf(GENERATED_DIR);
    writeFileSync(join(added, 'test', 'Stale.ts'), 'export {};\n');
    expect(outputsDigest(added)).not.toBe(recorded);

    const removed = copyOf(GENERATED_DIR);
    rmSync(join(removed, 'index.ts'));
    expect(outputsDigest(removed)).not.toBe(recorded);

    const redeployed = copyOf(GENERATED_DIR);
    appendFileSync(join(redeployed, 'deployments.ts'), '\n');
    expect(outputsDigest(redeployed)).toBe(recorded);
  });

  it('contract: a change to any contract source, even a comment, changes the inputs digest', () => {
    const recorded = inputsDigest();
    const sources = copyOf(join(ROOT, 'contracts'));
    expect(inputsDigest(sources)).toBe(recorded);
    appendFileSync(join(sources, 'BearToken.sol'), '\n// a comment\n');
    expect(inputsDigest(sources)).not.toBe(recorded);
  });
});
