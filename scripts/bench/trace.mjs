#!/usr/bin/env node
// The main thread's tasks while a page of the production build loads, as Lighthouse sees them:
// runs Lighthouse (mobile preset, system Chromium, the build served compressed) and reads the
// trace it measured, then prints every task of the page's main thread longer than a threshold,
// with what ran inside it (scripts evaluated, functions called, timers, layout). Lighthouse's
// simulated throttling multiplies each task by 4 (by 2 when it did layout) and counts what passes
// 50 ms as blocking time, so a script task of more than 12.5 ms here is one Lighthouse calls long.
// Each run also lists the tasks Lighthouse's simulation counted, with the measured task each
// comes from (countedTasks.mjs): the simulation moves tasks, so these are the ones to work on.
// (A browser driven by Playwright measures differently: it makes every `Error()` capture a
// detailed stack, which for a big bundle costs a re-parse Lighthouse's browser does not do.)
//
//   node scripts/bench/trace.mjs [--path=/mint] [--min=8] [--runs=1] [--out=trace.json]
//   --min=MS    the shortest task listed (default 8 ms)
//   --runs=N    runs, each in a fresh browser; a summary line per run
//   --out=FILE  keeps the raw trace of the last run (open it in the DevTools Performance panel)
//   --from=FILE reads a trace recorded before instead (e.g. by `npm run bench -- --lighthouse
//               --save-lighthouse=DIR`)
//   --compile   records V8's parse and compile events too (they show inside the tasks)
//   --profile   samples JavaScript too and names the functions each long task spends most in
//               (the profiler makes V8 keep source positions: compile costs shift a little)
//   --dist=DIR  serves another build folder than dist/
// Run after a build (`npm run bench` or `npx vite build`).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { serveDist } from './serveDist.mjs';
import { runOnce, waitForIdleMachine } from './lighthouse.mjs';
import { takeCountedTasks, watchCountedTasks } from './countedTasks.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const path = option('path', '/');
const minMs = Number(option('min', '8'));
const runs = Number(option('runs', '1'));
const out = option('out', null);

/** Trace categories recorded on top of Lighthouse's own. */
const CATEGORIES = [
  // `--compile`: V8's parse and compile events too (what a task spends compiling).
  ...(args.includes('--compile') ? ['disabled-by-default-v8.compile'] : []),
  // `--profile`: JavaScript samples, to name the functions a task spends its time in.
  ...(args.includes('--profile')
    ? ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires']
    : []),
];

/** The renderer main thread of the page: the thread named CrRendererMain that ran the most. */
function mainThreadOf(events) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      names.set(`${event.pid}:${event.tid}`, 0);
    }
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.has(key) && event.name === 'RunTask')
      names.set(key, names.get(key) + (event.dur ?? 0));
  }
  return [...names.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const shortUrl = (url) => (url ? String(url).replace(/^https?:\/\/[^/]+/, '') : '');

/** One line naming an event nested in a task. */
function describe(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compileModule':
    case 'v8.compile':
      return `${event.name} ${shortUrl(data.url ?? event.args?.fileName ?? '')}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}:${data.lineNumber ?? ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return `${event.name} ${data.type ?? ''}`.trim();
    default:
      return event.name;
  }
}

const INTERESTING = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'BlinkGC.AtomicPhase',
  'HitTest',
  'Commit',
  'Layerize',
  'ScriptCatchup',
]);

/**
 * The JavaScript samples of `main` (the thread's Profile event names the profile; its
 * ProfileChunk events, written by V8's profiler thread, hold the nodes and samples).
 */
function samplesOf(events, main) {
  const [pid] = main.split(':');
  const profile = events.find(
    (event) => event.name === 'Profile' && `${event.pid}:${event.tid}` === main,
  );
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || String(event.pid) !== pid || event.id !== profile.id)
      continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((nodeId, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, nodeId });
    });
  }
  return samples.map(({ ts: at, nodeId }) => ({ ts: at, frame: nodes.get(nodeId) }));
}

function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  const main = mainThreadOf(events);
  const onMain = events
    .filter(
      (event) =>
        `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // The navigation to the page (not Lighthouse's about:blank, nor a frame of its own).
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      `${event.pid}:${event.tid}` === main &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      `${event.pid}:${event.tid}` === main &&
      (!navigation || event.args?.data?.navigationId === navigation.args?.data?.navigationId),
  );
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const samples = samplesOf(events, main);
  const long = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    // Every task Lighthouse could call long is looked at; those under --min are not printed.
    if (ms < Math.min(minMs, 12.5)) continue;
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) =>
        event !== task &&
        event.ts >= task.ts &&
        event.ts + event.dur <= end &&
        INTERESTING.has(event.name),
    );
    const functions = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end || !sample.frame) continue;
      const { functionName, url, lineNumber, columnNumber } = sample.frame;
      const name = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
      functions.set(name, (functions.get(name) ?? 0) + 1);
    }
    // As Lighthouse simulates it: ×4, ×2 for a task that did layout.
    const simulated = ms * (inside.some((event) => event.name === 'Layout') ? 2 : 4);
    // The thread's own CPU time: the rest of the task's time it waited (e.g. for a core, on a
    // busy machine); Lighthouse counts the whole.
    const cpuMs = task.tdur !== undefined ? task.tdur / 1000 : null;
    long.push({
      at: (task.ts - origin) / 1000,
      ms,
      cpuMs,
      simulated,
      afterFcp: !fcp || task.ts >= fcp.ts,
      inside,
      functions,
    });
  }
  const blocking = long
    .filter((task) => task.afterFcp)
    .reduce((sum, task) => sum + Math.max(0, task.simulated - 50), 0);
  // The same rule on each task's CPU time: what a machine whose cores are not shared (the
  // renderer never waiting for one) would show; the gap to the figure above is contention.
  const blockingCpu = long
    .filter((task) => task.afterFcp && task.cpuMs !== null)
    .reduce((sum, task) => sum + Math.max(0, (task.simulated / task.ms) * task.cpuMs - 50), 0);
  const over = tasks.filter((task) => task.dur / 1000 > 12.5).length;
  return {
    long,
    origin,
    fcpMs: fcp ? (fcp.ts - origin) / 1000 : null,
    tasks: tasks.length,
    busyMs: tasks.reduce((sum, task) => sum + task.dur / 1000, 0),
    maxMs: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    // Lighthouse's rule on the tasks after the first paint, each multiplied by 4 or 2 (an
    // estimate: Lighthouse simulates the whole page, which moves tasks and the first paint).
    blocking4x: blocking,
    blockingCpu,
    over,
  };
}

/**
 * Prints what Lighthouse's simulation counted as blocking (`counted`: the run's optimistic and
 * pessimistic estimates, from countedTasks.mjs), each task with the measured one it comes from.
 */
function reportCounted(counted, origin) {
  for (const estimate of counted) {
    console.log(
      `  Lighthouse counts (${estimate.optimistic ? 'optimistic' : 'pessimistic'}: simulated FCP ` +
        `${estimate.fcpMs.toFixed(0)} ms to TTI ${estimate.ttiMs.toFixed(0)} ms): ${estimate.tbtMs.toFixed(0)} ms`,
    );
    for (const task of estimate.tasks) {
      console.log(
        `    blocks ${task.blockingMs.toFixed(0).padStart(3)} ms: simulated ${task.simulatedMs.toFixed(0)} ms ` +
          `at ${task.simulatedStartMs.toFixed(0)}; measured at ${((task.ts - origin) / 1000).toFixed(0)} ms, ` +
          `${task.wallMs.toFixed(1)} ms (CPU ${task.cpuMs?.toFixed(1) ?? '?'} ms)${task.layout ? ', layout (×2)' : ''}: ` +
          task.work.slice(0, 6).join(', '),
      );
    }
  }
}

/** Prints one run's summary line and its long tasks. */
function report(label, trace, counted = []) {
  const result = analyse(trace);
  reportCounted(counted, result.origin);
  console.log(
    `${label}: ${result.tasks} tasks, ${result.busyMs.toFixed(0)} ms busy, ` +
      `longest ${result.maxMs.toFixed(1)} ms, ${result.over} over 12.5 ms, ` +
      `≈ TBT×4 after FCP ${result.blocking4x.toFixed(0)} ms (on CPU time ${result.blockingCpu.toFixed(0)} ms)` +
      (result.fcpMs !== null ? `, FCP at ${result.fcpMs.toFixed(0)} ms` : ''),
  );
  for (const task of result.long.filter((candidate) => candidate.ms >= minMs)) {
    const blocking = task.afterFcp ? Math.max(0, task.simulated - 50) : 0;
    console.log(
      `  task at ${task.at.toFixed(0).padStart(6)} ms: ${task.ms.toFixed(1).padStart(6)} ms` +
        (task.cpuMs !== null ? ` (CPU ${task.cpuMs.toFixed(1)} ms)` : '') +
        (blocking > 0
          ? `   (simulated ${task.simulated.toFixed(0)} ms: blocks ${blocking.toFixed(0)} ms)`
          : ''),
    );
    // The biggest nested events, outermost first, at most 10.
    const shown = [...task.inside]
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 10)
      .sort((a, b) => a.ts - b.ts);
    for (const event of shown) {
      if (event.dur / 1000 < 0.5) continue;
      console.log(
        `      ${(event.dur / 1000).toFixed(1).padStart(6)} ms  ${describe(event).slice(0, 110)}`,
      );
    }
    // With --profile: the functions sampled most often in the task (self time, in samples).
    const top = [...task.functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    if (top.length)
      console.log(`      samples: ${top.map(([name, count]) => `${count}× ${name}`).join(', ')}`);
  }
}

const from = option('from', null);
if (from) {
  report(from, JSON.parse(readFileSync(from, 'utf8')));
} else {
  const server = await serveDist({ root: option('dist', 'dist') });
  watchCountedTasks();
  try {
    for (let run = 1; run <= runs; run += 1) {
      const idle = await waitForIdleMachine();
      const load = loadavg()[0];
      const result = await runOnce(`${server.url}${path}`, {
        traceCategories: CATEGORIES,
        keepTrace: true,
      });
      if (out && run === runs) writeFileSync(out, JSON.stringify(result.trace));
      console.log(
        `run ${run} ${path} (load ${load.toFixed(2)}${idle === null ? '' : `, idle before ${Math.round(idle * 100)} %`}): Lighthouse TBT ${Math.round(result.tbtMs)} ms, ` +
          `score ${result.score}, long: ${result.longTasks.map((task) => `${Math.round(task.duration)} ms ${task.url}`).join(', ') || 'none'}`,
      );
      // The run's own estimates: Lighthouse computes the optimistic and the pessimistic last.
      report(`  trace`, result.trace, takeCountedTasks().slice(-2));
    }
  } finally {
    await server.close();
  }
}
