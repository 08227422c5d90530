#!/usr/bin/env node
// `npm run bench`: builds the hub, then prints the gzip size of the JavaScript the first view of
// `/` loads (the entry chunk and its static imports, from dist/.vite/manifest.json) and of every
// lazily loaded chunk, against the budget. Also checks (through the source maps) that no
// WalletConnect, Coinbase or Safe SDK module is in the initial chunks. Exits 1 on any FAIL.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KIB = 1024;
const INITIAL_BUDGET_KIB = 150;
const SDK_PATTERN = /node_modules\/(@walletconnect|@coinbase|@safe-global|@reown)\//;
const VIEM_PATTERN = /node_modules\/(viem|ox|@noble|@scure|abitype)\//;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the build manifest.');

/** The entry and every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The build moves its hidden source maps out of dist/ (scripts/build/hostingPlugin.mjs). */
const mapPath = (file) => join('.sourcemaps', DIST, `${file}.map`);
const gzipKib = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / KIB;
const sourcesOf = (file) => {
  const map = mapPath(file);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [];
};

/** The package that makes up most of a chunk (from its source map), to name lazy chunks. */
function mainPackage(file) {
  const map = mapPath(file);
  if (!existsSync(map)) return '';
  const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8'));
  const sizes = new Map();
  sources.forEach((source, index) => {
    const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
    const name = match ? match[match.length - 1].slice('node_modules/'.length, -1) : 'src';
    sizes.set(name, (sizes.get(name) ?? 0) + (sourcesContent[index] ?? '').length);
  });
  return [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const initialKeys = [...staticClosure(entryKey)];
const initialFiles = initialKeys.map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const initialKib = initialFiles.reduce((sum, file) => sum + gzipKib(file), 0);
const initialSources = initialFiles.flatMap(sourcesOf);
const sdkInInitial = initialSources.filter((source) => SDK_PATTERN.test(source));
const viemInInitial = initialSources.filter((source) => VIEM_PATTERN.test(source));
const viemKib = (() => {
  // Share of viem (and its crypto deps) in the initial JS, estimated from source map contents.
  let raw = 0;
  let total = 0;
  for (const file of initialFiles) {
    const map = mapPath(file);
    if (!existsSync(map)) continue;
    const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8'));
    sources.forEach((source, index) => {
      const size = (sourcesContent[index] ?? '').length;
      total += size;
      if (VIEM_PATTERN.test(source)) raw += size;
    });
  }
  return total === 0 ? 0 : (raw / total) * initialKib;
})();

const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
let failed = false;

console.log('\nInitial JavaScript of / (gzip):');
for (const file of initialFiles) console.log(`  ${fmt(gzipKib(file))}  ${file}`);
const initialOk = initialKib <= INITIAL_BUDGET_KIB;
failed ||= !initialOk;
console.log(
  `  ${fmt(initialKib)}  total   budget ≤ ${INITIAL_BUDGET_KIB} KiB   ${verdict(initialOk)}`,
);
console.log(
  `  (of which viem and its crypto deps ≈ ${viemKib.toFixed(1)} KiB, ${viemInInitial.length} modules)`,
);

const sdkOk = sdkInInitial.length === 0;
failed ||= !sdkOk;
console.log(
  `\nNo WalletConnect / Coinbase / Safe SDK module in the initial chunks   ${verdict(sdkOk)}`,
);
for (const source of sdkInInitial.slice(0, 10)) console.log(`  found: ${source}`);

console.log('\nLazily loaded chunks (gzip):');
const initialSet = new Set(initialKeys);
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !initialSet.has(key) && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    name: chunk.src ?? chunk.name ?? key,
    main: mainPackage(chunk.file),
    file: chunk.file,
    kib: gzipKib(chunk.file),
  }))
  .sort((a, b) => b.kib - a.kib);
for (const chunk of lazy) {
  const name = chunk.name.replace(/^(\.\.\/)*(main\/)?node_modules\//, '');
  console.log(`  ${fmt(chunk.kib)}  ${name.slice(0, 58).padEnd(58)} (mostly ${chunk.main})`);
}
const lazyKib = lazy.reduce((sum, chunk) => sum + chunk.kib, 0);
console.log(`  ${fmt(lazyKib)}  all lazy chunks (${lazy.length})`);

console.log(`\nbench: ${failed ? 'FAIL' : 'PASS'}`);
process.exit(failed ? 1 : 0);
