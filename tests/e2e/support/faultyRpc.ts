import { createServer, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

/**
 * A public chain's terms in front of a worker's anvil: an RPC proxy on a free loopback port that
 * answers late (latency drawn per request and per WebSocket chunk), answers HTTP requests 429
 * with `Retry-After` when told, drops its WebSockets when told, and reorganises the chain's
 * newest blocks. Plain `node:http`, its WebSockets passed through byte for byte (the frames are
 * only read, to count subscriptions and the heads they carry).
 */
export interface FaultyRpc {
  /** The proxy's HTTP URL (its WebSocket is the same as `ws://`). */
  readonly url: string;
  /** The next `count` HTTP requests are answered 429 with `Retry-After: retryAfterS`. */
  rateLimitNext(count: number, retryAfterS?: number): void;
  /** The JSON-RPC methods of the HTTP requests so far, in order (429s included). */
  methods(): string[];
  /** HTTP requests answered 429 so far. */
  rateLimited(): number;
  /** Closes every open WebSocket at once, both ways (a load balancer's restart). */
  dropSockets(): void;
  /** WebSockets opened, open now, `eth_subscribe` requests and subscription messages carried. */
  sockets(): { opened: number; open: number; subscribes: number; heads: number };
  /**
   * Replaces the newest `depth` blocks with as many empty ones (their transactions are gone:
   * neither mined nor in the mempool, as `anvil_reorg` leaves them), then mines one more so that
   * a client polling the head number sees it move.
   */
  reorganise(depth: number): Promise<void>;
  close(): Promise<void>;
}

export interface FaultyRpcOptions {
  /** The anvil behind it. */
  upstream: string;
  /** Each answer waits between these (ms): a public endpoint's round trip. */
  latencyMs?: readonly [number, number];
}

/** Requests bigger than this are refused (413): the proxy holds each one in memory. */
const BODY_MAX_BYTES = 1 << 20;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'retry-after',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bodyOf(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function methodsOf(body: Buffer): string[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { method?: string } | { method?: string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((one) => String(one.method));
  } catch {
    return ['(unreadable)'];
  }
}

/**
 * The text of each whole WebSocket frame in `buffer` (masked or not), and what is left of it:
 * enough to tell a subscription request and a subscription's message apart.
 */
function framesIn(buffer: Buffer): { texts: string[]; rest: Buffer } {
  const texts: string[] = [];
  let at = 0;
  while (buffer.length - at >= 2) {
    const masked = (buffer[at + 1]! & 0x80) !== 0;
    let length = buffer[at + 1]! & 0x7f;
    let header = 2;
    if (length === 126) {
      if (buffer.length - at < 4) break;
      length = buffer.readUInt16BE(at + 2);
      header = 4;
    } else if (length === 127) {
      if (buffer.length - at < 10) break;
      length = Number(buffer.readBigUInt64BE(at + 2));
      header = 10;
    }
    const maskAt = at + header;
    const start = maskAt + (masked ? 4 : 0);
    if (buffer.length < start + length) break;
    const payload = Buffer.from(buffer.subarray(start, start + length));
    if (masked) for (let i = 0; i < length; i += 1) payload[i]! ^= buffer[maskAt + (i % 4)]!;
    if ((buffer[at]! & 0x0f) === 1) texts.push(payload.toString('utf8'));
    at = start + length;
  }
  return { texts, rest: buffer.subarray(at) };
}

/** Starts a faulty RPC in front of `upstream`, on a free port of 127.0.0.1. */
export async function startFaultyRpc({
  upstream,
  latencyMs = [100, 200],
}: FaultyRpcOptions): Promise<FaultyRpc> {
  const target = new URL(upstream);
  const delay = () => latencyMs[0] + Math.random() * (latencyMs[1] - latencyMs[0]);
  const seen: string[] = [];
  let limitNext = 0;
  let retryAfter = 1;
  let limited = 0;
  const open = new Set<Socket>();
  const counts = { opened: 0, subscribes: 0, heads: 0 };

  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const body = await bodyOf(request);
    if (!body) {
      response.writeHead(413, CORS).end();
      return;
    }
    seen.push(...methodsOf(body));
    await sleep(delay());
    if (limitNext > 0) {
      limitNext -= 1;
      limited += 1;
      response
        .writeHead(429, {
          ...CORS,
          'content-type': 'text/plain',
          'retry-after': String(retryAfter),
        })
        .end('Too Many Requests');
      return;
    }
    try {
      const answer = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body.toString('utf8'),
      });
      const text = await answer.text();
      response.writeHead(answer.status, { ...CORS, 'content-type': 'application/json' }).end(text);
    } catch {
      response.writeHead(502, CORS).end();
    }
  });

  // WebSockets: the upgrade request passed on as it came, then bytes both ways, each chunk late.
  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    const node = connect(Number(target.port), target.hostname);
    open.add(client);
    counts.opened += 1;
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i]!;
      const value = name.toLowerCase() === 'host' ? target.host : request.rawHeaders[i + 1]!;
      lines.push(`${name}: ${value}`);
    }
    node.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) node.write(head);
    const end = () => {
      open.delete(client);
      client.destroy();
      node.destroy();
    };
    /** Writes `from`'s chunks to `to` in order, each after the latency; reads frames meanwhile. */
    const relay = (
      from: Socket,
      to: Socket,
      read: (text: string) => void,
      skipHeaders: boolean,
    ) => {
      let dueAt = 0;
      let pending: Buffer = Buffer.alloc(0);
      let inHeaders = skipHeaders;
      from.on('data', (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        if (inHeaders) {
          const endOfHeaders = pending.indexOf('\r\n\r\n');
          if (endOfHeaders >= 0) {
            pending = pending.subarray(endOfHeaders + 4);
            inHeaders = false;
          }
        }
        if (!inHeaders) {
          const { texts, rest } = framesIn(pending);
          pending = rest;
          texts.forEach(read);
        }
        dueAt = Math.max(dueAt, Date.now() + delay());
        setTimeout(() => to.writable && to.write(chunk), dueAt - Date.now());
      });
    };
    relay(client, node, (text) => text.includes('"eth_subscribe"') && counts.subscribes++, false);
    relay(node, client, (text) => text.includes('"eth_subscription"') && counts.heads++, true);
    for (const socket of [client, node]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    rateLimitNext(count, retryAfterS = 1) {
      limitNext = count;
      retryAfter = retryAfterS;
    },
    methods: () => [...seen],
    rateLimited: () => limited,
    dropSockets() {
      for (const socket of [...open]) socket.destroy();
    },
    sockets: () => ({ ...counts, open: open.size }),
    async reorganise(depth) {
      await rpc(upstream, 'anvil_reorg', [depth, []]);
      await rpc(upstream, 'evm_mine');
    },
    async close() {
      for (const socket of [...open]) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The browser of a spec whose hub is served through `serveHubThrough`: Chromium gives a document
 * that the test answered (not the network) no address space of its own, so its requests to
 * loopback ports fail Local Network Access checks unless they are off (the test bed only).
 */
export const SERVED_HUB_LAUNCH_OPTIONS = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
};

/**
 * Serves the worker's hub build to `context` reading its chain through `proxyUrl` instead of
 * `rpcUrl` (and, with `indexerUrl`, showing the history from that indexer): the build carries its
 * RPC URL as a literal (in its scripts and the prerendered pages' first read), which is swapped
 * as each file is served, as the global setup's copies do on disk; the Content-Security-Policy
 * lets the page reach them. No new build.
 */
export async function serveHubThrough(
  context: BrowserContext,
  {
    baseUrl,
    rpcUrl,
    proxyUrl,
    indexerUrl,
  }: { baseUrl: string; rpcUrl: string; proxyUrl: string; indexerUrl?: string },
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const socket = (url: string) => url.replace(/^http/, 'ws');
  const swap = (text: string) =>
    text.split(rpcUrl).join(proxyUrl).split(socket(rpcUrl)).join(socket(proxyUrl));
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      // Once more if the preview server dropped a kept-alive connection as the request left.
      const response = await route.fetch().catch(() => route.fetch());
      const headers = { ...response.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      // The proxy (and the indexer) join the chain's RPC, which the test wallet still calls.
      const sources = [
        proxyUrl,
        socket(proxyUrl),
        ...(indexerUrl ? [new URL(indexerUrl).origin] : []),
      ];
      const policy = headers['content-security-policy'];
      if (policy) {
        headers['content-security-policy'] = policy.replace(
          'connect-src ',
          `connect-src ${sources.join(' ')} `,
        );
      }
      if (!/javascript|html/.test(headers['content-type'] ?? '')) {
        return route.fulfill({ response, headers });
      }
      let body = swap(await response.text());
      // The build's environment is one object literal (`VITE_LOCAL_RPC_URL:` once, in the boot chunk).
      if (indexerUrl) {
        body = body.replace(
          'VITE_LOCAL_RPC_URL:',
          `VITE_INDEXER_URL:${JSON.stringify(indexerUrl)},VITE_LOCAL_RPC_URL:`,
        );
      }
      return route.fulfill({ response, headers, body });
    },
  );
}
