import { describe, expect, it } from 'vitest';
import { ProviderRpcError, type Eip1193Provider, type RequestArguments } from '@/wallet/eip1193';
import {
  getAtomicCapability,
  getCallsStatus,
  isBundleUnsupported,
  isUnknownBundle,
} from '@/wallet/eip5792';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A provider answering every request with `answer` (or throwing it), counting requests. */
function scriptedProvider(answer: (args: RequestArguments) => unknown) {
  const requests: RequestArguments[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      requests.push(args);
      return answer(args);
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  return { provider, requests };
}

describe('atomic capability (EIP-5792 wallet_getCapabilities through viem)', () => {
  it.each([
    [{ '0x1': { atomic: { status: 'supported' } } }, 'supported'],
    [{ '0x1': { atomic: { status: 'ready' } } }, 'ready'],
    [{ '0x1': { atomic: { status: 'unsupported' } } }, 'unsupported'],
    [{ '0x89': { atomic: { status: 'supported' } } }, 'unsupported'],
    [{ '0x0': { atomic: { status: 'supported' } } }, 'supported'],
    [{ '1': { atomic: { status: 'ready' } } }, 'ready'],
    [{ '0x1': {} }, 'unsupported'],
    [{}, 'unsupported'],
    // The older shape, as the Safe Apps provider (0.18.6) answers it.
    [{ '0x1': { atomicBatch: { supported: true } } }, 'supported'],
    [{ '0x1': { atomicBatch: { supported: false } } }, 'unsupported'],
    [{ '0x0': { atomicBatch: { supported: true } } }, 'supported'],
    // The chain's entry and the all-chains entry are merged, the chain's fields winning.
    [{ '0x0': { atomic: { status: 'supported' } }, '0x1': { paymasterService: {} } }, 'supported'],
    [
      { '0x0': { atomic: { status: 'supported' } }, '0x1': { atomic: { status: 'unsupported' } } },
      'unsupported',
    ],
    [
      { '0x0': { atomicBatch: { supported: true } }, '0x1': { atomic: { status: 'ready' } } },
      'ready',
    ],
    // `atomic`, when present, decides over the older name.
    [
      { '0x1': { atomic: { status: 'unsupported' }, atomicBatch: { supported: true } } },
      'unsupported',
    ],
  ])('behavior: the answer %j on chain 1 reads as %s', async (answer, expected) => {
    const { provider } = scriptedProvider(() => answer);
    expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe(expected);
  });

  it('behavior: the wallet is asked for the account (every chain, so its 0x0 entry shows) once; the answer is cached per account and chain', async () => {
    const { provider, requests } = scriptedProvider(() => ({
      '0x1': { atomic: { status: 'supported' } },
    }));
    expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('supported');
    expect(await getAtomicCapability(provider, ACCOUNT.toLowerCase() as `0x${string}`, 1)).toBe(
      'supported',
    );
    expect(requests).toEqual([{ method: 'wallet_getCapabilities', params: [ACCOUNT] }]);
    // Another chain, another account: asked again.
    await getAtomicCapability(provider, ACCOUNT, 137);
    await getAtomicCapability(provider, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1);
    expect(requests).toHaveLength(3);
  });

  it.each([4200, -32601])(
    'behavior: a wallet without the method (%i) has no batching, and is not asked again',
    async (code) => {
      const { provider, requests } = scriptedProvider(() => {
        throw new ProviderRpcError(code, 'not supported');
      });
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
      expect(requests).toHaveLength(1);
    },
  );

  it.each([
    ['not authorised yet (4100)', () => new ProviderRpcError(4100, 'unauthorized')],
    ['a malformed answer', () => null],
  ])(
    'behavior: another failure (%s) reads as no batching for now and is asked again later, at once',
    async (_name, failure) => {
      let answered = false;
      const { provider, requests } = scriptedProvider(() => {
        if (answered) return { '0x1': { atomic: { status: 'ready' } } };
        const error = failure();
        if (error instanceof Error) throw error;
        return error;
      });
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
      // No retry of its own: one request per question.
      expect(requests).toHaveLength(1);
      answered = true;
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('ready');
      expect(requests).toHaveLength(2);
    },
  );

  it('behavior: a bundle refused as unsupported (atomicity, chain, capability, method) lets another method go on; a rejection does not', () => {
    for (const code of [5700, 5710, 5740, 5750, 5760, 4200, -32601]) {
      expect(isBundleUnsupported({ cause: new ProviderRpcError(code, 'no') })).toBe(true);
    }
    expect(isBundleUnsupported(new ProviderRpcError(4001, 'User rejected'))).toBe(false);
    expect(isBundleUnsupported(new Error('network'))).toBe(false);
  });
});

describe('call bundle status (EIP-5792 wallet_getCallsStatus through viem)', () => {
  const HASH = `0x${'ab'.repeat(32)}`;
  const receipt = (status: string) => ({
    status,
    transactionHash: HASH,
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x1',
    gasUsed: '0x1',
    logs: [],
  });
  const statusOf = (answer: unknown) =>
    getCallsStatus(scriptedProvider(() => answer).provider, '0xb0b');

  it.each([
    [{ status: 100 }, 'pending'],
    [{ status: 'PENDING' }, 'pending'],
    [{ status: 200, receipts: [receipt('0x1')] }, 'confirmed'],
    [{ status: 'CONFIRMED', receipts: [receipt('0x1')] }, 'confirmed'],
    [{ status: 200, receipts: [receipt('0x0')] }, 'failed'],
    [{ status: 400 }, 'failed'],
    [{ status: 500, receipts: [receipt('0x0')] }, 'failed'],
    [{ status: 600, receipts: [receipt('0x1'), receipt('0x0')] }, 'failed'],
  ])('behavior: %j is %s', async (answer, outcome) => {
    expect((await statusOf(answer)).outcome).toBe(outcome);
  });

  it('behavior: the bundle is asked about by its id; the transactions that carried it are read from its receipts', async () => {
    const { provider, requests } = scriptedProvider(() => ({
      status: 200,
      receipts: [receipt('0x1'), receipt('0x1')],
    }));
    const status = await getCallsStatus(provider, '0xb0b');
    expect(requests).toEqual([{ method: 'wallet_getCallsStatus', params: ['0xb0b'] }]);
    expect(status).toEqual({ statusCode: 200, outcome: 'confirmed', transactionHashes: [HASH] });
  });

  it.each([[null], [{}], [{ status: 42 }], [{ status: 'DONE' }]])(
    'behavior: a malformed answer %j throws',
    async (answer) => {
      await expect(statusOf(answer)).rejects.toThrow();
    },
  );

  it('behavior: a bundle the wallet does not know (5730) is told apart from a passing failure', async () => {
    const unknown = scriptedProvider(() => {
      throw new ProviderRpcError(5730, 'Unknown bundle id');
    });
    const error = await getCallsStatus(unknown.provider, '0xb0b').catch(
      (caught: unknown) => caught,
    );
    expect(isUnknownBundle(error)).toBe(true);
    // Asked once: a failure is the watch's to retry, after its own delay.
    expect(unknown.requests).toHaveLength(1);
    const offline = scriptedProvider(() => {
      throw new TypeError('Failed to fetch');
    });
    const passing = await getCallsStatus(offline.provider, '0xb0b').catch(
      (caught: unknown) => caught,
    );
    expect(isUnknownBundle(passing)).toBe(false);
    expect(offline.requests).toHaveLength(1);
  });
});
