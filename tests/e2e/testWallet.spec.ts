import type { Page } from '@playwright/test';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { expect, test } from './support/fixtures';
import {
  ANVIL_ACCOUNT_0,
  TEST_WALLET_DELEGATE,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  ZORA_CHAIN_ID,
  type TestWalletAtomicStatus,
} from './support/testWallet';

// The bed itself: what the test wallet promises to the scenarios, checked through the same
// EIP-1193 surface the hub uses.

interface RpcFailure {
  code: unknown;
  message: string;
}

/** window.ethereum.request in the page; a rejection comes back as { code, message }. */
function request(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    async ([m, p]) => {
      const provider = (
        window as unknown as {
          ethereum: { request(args: { method: string; params?: unknown }): Promise<unknown> };
        }
      ).ethereum;
      try {
        return { result: await provider.request({ method: m, params: p }) };
      } catch (error) {
        const { code, message } = error as { code: unknown; message: string };
        return { error: { code, message } as RpcFailure };
      }
    },
    [method, params] as const,
  );
}

const hex = (value: number) => `0x${value.toString(16)}`;
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('behavior: no accounts until eth_requestAccounts, then anvil account #0', async ({ page }) => {
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_0] });
  expect(await request(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_0] });
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
});

test('behavior: it is announced through EIP-6963 and answers every request for providers', async ({
  page,
}) => {
  const announced = await page.evaluate(() => {
    const seen: { name: string; rdns: string; icon: string; uuid: string; same: boolean }[] = [];
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail;
      seen.push({
        ...info,
        same: provider === (window as unknown as { ethereum: unknown }).ethereum,
      });
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return seen;
  });
  expect(announced).toHaveLength(2);
  expect(announced[0]).toMatchObject({
    name: TEST_WALLET_NAME,
    rdns: TEST_WALLET_RDNS,
    same: true,
  });
  expect(announced[0]?.icon).toMatch(/^data:image\/svg\+xml,/);
  expect(announced[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
});

test('behavior: reads are forwarded to anvil', async ({ page, rpcUrl }) => {
  const fromWallet = await request(page, 'eth_getBalance', [ANVIL_ACCOUNT_0, 'latest']);
  const fromAnvil = await rpc(rpcUrl, 'eth_getBalance', [ANVIL_ACCOUNT_0, 'latest']);
  expect(fromWallet).toEqual({ result: fromAnvil });
});

test.describe.serial('chain state between tests', () => {
  let stateBefore: { balance: unknown; block: unknown } | undefined;

  test('behavior: a transaction needs the grant and is then signed by anvil', async ({
    page,
    rpcUrl,
  }) => {
    stateBefore = {
      balance: await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest']),
      block: await rpc(rpcUrl, 'eth_blockNumber'),
    };
    const transfer = { from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: hex(1_000) };
    expect((await request(page, 'eth_sendTransaction', [transfer])).error).toMatchObject({
      code: 4100,
    });
    await request(page, 'eth_requestAccounts');
    const sent = await request(page, 'eth_sendTransaction', [transfer]);
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/);
    // The hash can come back a moment before anvil's automine has sealed the block.
    await expect
      .poll(() => rpc(rpcUrl, 'eth_getTransactionReceipt', [sent.result]), { timeout: 5_000 })
      .not.toBeNull();
    const after = await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest']);
    expect(BigInt(String(after)) - BigInt(String(stateBefore.balance))).toBe(1_000n);
  });

  test('behavior: the next test starts from the chain state before it (snapshot, revert)', async ({
    rpcUrl,
  }) => {
    expect(stateBefore).toBeDefined();
    expect(await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest'])).toBe(stateBefore?.balance);
    expect(await rpc(rpcUrl, 'eth_blockNumber')).toBe(stateBefore?.block);
  });
});

test('behavior: switching to a chain it knows emits chainChanged; an unknown one is 4902 until added', async ({
  page,
  wallet,
}) => {
  await page.evaluate(() => {
    const target = window as unknown as {
      ethereum: { on(event: string, listener: (value: unknown) => void): void };
      __changes: unknown[];
    };
    target.__changes = [];
    target.ethereum.on('chainChanged', (value) => target.__changes.push(value));
  });
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
    result: null,
  });
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x1' });

  const zora = hex(ZORA_CHAIN_ID);
  expect(
    (await request(page, 'wallet_switchEthereumChain', [{ chainId: zora }])).error,
  ).toMatchObject({ code: 4902 });
  await request(page, 'wallet_addEthereumChain', [
    {
      chainId: zora,
      chainName: 'Zora',
      rpcUrls: ['https://rpc.zora.energy'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ]);
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: zora }])).toEqual({
    result: null,
  });

  await wallet.unknownChainNext();
  expect(
    (await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).error,
  ).toMatchObject({ code: 4902 });

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes))
    .toEqual(['0x1', zora]);
  // Only the chain requests: the hub's own reads may interleave once its wallet layer runs.
  const chainRequests = (await wallet.requests()).filter((method) => method.startsWith('wallet_'));
  expect(chainRequests).toEqual([
    'wallet_switchEthereumChain',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
    'wallet_switchEthereumChain',
  ]);
});

test('behavior: queued failures hit the next prompt, not background reads', async ({
  page,
  wallet,
}) => {
  await wallet.rejectNext();
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
  expect((await request(page, 'eth_requestAccounts')).error).toMatchObject({ code: 4001 });
  await wallet.pendingNext('eth_requestAccounts');
  expect((await request(page, 'eth_requestAccounts')).error).toMatchObject({ code: -32002 });
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_0] });
});

test('behavior: the grant and the chain survive a reload; revoking empties eth_accounts', async ({
  page,
  wallet,
}) => {
  await request(page, 'eth_requestAccounts');
  await wallet.setChain(ZORA_CHAIN_ID);
  await page.reload();
  expect(await request(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_0] });
  expect(await request(page, 'eth_chainId')).toEqual({ result: hex(ZORA_CHAIN_ID) });

  await wallet.revokeAccounts();
  await page.reload();
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
});

test('behavior: emitted account changes reach subscribers and an empty list withdraws the grant', async ({
  page,
  wallet,
}) => {
  await request(page, 'eth_requestAccounts');
  await page.evaluate(() => {
    const target = window as unknown as {
      ethereum: { on(event: string, listener: (value: unknown) => void): void };
      __accounts: unknown[];
    };
    target.__accounts = [];
    target.ethereum.on('accountsChanged', (value) => target.__accounts.push(value));
  });
  await wallet.emitAccountsChanged([RECIPIENT]);
  expect(await request(page, 'eth_accounts')).toEqual({ result: [RECIPIENT] });
  await wallet.emitAccountsChanged([]);
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] });
  expect(
    await page.evaluate(() => (window as unknown as { __accounts: unknown[] }).__accounts),
  ).toEqual([[RECIPIENT], []]);
});

test.describe('EIP-5792 call bundles', () => {
  /** Two transfers asked to run atomically, as the hub sends its bundles (version 2.0.0). */
  const atomicBundle = {
    version: '2.0.0',
    chainId: '0x7a69',
    from: ANVIL_ACCOUNT_0,
    atomicRequired: true,
    calls: [
      { to: RECIPIENT, value: hex(1) },
      { to: RECIPIENT, value: hex(2) },
    ],
  };

  test.beforeEach(async ({ page, wallet }) => {
    await wallet.setAtomicBatching(true);
    await request(page, 'eth_requestAccounts');
  });

  test('behavior: wallet_getCapabilities reports the atomic status it was given, or no atomic entry', async ({
    page,
    wallet,
  }) => {
    const expected: [TestWalletAtomicStatus, unknown][] = [
      ['supported', { atomic: { status: 'supported' } }],
      ['ready', { atomic: { status: 'ready' } }],
      ['unsupported', { atomic: { status: 'unsupported' } }],
      ['missing', {}],
    ];
    for (const [status, capabilities] of expected) {
      await wallet.setAtomicStatus(status);
      expect(await request(page, 'wallet_getCapabilities', [ANVIL_ACCOUNT_0])).toEqual({
        result: { '0x7a69': capabilities },
      });
      expect((await wallet.snapshot()).atomicStatus).toBe(status);
    }
    await wallet.setAtomicBatching(false);
    expect((await request(page, 'wallet_getCapabilities', [ANVIL_ACCOUNT_0])).error).toMatchObject({
      code: 4200,
    });
    expect((await wallet.snapshot()).atomicStatus).toBeNull();
  });

  test('behavior: a ready wallet upgrades the account (EIP-7702 delegation) with its first atomic bundle, runs it in one block, then reports supported', async ({
    page,
    wallet,
    rpcUrl,
  }) => {
    await wallet.setAtomicStatus('ready');
    expect(await rpc(rpcUrl, 'eth_getCode', [ANVIL_ACCOUNT_0, 'latest'])).toBe('0x');
    const sent = await request(page, 'wallet_sendCalls', [atomicBundle]);
    const id = (sent.result as { id: string }).id;
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await rpc(rpcUrl, 'eth_getCode', [ANVIL_ACCOUNT_0, 'latest'])).toBe(
      `0xef0100${TEST_WALLET_DELEGATE.slice(2)}`,
    );
    const status = (await request(page, 'wallet_getCallsStatus', [id])).result as {
      status: number;
      receipts: { blockNumber: string }[];
    };
    expect(status.status).toBe(200);
    expect(new Set(status.receipts.map((receipt) => receipt.blockNumber)).size).toBe(1);
    expect((await wallet.snapshot()).atomicStatus).toBe('supported');
    expect(await request(page, 'wallet_getCapabilities', [ANVIL_ACCOUNT_0])).toEqual({
      result: { '0x7a69': { atomic: { status: 'supported' } } },
    });
  });

  test('behavior: an unsupported or missing atomic capability refuses an atomic bundle (5760) and sends nothing', async ({
    page,
    wallet,
  }) => {
    for (const status of ['unsupported', 'missing'] as const) {
      await wallet.setAtomicStatus(status);
      expect((await request(page, 'wallet_sendCalls', [atomicBundle])).error).toMatchObject({
        code: 5760,
      });
    }
    expect(await wallet.bundles()).toEqual({});
  });
});
