// The load of launch day, shared by `npm run bench:launch` (launch.mjs) and the fault runner
// (faults.mjs): simulated tabs replaying the hub's reads against the topology's nginx, the
// stakes and mints that land on the chain meanwhile, and sign-ins. Everything is bounded by an
// AbortSignal and runs on loopback.
import { request as httpRequest, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeFunctionData, getAddress, maxUint256, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { rpc } from '../chain/anvil.mjs';

export const artifacts = JSON.parse(
  readFileSync(new URL('../../src/contracts/generated/artifacts.json', import.meta.url), 'utf8'),
);
const { BearNft, BearToken, BearStaking } = artifacts;

export const HUB_ORIGIN = 'http://127.0.0.1:4173';
const HUB_DOMAIN = '127.0.0.1:4173';
/** anvil's dev account #0: the contracts' owner in the local deployment, and the signer. */
const DEV_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** deploy.mjs uses dev accounts 0..4; these send the stakes and mints. */
const ACTORS = [5, 6, 7, 8, 9];
/** A holder may have 100 open positions: each actor's stakes come from this many addresses. */
const STAKERS_PER_ACTOR = 10;
const TIERS = 5;
const GAS = { stake: 400_000n, mint: 300_000n, other: 150_000n };
/** The two pages a tab shows, their share of the tabs, their /changes marker and their reads. */
export const PAGES = {
  home: {
    share: 0.7,
    marker: 'staking',
    parts: ['/pool/series?points=320', '/pool/apr-changes?limit=100'],
  },
  mint: {
    share: 0.3,
    marker: 'collection',
    parts: ['/collection/series?points=320', '/collection/mints?limit=8'],
  },
};
const REQUEST_TIMEOUT_MS = 15_000;
/** Connections a tab keeps open to the origin (a browser keeps up to 6 per host). */
const MAX_SOCKETS_PER_TAB = 4;
const RECEIPT_TIMEOUT_MS = 60_000;

/** A distinct loopback address per simulated client: 127.1.0.1, 127.1.0.2, … */
export function addressOf(index) {
  const n = index + 1;
  return `127.${1 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256 || 1}`;
}

/** Errors of a reused keep-alive connection that the server closed as the request went out. */
const STALE_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** One request, once: its answer, or { status: 0, error } (`reused`: on a kept-alive socket). */
function sendOnce(url, { agent, method = 'GET', headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let responded = false;
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      responded = true;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
          at: performance.now(),
        }),
      );
      response.on('error', (error) =>
        resolve({ status: 0, error, ms: performance.now() - started, at: performance.now() }),
      );
    });
    request.on('error', (error) =>
      resolve({
        status: 0,
        error,
        // Closed before any answer on a connection that had served before.
        stale: !responded && request.reusedSocket && STALE_CONNECTION_ERRORS.has(error.code),
        ms: performance.now() - started,
        at: performance.now(),
      }),
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.end(body);
  });
}

/**
 * One GET or POST; resolves with status, headers, body, its time (`ms`) and when it ended
 * (`at`, performance.now()), or { status: 0, error } when no answer came. Like Chromium, a
 * request whose kept-alive connection the server closed before any answer (an idle connection
 * closed as the request went out: nginx's old workers do so on a reload) is sent again, until it
 * goes out on a connection that answers; such an answer has `resent: true`.
 */
export async function send(url, options) {
  let answer = await sendOnce(url, options);
  let ms = answer.ms;
  // Another kept-alive connection of the pool may be closing too: at most one try per socket.
  for (let attempt = 1; answer.stale && attempt <= MAX_SOCKETS_PER_TAB; attempt += 1) {
    answer = await sendOnce(url, options);
    ms += answer.ms;
    answer = { ...answer, ms, resent: true };
  }
  return answer;
}

/** Sleeps, or returns early when `signal` aborts. */
function pause(ms, signal) {
  return sleep(ms, undefined, { signal }).catch(() => undefined);
}

// ---- the chain's activity -------------------------------------------------------------------

/**
 * The accounts that stake and mint: the dev accounts ACTORS mint; stakers are fresh addresses
 * anvil lets us send from (impersonated, funded), `stakersPerActor` per actor, taken in turn so
 * that none reaches the contract's cap on open positions.
 */
export async function prepareActors(state, { stakersPerActor = STAKERS_PER_ACTOR } = {}) {
  const record = JSON.parse(readFileSync(state.deploymentFile, 'utf8')).contracts;
  const contracts = {
    bearNft: getAddress(record.bearNft.address),
    bearToken: getAddress(record.bearToken.address),
    bearStaking: getAddress(record.bearStaking.address),
  };
  const accounts = (await rpc(state.rpcUrl, 'eth_accounts')).map((account) => getAddress(account));
  const owner = accounts[0];
  const actors = ACTORS.map((index) => accounts[index]);
  const stakers = Array.from({ length: ACTORS.length * stakersPerActor }, (_, index) =>
    getAddress(`0x${(0x5ea1_0000 + index).toString(16).padStart(40, '0')}`),
  );
  for (const staker of stakers) {
    await rpc(state.rpcUrl, 'anvil_impersonateAccount', [staker]);
    await rpc(state.rpcUrl, 'anvil_setBalance', [staker, toHex(parseEther('100'))]);
  }
  const calls = [
    [owner, contracts.bearNft, BearNft.abi, 'setPrice', [0n], GAS.other],
    [owner, contracts.bearNft, BearNft.abi, 'setWalletLimit', [100_000n], GAS.other],
    ...stakers.flatMap((staker) => [
      [
        owner,
        contracts.bearToken,
        BearToken.abi,
        'transfer',
        [staker, parseEther('100000')],
        GAS.other,
      ],
      [
        staker,
        contracts.bearToken,
        BearToken.abi,
        'approve',
        [contracts.bearStaking, maxUint256],
        GAS.other,
      ],
    ]),
  ];
  const hashes = [];
  for (const call of calls) hashes.push(await sendTransaction(state.rpcUrl, ...call));
  await waitForReceipts(state.rpcUrl, hashes, 'preparing the actors');
  return { contracts, actors, stakers, nextStaker: 0 };
}

async function sendTransaction(rpcUrl, from, to, abi, functionName, args, gas) {
  return rpc(rpcUrl, 'eth_sendTransaction', [
    { from, to, data: encodeFunctionData({ abi, functionName, args }), gas: toHex(gas) },
  ]);
}

async function waitForReceipts(rpcUrl, hashes, what) {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (const hash of hashes) {
    for (;;) {
      const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(`${what}: transaction ${hash} failed`);
        break;
      }
      if (Date.now() > deadline) throw new Error(`${what}: no receipt for ${hash}`);
      await sleep(200);
    }
  }
}

/** A tally of the chain's activity: what was sent, refused, and the hashes to look up. */
export function newTally() {
  return { stakes: 0, mints: 0, failed: 0, hashes: [], lastError: undefined };
}

/**
 * Each block until `signal` aborts, every actor sends a stake (from the next staker) or a mint,
 * in turn.
 */
export async function chainActivity(state, actors, signal, tally) {
  const { contracts } = actors;
  let round = 0;
  while (!signal.aborted) {
    await Promise.all(
      actors.actors.map(async (actor, index) => {
        const stake = (round + index) % 2 === 0;
        try {
          if (stake) {
            const staker = actors.stakers[actors.nextStaker++ % actors.stakers.length];
            tally.hashes.push(
              await sendTransaction(
                state.rpcUrl,
                staker,
                contracts.bearStaking,
                BearStaking.abi,
                'stake',
                [parseEther('10'), (round + index) % TIERS, 0],
                GAS.stake,
              ),
            );
            tally.stakes += 1;
          } else {
            tally.hashes.push(
              await sendTransaction(
                state.rpcUrl,
                actor,
                contracts.bearNft,
                BearNft.abi,
                'mint',
                [1n],
                GAS.mint,
              ),
            );
            tally.mints += 1;
          }
        } catch (error) {
          tally.failed += 1;
          tally.lastError = error.message;
        }
      }),
    );
    round += 1;
    await pause(state.blockTimeS * 1000, signal);
  }
}

/** How many of the transactions succeeded and reverted (those mined so far). */
export async function landed(rpcUrl, hashes) {
  let succeeded = 0;
  let reverted = 0;
  for (const hash of hashes) {
    const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt?.status === '0x1') succeeded += 1;
    else if (receipt) reverted += 1;
  }
  return { succeeded, reverted };
}

// ---- visitors and sign-ins ------------------------------------------------------------------

/** A route's name in the figures: the account in a path or a query named, not written out. */
export function routeOf(path) {
  const [base, query] = path.split('?');
  const route = base.replace(/0x[0-9a-fA-F]{40}/, ':account');
  return query?.startsWith('account=') ? `${route}?account` : route;
}

/** A connected visitor's account: a distinct address per visitor. */
export function accountOf(index) {
  return `0x${(0xbea5_0000 + index).toString(16).padStart(40, '0')}`;
}

/**
 * One tab until `signal` aborts: on `page` (PAGES.home or PAGES.mint), with a wallet when
 * `connected` (on `/` only). It reads GET /indexer/changes once per block and, when its part's
 * block moved (and on arrival), the part's reads; a connected tab reads /changes?account=<its
 * own> and its activity when it moves. Like a browser it sends If-None-Match with the ETag it
 * holds, the hub's Origin and Accept-Encoding: gzip, over keep-alive connections from its own
 * loopback address. Each answer goes to `recorder.add(route, answer, index)`.
 */
export async function visitor({ index, state, recorder, signal, page, connected }) {
  const account = page === PAGES.home && connected ? accountOf(index) : undefined;
  const changesPath = account ? `/changes?account=${account}` : '/changes';
  let seenAccount;
  const agent = new Agent({
    keepAlive: true,
    maxSockets: MAX_SOCKETS_PER_TAB,
    localAddress: addressOf(index),
  });
  const etags = new Map();
  const headers = { origin: HUB_ORIGIN, accept: 'application/json', 'accept-encoding': 'gzip' };
  const read = async (path) => {
    const etag = etags.get(path);
    const answer = await send(`${state.indexerUrl}${path}`, {
      agent,
      headers: etag ? { ...headers, 'if-none-match': etag } : headers,
    });
    recorder.add(routeOf(path), answer, index);
    if (answer.status === 200 && answer.headers.etag) etags.set(path, answer.headers.etag);
    return answer;
  };
  const blockMs = state.blockTimeS * 1000;
  let seen;
  try {
    while (!signal.aborted) {
      const tickStarted = performance.now();
      const changes = await read(changesPath);
      if (changes.status === 200) {
        let marker;
        let accountMarker;
        try {
          const body = JSON.parse(changes.body.toString());
          marker = body[page.marker];
          accountMarker = body.account;
        } catch {
          // a gzip body: nginx compresses answers over 1 KiB; /changes is smaller
        }
        const reads = [];
        if (marker !== seen) {
          seen = marker;
          reads.push(...page.parts);
        }
        if (account && accountMarker !== seenAccount) {
          seenAccount = accountMarker;
          reads.push(`/activity/${account}?limit=50`);
        }
        await Promise.all(reads.map(read));
      }
      await pause(Math.max(0, blockMs - (performance.now() - tickStarted)), signal);
    }
  } finally {
    agent.destroy();
  }
}

/** The signer of the simulated sign-ins: anvil's dev account #0. */
export const signInAccount = privateKeyToAccount(DEV_KEY_0);

/**
 * One sign-in as the hub makes it, from loopback address `from`: GET /siwe/nonce, sign,
 * POST /siwe/verify. Each answer goes to `record(route, answer)`. Resolves with the step that
 * ended it ('verify' when it completed), the last answer and the session cookie.
 */
export async function signIn(state, from, record = () => {}) {
  const agent = new Agent({ keepAlive: true, localAddress: from });
  try {
    const nonce = await send(`${state.signInUrl}/nonce`, {
      agent,
      headers: { origin: HUB_ORIGIN },
    });
    record('/siwe/nonce', nonce);
    if (nonce.status !== 200) return { step: 'nonce', answer: nonce };
    const message = createSiweMessage({
      domain: HUB_DOMAIN,
      uri: HUB_ORIGIN,
      address: signInAccount.address,
      chainId: 31337,
      nonce: nonce.body.toString().trim(),
      issuedAt: new Date(),
      version: '1',
    });
    const signature = await signInAccount.signMessage({ message });
    const verify = await send(`${state.signInUrl}/verify`, {
      agent,
      method: 'POST',
      headers: { origin: HUB_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    });
    record('/siwe/verify', verify);
    const cookie =
      verify.status === 200 ? String(verify.headers['set-cookie']?.[0]).split(';')[0] : undefined;
    return { step: 'verify', answer: verify, cookie };
  } finally {
    agent.destroy();
  }
}
