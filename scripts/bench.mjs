#!/usr/bin/env node
// `npm run bench`: builds the hub, then measures what `/` costs a visitor, in gzip:
//  - the JavaScript that hydrates `/`: what index.html loads plus the chunks main.tsx imports after
//    the first paint, one step after the other (react-dom, the router, the state libraries, the
//    boot chunk), static imports included (dist/.vite/manifest.json);             budget 120 KiB
//  - the JavaScript `/` and `/mint` each download before any interaction: the production build
//    served compressed, loaded in Chromium until the network is quiet;            budget 165 KiB
//  - no wallet SDK (WalletConnect, Coinbase, Safe) in the hydrating JavaScript, and no signing
//    stack (secp256k1, HMAC, CCIP-read) in what `/` downloads (through the source maps);
//  - every lazily loaded chunk, for reference.
// `npm run bench -- --lighthouse` adds Lighthouse (mobile preset, 3 runs, each once the processors
// were 90 % idle for 2 s or after 90 s, system Chromium) on the
// compressed build: score ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01 (medians).
// `--no-build` reuses the last build (dist/ with `--no-chain`, else .local-chain/dist-bench/).
// `--path=/mint` measures one page (the download check, Lighthouse, the requests and the
// history's drawing; without it those run on `/`, and the download check on `/mint` too). `--save-lighthouse=DIR` keeps
// each run's report and trace (JSON) in DIR (scripts/bench/trace.mjs --from=FILE lists the trace's
// long tasks). Exits 1 on any FAIL.
// By default it measures the configuration a deployment serves, as `npm start` builds it: anvil
// (on a free port, or `--local-chain=PORT`; refused when taken) with the project's contracts
// deployed, the indexer (Ponder on PGlite) indexing it and the sign-in server beside it, and the
// hub built with VITE_LOCAL_RPC_URL, VITE_INDEXER_URL and VITE_SIWE_API_URL pointing at them, all
// running while the page is measured (the page served on one fixed port: the origin the indexer
// and the sign-in server accept). `--contracts-only` builds with the contracts but neither
// service; `--no-chain` builds with no chain at all (a visitor reads nothing). With
// `--no-build`, the build must have been made for the same chain (refused otherwise).
// With a chain, the requests a tab sends are counted too (bench/requests.mjs): a visitor's, a
// connected and a hidden tab's, each scrolled to the history, over a minute with a block every
// 2 s, then every 12 s: to the chain at most one read per block and per polling interval (≤ 16 a
// minute, then ≤ 5) and one fee estimate a minute; to the indexer at most one request per block
// (≤ 31, then ≤ 6); a hidden tab nothing. `--no-requests` skips it.
// With the services, last, the history is drawn (bench/historyTasks.mjs): stakes and mints are
// sent so the charts reach their most points, the page is loaded at 4× CPU slowdown and scrolled
// to its history; no task over 50 ms from the scroll until it is drawn. `--no-history-tasks`
// skips it.
// A benchmark, not a test: `npm test` does not run it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveDist } from './bench/serveDist.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  printLighthouse,
  runLighthouse,
} from './bench/lighthouse.mjs';
import { measureChainRequests, printChainRequests } from './bench/requests.mjs';
import { fillHistory, measureHistoryTasks, printHistoryTasks } from './bench/historyTasks.mjs';
import { startOf, staticClosure as closureOf } from './bench/startChunks.mjs';
import { isPortTaken, startAnvil } from './chain/anvil.mjs';
import { deployIfPresent } from './chain/deployIfPresent.mjs';
import { findFreePort } from './chain/hub.mjs';
import { startIndexer } from './chain/indexer.mjs';
import { startSignInServer } from './chain/signInServer.mjs';

const args = process.argv.slice(2);
/**
 * A build with a chain is a rehearsal, with loopback endpoints in it: it goes beside the local
 * chain's files, never into dist/, the folder a deployment publishes.
 */
const DIST = args.includes('--no-chain') ? 'dist' : '.local-chain/dist-bench';
const KIB = 1024;
const HYDRATE_BUDGET_KIB = 120;
const BEFORE_INTERACTION_BUDGET_KIB = 165;
/** The network counts as quiet after this long without a new script request. */
const QUIET_MS = 2000;
/** Stakes (and mints, as far as the collection allows) sent before the history is drawn. */
const HISTORY_FILL_TRANSACTIONS = 400;
const SDK_PATTERN = /node_modules\/(@walletconnect|@coinbase|@safe-global|@reown)\//;
const SIGNING_PATTERN =
  /node_modules\/(.*\/)?(@noble\/curves\/|@noble\/hashes\/esm\/hmac|viem\/_esm\/utils\/ccip)/;
const VIEM_PATTERN = /node_modules\/(viem|ox|@noble|@scure|abitype)\//;

const pathGiven = args.find((arg) => arg.startsWith('--path='))?.slice('--path='.length);
const pathArg = pathGiven ?? '/';
/** The pages whose downloads before an interaction are checked: both routes unless one is named. */
const downloadPaths = pathGiven ? [pathGiven] : ['/', '/mint'];

const localChainArg = args.find((arg) => arg.startsWith('--local-chain='));
const withChain = !args.includes('--no-chain');
const withServices = withChain && !args.includes('--contracts-only');
/** Every server of the build in this run answers on this port: the origin the services accept. */
const pagePort = await findFreePort();
const pageOrigin = `http://127.0.0.1:${pagePort}`;
/** What this run started, stopped by pid at the end (or on a failure). */
const started = [];
let anvil = null;
let indexerUrl = null;
let signInUrl = null;
if (withChain) {
  const port = localChainArg ? Number(localChainArg.split('=')[1]) : await findFreePort();
  // Never stops what another process runs there.
  if (isPortTaken(port))
    throw new Error(`Port ${port} is taken: pick another with --local-chain=PORT.`);
  anvil = await startAnvil({ port, quiet: true });
  started.push(anvil);
  await deployIfPresent({ rpcUrl: anvil.rpcUrl });
}
if (withServices) {
  // As `npm start` runs them (scripts/start.mjs), with this run's page origin.
  const signIn = await startSignInServer({
    port: await findFreePort(),
    logName: 'bench-sign-in.log',
    env: { SIWE_HUB_ORIGIN: pageOrigin, SIWE_CHAINS: `31337=${anvil.rpcUrl}` },
  });
  started.push(signIn);
  signInUrl = signIn.url;
  const indexer = await startIndexer({
    rpcUrl: anvil.rpcUrl,
    port: await findFreePort(),
    hubOrigins: pageOrigin,
    ephemeral: true,
    logName: 'bench-indexer.log',
  });
  started.push(indexer);
  indexerUrl = indexer.url;
}
/** Whether a built file names the anvil this run started (a build made for it). */
function builtForAnvil() {
  const assets = join(DIST, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(assets, file), 'utf8').includes(anvil.rpcUrl));
}
const stopAnvil = () => Promise.allSettled(started.map((server) => server.stop()));

if (!args.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
    {
      stdio: 'inherit',
      // A build for the local chain is a rehearsal (never hosted): it may carry the local chain.
      env: anvil
        ? {
            ...process.env,
            VITE_LOCAL_RPC_URL: anvil.rpcUrl,
            VITE_INDEXER_URL: indexerUrl ?? '',
            VITE_SIWE_API_URL: signInUrl ?? '',
            BEAR_REHEARSAL: '1',
          }
        : process.env,
    },
  );
  if (build.status !== 0) {
    await stopAnvil();
    process.exit(build.status ?? 1);
  }
}

if (anvil && !builtForAnvil()) {
  // A build for another chain (or none) would be measured under this run's title.
  console.error(`the last build was not made for ${anvil.rpcUrl}; run without --no-build.`);
  await stopAnvil();
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const { entryKey, hydrateKeys } = startOf(manifest);
const staticClosure = (key) => closureOf(manifest, key);

/** The build moves its hidden source maps out of dist/ (scripts/build/hostingPlugin.mjs). */
const mapPath = (file) => join('.sourcemaps', basename(DIST), `${file}.map`);
const gzipKib = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / KIB;
const mapOf = (file) => {
  const map = mapPath(file);
  return existsSync(map)
    ? JSON.parse(readFileSync(map, 'utf8'))
    : { sources: [], sourcesContent: [] };
};
const sourcesOf = (file) => mapOf(file).sources ?? [];

/** The package that makes up most of a chunk (from its source map), to name lazy chunks. */
function mainPackage(file) {
  const { sources = [], sourcesContent = [] } = mapOf(file);
  const sizes = new Map();
  sources.forEach((source, index) => {
    const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
    const name = match ? match[match.length - 1].slice('node_modules/'.length, -1) : 'src';
    sizes.set(name, (sizes.get(name) ?? 0) + (sourcesContent[index] ?? '').length);
  });
  return [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
let failed = false;

// 1. What hydrates `/`.
const hydrateFiles = hydrateKeys.map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const hydrateKib = hydrateFiles.reduce((sum, file) => sum + gzipKib(file), 0);
const hydrateSources = hydrateFiles.flatMap(sourcesOf);
const htmlFiles = [...staticClosure(entryKey)]
  .map((key) => manifest[key].file)
  .filter((f) => f.endsWith('.js'));
console.log(
  '\nJavaScript that hydrates / (index.html + the start steps and the boot chunk, gzip):',
);
for (const file of hydrateFiles) {
  console.log(
    `  ${fmt(gzipKib(file))}  ${file}${htmlFiles.includes(file) ? '   (in index.html)' : ''}`,
  );
}
const hydrateOk = hydrateKib <= HYDRATE_BUDGET_KIB;
failed ||= !hydrateOk;
console.log(
  `  ${fmt(hydrateKib)}  total   budget ≤ ${HYDRATE_BUDGET_KIB} KiB   ${verdict(hydrateOk)}`,
);
console.log(
  `  (viem and its crypto deps: ${hydrateSources.filter((s) => VIEM_PATTERN.test(s)).length} modules)`,
);

const sdkInHydrate = hydrateSources.filter((source) => SDK_PATTERN.test(source));
failed ||= sdkInHydrate.length > 0;
console.log(
  `\nNo WalletConnect / Coinbase / Safe SDK module in it   ${verdict(sdkInHydrate.length === 0)}`,
);
for (const source of sdkInHydrate.slice(0, 10)) console.log(`  found: ${source}`);

// 2. What each page downloads before any interaction, in a browser.
const server = await serveDist({ root: DIST, port: pagePort });
try {
  for (const downloadPath of downloadPaths) await measureDownloads(downloadPath);
} finally {
  await server.close();
}

/** Loads `path` until no new script is asked for QUIET_MS, and checks what it downloaded. */
async function measureDownloads(path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = new Set();
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    // Scripts and modulepreload hints (whose later import is served from the cache) alike.
    const file = new URL(request.url()).pathname.slice(1);
    if (!file.endsWith('.js')) return;
    scripts.add(file);
    lastScriptAt = Date.now();
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  lastScriptAt = Math.max(lastScriptAt, Date.now());
  while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250);
  await browser.close();

  const downloaded = [...scripts].filter((file) => existsSync(join(DIST, file)));
  const downloadedKib = downloaded.reduce((sum, file) => sum + gzipKib(file), 0);
  const beforeOk = downloadedKib <= BEFORE_INTERACTION_BUDGET_KIB;
  failed ||= !beforeOk;
  console.log(
    `\nJavaScript ${path} downloads before any interaction (gzip, ${downloaded.length} files):`,
  );
  for (const file of downloaded.filter((f) => !hydrateFiles.includes(f))) {
    console.log(`  ${fmt(gzipKib(file))}  ${file}   (after hydration starts)`);
  }
  console.log(
    `  ${fmt(downloadedKib)}  total   budget ≤ ${BEFORE_INTERACTION_BUDGET_KIB} KiB   ${verdict(beforeOk)}`,
  );
  const signing = downloaded.flatMap((file) =>
    sourcesOf(file)
      .filter((source) => SIGNING_PATTERN.test(source))
      .map((source) => `${file}: ${source.replace(/^(\.\.\/)+/, '')}`),
  );
  failed ||= signing.length > 0;
  console.log(
    `\nNo signing stack (secp256k1, HMAC, CCIP-read) in it   ${verdict(signing.length === 0)}`,
  );
  for (const line of signing.slice(0, 10)) console.log(`  found: ${line}`);
}

// 3. The lazy chunks.
console.log('\nLazily loaded chunks (gzip):');
const hydrateSet = new Set(hydrateKeys);
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !hydrateSet.has(key) && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    name: chunk.src ?? chunk.name ?? key,
    main: mainPackage(chunk.file),
    kib: gzipKib(chunk.file),
  }))
  .sort((a, b) => b.kib - a.kib);
for (const chunk of lazy) {
  const name = chunk.name.replace(/^(\.\.\/)*(main\/)?node_modules\//, '');
  console.log(`  ${fmt(chunk.kib)}  ${name.slice(0, 58).padEnd(58)} (mostly ${chunk.main})`);
}
console.log(
  `  ${fmt(lazy.reduce((sum, chunk) => sum + chunk.kib, 0))}  all lazy chunks (${lazy.length})`,
);

// 4. The chain requests of a visitor's, a connected and a hidden tab, on a deployment: with
// blocks faster than the polling interval, then as slow as Ethereum's.
const REQUEST_BLOCK_INTERVALS_MS = [2_000, 12_000];
if (anvil && !args.includes('--no-requests')) {
  const requestServer = await serveDist({ root: DIST, port: pagePort });
  try {
    for (const blockIntervalMs of REQUEST_BLOCK_INTERVALS_MS) {
      const result = await measureChainRequests({
        baseUrl: requestServer.url,
        rpcUrl: anvil.rpcUrl,
        indexerUrl,
        path: pathArg,
        blockIntervalMs,
      });
      const requestsOk = printChainRequests(result);
      failed ||= !requestsOk;
    }
  } finally {
    await requestServer.close();
  }
}

// 5. Lighthouse, on request.
if (args.includes('--lighthouse')) {
  const lighthouseServer = await serveDist({ root: DIST, port: pagePort });
  try {
    // Blocking time depends on what else the machine runs: the load is printed with the figures.
    const loadBefore = loadavg()[0];
    const saveDir = args.find((arg) => arg.startsWith('--save-lighthouse='))?.split('=')[1];
    const result = await runLighthouse(`${lighthouseServer.url}${pathArg}`, 3, { saveDir });
    const lighthouseOk = printLighthouse(pathArg, result);
    console.log(
      `  machine load (1 min average): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
    );
    failed ||= !lighthouseOk;
  } finally {
    await lighthouseServer.close();
  }
}

// 6. Drawing the history: its longest task at 4× CPU slowdown, the charts at their most points
// (stakes and mints sent first, one per block), last, as it changes the chain.
if (withServices && !args.includes('--no-history-tasks')) {
  const filled = await fillHistory(anvil.rpcUrl, HISTORY_FILL_TRANSACTIONS);
  console.log(`\n(${filled.staked} stakes and ${filled.minted} mints sent for the charts)`);
  const historyServer = await serveDist({ root: DIST, port: pagePort });
  try {
    const result = await measureHistoryTasks({ baseUrl: historyServer.url, path: pathArg });
    failed ||= !printHistoryTasks(result);
  } finally {
    await historyServer.close();
  }
}

await stopAnvil();
console.log(
  `\nbench (${
    withServices
      ? 'deployed: contracts, indexer and sign-in'
      : withChain
        ? 'contracts only'
        : 'no chain'
  }): ${failed ? 'FAIL' : 'PASS'}`,
);
process.exit(failed ? 1 : 0);
