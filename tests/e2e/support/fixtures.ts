import { test as base, expect } from '@playwright/test';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { serveHubThrough, startFaultyRpc, type FaultyRpc } from './faultyRpc';
import { workerServers } from './servers';
import { installTestWallet, type TestWallet, type TestWalletShape } from './testWallet';

/** Hosts the hub may talk to: the preview server and anvil. Anything else fails the test. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_PROTOCOLS = new Set(['data:', 'blob:', 'about:']);

export interface HubTestOptions {
  /** Console errors a test expects (matched against the message); any other fails it. */
  allowedConsoleErrors: RegExp[];
  /**
   * Public chains' RPC hosts a test expects the hub to read from (after switching to that
   * chain). Their requests never leave the machine: a local stub answers them (the chain id,
   * zero for anything else) and they are not counted as external. Any other host still fails.
   */
  stubbedRpcHosts: string[];
  /** How the test wallet shows itself (see TestWalletShape); `test.use({ walletShape })`. */
  walletShape: TestWalletShape;
  /** False: the wallet stays silent on EIP-6963 until `wallet.startAnnouncing()`. */
  walletAnnouncesAtStart: boolean;
  /** The wallet's first EIP-6963 announcement comes this long after document start (0: at once). */
  walletAnnounceDelayMs: number;
  /** The wallet executes EIP-5792 call bundles atomically (default false: no EIP-5792). */
  walletAtomicBatching: boolean;
  /** With `faultyRpc`: the hub shows the history from this indexer (its build has none). */
  hubIndexerUrl: string | undefined;
}

export interface HubFixtures {
  /**
   * The anvil JSON-RPC URL of this test's worker: the chain the page reads from and the test
   * wallet forwards to (each parallel worker has its own anvil and hub build).
   */
  rpcUrl: string;
  /** The injected test wallet (see testWallet.ts). */
  wallet: TestWallet;
  /** Reverts anvil to its state before the test. */
  chainSnapshot: void;
  /** Fails the test on page errors, console errors and requests leaving the machine. */
  pageGuards: void;
  /**
   * A public chain's terms (latency, 429s, dropped WebSockets, reorganisations) between the hub
   * and this worker's anvil (`faultyRpc.ts`): a test that names it gets the hub reading through
   * it (with `launchOptions: SERVED_HUB_LAUNCH_OPTIONS`). The test wallet still sends to anvil
   * directly (a wallet has its own node).
   */
  faultyRpc: FaultyRpc;
}

function isExternal(url: string): boolean {
  const parsed = new URL(url);
  if (LOCAL_PROTOCOLS.has(parsed.protocol)) return false;
  return !LOCAL_HOSTS.has(parsed.hostname);
}

interface JsonRpcRequest {
  id: number | string;
  method: string;
}

/**
 * What the public-RPC stub answers: zero for every read (a batch gets a batch); over its
 * WebSocket, a subscription is accepted (and never sends a head).
 */
function stubRpcAnswer(body: string | null): string {
  const parsed = JSON.parse(body ?? '{}') as JsonRpcRequest | JsonRpcRequest[];
  const answer = ({ id, method }: JsonRpcRequest) => ({
    jsonrpc: '2.0',
    id,
    result: method === 'eth_subscribe' ? '0x1' : method === 'eth_unsubscribe' ? true : '0x0',
  });
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed));
}

export const test = base.extend<HubTestOptions & HubFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  stubbedRpcHosts: [[], { option: true }],
  walletShape: ['both', { option: true }],
  walletAnnouncesAtStart: [true, { option: true }],
  walletAnnounceDelayMs: [0, { option: true }],
  walletAtomicBatching: [false, { option: true }],
  hubIndexerUrl: [undefined, { option: true }],

  // This worker's preview server (a port picked by the global setup).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  baseURL: async ({}, use, testInfo) => {
    await use(workerServers(testInfo.parallelIndex).baseUrl);
  },

  // eslint-disable-next-line no-empty-pattern -- as above
  rpcUrl: async ({}, use, testInfo) => {
    await use(workerServers(testInfo.parallelIndex).rpcUrl);
  },

  chainSnapshot: [
    async ({ rpcUrl }, use) => {
      const snapshotId = await rpc(rpcUrl, 'evm_snapshot');
      await use();
      const reverted = await rpc(rpcUrl, 'evm_revert', [snapshotId]);
      if (reverted !== true) throw new Error(`evm_revert(${String(snapshotId)}) failed`);
    },
    { auto: true },
  ],

  pageGuards: [
    async ({ page, context, allowedConsoleErrors, stubbedRpcHosts }, use) => {
      for (const host of stubbedRpcHosts) {
        await context.route(`https://${host}/**`, (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: stubRpcAnswer(route.request().postData()),
          }),
        );
        // The chain's live reads subscribe over its WebSocket endpoint: the same stub answers.
        await context.routeWebSocket(`wss://${host}/**`, (socket) => {
          socket.onMessage((message) => {
            if (typeof message === 'string') socket.send(stubRpcAnswer(message));
          });
        });
      }
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      const externalRequests: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
      });
      context.on('request', (request) => {
        if (isExternal(request.url()) && !stubbedRpcHosts.includes(new URL(request.url()).hostname))
          externalRequests.push(`${request.method()} ${request.url()}`);
      });

      await use();
      // A test's own routes go before its page closes: a request one of them is still answering
      // (the page's reads go on after the last step) would otherwise fail the test.
      // (A test that closed its page has nothing left to remove.)
      if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });

      expect(externalRequests, 'requests to hosts other than localhost').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],

  faultyRpc: async ({ context, baseURL, rpcUrl, hubIndexerUrl }, use) => {
    const proxy = await startFaultyRpc({ upstream: rpcUrl });
    await serveHubThrough(context, {
      baseUrl: baseURL!,
      rpcUrl,
      proxyUrl: proxy.url,
      indexerUrl: hubIndexerUrl,
    });
    await use(proxy);
    await proxy.close();
  },

  wallet: [
    async (
      {
        page,
        rpcUrl,
        walletShape,
        walletAnnouncesAtStart,
        walletAnnounceDelayMs,
        walletAtomicBatching,
      },
      use,
    ) => {
      await use(
        await installTestWallet(page, {
          rpcUrl,
          shape: walletShape,
          announceAtStart: walletAnnouncesAtStart,
          announceDelayMs: walletAnnounceDelayMs,
          atomicBatching: walletAtomicBatching,
        }),
      );
    },
    // Installed before the test body runs, whether the test names it or not.
    { auto: true },
  ],
});

export { expect };
