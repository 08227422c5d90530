#!/usr/bin/env node
// `npm run bench:indexer`: how fast the indexer (indexer/, Ponder on PGlite) indexes, and how
// fast its API answers. A benchmark, not a test: `npm test` does not run it.
//
//  1. Seeds a chain: anvil (its own, on a free port, STAKERS extra dev accounts) with the
//     project's contracts deployed by scripts/contracts/deploy.mjs; then, with automine off and
//     the transactions sent in JSON-RPC batches from every staker, rounds of stakes (tiers in
//     turn), mints, claims, unstakes and claimAll, with the clock moved between rounds. Every
//     transaction must succeed. 40 empty blocks close it so that all of it is history.
//  2. Starts the indexer on a fresh PGlite database and measures the time from its start to
//     the moment it has indexed the chain's head: events per second, over the whole start and
//     from its HTTP server's first answer (Ponder's own start-up left out), and per second of
//     the indexer's CPU.
//  3. Loads the API on loopback: GET /activity/<one staker>?limit=50 from one client for 3 s,
//     then from CONCURRENCY concurrent clients (keep-alive) for DURATION_S seconds; requests
//     per second, p50, p95, and the indexer's CPU per request.
//
// Options: --stakers=N (default 40), --concurrency=N (16), --duration=S (10),
// --postgres=URL to index into that Postgres database (a new schema) instead of PGlite.
// Wall-clock figures depend on the machine's load (printed next to them); CPU-time ones less.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseEther,
  toEventSelector,
  toHex,
} from 'viem';
import { LOCAL_CHAIN_ID, anvilBinary, rpc } from '../chain/anvil.mjs';
import { findFreePort } from '../chain/hub.mjs';
import { SCRATCH_DIR, startIndexer } from '../chain/indexer.mjs';
import { stopChild, track } from '../chain/processes.mjs';
import { deployLocal, renderLocalRecord } from '../contracts/deploy.mjs';
import { option } from './options.mjs';

const artifacts = JSON.parse(
  readFileSync(new URL('../../src/contracts/generated/artifacts.json', import.meta.url), 'utf8'),
);

const STAKERS = Number(option('stakers', 40));
const CONCURRENCY = Number(option('concurrency', 16));
const DURATION_S = Number(option('duration', 10));
const POSTGRES_URL = option('postgres');

/** deploy.mjs uses dev accounts 0..4; the stakers are the ones after them. */
const FIRST_STAKER = 5;
const TIERS = 5;
const STAKE_AMOUNT = parseEther('100');
const STAKER_GRANT = parseEther('100000');
/** Each staker's positions per staking round (a holder may have 100 open). */
const POSITIONS_PER_ROUND = 48;
const MINTS_PER_STAKER = 24;
/** Explicit gas: with automine off, estimates against pending state would miss earlier sends. */
const GAS = {
  stake: 400_000n,
  mint: 300_000n,
  claim: 200_000n,
  unstake: 250_000n,
  other: 150_000n,
};
const CLAIM_ALL_GAS_PER_POSITION = 60_000n;
const GAS_PRICE = 2_000_000_000n;
const BATCH_SIZE = 250;
const DAY_S = 86_400;
const BLOCKS_AFTER_SEEDING = 40;
const API_LIMIT = 50;
/** Linux's USER_HZ: /proc reports CPU times in these ticks. */
const CLOCK_TICKS_PER_S = 100;
/** A single client first: the route's own latency, without queueing. */
const SINGLE_CLIENT_S = 3;

const { BearNft, BearToken, BearStaking } = artifacts;

// ---- the chain ------------------------------------------------------------------------------

async function startBenchAnvil() {
  const port = await findFreePort();
  const child = spawn(
    anvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(LOCAL_CHAIN_ID)],
      ...['--accounts', String(FIRST_STAKER + STAKERS), '--balance', '100000'],
      // Full blocks would otherwise raise the base fee above the fixed gas price.
      ...['--block-base-fee-per-gas', '0'],
    ],
    { stdio: 'ignore' },
  );
  track(child, 'anvil (bench)');
  const rpcUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await rpc(rpcUrl, 'eth_chainId');
      break;
    } catch (error) {
      if (tries > 300) throw error;
      await sleep(20);
    }
  }
  return { rpcUrl, stop: () => stopChild(child) };
}

/** Sends JSON-RPC calls in batches; returns their results in order, throwing on any error. */
async function batch(rpcUrl, calls) {
  const results = [];
  for (let start = 0; start < calls.length; start += BATCH_SIZE) {
    const slice = calls.slice(start, start + BATCH_SIZE);
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        slice.map(([method, params], index) => ({ jsonrpc: '2.0', id: index, method, params })),
      ),
    });
    const answers = (await response.json()).sort((a, b) => a.id - b.id);
    for (const answer of answers) {
      if (answer.error) throw new Error(`${answer.error.message} (${answer.error.code})`);
      results.push(answer.result);
    }
  }
  return results;
}

/** A transaction plan: per account, calls sent with consecutive nonces. */
function planner(nonces) {
  const calls = [];
  return {
    calls,
    add(from, to, abi, functionName, args, gas, value = 0n) {
      const nonce = nonces.get(from);
      nonces.set(from, nonce + 1);
      calls.push([
        'eth_sendTransaction',
        [
          {
            from,
            to,
            data: encodeFunctionData({ abi, functionName, args }),
            gas: toHex(gas),
            gasPrice: toHex(GAS_PRICE),
            value: toHex(value),
            nonce: toHex(nonce),
          },
        ],
      ]);
    },
  };
}

/** Sends a round's transactions, mines until the pool is empty, checks every receipt. */
async function runRound(rpcUrl, label, calls) {
  const startedAt = performance.now();
  const hashes = await batch(rpcUrl, calls);
  for (;;) {
    await rpc(rpcUrl, 'evm_mine');
    const status = await rpc(rpcUrl, 'txpool_status');
    if (Number(status.pending) === 0 && Number(status.queued) === 0) break;
  }
  const receipts = await batch(
    rpcUrl,
    hashes.map((hash) => ['eth_getTransactionReceipt', [hash]]),
  );
  const failed = receipts.filter((receipt) => receipt?.status !== '0x1');
  if (failed.length > 0) {
    throw new Error(`${label}: ${failed.length} of ${calls.length} transactions failed`);
  }
  const logs = receipts.reduce((sum, receipt) => sum + receipt.logs.length, 0);
  console.log(
    `  ${label}: ${calls.length} transactions, ${logs} logs, ${Math.round(performance.now() - startedAt)} ms`,
  );
}

async function seed(rpcUrl) {
  const deployment = await deployLocal({ rpcUrl, writeDeployments: false });
  const accounts = (await rpc(rpcUrl, 'eth_accounts')).map((account) => getAddress(account));
  const owner = accounts[0];
  const stakers = accounts.slice(FIRST_STAKER, FIRST_STAKER + STAKERS);
  const { bearNft, bearToken, bearStaking } = deployment;
  const nonces = new Map();
  for (const account of [owner, ...stakers]) {
    nonces.set(account, Number(await rpc(rpcUrl, 'eth_getTransactionCount', [account, 'pending'])));
  }
  await rpc(rpcUrl, 'evm_setAutomine', [false]);

  // Free mints with room for every staker's; tokens and one allowance per staker.
  let round = planner(nonces);
  // (The local deployment leaves the sale open.)
  round.add(owner, bearNft, BearNft.abi, 'setPrice', [0n], GAS.other);
  round.add(owner, bearNft, BearNft.abi, 'setWalletLimit', [1_000n], GAS.other);
  for (const staker of stakers) {
    round.add(owner, bearToken, BearToken.abi, 'transfer', [staker, STAKER_GRANT], GAS.other);
    round.add(staker, bearToken, BearToken.abi, 'approve', [bearStaking, maxUint256], GAS.other);
  }
  await runRound(rpcUrl, 'set-up', round.calls);

  const stakeRound = (label) => {
    const plan = planner(nonces);
    for (const staker of stakers) {
      for (let index = 0; index < POSITIONS_PER_ROUND; index += 1) {
        const tier = index % TIERS;
        plan.add(staker, bearStaking, BearStaking.abi, 'stake', [STAKE_AMOUNT, tier, 0], GAS.stake);
      }
    }
    return runRound(rpcUrl, label, plan.calls);
  };
  const passDays = async (days) => {
    await rpc(rpcUrl, 'evm_increaseTime', [days * DAY_S]);
    await rpc(rpcUrl, 'evm_mine');
  };

  await stakeRound('stakes (round 1)');
  round = planner(nonces);
  for (const staker of stakers) {
    for (let index = 0; index < MINTS_PER_STAKER; index += 1) {
      round.add(staker, bearNft, BearNft.abi, 'mint', [1n], GAS.mint);
    }
  }
  await runRound(rpcUrl, 'mints', round.calls);

  // Past the 7-day lock: claim every position, then close the flexible and 7-day ones.
  await passDays(8);
  const positions = new Map();
  for (const staker of stakers) {
    const ids = await rpc(rpcUrl, 'eth_call', [
      {
        to: bearStaking,
        data: encodeFunctionData({
          abi: BearStaking.abi,
          functionName: 'positionIdsOf',
          args: [staker],
        }),
      },
      'latest',
    ]);
    // uint256[]: offset, length, then the ids.
    const words = ids
      .slice(2)
      .match(/.{64}/g)
      .map((word) => BigInt(`0x${word}`));
    positions.set(staker, words.slice(2));
  }
  round = planner(nonces);
  for (const staker of stakers) {
    for (const id of positions.get(staker)) {
      round.add(staker, bearStaking, BearStaking.abi, 'claim', [id], GAS.claim);
    }
  }
  await runRound(rpcUrl, 'claims', round.calls);
  round = planner(nonces);
  for (const staker of stakers) {
    positions.get(staker).forEach((id, index) => {
      if (index % TIERS <= 1) {
        round.add(staker, bearStaking, BearStaking.abi, 'unstake', [id], GAS.unstake);
      }
    });
  }
  await runRound(rpcUrl, 'unstakes', round.calls);

  await stakeRound('stakes (round 2)');
  await passDays(1);
  round = planner(nonces);
  const open = POSITIONS_PER_ROUND * 2;
  for (const staker of stakers) {
    round.add(
      staker,
      bearStaking,
      BearStaking.abi,
      'claimAll',
      [],
      CLAIM_ALL_GAS_PER_POSITION * BigInt(open),
    );
  }
  await runRound(rpcUrl, 'claimAll', round.calls);

  await rpc(rpcUrl, 'anvil_mine', [toHex(BLOCKS_AFTER_SEEDING)]);
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
  return { deployment, stakers };
}

/** The events the indexer handles, counted from the chain's logs. */
async function countIndexedEvents(rpcUrl, { bearNft, bearToken, bearStaking }) {
  const logs = await rpc(rpcUrl, 'eth_getLogs', [
    { address: [bearNft, bearToken, bearStaking], fromBlock: '0x0', toBlock: 'latest' },
  ]);
  const handled = new Map([
    [bearNft.toLowerCase(), eventTopics(BearNft.abi, ['BearsMinted'])],
    [bearToken.toLowerCase(), eventTopics(BearToken.abi, ['Transfer'])],
    [
      bearStaking.toLowerCase(),
      eventTopics(BearStaking.abi, [
        'Staked',
        'RewardsClaimed',
        'Unstaked',
        'RewardsFunded',
        'TierAprSet',
      ]),
    ],
  ]);
  let total = 0;
  let stakingAndMints = 0;
  for (const log of logs) {
    if (!handled.get(log.address.toLowerCase())?.has(log.topics[0])) continue;
    total += 1;
    if (log.address.toLowerCase() !== bearToken.toLowerCase()) stakingAndMints += 1;
  }
  return { total, stakingAndMints };
}

function eventTopics(abi, names) {
  return new Set(
    abi
      .filter((item) => item.type === 'event' && names.includes(item.name))
      .map((item) => toEventSelector(item)),
  );
}

// ---- the API under load ---------------------------------------------------------------------

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** `concurrency` clients, each sending its next request when the last is answered. */
async function loadApi(url, concurrency, durationS) {
  const latencies = [];
  let failures = 0;
  const endAt = performance.now() + durationS * 1000;
  const client = async () => {
    while (performance.now() < endAt) {
      const startedAt = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - startedAt);
      else failures += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}

/**
 * CPU time (user + system, all threads) a process has used, from /proc: the machine is shared,
 * so wall-clock rates move with its load and CPU-time rates much less. With Postgres, the
 * server's own processes are not counted.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / CLOCK_TICKS_PER_S;
}

// ---- the run --------------------------------------------------------------------------------

const stops = [];
let workDir;
try {
  console.log(`Seeding a chain: ${STAKERS} stakers, automine off, batched sends …`);
  const chain = await startBenchAnvil();
  stops.push(chain.stop);
  const seedStartedAt = performance.now();
  const { deployment, stakers } = await seed(chain.rpcUrl);
  const events = await countIndexedEvents(chain.rpcUrl, deployment);
  const head = Number(await rpc(chain.rpcUrl, 'eth_blockNumber'));
  console.log(
    `seeded in ${((performance.now() - seedStartedAt) / 1000).toFixed(1)} s: ${events.stakingAndMints} staking and mint events, ${events.total} events to index in all (with token transfers), ${head} blocks`,
  );

  workDir = mkdtempSync(join(SCRATCH_DIR, 'bear-indexer-bench-'));
  const deploymentFile = join(workDir, `${LOCAL_CHAIN_ID}.json`);
  writeFileSync(deploymentFile, renderLocalRecord(deployment.chainId, deployment.contracts));

  const port = await findFreePort();
  const startedAt = performance.now();
  const indexing = startIndexer({
    rpcUrl: chain.rpcUrl,
    port,
    dataDir: join(workDir, 'pglite'),
    fresh: true,
    ...(POSTGRES_URL
      ? { databaseUrl: POSTGRES_URL, schema: `bear_indexer_bench_${Date.now()}` }
      : {}),
    deploymentFile,
    pollingIntervalMs: 100,
    logName: 'indexer-bench.log',
    readyTimeoutMs: 600_000,
  });
  // The HTTP server answers /health before the backfill starts.
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const answeredAt = performance.now();
  const indexer = await indexing;
  stops.unshift(indexer.stop);
  for (;;) {
    const status = await (await fetch(`${indexer.url}/status`)).json();
    if ((Object.values(status)[0]?.block?.number ?? -1) >= head) break;
    await sleep(50);
  }
  const caughtUpAt = performance.now();
  const indexingCpu = cpuSeconds(indexer.pid);
  const whole = (caughtUpAt - startedAt) / 1000;
  const fromAnswer = (caughtUpAt - answeredAt) / 1000;

  const account = stakers[0];
  const activityUrl = `${indexer.url}/activity/${account}?limit=${API_LIMIT}`;
  const probe = await (await fetch(activityUrl)).json();
  console.log(`\nLoading ${activityUrl} (${probe.items.length} items a page) …`);
  const single = await loadApi(activityUrl, 1, SINGLE_CLIENT_S);
  const cpuBeforeLoad = cpuSeconds(indexer.pid);
  const load = await loadApi(activityUrl, CONCURRENCY, DURATION_S);
  const loadCpu = cpuSeconds(indexer.pid) - cpuBeforeLoad;

  const [load1] = loadavg();
  const rows = [
    ['events indexed', `${events.total} (${events.stakingAndMints} staking and mint)`],
    ['start → caught up', `${whole.toFixed(1)} s: ${Math.round(events.total / whole)} events/s`],
    [
      'HTTP up → caught up',
      `${fromAnswer.toFixed(1)} s: ${Math.round(events.total / fromAnswer)} events/s`,
    ],
    [
      'indexer CPU, start → caught up',
      `${indexingCpu.toFixed(1)} s: ${Math.round(events.total / indexingCpu)} events per CPU second`,
    ],
    ['Ponder start-up (to /health)', `${((answeredAt - startedAt) / 1000).toFixed(1)} s`],
    [
      `activity, 1 client, ${SINGLE_CLIENT_S} s`,
      `${single.perSecond.toFixed(0)} requests/s, p50 ${single.p50.toFixed(1)} ms, p95 ${single.p95.toFixed(1)} ms`,
    ],
    [
      `activity, ${CONCURRENCY} clients, ${DURATION_S} s`,
      `${load.perSecond.toFixed(0)} requests/s, p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms (${load.requests} answered, ${load.failures} refused)`,
    ],
    [
      `indexer CPU per request (${CONCURRENCY} clients)`,
      `${((loadCpu * 1000) / load.requests).toFixed(1)} ms: ${Math.round(load.requests / loadCpu)} requests per CPU second`,
    ],
    ['load average (1 min) at the end', `${load1.toFixed(2)} on ${availableParallelism()} cores`],
  ];
  const database = POSTGRES_URL ? 'Postgres, a new schema' : 'PGlite, a fresh database';
  console.log(`\nIndexer on ${database}; API GET /activity/:account?limit=${API_LIMIT}`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
} finally {
  for (const stop of stops) await stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
