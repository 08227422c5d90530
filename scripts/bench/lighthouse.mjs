// Lighthouse, mobile preset (its default: Moto G Power viewport, simulated slow 4G and 4× CPU
// slowdown), run against a URL with the system Chromium. Returns per-run figures and their
// medians; `printLighthouse` prints them against the budgets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export const LIGHTHOUSE_BUDGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 };

const KIB = 1024;

/**
 * One Lighthouse run in a fresh browser; the figures the bench reports. `saveAs`: where to write
 * the report (JSON; its trace goes next to it). `traceCategories`: trace categories to record on
 * top of Lighthouse's own; `keepTrace`: the trace is returned too (as `trace`).
 */
export async function runOnce(url, { saveAs, traceCategories = [], keepTrace = false } = {}) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      traceCategories.length
        ? {
            extends: 'lighthouse:default',
            settings: { additionalTraceCategories: traceCategories.join(',') },
          }
        : undefined,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (saveAs) {
      writeFileSync(saveAs, JSON.stringify(lhr));
      // The trace it measured, for scripts/bench/trace.mjs --from=FILE or the DevTools.
      const trace = result.artifacts?.Trace;
      if (trace)
        writeFileSync(saveAs.replace(/lhr-(\d+)\.json$/, 'trace-$1.json'), JSON.stringify(trace));
    }
    const audit = (id) => lhr.audits[id];
    const requests = audit('network-requests')?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint').numericValue,
      lcpMs: audit('largest-contentful-paint').numericValue,
      tbtMs: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      siMs: audit('speed-index').numericValue,
      jsKib: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / KIB,
      jsRequests: scripts.length,
      // Lighthouse 13 names the element in its LCP breakdown insight.
      lcpElement: (audit('lcp-breakdown-insight')?.details?.items ?? []).find(
        (item) => item.type === 'node',
      )?.snippet,
      // The tasks Lighthouse calls long (simulated: 4× what they took here), with their script.
      longTasks: (audit('long-tasks')?.details?.items ?? []).map((item) => ({
        url: String(item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
        startTime: item.startTime,
        duration: item.duration,
      })),
      ...(keepTrace ? { trace: result.artifacts?.Trace } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** The processors' idle and total time so far (Linux `/proc/stat`), or null elsewhere. */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  // idle + iowait: time no process wanted the processor.
  return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
}

/** What the machine must have free before a run, and how long to wait for it at most. */
const IDLE_SHARE = 0.9;
const IDLE_WINDOW_MS = 2000;
const IDLE_WAIT_MAX_MS = 90_000;

/**
 * Waits until the processors were at least 90 % idle over two seconds (at most 90 s): the step
 * before a run (the build, the bench's request count, the previous run's browser closing)
 * leaves work that would share the cores with the page measured, and Lighthouse multiplies each
 * task's wall time. Resolves with the idle share of the last window (null where unknown).
 */
export async function waitForIdleMachine() {
  const startedAt = Date.now();
  for (;;) {
    const before = cpuTimes();
    if (!before) return null;
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const after = cpuTimes();
    const share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (share >= IDLE_SHARE || Date.now() - startedAt >= IDLE_WAIT_MAX_MS) return share;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `runs` runs one after the other (never in parallel: they would slow each other). With
 * `saveDir`, each run's full report (JSON) is written there as `lhr-<run>.json`, and the trace
 * it was computed from as `trace-<run>.json`.
 */
export async function runLighthouse(url, runs = 3, { saveDir } = {}) {
  const results = [];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  for (let index = 0; index < runs; index += 1) {
    const saveAs = saveDir ? join(saveDir, `lhr-${index + 1}.json`) : undefined;
    const idleShare = await waitForIdleMachine();
    results.push({ ...(await runOnce(url, { saveAs })), idleShare });
  }
  const keys = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs', 'jsKib', 'jsRequests'];
  const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
  return { runs: results, median: medians };
}

/** Prints the runs and the medians against the budgets; returns true when every budget holds. */
export function printLighthouse(label, { runs, median: m }) {
  const row = (r) =>
    `score ${String(r.score).padStart(3)}  FCP ${(r.fcpMs / 1000).toFixed(2)} s  LCP ${(r.lcpMs / 1000).toFixed(2)} s  ` +
    `TBT ${Math.round(r.tbtMs).toString().padStart(3)} ms  CLS ${r.cls.toFixed(3)}  SI ${(r.siMs / 1000).toFixed(2)} s  ` +
    `JS ${r.jsKib.toFixed(1)} KiB in ${r.jsRequests} files`;
  console.log(`\nLighthouse ${label} (mobile preset, simulated throttling):`);
  runs.forEach((r, index) => {
    const idle =
      typeof r.idleShare === 'number' ? `   (idle before: ${Math.round(r.idleShare * 100)} %)` : '';
    console.log(`  run ${index + 1}: ${row(r)}${idle}`);
    const tasks = r.longTasks
      .map((task) => `${Math.round(task.duration)} ms ${task.url || '(other)'}`)
      .join(', ');
    if (tasks) console.log(`         long tasks: ${tasks}`);
  });
  console.log(`  median: ${row(m)}`);
  if (runs[0]?.lcpElement) console.log(`  LCP element: ${runs[0].lcpElement}`);
  const checks = [
    [`score ≥ ${LIGHTHOUSE_BUDGETS.score}`, m.score >= LIGHTHOUSE_BUDGETS.score],
    [`LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s`, m.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs],
    [`TBT ≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms`, m.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs],
    [`CLS ≤ ${LIGHTHOUSE_BUDGETS.cls}`, m.cls <= LIGHTHOUSE_BUDGETS.cls],
  ];
  for (const [name, ok] of checks) console.log(`  ${name.padEnd(16)} ${ok ? 'PASS' : 'FAIL'}`);
  return checks.every(([, ok]) => ok);
}
