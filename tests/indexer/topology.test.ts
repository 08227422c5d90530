// The production topology of `npm run topology` (scripts/topology.mjs): Postgres, one indexer
// writer, two `ponder serve` readers, two sign-in servers on one Redis, behind nginx as the one
// origin. Started once for the file (about 20–60 s: mostly Ponder's start-ups), stopped by pid.
// First the faults under load (support/topologyFaults.ts: a reader, nginx, Redis, Postgres and
// the writer each fail and come back while tabs read), then the routing, cache, limits and
// sign-ins on the topology they leave.
import { mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/chain/hub.mjs';
import { SCRATCH_DIR } from '../../scripts/chain/indexer.mjs';
import {
  READER_STATEMENT_TIMEOUT_MS,
  readTopology,
  startTopology,
  stopProcess,
  stopTopology,
  type TopologyState,
} from '../../scripts/topology.mjs';
import { ANVIL_KEYS } from '../server/support/accounts';
import { describeFaultsUnderLoad } from './support/topologyFaults';

const HUB_ORIGIN = 'http://127.0.0.1:4173';
const HUB_DOMAIN = '127.0.0.1:4173';
const dir = join(SCRATCH_DIR, `bear-topology-test-${process.pid}`);
let topology: TopologyState;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request from a chosen loopback source address (nginx counts its rate limit per
 * client address; the whole 127.0.0.0/8 reaches this machine).
 */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress: from }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${url}: timed out`)));
    request.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(SCRATCH_DIR, { recursive: true });
  topology = await startTopology({
    dir,
    port: await findFreePort(),
    blockTimeS: 1,
    hubOrigins: [HUB_ORIGIN],
    log: () => {},
  });
}, 240_000);

afterAll(async () => {
  await stopTopology({ dir, log: () => {} });
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describeFaultsUnderLoad(() => ({ dir, topology }));

describe('the production topology behind nginx', () => {
  it('behavior: one origin: /indexer/ reaches the readers, /siwe/ the sign-in servers, every refusal in one error shape', async () => {
    const pool = await send(`${topology.indexerUrl}/pool`);
    expect(pool.status).toBe(200);
    expect(json(pool)).toHaveProperty('tiers');
    expect(pool.headers['cache-control']).toBe('public, max-age=1');
    expect(pool.headers.etag).toBeTruthy();

    const nonce = await send(`${topology.signInUrl}/nonce`);
    expect([nonce.status, nonce.text]).toEqual([200, expect.stringMatching(/^[0-9a-f]{32}$/)]);

    const shape = { error: { code: 'not_found', message: expect.any(String) } };
    for (const url of [
      `${topology.indexerUrl}/no-such-route`, // the indexer's own 404
      `${topology.signInUrl}/no-such-route`, // the sign-in server's
      `${topology.origin}/elsewhere`, // nginx's
    ]) {
      const answer = await send(url);
      expect([url, answer.status, json(answer)]).toEqual([url, 404, shape]);
    }
  });

  it('behavior: Ponder’s /metrics and /status do not leave the machine through nginx', async () => {
    expect((await send(`${topology.writerUrl}/metrics`)).status).toBe(200);
    for (const path of ['/metrics', '/status', '/metrics/', '/status?x=1']) {
      const answer = await send(`${topology.indexerUrl}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).not.toContain('ponder_');
      expect(json(answer)).toEqual({ error: { code: 'not_found', message: 'no such route' } });
    }
  });

  it('behavior: a read is cached for a second: a crowd asking at once costs one upstream request, If-None-Match is a 304', async () => {
    // A URL no one asked yet: its first answer is a MISS, the crowd waits for it (the lock).
    const url = `${topology.indexerUrl}/pool/apr-changes?limit=${37 + Math.floor(Math.random() * 50)}`;
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send(url, { from: `127.0.3.${index + 1}` })),
    );
    expect(crowd.map((answer) => answer.status)).toEqual(crowd.map(() => 200));
    const misses = crowd.filter((answer) => answer.headers['x-cache-status'] === 'MISS');
    expect(misses).toHaveLength(1);
    expect(new Set(crowd.map((answer) => answer.text)).size).toBe(1);

    const etag = crowd[0]!.headers.etag!;
    const revalidated = await send(url, { headers: { 'if-none-match': etag } });
    expect([revalidated.status, revalidated.text]).toEqual([304, '']);

    // After max-age, nginx asks the readers again (with the ETag it holds). nginx keeps time in
    // whole seconds, and an entry refreshed by the revalidation above starts its second again:
    // within 3 s of it, a request goes upstream.
    const askedAgainBy = Date.now() + 3_000;
    let later = await send(url);
    while (later.headers['x-cache-status'] === 'HIT' && Date.now() < askedAgainBy) {
      await sleep(250);
      later = await send(url);
    }
    expect(later.status).toBe(200);
    expect(['EXPIRED', 'REVALIDATED']).toContain(later.headers['x-cache-status']);
  });

  it('behavior: over its rate a client gets 429 in the error shape with Retry-After, readable by a hub page; other clients are served', async () => {
    const from = '127.0.4.1';
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        send(`${topology.indexerUrl}/changes`, { from, headers: { origin: HUB_ORIGIN } }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(40);
    const one = refused[0]!;
    expect(json(one)).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
    });
    expect(one.headers['retry-after']).toBe('1');
    expect(one.headers['access-control-allow-origin']).toBe(HUB_ORIGIN);
    expect(one.headers['access-control-expose-headers']).toBe('Retry-After');
    // A page of another origin is told nothing.
    const foreign = await send(`${topology.indexerUrl}/changes`, {
      from,
      headers: { origin: 'http://evil.test' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // Another client is not limited by this one's count; after Retry-After this one is served.
    expect((await send(`${topology.indexerUrl}/changes`, { from: '127.0.4.2' })).status).toBe(200);
    await sleep(2_100);
    expect((await send(`${topology.indexerUrl}/changes`, { from })).status).toBe(200);
  });

  it('behavior: sign-ins through nginx work across both instances sharing Redis', async () => {
    const account = privateKeyToAccount(ANVIL_KEYS[0]);
    for (let round = 0; round < 4; round += 1) {
      const from = `127.0.5.${round + 1}`;
      const nonce = (await send(`${topology.signInUrl}/nonce`, { from })).text;
      const message = createSiweMessage({
        domain: HUB_DOMAIN,
        uri: HUB_ORIGIN,
        address: account.address,
        chainId: 31337,
        nonce,
        issuedAt: new Date(),
        version: '1',
      });
      const verified = await send(`${topology.signInUrl}/verify`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin: HUB_ORIGIN },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      });
      expect([round, verified.status, json(verified)]).toEqual([
        round,
        200,
        { ok: true, address: account.address, chainId: 31337 },
      ]);
      const cookie = String(verified.headers['set-cookie']?.[0]).split(';')[0]!;
      const me = await send(`${topology.signInUrl}/me`, { from, headers: { cookie } });
      expect(json(me)).toMatchObject({ address: account.address, chainId: 31337 });
    }
  });

  it('contract: the readers’ DATABASE_URL bounds their statements, over Ponder’s own 30 s', async () => {
    // What Ponder's readonly pool does (node_modules/ponder/dist/esm/utils/pg.js): its own
    // statement_timeout, then the pool config (the connection string) spread over it.
    const require = createRequire(import.meta.url);
    const pg = require('pg') as {
      Pool: new (config: object) => {
        query: (sql: string) => Promise<{ rows: { statement_timeout: string }[] }>;
        end: () => Promise<void>;
      };
    };
    const readerUrl = `${topology.databaseUrl}?statement_timeout=${READER_STATEMENT_TIMEOUT_MS}`;
    const pool = new pg.Pool({ statement_timeout: 30_000, connectionString: readerUrl, max: 1 });
    try {
      const { rows } = await pool.query('show statement_timeout');
      expect(rows[0]!.statement_timeout).toBe(`${READER_STATEMENT_TIMEOUT_MS / 1000}s`);
    } finally {
      await pool.end();
    }
  });

  it('behavior: with one reader stopped, nginx serves every read from the other', async () => {
    // Its current pid: a fault above may have started it again.
    const [first] = readTopology(dir)!.processes.filter((entry) =>
      entry.name.startsWith('indexer-reader-'),
    );
    expect(await stopProcess(first!)).toBe(true);
    const statuses = [];
    for (let index = 0; index < 10; index += 1) {
      // Uncached URLs: each one reaches a reader.
      const answer = await send(`${topology.indexerUrl}/collection/mints?limit=${index + 1}`, {
        from: '127.0.6.1',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
