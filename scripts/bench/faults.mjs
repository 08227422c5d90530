#!/usr/bin/env node
// `npm run bench:faults`: faults under load on the production topology (scripts/topology.mjs).
// For each fault, a bounded load runs (simulated tabs replaying the hub's reads through nginx,
// as bench:launch's, a couple of sign-in loops, stakes and mints landing in every block), the
// fault happens once every tab has been served, the topology recovers, the load runs on until
// every tab has been served again, and the figures are printed: the requests and their answers
// (2xx, 304, 429, 5xx, network errors), the longest time no tab got a successful answer, the
// worst tab's, the slowest answer, the sign-ins, and the recovery time; then the indexer's rows
// are compared with the chain's logs (nothing lost, nothing twice).
//
//   reader        one `ponder serve` reader SIGKILLed, then started again
//   nginx-reload  `nginx -s reload` with the same configuration
//   redis         Redis stopped (SIGTERM) and started again on its data
//   postgres      Postgres restarted (fast shutdown, SIGINT, then started again)
//   writer        the indexer writer SIGKILLed while stakes and mints land, then started again
//
// Uses the topology that runs (`npm run topology`), else starts one and stops it at the end.
// Options: --faults reader,postgres (a subset, in that order), --visitors 24 (at most 200).
// tests/indexer/topology.test.ts runs the same faults (support/topologyFaults.ts) and asserts
// what a visitor sees.
import { spawnSync } from 'node:child_process';
import { Agent } from 'node:http';
import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { decodeFunctionResult, encodeEventTopics, encodeFunctionData, getAddress } from 'viem';
import { readFileSync } from 'node:fs';
import { rpc } from '../chain/anvil.mjs';
import { isAlive } from '../chain/processes.mjs';
import {
  TOPOLOGY_DIR,
  indexerLag,
  readTopology,
  reloadNginx,
  signalProcess,
  startProcessAgain,
  startTopology,
  stopTopology,
} from '../topology.mjs';
import {
  HUB_ORIGIN,
  PAGES,
  addressOf,
  artifacts,
  chainActivity,
  landed,
  newTally,
  prepareActors,
  send,
  signIn,
  signInAccount,
  visitor,
} from './launchLoad.mjs';
import { option } from './options.mjs';

export { HUB_ORIGIN };

/** The faults, in the order they run by default (the longest last). */
export const FAULTS = ['reader', 'nginx-reload', 'redis', 'postgres', 'writer'];
export const DEFAULT_FAULT_VISITORS = 24;
const MAX_VISITORS = 200;
/** Stakers per actor for the chain's activity (a run lands a few hundred stakes at most). */
const STAKERS_PER_ACTOR = 4;
/** Concurrent sign-in loops, each sign-in from an address of its own, with a pause between. */
const SIGN_IN_LOOPS = 2;
const SIGN_IN_PAUSE_MS = 200;
/** Loopback addresses of the sign-ins start here (the tabs take the first ones). */
const SIGN_IN_ADDRESS_BASE = 100_000;
let signInAddresses = 0;
/** A loopback address no sign-in used yet (nginx and the sign-in servers limit per address). */
const nextSignInAddress = () => addressOf(SIGN_IN_ADDRESS_BASE + signInAddresses++);
const POLL_MS = 100;
/** Every wait is bounded. */
const WAIT_MS = {
  served: 30_000, // every tab served (before the fault, and again after it)
  recovered: 150_000, // the writer's restart waits up to 25 s for its own lock, then catches up
  exited: 15_000,
};
/** A lag (blocks) within which the indexer counts as caught up with the chain. */
const CAUGHT_UP_BLOCKS = 1;

/** Polls `check` until it returns a truthy value; throws after `timeoutMs`. */
async function until(what, check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(POLL_MS);
  }
}

const entryOf = (dir, name) => {
  const entry = readTopology(dir)?.processes.find((each) => each.name === name);
  if (!entry) throw new Error(`no process ${name} recorded in ${dir}`);
  return entry;
};

/** The shape every refusal of the API takes: `{ error: { code, message } }`. */
function errorShape(answer) {
  try {
    const { error } = JSON.parse(answer.body.toString());
    return typeof error?.code === 'string' && typeof error?.message === 'string'
      ? error.code
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the tabs got, answer by answer. */
class ReadRecorder {
  constructor(tabs) {
    this.answers = [];
    this.tabs = tabs;
    /** Per tab: the highest indexed block /changes told it, and how far it ever went back. */
    this.blocks = new Map();
    this.rewinds = { count: 0, maxBlocks: 0, firstAt: undefined, lastAt: undefined };
  }

  add(route, answer, tab) {
    const ok = answer.status === 200 || answer.status === 304;
    this.answers.push({
      route,
      tab,
      at: answer.at,
      ms: answer.ms,
      status: answer.status,
      ok,
      code: answer.status >= 400 ? errorShape(answer) : undefined,
      error: answer.error?.code ?? answer.error?.message,
      resent: answer.resent === true,
      stale: answer.headers?.['x-cache-status'] === 'STALE',
    });
    if (answer.status === 200 && route.startsWith('/changes')) {
      try {
        const { blockNumber } = JSON.parse(answer.body.toString());
        const highest = this.blocks.get(tab) ?? -1;
        if (blockNumber < highest) {
          this.rewinds.count += 1;
          this.rewinds.maxBlocks = Math.max(this.rewinds.maxBlocks, highest - blockNumber);
          this.rewinds.firstAt ??= answer.at;
          this.rewinds.lastAt = answer.at;
        } else this.blocks.set(tab, blockNumber);
      } catch {
        // not JSON: counted by its status only
      }
    }
  }

  /** How many tabs got a successful answer that ended after `since`. */
  tabsServedSince(since) {
    const served = new Set();
    for (const answer of this.answers) if (answer.ok && answer.at > since) served.add(answer.tab);
    return served.size;
  }

  /**
   * The answers between `from` and `to`: counted by kind; the longest time without any
   * successful answer, and the worst tab's (a tab reads once per block: the block time is
   * its gap when all is well); the slowest answer; the failures' codes.
   */
  figures(from, to) {
    const answers = this.answers.filter((answer) => answer.at >= from && answer.at <= to);
    const statuses = { '2xx': 0, 304: 0, 429: 0, '4xx': 0, '5xx': 0, network: 0 };
    const failures = new Map();
    for (const answer of answers) {
      const kind =
        answer.status === 0
          ? 'network'
          : answer.status === 304
            ? '304'
            : answer.status === 429
              ? '429'
              : `${String(answer.status)[0]}xx`;
      statuses[kind] = (statuses[kind] ?? 0) + 1;
      if (!answer.ok) {
        const what = `${answer.status || answer.error} ${answer.code ?? ''}`.trim();
        failures.set(what, (failures.get(what) ?? 0) + 1);
      }
    }
    const gap = (list) => {
      let longest = 0;
      let last = from;
      for (const answer of list) {
        if (!answer.ok) continue;
        longest = Math.max(longest, answer.at - last);
        last = answer.at;
      }
      return Math.max(longest, to - last);
    };
    const byTab = new Map();
    for (const answer of answers) byTab.set(answer.tab, [...(byTab.get(answer.tab) ?? []), answer]);
    return {
      requests: answers.length,
      statuses,
      failures: Object.fromEntries(failures),
      longestGapMs: Math.round(gap(answers)),
      worstTabGapMs: Math.round(Math.max(0, ...[...byTab.values()].map(gap))),
      slowestMs: Math.round(Math.max(0, ...answers.map((answer) => answer.ms))),
      resent: answers.filter((answer) => answer.resent).length,
      stale: answers.filter((answer) => answer.stale).length,
      errorsWithoutShape: answers.filter(
        (answer) => answer.status >= 400 && answer.code === undefined,
      ).length,
    };
  }
}

/**
 * Sign-ins in a loop, each from its own address, until `signal` aborts. A sign-in completes
 * (verify 200), fails with a clear error (an answer in the error shape, its code kept) or fails
 * unclearly (no answer, or an answer without the shape).
 */
async function signInLoops(state, signal, tally) {
  const loop = async () => {
    while (!signal.aborted) {
      const result = await signIn(state, nextSignInAddress(), (route, answer) => {
        tally.requests += 1;
        if (answer.status === 0) tally.network += 1;
        if (answer.resent) tally.resent += 1;
      });
      tally.started += 1;
      const { answer } = result;
      if (result.step === 'verify' && answer.status === 200) tally.completed += 1;
      else {
        const code = answer.status ? errorShape(answer) : undefined;
        if (code) {
          tally.clearFailures += 1;
          const what = `${result.step} ${answer.status} ${code}`;
          tally.codes[what] = (tally.codes[what] ?? 0) + 1;
        } else {
          tally.unclearFailures += 1;
          tally.unclear.push(`${result.step} ${answer.status || answer.error?.message}`);
        }
      }
      await sleep(SIGN_IN_PAUSE_MS, undefined, { signal }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_LOOPS }, loop));
}

/** GET /siwe/me with a session cookie: the session's address, or the status. */
async function sessionOf(state, cookie) {
  const agent = new Agent({ localAddress: nextSignInAddress() });
  try {
    const answer = await send(`${state.signInUrl}/me`, {
      agent,
      headers: { origin: HUB_ORIGIN, cookie },
    });
    return answer.status === 200 ? JSON.parse(answer.body.toString()).address : answer.status;
  } finally {
    agent.destroy();
  }
}

let freshReads = 0;
/** A read no cache holds (an account nobody read before), through nginx. */
function freshRead(state) {
  freshReads += 1;
  const account = `0x${(0xf4e5_0000_0000 + freshReads).toString(16).padStart(40, '0')}`;
  return send(`${state.indexerUrl}/activity/${account}?limit=1`, {
    agent: undefined,
    headers: { origin: HUB_ORIGIN },
  });
}

const freshReadOk = async (state) => (await freshRead(state)).status === 200;

async function caughtUp(state) {
  const lag = await indexerLag(state);
  return lag !== undefined && lag <= CAUGHT_UP_BLOCKS;
}

// ---- the indexer's rows against the chain's logs --------------------------------------------

/** The indexed tables of events: the contract and events each row stands for. */
const EVENT_TABLES = {
  stake: [['bearStaking', 'Staked']],
  claim: [['bearStaking', 'RewardsClaimed']],
  unstake: [['bearStaking', 'Unstaked']],
  reward_funding: [['bearStaking', 'RewardsFunded']],
  apr_change: [['bearStaking', 'TierAprSet']],
  mint: [['bearNft', 'BearsMinted']],
  token_transfer: [['bearToken', 'Transfer']],
  activity: [
    ['bearStaking', 'Staked'],
    ['bearStaking', 'RewardsClaimed'],
    ['bearStaking', 'Unstaked'],
    ['bearNft', 'BearsMinted'],
  ],
};
const ABI_OF = {
  bearStaking: artifacts.BearStaking.abi,
  bearNft: artifacts.BearNft.abi,
  bearToken: artifacts.BearToken.abi,
};
const POOL_COLUMNS = [
  'total_deposited',
  'total_locked',
  'reward_pool',
  'rewards_reserved',
  'rewards_funded',
  'rewards_paid',
  'open_positions',
];

/** Runs SQL with Debian's psql against the topology's Postgres; rows as arrays of text. */
function psql(state, sql) {
  const postgres = state.processes.find((entry) => entry.name === 'postgres');
  const result = spawnSync(
    join(postgres.ready.bin, 'psql'),
    ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', '-At', '-F', '|'],
    { input: sql, encoding: 'utf8', timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error}`);
  return result.stdout
    .split('\n')
    .filter((line) => line && !/^(BEGIN|COMMIT|SET)$/.test(line))
    .map((line) => line.split('|'));
}

/**
 * The writer's rows of every event table, up to the block it has indexed, against the chain's
 * logs up to that block: for each table the rows, the logs, the logs with no row (`missing`),
 * the rows with no log (`extra`) and the events with more than one row (`duplicates`); the
 * pool's totals against the contract's stats() at the pool row's block. One snapshot of the
 * database (repeatable read).
 */
export async function compareRowsWithChain(state) {
  const schema = state.writerSchema;
  const tables = Object.keys(EVENT_TABLES);
  const rows = psql(
    state,
    [
      'BEGIN ISOLATION LEVEL REPEATABLE READ;',
      `SELECT 'checkpoint', latest_checkpoint FROM "${schema}"._ponder_checkpoint;`,
      ...tables.map(
        (table) =>
          `SELECT '${table}', block_number, log_index, transaction_hash FROM "${schema}"."${table}";`,
      ),
      `SELECT 'pool', block_number, ${POOL_COLUMNS.join(', ')} FROM "${schema}".pool;`,
      'COMMIT;',
    ].join('\n'),
  );
  const checkpoint = rows.find(([kind]) => kind === 'checkpoint')?.[1];
  if (!checkpoint) throw new Error('the writer has no checkpoint yet');
  // Ponder's checkpoint: 10 digits of block time, 16 of chain id, 16 of block number, …
  const indexedBlock = Number(checkpoint.slice(26, 42));
  const contracts = JSON.parse(readFileSync(state.deploymentFile, 'utf8')).contracts;
  const logsOf = new Map();
  for (const [name, abi] of Object.entries(ABI_OF)) {
    const logs = await rpc(state.rpcUrl, 'eth_getLogs', [
      {
        address: getAddress(contracts[name].address),
        fromBlock: '0x0',
        toBlock: `0x${indexedBlock.toString(16)}`,
      },
    ]);
    for (const event of abi.filter((item) => item.type === 'event')) {
      const [topic] = encodeEventTopics({ abi, eventName: event.name });
      logsOf.set(
        `${name}.${event.name}`,
        logs
          .filter((log) => log.topics[0] === topic)
          .map(
            (log) => `${Number(log.blockNumber)}.${Number(log.logIndex)}.${log.transactionHash}`,
          ),
      );
    }
  }
  const result = { indexedBlock, tables: {}, pool: undefined, ok: true };
  for (const table of tables) {
    const expected = new Set(
      EVENT_TABLES[table].flatMap(([contract, event]) => logsOf.get(`${contract}.${event}`)),
    );
    const counts = new Map();
    for (const [kind, block, logIndex, hash] of rows) {
      if (kind !== table || Number(block) > indexedBlock) continue;
      const key = `${block}.${logIndex}.${hash}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const missing = [...expected].filter((key) => !counts.has(key)).length;
    const extra = [...counts.keys()].filter((key) => !expected.has(key)).length;
    const duplicates = [...counts.values()].filter((count) => count > 1).length;
    const rowCount = [...counts.values()].reduce((sum, count) => sum + count, 0);
    result.tables[table] = { rows: rowCount, logs: expected.size, missing, extra, duplicates };
    if (missing + extra + duplicates > 0) result.ok = false;
  }
  const poolRow = rows.find(([kind]) => kind === 'pool');
  if (poolRow) {
    const [, block, ...values] = poolRow;
    const data = await rpc(state.rpcUrl, 'eth_call', [
      {
        to: getAddress(contracts.bearStaking.address),
        data: encodeFunctionData({ abi: ABI_OF.bearStaking, functionName: 'stats' }),
      },
      `0x${Number(block).toString(16)}`,
    ]);
    const stats = decodeFunctionResult({ abi: ABI_OF.bearStaking, functionName: 'stats', data });
    const chain = [
      stats.totalDeposited,
      stats.totalLocked,
      stats.rewardPool,
      stats.rewardsReserved,
      stats.rewardsFunded,
      stats.rewardsPaid,
      stats.openPositions,
    ].map(String);
    const matches = chain.every((value, index) => value === values[index]);
    result.pool = { block: Number(block), matchesStats: matches };
    if (!matches) result.ok = false;
  }
  return result;
}

// ---- the faults -------------------------------------------------------------------------------

/**
 * Each fault: `act` does it and brings the piece back (resolving once it is restarted), then
 * `recovered` tells when the topology is whole again. Recovery time runs from the start of
 * `act` to `recovered`.
 */
const FAULT_STEPS = {
  reader: {
    what: 'one `ponder serve` reader SIGKILLed and started again',
    async act({ dir }) {
      await signalProcess(entryOf(dir, 'indexer-reader-1'), 'SIGKILL', WAIT_MS.exited);
      await startProcessAgain({ dir, name: 'indexer-reader-1' });
    },
    recovered: ({ state }) => freshReadOk(state),
  },
  'nginx-reload': {
    what: '`nginx -s reload` with the same configuration',
    async act({ state }) {
      await reloadNginx(state);
    },
    recovered: ({ state }) => freshReadOk(state),
  },
  redis: {
    what: 'Redis stopped (SIGTERM) and started again on its data',
    async before(context) {
      // A session opened before: kept or lost through the restart.
      const { cookie } = await signIn(context.state, nextSignInAddress());
      if (!cookie) throw new Error('redis: the sign-in before the fault did not complete');
      context.session = cookie;
    },
    async act({ dir }) {
      await signalProcess(entryOf(dir, 'redis'), 'SIGTERM', WAIT_MS.exited);
      await startProcessAgain({ dir, name: 'redis' });
    },
    async recovered({ state }) {
      const { step, answer } = await signIn(state, nextSignInAddress());
      return step === 'verify' && answer.status === 200;
    },
    async after(context) {
      const address = await sessionOf(context.state, context.session);
      return { sessionKept: address === signInAccount.address };
    },
  },
  postgres: {
    what: 'Postgres restarted (fast shutdown, then started again)',
    async act(context) {
      const { dir, state } = context;
      await signalProcess(entryOf(dir, 'postgres'), 'SIGINT', WAIT_MS.exited);
      // While it is down: a read no cache can answer.
      const answer = await freshRead(state);
      context.whileDown = {
        status: answer.status,
        code: answer.status ? errorShape(answer) : answer.error?.message,
        retryAfter: answer.headers?.['retry-after'],
        ms: Math.round(answer.ms),
      };
      await startProcessAgain({ dir, name: 'postgres' });
    },
    recovered: async ({ state }) => (await freshReadOk(state)) && caughtUp(state),
    after: async ({ state, whileDown }) => ({
      whileDown,
      rows: await compareRowsWithChain(state),
    }),
  },
  writer: {
    what: 'the indexer writer SIGKILLed while stakes and mints land, then started again',
    async act({ dir, state, tally }) {
      // Mid-block: a block with the load's transactions is mined and not yet indexed.
      const sent = tally.hashes.length;
      await until(
        'a block with new events',
        async () => {
          if (tally.hashes.length === sent) return false;
          const receipt = await rpc(state.rpcUrl, 'eth_getTransactionReceipt', [
            tally.hashes.at(-1),
          ]);
          return receipt !== null;
        },
        WAIT_MS.served,
      );
      await signalProcess(entryOf(dir, 'indexer-writer'), 'SIGKILL', WAIT_MS.exited);
      await startProcessAgain({ dir, name: 'indexer-writer' });
    },
    recovered: ({ state }) => caughtUp(state),
    after: async ({ state }) => ({ rows: await compareRowsWithChain(state) }),
  },
};

/**
 * Runs one fault under load against the topology in `dir` and resolves with its figures.
 *
 * @param {{ dir: string, fault: string, actors: object, visitors?: number, log?: (line: string) => void }} options
 */
export async function runFault({ dir, fault, actors, visitors = DEFAULT_FAULT_VISITORS, log }) {
  const steps = FAULT_STEPS[fault];
  if (!steps) throw new Error(`no fault ${fault}: ${FAULTS.join(', ')}`);
  const tabs = Math.min(MAX_VISITORS, visitors);
  const state = readTopology(dir);
  const context = { dir, state, tally: newTally() };
  const controller = new AbortController();
  const { signal } = controller;
  setMaxListeners(0, signal); // every tab and loop listens to it
  const reads = new ReadRecorder(tabs);
  const signIns = {
    requests: 0,
    network: 0,
    resent: 0,
    started: 0,
    completed: 0,
    clearFailures: 0,
    unclearFailures: 0,
    codes: {},
    unclear: [],
  };
  const load = [
    ...Array.from({ length: tabs }, async (_, index) => {
      // The tabs' reads spread over a block, as tabs opened at different times.
      await sleep(((index / tabs) * state.blockTimeS * 1000) | 0, undefined, { signal }).catch(
        () => undefined,
      );
      if (signal.aborted) return;
      await visitor({
        index,
        state,
        recorder: reads,
        signal,
        // 3 tabs of 10 on /mint, 7 on /; 2 of those 7 with a wallet connected.
        page: index % 10 < 3 ? PAGES.mint : PAGES.home,
        connected: index % 10 >= 8,
      });
    }),
    chainActivity(state, actors, signal, context.tally),
    signInLoops(state, signal, signIns),
  ];
  const loadStarted = performance.now();
  const load1m = [loadavg()[0]];
  // The load generator's own delays (a starved event loop answers late, whatever the topology).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  try {
    await steps.before?.(context);
    await until(
      'every tab served',
      () => reads.tabsServedSince(loadStarted) === tabs,
      WAIT_MS.served,
    );
    const faultAt = performance.now();
    log?.(`  ${fault}: ${steps.what}`);
    await steps.act(context);
    const restartedMs = performance.now() - faultAt;
    await until(`${fault}: recovered`, () => steps.recovered(context), WAIT_MS.recovered);
    const recoveredAt = performance.now();
    await until(
      `${fault}: every tab served again`,
      () => reads.tabsServedSince(recoveredAt) === tabs,
      WAIT_MS.served,
    );
    load1m.push(loadavg()[0]);
    controller.abort();
    await Promise.all(load);
    const endedAt = performance.now();
    loopDelay.disable();
    // The last stakes and mints sent are mined within a block or two.
    await until(
      `${fault}: the load's transactions mined`,
      async () => {
        const { succeeded, reverted } = await landed(state.rpcUrl, context.tally.hashes.slice(-10));
        return succeeded + reverted === Math.min(10, context.tally.hashes.length);
      },
      WAIT_MS.served,
    );
    const after = (await steps.after?.(context)) ?? {};
    const chain = await landed(state.rpcUrl, context.tally.hashes);
    return {
      fault,
      what: steps.what,
      visitors: tabs,
      seconds: Math.round((endedAt - loadStarted) / 100) / 10,
      reads: reads.figures(loadStarted, endedAt),
      duringFault: reads.figures(faultAt, recoveredAt),
      rewinds: {
        count: reads.rewinds.count,
        maxBlocks: reads.rewinds.maxBlocks,
        ms: reads.rewinds.count ? Math.round(reads.rewinds.lastAt - reads.rewinds.firstAt) : 0,
      },
      restartedMs: Math.round(restartedMs),
      recoveryMs: Math.round(recoveredAt - faultAt),
      signIns,
      chain: { sent: context.tally.hashes.length, refused: context.tally.failed, ...chain },
      load1m: [Math.min(...load1m), Math.max(...load1m)].map(
        (value) => Math.round(value * 10) / 10,
      ),
      generatorDelayMs: {
        p99: Math.round(loopDelay.percentile(99) / 1e6),
        max: Math.round(loopDelay.max / 1e6),
      },
      ...after,
    };
  } finally {
    controller.abort();
    loopDelay.disable();
    await Promise.allSettled(load);
  }
}

/** Prepares the chain's actors (funded stakers) for runFault. */
export function prepareFaultActors(state) {
  return prepareActors(state, { stakersPerActor: STAKERS_PER_ACTOR });
}

// ---- the command ------------------------------------------------------------------------------

/** One line per fault, then what failed and how the rows compare. */
export function formatFigures(figures) {
  const lines = [];
  const { reads, signIns } = figures;
  const s = reads.statuses;
  lines.push(`\n== ${figures.fault}: ${figures.what} ==`);
  lines.push(
    `reads: ${reads.requests} sent in ${figures.seconds} s by ${figures.visitors} tabs: 2xx ${s['2xx']}, 304 ${s[304]}, 429 ${s[429]}, 4xx ${s['4xx']}, 5xx ${s['5xx']}, network errors ${s.network}${
      Object.keys(reads.failures).length
        ? ` (${Object.entries(reads.failures)
            .map(([what, count]) => `${what} ×${count}`)
            .join(', ')})`
        : ''
    }`,
  );
  lines.push(
    `longest time without a successful answer: ${reads.longestGapMs} ms (worst tab ${reads.worstTabGapMs} ms, a tab reads once per block); slowest answer ${reads.slowestMs} ms; served stale from nginx's cache ${reads.stale}; resent on a new connection ${reads.resent}`,
  );
  lines.push(
    `indexed block going back on /changes: ${figures.rewinds.count} answers, at most ${figures.rewinds.maxBlocks} blocks, over ${figures.rewinds.ms} ms`,
  );
  lines.push(
    `sign-ins: ${signIns.started} started, ${signIns.completed} completed, ${signIns.clearFailures} failed with a clear error${
      Object.keys(signIns.codes).length
        ? ` (${Object.entries(signIns.codes)
            .map(([what, count]) => `${what} ×${count}`)
            .join(', ')})`
        : ''
    }, ${signIns.unclearFailures} otherwise${signIns.unclear.length ? ` (${signIns.unclear.slice(0, 3).join(', ')})` : ''}`,
  );
  lines.push(
    `recovery: restarted in ${figures.restartedMs} ms, whole again ${figures.recoveryMs} ms after the fault; chain: ${figures.chain.sent} stakes and mints sent, ${figures.chain.succeeded} succeeded, ${figures.chain.reverted} reverted; load average ${figures.load1m.join('–')}; the load generator's event-loop delay p99 ${figures.generatorDelayMs.p99} ms, max ${figures.generatorDelayMs.max} ms`,
  );
  if (figures.whileDown) {
    const down = figures.whileDown;
    lines.push(
      `a read no cache holds, while it is down: ${down.status} ${down.code ?? ''} (Retry-After ${down.retryAfter ?? 'none'}) in ${down.ms} ms`,
    );
  }
  if (figures.sessionKept !== undefined) {
    lines.push(`a session opened before the restart: ${figures.sessionKept ? 'kept' : 'lost'}`);
  }
  if (figures.rows) {
    const tables = Object.entries(figures.rows.tables)
      .map(
        ([table, t]) =>
          `${table} ${t.rows}/${t.logs}${t.missing + t.extra + t.duplicates ? ` (missing ${t.missing}, extra ${t.extra}, twice ${t.duplicates})` : ''}`,
      )
      .join(', ');
    lines.push(
      `rows against the chain's logs up to block ${figures.rows.indexedBlock}: ${figures.rows.ok ? 'all match' : 'MISMATCH'}: ${tables}; pool totals ${figures.rows.pool?.matchesStats ? 'equal' : 'differ from'} stats() at block ${figures.rows.pool?.block}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const faults = String(option('faults', FAULTS.join(','))).split(',');
  const visitors = Number(option('visitors', DEFAULT_FAULT_VISITORS));
  for (const fault of faults) {
    if (!FAULTS.includes(fault))
      throw new Error(`--faults: no fault ${fault} (${FAULTS.join(', ')})`);
  }
  if (!Number.isInteger(visitors) || visitors < 1)
    throw new Error('--visitors takes a whole number');
  const dir = TOPOLOGY_DIR;
  let state = readTopology(dir);
  let ours = false;
  if (
    !state?.indexerUrl ||
    state.stoppedAt ||
    !state.processes.every((entry) => isAlive(entry.pid))
  ) {
    console.log('No topology runs: starting one (npm run topology).');
    state = await startTopology({ dir, hubOrigins: [HUB_ORIGIN] });
    ours = true;
  }
  const stopOurs = () => (ours ? stopTopology({ dir }) : Promise.resolve());
  process.once('SIGINT', () => void stopOurs().finally(() => process.exit(130)));
  try {
    console.log(
      `Topology at ${state.origin}; load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );
    const actors = await prepareFaultActors(state);
    for (const fault of faults) {
      const figures = await runFault({ dir, fault, actors, visitors, log: console.log });
      console.log(formatFigures(figures));
    }
  } finally {
    await stopOurs();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`bench:faults failed: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}
