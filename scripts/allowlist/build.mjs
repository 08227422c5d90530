#!/usr/bin/env node
// `npm run allowlist -- --chain <id>`: reads allowlists/<id>.json (addresses and allowances),
// refuses invalid entries with their line numbers, builds the Merkle tree, prints the root to
// set on the Bear contract (setAllowlistRoot) and writes public/allowlists/<id>.json, the proofs the
// /mint page loads during the allowlist phase. `--check` writes nothing and fails when the
// proofs file is missing or out of date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AllowlistError, buildProofsFile, readAllowlistSource } from './allowlistFile.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the source and the served proofs of chain `chainId` live, under `root`. */
export function allowlistPaths(chainId, root = ROOT) {
  return {
    source: join(root, 'allowlists', `${chainId}.json`),
    proofs: join(root, 'public', 'allowlists', `${chainId}.json`),
  };
}

/** The proofs file's text (stable: same source, same bytes). */
export function renderProofsFile(file) {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Builds chain `chainId`'s allowlist. Returns the root, the entry count and whether the proofs
 * file changed; with `check`, nothing is written and `upToDate` tells whether it would be.
 *
 * @param {{ chainId: number, root?: string, check?: boolean }} options
 */
export function buildAllowlist({ chainId, root = ROOT, check = false }) {
  const paths = allowlistPaths(chainId, root);
  if (!existsSync(paths.source))
    throw new Error(
      `No allowlist for chain ${chainId}: ${relative(root, paths.source)} is missing.`,
    );
  const source = readAllowlistSource(readFileSync(paths.source, 'utf8'), {
    file: relative(root, paths.source),
    chainId,
  });
  const { root: merkleRoot, file } = buildProofsFile(source);
  const text = renderProofsFile(file);
  const upToDate = existsSync(paths.proofs) && readFileSync(paths.proofs, 'utf8') === text;
  if (!check && !upToDate) {
    mkdirSync(dirname(paths.proofs), { recursive: true });
    writeFileSync(paths.proofs, text);
  }
  return {
    root: merkleRoot,
    entries: source.entries.length,
    proofsPath: relative(root, paths.proofs),
    upToDate,
  };
}

function parseArgs(argv) {
  const index = argv.indexOf('--chain');
  const raw =
    index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--chain='))?.slice(8);
  const chainId = Number(raw);
  if (!raw || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error('Usage: npm run allowlist -- --chain <chainId> [--check]');
  }
  return { chainId, check: argv.includes('--check') };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { chainId, check } = parseArgs(process.argv.slice(2));
    const result = buildAllowlist({ chainId, check });
    console.log(`allowlist of chain ${chainId}: ${result.entries} entries`);
    console.log(`root: ${result.root}`);
    if (check) {
      if (!result.upToDate) {
        console.error(
          `${result.proofsPath} is out of date: run npm run allowlist -- --chain ${chainId}`,
        );
        process.exit(1);
      }
      console.log(`${result.proofsPath} is up to date`);
    } else {
      console.log(
        result.upToDate ? `${result.proofsPath} unchanged` : `wrote ${result.proofsPath}`,
      );
      console.log(
        'Set the root on the contract: setAllowlistRoot(root) (then setAllowlistActive(true) to open the phase), or from the owner panel of /mint.',
      );
    }
  } catch (error) {
    console.error(
      error instanceof AllowlistError || error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
