#!/usr/bin/env node
// `npm run bench:launch`: launch day against the production topology (scripts/topology.mjs),
// on loopback, bounded in visitors and time. A benchmark, not a test: `npm test` does not run it.
//
// Uses the topology that runs (`npm run topology`), else starts one and stops it at the end.
// Then, for each stage (a number of simulated visitors), for --seconds:
//  - each visitor is a tab with its own loopback address (127.x.y.z: nginx limits per client
//    address) and its own keep-alive connections, on `/` (70 %) or `/mint` (30 %), arriving over
//    --ramp seconds. It reads GET /indexer/changes once per block (the chain makes one every
//    2 s); on `/`, when the pool's block moved, /pool/series?points=320 and
//    /pool/apr-changes?limit=100; on `/mint`, when the collection's block moved,
//    /collection/series?points=320 and /collection/mints?limit=8 (and all of them on arrival).
//    Like a browser it sends If-None-Match with the ETag it holds, the hub's Origin and
//    Accept-Encoding: gzip;
//  - stakes and mints land on the chain: a few dev accounts send one each per block;
//  - halfway through, a burst of --sign-ins sign-ins (GET /siwe/nonce, sign, POST /siwe/verify),
//    each from its own address, --sign-in-concurrency at a time.
// It prints, per stage: requests/s, p50/p95/p99 per route, the answers (200, 304, 429 apart,
// errors), the indexer's lag behind the chain (blocks), and the CPU of each process (cores).
// The tabs, the chain's activity and the sign-ins are launchLoad.mjs's, which bench:faults
// (faults.mjs) runs too.
//
// Options: --visitors 250,500,1000 (stages), --seconds 30 (per stage, at most 300), --ramp 5,
// --sign-ins 100, --sign-in-concurrency 16, --connected 0.2 (the share of tabs on `/` with a
// wallet connected: they read /changes?account=<theirs> and, when it moves,
// /activity/<theirs>?limit=50, which no cache shares), --workers N (processes simulating the
// visitors, default one per core). The load generator shares the machine's cores with the topology (its
// own CPU and event-loop delay are printed too).
import { fork } from 'node:child_process';
import { openSync, readFileSync, readSync, readdirSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { rpc } from '../chain/anvil.mjs';
import { isAlive } from '../chain/processes.mjs';
import { readTopology, startTopology, stopTopology } from '../topology.mjs';
import {
  HUB_ORIGIN,
  PAGES,
  addressOf,
  chainActivity,
  landed,
  newTally,
  prepareActors,
  routeOf,
  signIn,
  visitor,
} from './launchLoad.mjs';
import { option } from './options.mjs';

const MAX_VISITORS = 10_000;
const MAX_SECONDS = 300;
const CLOCK_TICKS_PER_S = 100;

const STAGES = String(option('visitors', '250,500,1000'))
  .split(',')
  .map((value) => Math.min(MAX_VISITORS, Math.max(1, Number.parseInt(value, 10))));
const SECONDS = Math.min(MAX_SECONDS, Number(option('seconds', 30)));
const RAMP_S = Number(option('ramp', 5));
/** The share of visitors with a wallet connected: their reads name their account (never shared). */
const CONNECTED = Math.min(1, Math.max(0, Number(option('connected', 0.2))));
const SIGN_INS = Number(option('sign-ins', 100));
const SIGN_IN_CONCURRENCY = Number(option('sign-in-concurrency', 16));
/** Processes simulating the visitors (one Node thread cannot keep up with thousands of tabs). */
const WORKERS = Math.max(1, Math.min(8, Number(option('workers', availableParallelism()))));
if (
  STAGES.some(Number.isNaN) ||
  [SECONDS, RAMP_S, SIGN_INS, SIGN_IN_CONCURRENCY, WORKERS].some(Number.isNaN)
) {
  throw new Error(
    'bench:launch: options take numbers (see the header of scripts/bench/launch.mjs)',
  );
}

/** Per route: latencies and answers by status. */
class Recorder {
  constructor() {
    this.routes = new Map();
    this.errors = new Map();
  }
  /** What a worker recorded (from toJSON). */
  merge({ routes, errors }) {
    for (const [route, { ms, statuses }] of routes) {
      const entry = this.routes.get(route) ?? { ms: [], statuses: new Map() };
      this.routes.set(route, entry);
      for (const value of ms) entry.ms.push(value);
      for (const [status, count] of statuses) {
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + count);
      }
    }
    for (const [what, count] of errors) this.errors.set(what, (this.errors.get(what) ?? 0) + count);
  }
  toJSON() {
    return {
      routes: [...this.routes].map(([route, entry]) => [
        route,
        { ms: entry.ms, statuses: [...entry.statuses] },
      ]),
      errors: [...this.errors],
    };
  }
  add(route, answer) {
    const entry = this.routes.get(route) ?? { ms: [], statuses: new Map() };
    this.routes.set(route, entry);
    entry.ms.push(answer.ms);
    const key = answer.status === 0 ? 'error' : String(answer.status);
    entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
    if (answer.status === 0 || (answer.status >= 400 && answer.status !== 429)) {
      const what = `${route} ${answer.status || answer.error?.message}`;
      this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
    }
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU ticks of a process and all its descendants (Postgres's backends, nginx's workers). */
function treeTicks(rootPid) {
  const children = new Map();
  const ticks = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      // utime + stime, and cutime + cstime: children that ended (workers, backends) count too.
      ticks.set(
        Number(entry),
        Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      );
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function cpuSnapshot(state) {
  const snapshot = new Map();
  for (const entry of state.processes) snapshot.set(entry.name, treeTicks(entry.pid));
  // This process and its visitor workers.
  snapshot.set('bench (load generator)', treeTicks(process.pid));
  return { at: performance.now(), snapshot };
}

async function signInBurst(state, count, concurrency, recorder, firstIndex) {
  let next = 0;
  let signedIn = 0;
  const loop = async () => {
    while (next < count) {
      const index = next++;
      const { step, answer } = await signIn(state, addressOf(firstIndex + index), (route, each) =>
        recorder.add(route, each),
      );
      if (step === 'verify' && answer.status === 200) signedIn += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { signedIn, seconds: (performance.now() - started) / 1000 };
}

/** nginx's access log of the topology (scripts/topology.mjs writes `rt=… urt=… cache=…`). */
function accessLogOf(state) {
  return join(state.nginxConf, '..', '..', 'nginx-access.log');
}

function sizeOf(file) {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * What nginx saw of the requests logged since `offset`: its own time per route (from the
 * request's first byte to the answer's last, without the load generator's queueing) and how
 * many went upstream (to a reader or a sign-in server).
 */
function serverSide(file, offset) {
  const length = sizeOf(file) - offset;
  if (length <= 0) return new Map();
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  readSync(fd, buffer, 0, length, offset);
  closeSync(fd);
  const routes = new Map();
  for (const line of buffer.toString('utf8').split('\n')) {
    const match =
      / "\w+ \/(indexer|siwe)(\/\S*) [^"]*" (\d+) \d+ rt=([\d.]+) urt=(\S+) cache=(\S+)/.exec(line);
    if (!match) continue;
    const route = `${match[1] === 'siwe' ? '/siwe' : ''}${routeOf(match[2])}`;
    const entry = routes.get(route) ?? { ms: [], upstream: 0 };
    routes.set(route, entry);
    entry.ms.push(Number(match[4]) * 1000);
    if (match[5] !== '-') entry.upstream += 1;
  }
  return routes;
}

/** Runs a slice of the visitors in a child process; resolves with what it recorded. */
function runWorker(job) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url).pathname, process.argv.slice(2), {
      env: { ...process.env, BENCH_LAUNCH_WORKER: JSON.stringify(job) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer;
    child.on('message', (message) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`a visitor worker exited (${code})`)),
    );
  });
}

/** A worker: its visitors until the stage ends, then its records to the parent. */
async function workerMain(job) {
  const recorder = new Recorder();
  const loopDelay = monitorEventLoopDelay({ resolution: 2 });
  loopDelay.enable();
  const signal = AbortSignal.timeout(Math.max(0, Math.round(job.stopAtEpochMs - Date.now())));
  const state = { indexerUrl: job.indexerUrl, blockTimeS: job.blockTimeS };
  await Promise.all(
    Array.from({ length: job.count }, async (_, offset) => {
      const index = job.first + offset;
      await sleep((index / job.total) * RAMP_S * 1000);
      if (signal.aborted) return undefined;
      // A share of the tabs on each page; a share of those on `/` with a wallet connected.
      const page = Math.random() < PAGES.home.share ? PAGES.home : PAGES.mint;
      const connected = Math.random() < CONNECTED;
      return visitor({ index, state, recorder, signal, page, connected });
    }),
  );
  loopDelay.disable();
  const delay = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  process.send({ ...recorder.toJSON(), loopDelay: delay }, () => process.exit(0));
}

// ---- a stage --------------------------------------------------------------------------------

async function stage(state, actors, visitors) {
  const recorder = new Recorder();
  const startedAt = performance.now();
  const stopAt = startedAt + SECONDS * 1000;
  const tally = newTally();
  const lags = [];
  const cpuBefore = cpuSnapshot(state);
  const logOffset = sizeOf(accessLogOf(state));
  const loopDelay = monitorEventLoopDelay({ resolution: 2 });
  loopDelay.enable();
  const load = [];
  const sampler = (async () => {
    while (performance.now() < stopAt) {
      try {
        const [head, changes] = await Promise.all([
          rpc(state.rpcUrl, 'eth_blockNumber'),
          fetch(`${state.writerUrl}/changes`).then((response) => response.json()),
        ]);
        lags.push(Number(BigInt(head)) - changes.blockNumber);
      } catch {
        // counted as no sample
      }
      load.push(loadavg()[0]);
      await sleep(1_000);
    }
  })();
  const activity = chainActivity(
    state,
    actors,
    AbortSignal.timeout(Math.max(0, Math.round(stopAt - performance.now()))),
    tally,
  );
  const stopAtEpochMs = Date.now() + (stopAt - performance.now());
  const slice = Math.ceil(visitors / WORKERS);
  const delays = [];
  const tabs = Array.from({ length: WORKERS }, (_, worker) =>
    runWorker({
      indexerUrl: state.indexerUrl,
      blockTimeS: state.blockTimeS,
      first: worker * slice,
      count: Math.max(0, Math.min(slice, visitors - worker * slice)),
      total: visitors,
      stopAtEpochMs,
    }).then((answer) => {
      recorder.merge(answer);
      delays.push(answer.loopDelay);
    }),
  );
  const burst = (async () => {
    await sleep((SECONDS * 1000) / 2);
    return SIGN_INS > 0
      ? signInBurst(state, SIGN_INS, SIGN_IN_CONCURRENCY, recorder, MAX_VISITORS + 1)
      : { signedIn: 0, seconds: 0 };
  })();
  const [, , , signIns] = await Promise.all([sampler, activity, Promise.all(tabs), burst]);
  const cpuAfter = cpuSnapshot(state);
  loopDelay.disable();
  const workerDelay = {
    p99: Math.max(...delays.map((delay) => delay.p99)),
    max: Math.max(...delays.map((delay) => delay.max)),
  };
  const wallS = (performance.now() - startedAt) / 1000;
  await sleep(1_500); // nginx flushes its access log each second
  const server = serverSide(accessLogOf(state), logOffset);
  tally.landed = await landed(state.rpcUrl, tally.hashes);
  return {
    recorder,
    wallS,
    tally,
    lags,
    load,
    signIns,
    cpuBefore,
    cpuAfter,
    visitors,
    server,
    loopDelay,
    workerDelay,
  };
}

function report(result) {
  const {
    recorder,
    wallS,
    tally,
    lags,
    load,
    signIns,
    cpuBefore,
    cpuAfter,
    visitors,
    server,
    loopDelay,
  } = result;
  let total = 0;
  console.log(`\n== ${visitors} visitors, ${wallS.toFixed(0)} s ==`);
  console.log('route                    req/s    p50 ms   p95 ms   p99 ms   answers');
  for (const [route, entry] of [...recorder.routes].sort()) {
    total += entry.ms.length;
    const sorted = [...entry.ms].sort((a, b) => a - b);
    const answers = [...entry.statuses].map(([status, count]) => `${status}:${count}`).join(' ');
    console.log(
      `${route.padEnd(24)} ${(entry.ms.length / wallS).toFixed(1).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}   ${answers}`,
    );
  }
  console.log(`all routes: ${(total / wallS).toFixed(1)} requests/s`);
  console.log('as nginx saw them      p50 ms   p95 ms   p99 ms   upstream/s');
  for (const [route, entry] of [...server].sort()) {
    const sorted = [...entry.ms].sort((a, b) => a - b);
    console.log(
      `${route.padEnd(22)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${(entry.upstream / wallS).toFixed(1).padStart(12)}`,
    );
  }
  const ms = (ns) => (ns / 1e6).toFixed(0);
  console.log(
    `load generator's event-loop delay: ${WORKERS} visitor workers p99 ${result.workerDelay.p99.toFixed(0)} ms, max ${result.workerDelay.max.toFixed(0)} ms; the main process (chain, sign-ins, samples) p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
  );
  const errors = [...recorder.errors].map(([what, count]) => `${what} ×${count}`);
  console.log(`errors (429 apart): ${errors.length === 0 ? 0 : errors.join(', ')}`);
  console.log(
    `sign-in burst: ${signIns.signedIn} of ${SIGN_INS} signed in, ${signIns.seconds.toFixed(1)} s (${(signIns.signedIn / Math.max(signIns.seconds, 0.001)).toFixed(0)}/s)`,
  );
  console.log(
    `chain: ${tally.stakes} stakes and ${tally.mints} mints sent (${tally.failed} refused${tally.lastError ? `: ${tally.lastError}` : ''}); ${tally.landed.succeeded} succeeded, ${tally.landed.reverted} reverted`,
  );
  const sortedLags = [...lags].sort((a, b) => a - b);
  console.log(
    `indexer lag behind the chain (blocks, each second): p50 ${percentile(sortedLags, 50)}, max ${sortedLags.at(-1)}`,
  );
  const seconds = (cpuAfter.at - cpuBefore.at) / 1000;
  const cpu = [...cpuAfter.snapshot]
    .map(([name, ticks]) => [
      name,
      (ticks - (cpuBefore.snapshot.get(name) ?? 0)) / CLOCK_TICKS_PER_S / seconds,
    ])
    .map(([name, cores]) => `${name} ${cores.toFixed(2)}`);
  console.log(`CPU (cores of ${availableParallelism()}): ${cpu.join(', ')}`);
  console.log(
    `load average (1 min) during the stage: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
}

async function main() {
  let state = readTopology();
  let ours = false;
  if (
    !state?.indexerUrl ||
    state.stoppedAt ||
    !state.processes.every((entry) => isAlive(entry.pid))
  ) {
    console.log('No topology runs: starting one (npm run topology).');
    state = await startTopology({ hubOrigins: [HUB_ORIGIN] });
    ours = true;
  }
  const stopOurs = () => (ours ? stopTopology() : Promise.resolve());
  process.once('SIGINT', () => void stopOurs().finally(() => process.exit(130)));
  try {
    console.log(
      `Topology at ${state.origin}; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    const actors = await prepareActors(state);
    for (const visitors of STAGES) report(await stage(state, actors, visitors));
  } finally {
    await stopOurs();
  }
}

const workerJob = process.env.BENCH_LAUNCH_WORKER;
(workerJob ? workerMain(JSON.parse(workerJob)) : main()).then(
  () => {
    if (!workerJob) process.exit(0);
  },
  (error) => {
    console.error(`bench:launch failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
