import type { Page, Request, WebSocketRoute } from '@playwright/test';
import { encodeFunctionData, parseEther } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { installVisibilitySwitch, setPageHidden } from '../../scripts/bench/pageVisibility.mjs';
import { RPC_POLLING_INTERVAL_MS } from '../../src/config/constants';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { approveDirect, sendMined, stakeDirect } from './support/chainWrites';
import { expect, test } from './support/fixtures';
import { staking } from './support/hubPage';
import { LONG } from './support/tags';
import { LOCAL_CHAIN_ID } from './support/testWallet';

// Live reads: the page's reads follow the chain's new blocks over anvil's WebSocket
// (`eth_subscribe` newHeads), at most once per polling interval; they poll over HTTP while the
// socket is down and when the endpoint serves no subscriptions; a hidden tab sends nothing. The
// page's socket goes through a route of the test (Playwright's routeWebSocket), which forwards
// it to anvil, records it and can drop it.

test.use({ viewport: { width: 1440, height: 900 } });

/** Margin for a refresh to land after its moment (a busy machine). */
const LATENESS_MS = 1_500;
const STAKE_WEI = parseEther('100');

/** Account #0 stakes STAKE_WEI (approved before): one block. */
async function stakeOnce(rpcUrl: string) {
  const data = encodeFunctionData({
    abi: bearStakingAbi,
    functionName: 'stake',
    args: [STAKE_WEI, 2, 0],
  });
  await sendMined(rpcUrl, localDeployments[LOCAL_CHAIN_ID].bearStaking, data);
}

interface SocketMessage {
  id?: number;
  method?: string;
  result?: unknown;
  params?: unknown;
}

/**
 * The page's WebSockets to this worker's anvil, through the test: forwarded both ways while
 * `up`; refused (closed at once) while not; `drop()` closes the open ones as a failing server
 * would. `subscriptionsRefused`: the endpoint answers eth_subscribe with an error.
 */
async function routeChainSocket(page: Page, rpcUrl: string) {
  const host = new URL(rpcUrl).host;
  const socket = {
    up: true,
    subscriptionsRefused: false,
    connections: 0,
    /** What the page sent, and what it was answered, in order. */
    sent: [] as SocketMessage[],
    received: [] as SocketMessage[],
    open: [] as WebSocketRoute[],
    /** The open connections whose subscription was answered and not ended by the page. */
    subscribed: new Set<WebSocketRoute>(),
    drop() {
      for (const route of socket.open.splice(0)) {
        socket.subscribed.delete(route);
        void route.close({ code: 1011 });
      }
    },
    /** Subscriptions the page holds now. */
    live: () => socket.subscribed.size,
  };
  const parse = (message: string | Buffer) => JSON.parse(String(message)) as SocketMessage;
  await page.routeWebSocket(
    (url) => url.host === host,
    (route) => {
      socket.connections += 1;
      if (!socket.up) {
        void route.close({ code: 1011 });
        return;
      }
      if (socket.subscriptionsRefused) {
        route.onMessage((message) => {
          const request = parse(message);
          socket.sent.push(request);
          const answer = {
            jsonrpc: '2.0',
            id: request.id,
            error: { code: -32601, message: 'Method not found' },
          };
          socket.received.push(answer);
          route.send(JSON.stringify(answer));
        });
        return;
      }
      const server = route.connectToServer();
      route.onMessage((message) => {
        const request = parse(message);
        socket.sent.push(request);
        if (request.method === 'eth_unsubscribe') socket.subscribed.delete(route);
        server.send(message);
      });
      server.onMessage((message) => {
        const answer = parse(message);
        socket.received.push(answer);
        if (answer.id === 1 && typeof answer.result === 'string') socket.subscribed.add(route);
        route.send(message);
      });
      route.onClose(() => {
        socket.open = socket.open.filter((open) => open !== route);
        socket.subscribed.delete(route);
        void server.close();
      });
      socket.open.push(route);
    },
  );
  return socket;
}

/** The page's read requests to the chain over HTTP (JSON-RPC `eth_call`), with their times. */
function countReads(page: Page, rpcUrl: string) {
  const origin = new URL(rpcUrl).origin;
  const times: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).origin !== origin) return;
    if ((request.postData() ?? '').includes('"eth_call"')) times.push(Date.now());
  });
  return {
    /** Reads since `from` (ms since the epoch). */
    since: (from: number) => times.filter((at) => at >= from).length,
    all: times,
  };
}

async function totalDeposited(page: Page) {
  return (await staking(page).getByRole('definition').first().textContent()) ?? '';
}

/** Opens the home page as a visitor and waits for its reads to follow the socket. */
async function openLive(page: Page, rpcUrl: string) {
  const socket = await routeChainSocket(page, rpcUrl);
  const reads = countReads(page, rpcUrl);
  await page.goto('/');
  await expect(staking(page).getByText('Total deposited')).toBeVisible();
  // The follower starts a polling interval after the first read and subscribes at once; its
  // first refresh (due then) lands with it.
  await expect.poll(() => socket.live(), { timeout: RPC_POLLING_INTERVAL_MS * 3 }).toBe(1);
  await page.waitForTimeout(LATENESS_MS);
  return { socket, reads };
}

test(
  'behavior: reads follow new blocks over the WebSocket: none without a block, a stake by another account shows at once',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(60_000);
    const { socket, reads } = await openLive(page, rpcUrl);
    expect(socket.sent[0]).toMatchObject({ method: 'eth_subscribe', params: ['newHeads'] });
    // Account #0 (not this visitor's wallet: none is connected) approves its stake: a block,
    // whose read lands before the quiet window (within an interval of the last read).
    await approveDirect(rpcUrl, STAKE_WEI);
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS + LATENESS_MS);

    // No block, no read: nothing polls while the socket is live.
    const quietFrom = Date.now();
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS * 2 + LATENESS_MS);
    expect(reads.since(quietFrom)).toBe(0);

    // Account #0 stakes 100 BHT: one block, read at once (the last read is older than the
    // polling interval), not at the next poll.
    const before = await totalDeposited(page);
    const stakedAt = Date.now();
    await stakeOnce(rpcUrl);
    await expect
      .poll(() => totalDeposited(page), { timeout: RPC_POLLING_INTERVAL_MS })
      .not.toBe(before);
    expect(Date.now() - stakedAt).toBeLessThan(RPC_POLLING_INTERVAL_MS / 2);
    expect(reads.since(stakedAt)).toBe(1);
  },
);

test(
  'behavior: blocks every half second refresh the reads at most once per polling interval',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(60_000);
    const { reads } = await openLive(page, rpcUrl);
    const from = Date.now();
    const windowMs = RPC_POLLING_INTERVAL_MS * 4;
    while (Date.now() - from < windowMs) {
      await rpc(rpcUrl, 'evm_mine');
      await page.waitForTimeout(500);
    }
    const times = reads.all.filter((at) => at >= from);
    // One read per interval (the first one as soon as a block lands), none closer together
    // than the interval allows (the browser's clock against the test's: a small tolerance).
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times.length).toBeLessThanOrEqual(windowMs / RPC_POLLING_INTERVAL_MS + 1);
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThan(RPC_POLLING_INTERVAL_MS - 500);
    }
  },
);

test(
  'behavior: a dropped socket falls back to polling, and once it reconnects the reads follow blocks again',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(90_000);
    const { socket, reads } = await openLive(page, rpcUrl);

    // The server drops the socket and refuses new ones: the page polls every interval.
    socket.up = false;
    socket.drop();
    const droppedAt = Date.now();
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS * 3 + LATENESS_MS);
    expect(reads.since(droppedAt)).toBeGreaterThanOrEqual(3);
    expect(reads.since(droppedAt)).toBeLessThanOrEqual(4);
    // It kept trying, with pauses that grow (1 s, 2 s, 4 s, 8 s …): a few attempts, not dozens.
    expect(socket.connections).toBeGreaterThanOrEqual(3);
    expect(socket.connections).toBeLessThanOrEqual(6);

    // The server is back: the next attempt subscribes; one more read catches up on blocks it
    // could not announce (an interval after the last poll at most), then polling stops.
    socket.up = true;
    await expect.poll(() => socket.live(), { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS + LATENESS_MS);
    const liveFrom = Date.now();
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS * 2 + LATENESS_MS);
    expect(reads.since(liveFrom)).toBe(0);
    const before = await totalDeposited(page);
    await stakeDirect(rpcUrl, STAKE_WEI, 2);
    // Two blocks: the second one's read may wait for the end of the first one's interval.
    await expect
      .poll(() => totalDeposited(page), { timeout: RPC_POLLING_INTERVAL_MS + LATENESS_MS })
      .not.toBe(before);
  },
);

test(
  'behavior: an endpoint that serves no subscriptions: the page polls every interval and does not ask again',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(60_000);
    const socket = await routeChainSocket(page, rpcUrl);
    socket.subscriptionsRefused = true;
    const reads = countReads(page, rpcUrl);
    await page.goto('/');
    await expect(staking(page).getByText('Total deposited')).toBeVisible();
    await expect
      .poll(() => socket.received.length, { timeout: RPC_POLLING_INTERVAL_MS * 3 })
      .toBe(1);
    const refusedAt = Date.now();
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS * 3 + LATENESS_MS);
    expect(reads.since(refusedAt)).toBeGreaterThanOrEqual(3);
    expect(reads.since(refusedAt)).toBeLessThanOrEqual(4);
    expect(socket.connections).toBe(1);
    // A change on the chain shows with the next poll.
    const before = await totalDeposited(page);
    await stakeDirect(rpcUrl, STAKE_WEI, 2);
    await expect
      .poll(() => totalDeposited(page), { timeout: RPC_POLLING_INTERVAL_MS + LATENESS_MS })
      .not.toBe(before);
  },
);

test(
  'behavior: a hidden tab unsubscribes and sends nothing while blocks land; shown again it reads at once, subscribes again, and reads once more for the blocks before the subscription',
  { tag: LONG },
  async ({ page, rpcUrl }) => {
    test.setTimeout(60_000);
    await installVisibilitySwitch(page);
    const { socket, reads } = await openLive(page, rpcUrl);

    await setPageHidden(page, true);
    await expect.poll(() => socket.live()).toBe(0);
    const unsubscribe = socket.sent.find((message) => message.method === 'eth_unsubscribe');
    expect(unsubscribe).toMatchObject({ params: [socket.received[0]!.result] });
    await expect.poll(() => socket.open.length).toBe(0);

    const hiddenFrom = Date.now();
    const sentBefore = socket.sent.length;
    const connectionsBefore = socket.connections;
    while (Date.now() - hiddenFrom < RPC_POLLING_INTERVAL_MS * 3) {
      await rpc(rpcUrl, 'evm_mine');
      await page.waitForTimeout(1_000);
    }
    expect(reads.since(hiddenFrom)).toBe(0);
    expect(socket.sent.length).toBe(sentBefore);
    expect(socket.connections).toBe(connectionsBefore);

    const shownAt = Date.now();
    await setPageHidden(page, false);
    await expect.poll(() => socket.live()).toBe(1);
    await expect.poll(() => reads.since(shownAt)).toBe(1);
    // A block mined after that read and before the node registered the new subscription is
    // announced by nobody: once live, the page reads once more, an interval after the first.
    await expect
      .poll(() => reads.since(shownAt), { timeout: RPC_POLLING_INTERVAL_MS + LATENESS_MS })
      .toBe(2);
    await page.waitForTimeout(RPC_POLLING_INTERVAL_MS + LATENESS_MS);
    expect(reads.since(shownAt)).toBe(2);
  },
);
