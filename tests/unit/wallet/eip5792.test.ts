import { describe, expect, it } from 'vitest';
import { ProviderRpcError, type Eip1193Provider, type RequestArguments } from '@/wallet/eip1193';
import {
  atomicCapabilityOf,
  getAtomicCapability,
  isBundleUnsupported,
  parseCallsStatus,
} from '@/wallet/eip5792';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A provider answering wallet_getCapabilities with `answer` (or throwing it), counting requests. */
function capabilitiesProvider(answer: (params: RequestArguments['params']) => unknown) {
  const requests: RequestArguments[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      requests.push(args);
      return answer(args.params);
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  return { provider, requests };
}

describe('atomic capability (EIP-5792 wallet_getCapabilities)', () => {
  it.each([
    [{ '0x1': { atomic: { status: 'supported' } } }, 'supported'],
    [{ '0x1': { atomic: { status: 'ready' } } }, 'ready'],
    [{ '0x1': { atomic: { status: 'unsupported' } } }, 'unsupported'],
    [{ '0x89': { atomic: { status: 'supported' } } }, 'unsupported'],
    [{ '0x0': { atomic: { status: 'supported' } } }, 'supported'],
    [{ '0x1': {} }, 'unsupported'],
    [null, 'unsupported'],
    ['yes', 'unsupported'],
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
  ])('behavior: the answer %j on chain 1 reads as %s', (answer, expected) => {
    expect(atomicCapabilityOf(answer, 1)).toBe(expected);
  });

  it('behavior: the wallet is asked for the account and the chain (hex) once; the answer is cached per account and chain', async () => {
    const { provider, requests } = capabilitiesProvider(() => ({
      '0x1': { atomic: { status: 'supported' } },
    }));
    expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('supported');
    expect(await getAtomicCapability(provider, ACCOUNT.toLowerCase(), 1)).toBe('supported');
    expect(requests).toEqual([{ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x1']] }]);
    // Another chain, another account: asked again.
    await getAtomicCapability(provider, ACCOUNT, 137);
    await getAtomicCapability(provider, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1);
    expect(requests).toHaveLength(3);
  });

  it.each([4200, -32601])(
    'behavior: a wallet without the method (%i) has no batching, and is not asked again',
    async (code) => {
      const { provider, requests } = capabilitiesProvider(() => {
        throw new ProviderRpcError(code, 'not supported');
      });
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
      expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
      expect(requests).toHaveLength(1);
    },
  );

  it('behavior: another failure (not authorised yet) reads as no batching for now and is asked again later', async () => {
    let authorised = false;
    const { provider, requests } = capabilitiesProvider(() => {
      if (!authorised) throw new ProviderRpcError(4100, 'unauthorized');
      return { '0x1': { atomic: { status: 'ready' } } };
    });
    expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('unsupported');
    authorised = true;
    expect(await getAtomicCapability(provider, ACCOUNT, 1)).toBe('ready');
    expect(requests).toHaveLength(2);
  });

  it('behavior: a bundle refused as unsupported (atomicity, chain, capability, method) lets another method go on; a rejection does not', () => {
    for (const code of [5700, 5710, 5740, 5750, 5760, 4200, -32601]) {
      expect(isBundleUnsupported({ cause: new ProviderRpcError(code, 'no') })).toBe(true);
    }
    expect(isBundleUnsupported(new ProviderRpcError(4001, 'User rejected'))).toBe(false);
    expect(isBundleUnsupported(new Error('network'))).toBe(false);
  });
});

describe('call bundle status (EIP-5792 wallet_getCallsStatus)', () => {
  const HASH = `0x${'ab'.repeat(32)}`;
  const receipt = (status: string) => ({
    status,
    transactionHash: HASH,
    blockNumber: '0x1',
    gasUsed: '0x1',
    logs: [],
  });

  it.each([
    [{ status: 100 }, 'pending'],
    [{ status: 'PENDING' }, 'pending'],
    [{ status: 200, receipts: [receipt('0x1')] }, 'confirmed'],
    [{ status: 'CONFIRMED', receipts: [receipt('0x1')] }, 'confirmed'],
    [{ status: 200, receipts: [receipt('0x0')] }, 'failed'],
    [{ status: 400 }, 'failed'],
    [{ status: 500, receipts: [receipt('0x0')] }, 'failed'],
    [{ status: 600, receipts: [receipt('0x1'), receipt('0x0')] }, 'failed'],
  ])('behavior: %j is %s', (answer, outcome) => {
    expect(parseCallsStatus(answer).outcome).toBe(outcome);
  });

  it('behavior: the transactions that carried the bundle are read from its receipts', () => {
    expect(
      parseCallsStatus({ status: 200, receipts: [receipt('0x1'), receipt('0x1')] })
        .transactionHashes,
    ).toEqual([HASH]);
  });

  it.each([[null], [{}], [{ status: 42 }], [{ status: 'DONE' }]])(
    'behavior: a malformed answer %j throws',
    (answer) => {
      expect(() => parseCallsStatus(answer)).toThrow();
    },
  );
});
