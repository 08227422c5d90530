// `npm run bench:heap`: whether a staking dashboard left open stays flat. A connected tab (the
// end-to-end test wallet, account 0) on a running hub (`npm start`'s by default), scrolled to its
// history, while a block lands every `--block-interval-ms` (4 s); every `--sample-s` (60 s) the
// page's garbage is collected and its JavaScript heap, DOM nodes and event listeners are read
// (Chrome DevTools Protocol). Prints each sample and the heap's trend after the warm-up (a
// least-squares line through the samples, per hour): flat when it grows by at most
// HEAP_GROWTH_MAX_BYTES an hour and the nodes and listeners not at all. The warm-up is the first
// WARM_UP_SAMPLES minutes: V8 compiles the page's hot functions with its optimising compiler
// then, and compiled code counts in the heap (+0.5 MB in the first minutes, all of it code in a
// snapshot comparison). V8's optimising tiers are off in the measured tab (`--js-flags`
// below): the code they compile keeps growing as more functions turn hot over the hour (+539 KiB
// in 40 minutes, all `code` in a snapshot comparison, none of it the app's objects), so with
// them on the trend measures the engine's cache, not what the app keeps. `--with-jit` keeps
// them on. With `--snapshot-dir`, heap snapshots after the warm-up and at the end,
// and what grew between them by kind. A benchmark, not a test: `npm test` does not run it.
//   npm start   # then, in another shell:
//   npm run bench:heap -- [--base-url=http://127.0.0.1:4173] [--rpc-url=http://127.0.0.1:8545]
//     [--minutes=60] [--sample-s=60] [--block-interval-ms=4000] [--path=/]
//     [--snapshot-dir=DIR]  (heap snapshots after the warm-up and at the end, for DevTools' Comparison)
//     [--with-jit]  (V8's optimising tiers on, as in a visitor's browser)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { rpc } from '../chain/anvil.mjs';
import { scrollToHistory } from './scrollToHistory.mjs';
import { option } from './options.mjs';

/** A heap whose trend after the warm-up grows by no more than this an hour counts as flat. */
const HEAP_GROWTH_MAX_BYTES = 256 * 1024;
/** Samples up to this one are the warm-up (optimised code, caches filling, lazy chunks). */
const WARM_UP_SAMPLES = 5;
const MIB = 1024 * 1024;
const HISTORY_SHOWN_WITHIN_MS = 60_000;

const baseUrl = option('base-url', 'http://127.0.0.1:4173');
const rpcUrl = option('rpc-url', 'http://127.0.0.1:8545');
const path = option('path', '/');
const minutes = Number(option('minutes', 60));
const sampleS = Number(option('sample-s', 60));
const blockIntervalMs = Number(option('block-interval-ms', 4_000));
const snapshotDir = option('snapshot-dir', null);

const { installTestWallet } = await tsImport(
  '../../tests/e2e/support/testWallet.ts',
  import.meta.url,
);
const { connectFromHeader } = await tsImport('../../tests/e2e/support/hubPage.ts', import.meta.url);

/** A heap snapshot of the page, written to `file` (open it in DevTools' Memory panel). */
async function snapshot(cdp, file) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const text = chunks.join('');
  writeFileSync(file, text);
  console.log(`  heap snapshot: ${file}`);
  return JSON.parse(text);
}

/** A snapshot's bytes and objects by kind (V8's node type, and the constructor for objects). */
function byKind(heap) {
  const {
    node_fields: fields,
    node_types: [types],
  } = heap.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds = new Map();
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const kind = types[heap.nodes[index + type]];
    const key =
      kind === 'object' || kind === 'native'
        ? `${kind} ${heap.strings[heap.nodes[index + name]]}`
        : kind;
    const entry = kinds.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += heap.nodes[index + size];
    entry.count += 1;
    kinds.set(key, entry);
  }
  return kinds;
}

/** The linear trend of `samples`' heap, in bytes per hour (least squares). */
function trendPerHour(samples) {
  const n = samples.length;
  const meanX = samples.reduce((sum, { minute }) => sum + minute, 0) / n;
  const meanY = samples.reduce((sum, { heap }) => sum + heap, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { minute, heap } of samples) {
    covariance += (minute - meanX) * (heap - meanY);
    variance += (minute - meanX) ** 2;
  }
  return (covariance / variance) * 60;
}

/** The tab's JavaScript runs on V8's interpreter only, unless `--with-jit` (see the top). */
const JIT_FLAGS = process.argv.includes('--with-jit')
  ? []
  : ['--js-flags=--no-opt --no-maglev --no-sparkplug'];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, ...JIT_FLAGS],
});
const mining = setInterval(
  () => void rpc(rpcUrl, 'evm_mine').catch(() => undefined),
  blockIntervalMs,
);
let flat = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // tsx compiles the wallet's init script with esbuild's keepNames, whose `__name` helper the
  // page lacks.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await installTestWallet(page, { rpcUrl });
  await page.goto(`${baseUrl}${path}`);
  await connectFromHeader(page);
  await scrollToHistory(page, path, { withinMs: HISTORY_SHOWN_WITHIN_MS });
  console.log('history shown');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  const samples = [];
  let warmUpKinds = null;
  const sampleCount = Math.max(WARM_UP_SAMPLES + 2, Math.round((minutes * 60) / sampleS));
  console.log(
    `A connected tab on ${baseUrl}${path}, its history shown, a block every ${blockIntervalMs} ms: ` +
      `${sampleCount} samples, one every ${sampleS} s (after garbage collection)`,
  );
  for (let index = 0; index < sampleCount; index += 1) {
    await page.waitForTimeout(sampleS * 1_000);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    const sample = {
      minute: ((index + 1) * sampleS) / 60,
      heap: usedSize,
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
    };
    samples.push(sample);
    console.log(
      `  ${sample.minute.toFixed(1).padStart(5)} min  heap ${(sample.heap / MIB).toFixed(2)} MiB` +
        `  nodes ${sample.nodes}  listeners ${sample.listeners}`,
    );
    if (snapshotDir && index === WARM_UP_SAMPLES - 1) {
      warmUpKinds = byKind(
        await snapshot(cdp, join(snapshotDir, 'heap-after-warm-up.heapsnapshot')),
      );
    }
  }
  if (warmUpKinds) {
    const endKinds = byKind(await snapshot(cdp, join(snapshotDir, 'heap-at-end.heapsnapshot')));
    const growth = [...endKinds]
      .map(([kind, { bytes, count }]) => ({
        kind,
        bytes: bytes - (warmUpKinds.get(kind)?.bytes ?? 0),
        count: count - (warmUpKinds.get(kind)?.count ?? 0),
      }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8);
    console.log('  grown between the snapshots, by kind:');
    for (const { kind, bytes, count } of growth) {
      console.log(
        `    ${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${String(count).padStart(6)}  ${kind}`,
      );
    }
  }
  const after = samples.slice(WARM_UP_SAMPLES - 1);
  const [first, last] = [after[0], after.at(-1)];
  const trend = trendPerHour(after);
  const [lowest, highest] = [
    Math.min(...after.map((one) => one.heap)),
    Math.max(...after.map((one) => one.heap)),
  ];
  // Nodes and listeners come and go with requests in flight: their least count in the last
  // third after the warm-up against that of the first third.
  const third = Math.max(1, Math.floor(after.length / 3));
  const least = (list, key) => Math.min(...list.map((one) => one[key]));
  const [early, late] = [after.slice(0, third), after.slice(-third)];
  const nodesGrowth = least(late, 'nodes') - least(early, 'nodes');
  const listenersGrowth = least(late, 'listeners') - least(early, 'listeners');
  flat = trend <= HEAP_GROWTH_MAX_BYTES && nodesGrowth <= 0 && listenersGrowth <= 0;
  console.log(
    `\nfrom minute ${first.minute} to ${last.minute}: heap ${(lowest / MIB).toFixed(2)}–${(highest / MIB).toFixed(2)} MiB, ` +
      `trend ${trend >= 0 ? '+' : ''}${(trend / 1024).toFixed(0)} KiB an hour (flat: ≤ ${HEAP_GROWTH_MAX_BYTES / 1024}), ` +
      `nodes ${nodesGrowth >= 0 ? '+' : ''}${nodesGrowth}, ` +
      `listeners ${listenersGrowth >= 0 ? '+' : ''}${listenersGrowth}   ${flat ? 'PASS' : 'FAIL'}`,
  );
} finally {
  clearInterval(mining);
  await browser.close();
}
process.exit(flat ? 0 : 1);
