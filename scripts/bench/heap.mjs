// `npm run bench:heap`: whether a staking dashboard left open stays flat. A connected tab (the
// end-to-end test wallet, account 0) on a running hub (`npm start`'s by default), scrolled to its
// history, while a block lands every `--block-interval-ms` (4 s); every `--sample-s` (60 s) the
// page's garbage is collected and its JavaScript heap, DOM nodes and event listeners are read
// (Chrome DevTools Protocol). Prints each sample and the growth from the first sample after the
// warm-up to the last: flat when the heap grew by at most HEAP_GROWTH_MAX_BYTES and the nodes and
// listeners not at all. A benchmark, not a test: `npm test` does not run it.
//   npm start   # then, in another shell:
//   npm run bench:heap -- [--base-url=http://127.0.0.1:4173] [--rpc-url=http://127.0.0.1:8545]
//     [--minutes=60] [--sample-s=60] [--block-interval-ms=4000] [--path=/]
//     [--snapshot-dir=DIR]  (heap snapshots after the warm-up and at the end, for DevTools' Comparison)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { rpc } from '../chain/anvil.mjs';

/** A heap that grows by no more than this over the run (after the warm-up) counts as flat. */
const HEAP_GROWTH_MAX_BYTES = 256 * 1024;
/** Samples before this one are the warm-up (caches filling, lazy chunks arriving). */
const WARM_UP_SAMPLES = 2;
const MIB = 1024 * 1024;
const HISTORY_SHOWN_WITHIN_MS = 60_000;

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
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
  writeFileSync(file, chunks.join(''));
  console.log(`  heap snapshot: ${file}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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
  const history = page.locator('.history').first();
  const deadline = Date.now() + HISTORY_SHOWN_WITHIN_MS;
  while (!(await history.isVisible())) {
    if (Date.now() > deadline) throw new Error(`no history on ${path} after scrolling`);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.waitForTimeout(1_000);
  }
  console.log('history shown');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  const samples = [];
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
      await snapshot(cdp, join(snapshotDir, 'heap-after-warm-up.heapsnapshot'));
    }
  }
  if (snapshotDir) await snapshot(cdp, join(snapshotDir, 'heap-at-end.heapsnapshot'));
  const [first, last] = [samples[WARM_UP_SAMPLES - 1], samples.at(-1)];
  const growth = last.heap - first.heap;
  flat =
    growth <= HEAP_GROWTH_MAX_BYTES &&
    last.nodes <= first.nodes &&
    last.listeners <= first.listeners;
  console.log(
    `\nfrom minute ${first.minute} to ${last.minute}: heap ${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(0)} KiB ` +
      `(flat: ≤ ${HEAP_GROWTH_MAX_BYTES / 1024} KiB), nodes ${last.nodes - first.nodes >= 0 ? '+' : ''}${last.nodes - first.nodes}, ` +
      `listeners ${last.listeners - first.listeners >= 0 ? '+' : ''}${last.listeners - first.listeners}   ${flat ? 'PASS' : 'FAIL'}`,
  );
} finally {
  clearInterval(mining);
  await browser.close();
}
process.exit(flat ? 0 : 1);
