import { describe, expect, it } from 'vitest';
import {
  RPC_ERROR_CODES,
  getAccounts,
  getChainId,
  parseAccounts,
  parseChainId,
  requestAccounts,
  rpcErrorCode,
  toHexChainId,
} from '@/wallet/eip1193';
import { FakeProvider } from '../../support/fakeProvider';

describe('EIP-1193 helpers', () => {
  it('contract: the standard error codes', () => {
    expect(RPC_ERROR_CODES).toMatchObject({
      userRejectedRequest: 4001,
      unauthorized: 4100,
      unsupportedMethod: 4200,
      disconnected: 4900,
      chainDisconnected: 4901,
      unrecognizedChain: 4902,
      resourceUnavailable: -32002,
    });
  });

  it.each([
    ['0x1', 1],
    ['0x89', 137],
    ['137', 137],
    [10, 10],
  ])('contract: chain id %s parses to %i', (value, expected) => {
    expect(parseChainId(value)).toBe(expected);
  });

  it.each(['0x0', 'abc', -1, 1.5, null])('contract: chain id %s is refused', (value) => {
    expect(() => parseChainId(value)).toThrow(TypeError);
  });

  it('contract: hex chain ids for EIP-3326', () => {
    expect(toHexChainId(7777777)).toBe('0x76adf1');
    expect(toHexChainId(1)).toBe('0x1');
  });

  it('contract: accounts that are not a list of strings count as empty', () => {
    expect(parseAccounts(null)).toEqual([]);
    expect(parseAccounts(['0xa', 3])).toEqual(['0xa']);
  });

  it('contract: rpcErrorCode reads plain, nested and missing codes', () => {
    expect(rpcErrorCode({ code: 4902 })).toBe(4902);
    expect(rpcErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(rpcErrorCode(new Error('no code'))).toBeUndefined();
    expect(rpcErrorCode('text')).toBeUndefined();
  });

  it('behavior: request helpers ask the provider with the right methods', async () => {
    const provider = new FakeProvider({ chainId: 137 });
    expect(await getAccounts(provider)).toEqual([]);
    expect(await requestAccounts(provider)).toHaveLength(1);
    expect(await getAccounts(provider)).toHaveLength(1);
    expect(await getChainId(provider)).toBe(137);
    expect(provider.requests.map((r) => r.method)).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
    ]);
  });
});
