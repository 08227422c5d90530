// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  getAddress,
  multicall3Abi,
  type Address,
  type Hex,
} from 'viem';
import { MULTICALL3_ADDRESS } from '@/config/chains';
import {
  ContractReadError,
  createChainReads,
  createMulticallBatcher,
  type ChainReads,
} from '@/wallet/multicall';

// Checksummed, as the decoder gives addresses back.
const TOKEN: Address = getAddress('0x00000000000000000000000000000000000000aa');
const EMPTY: Address = getAddress('0x00000000000000000000000000000000000000bb');
const HOLDER: Address = getAddress('0x00000000000000000000000000000000000000cc');
const WAIT_MS = 32;
const revertAbi = [
  { type: 'error', name: 'NotAllowed', inputs: [{ name: 'who', type: 'address' }] },
] as const;

/**
 * A Multicall3 that runs each inner call against a tiny ERC-20 at TOKEN (symbol, decimals,
 * balanceOf; `totalSupply` reverts with NotAllowed) and its own getEthBalance; EMPTY has no code
 * (a call succeeds with no data). Records every aggregate3 it receives.
 */
function fakeChain() {
  const requests: { to: Address; calls: { target: Address; callData: Hex }[] }[] = [];
  const answer = (target: Address, callData: Hex): { success: boolean; returnData: Hex } => {
    if (target === EMPTY) return { success: true, returnData: '0x' };
    if (target === MULTICALL3_ADDRESS) {
      return {
        success: true,
        returnData: encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          result: 7n,
        }),
      };
    }
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: callData });
    switch (functionName) {
      case 'symbol':
        return {
          success: true,
          returnData: encodeFunctionResult({ abi: erc20Abi, functionName, result: 'BEAR' }),
        };
      case 'decimals':
        return {
          success: true,
          returnData: encodeFunctionResult({ abi: erc20Abi, functionName, result: 18 }),
        };
      case 'balanceOf':
        return {
          success: true,
          returnData: encodeFunctionResult({
            abi: erc20Abi,
            functionName,
            result: BigInt(args[0].length),
          }),
        };
      default:
        return {
          success: false,
          returnData: encodeErrorResult({
            abi: revertAbi,
            errorName: 'NotAllowed',
            args: [HOLDER],
          }),
        };
    }
  };
  const call = vi.fn(async ({ to, data }: { to: Address; data: Hex }): Promise<Hex> => {
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
    if (functionName !== 'aggregate3') throw new Error(`unexpected ${functionName}`);
    const calls = args[0].map(({ target, callData }) => ({ target, callData }));
    requests.push({ to, calls });
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map(({ target, callData }) => answer(target, callData)),
    });
  });
  return { call, requests };
}

function readsOn(
  call: (request: { to: Address; data: Hex }) => Promise<Hex>,
  batchSize = 1_024,
): ChainReads {
  return createChainReads(
    createMulticallBatcher({
      multicallAddress: MULTICALL3_ADDRESS,
      call,
      wait: WAIT_MS,
      batchSize,
    }),
    MULTICALL3_ADDRESS,
  );
}

const token = { address: TOKEN, abi: erc20Abi } as const;

describe('multicall reads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('contract: reads made within one batch window leave as one aggregate3 to Multicall3, each answered with its own result', async () => {
    const chain = fakeChain();
    const reads = readsOn(chain.call);
    const first = reads.multicall({
      contracts: [
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'decimals' },
      ],
      allowFailure: false,
    });
    const second = reads.multicall({
      contracts: [{ ...token, functionName: 'balanceOf', args: [HOLDER] }],
      allowFailure: false,
    });
    const balance = reads.getBalance({ address: HOLDER });
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(chain.call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual(['BEAR', 18]);
    await expect(second).resolves.toEqual([42n]);
    await expect(balance).resolves.toBe(7n);
    expect(chain.requests).toHaveLength(1);
    expect(chain.requests[0]?.to).toBe(MULTICALL3_ADDRESS);
    expect(chain.requests[0]?.calls.map(({ target }) => target)).toEqual([
      TOKEN,
      TOKEN,
      TOKEN,
      MULTICALL3_ADDRESS,
    ]);
  });

  it('contract: a window whose call data passes batchSize bytes is split into several aggregate3, a lone larger call still sent', async () => {
    const chain = fakeChain();
    // symbol() is 4 bytes of call data, balanceOf(address) 36.
    const reads = readsOn(chain.call, 40);
    const results = reads.multicall({
      contracts: [
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'balanceOf', args: [HOLDER] },
        { ...token, functionName: 'balanceOf', args: [HOLDER] },
        { ...token, functionName: 'decimals' },
      ],
      allowFailure: false,
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await expect(results).resolves.toEqual(['BEAR', 42n, 42n, 18]);
    expect(chain.requests.map(({ calls }) => calls.length)).toEqual([2, 2]);

    const alone = readsOn(chain.call, 2).multicall({
      contracts: [{ ...token, functionName: 'balanceOf', args: [HOLDER] }],
      allowFailure: false,
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await expect(alone).resolves.toEqual([42n]);
  });

  it('contract: with allowFailure each call answers success or failure; a revert and a call to an address without code are ContractReadErrors', async () => {
    const chain = fakeChain();
    const results = readsOn(chain.call).multicall({
      contracts: [
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'totalSupply' },
        { address: EMPTY, abi: erc20Abi, functionName: 'decimals' },
      ],
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    const [symbol, reverted, empty] = await results;
    expect(symbol).toEqual({ status: 'success', result: 'BEAR' });
    expect(reverted?.status).toBe('failure');
    expect(reverted?.error).toBeInstanceOf(ContractReadError);
    expect(reverted?.error).toMatchObject({
      functionName: 'totalSupply',
      address: TOKEN,
      data: encodeErrorResult({ abi: revertAbi, errorName: 'NotAllowed', args: [HOLDER] }),
    });
    expect(empty?.status).toBe('failure');
    expect(empty?.error).toMatchObject({ name: 'ContractReadError', address: EMPTY, data: '0x' });
  });

  it('contract: without allowFailure the first failing call is thrown', async () => {
    const chain = fakeChain();
    const results = readsOn(chain.call).multicall({
      contracts: [
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'totalSupply' },
      ],
      allowFailure: false,
    });
    const settled = results.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(await settled).toMatchObject({ name: 'ContractReadError', functionName: 'totalSupply' });
  });

  it('contract: an RPC failure rejects every read of its batch with the RPC error, and the next window reads again', async () => {
    const outage = new Error('connection refused');
    const chain = fakeChain();
    const call = vi.fn(chain.call).mockRejectedValueOnce(outage);
    const reads = readsOn(call);
    const failed = reads.multicall({
      contracts: [{ ...token, functionName: 'symbol' }],
      allowFailure: false,
    });
    const failedToo = reads.multicall({ contracts: [{ ...token, functionName: 'decimals' }] });
    const failedError = failed.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(await failedError).toBe(outage);
    expect(await failedToo).toEqual([{ status: 'failure', error: outage, result: undefined }]);

    const retried = reads.multicall({
      contracts: [{ ...token, functionName: 'symbol' }],
      allowFailure: false,
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await expect(retried).resolves.toEqual(['BEAR']);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('contract: a call that cannot be encoded fails alone, before any request', async () => {
    const chain = fakeChain();
    const results = readsOn(chain.call).multicall({
      contracts: [
        // @ts-expect-error: not a function of the ABI
        { ...token, functionName: 'mint' },
        { ...token, functionName: 'symbol' },
      ],
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    const [missing, symbol] = await results;
    expect(missing).toMatchObject({
      status: 'failure',
      error: { name: 'ContractReadError', functionName: 'mint' },
    });
    expect(symbol).toEqual({ status: 'success', result: 'BEAR' });
    expect(chain.requests[0]?.calls).toHaveLength(1);
  });

  it('contract: a call already under way (the page’s prefetched read) is answered from it, or fails with it; the others of the window go out without it', async () => {
    const chain = fakeChain();
    const symbolData = encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' });
    let prefetchFails = false;
    const prefetched = vi.fn(({ target, callData }: { target: Address; callData: Hex }) => {
      if (target !== TOKEN || callData !== symbolData) return null;
      return prefetchFails
        ? Promise.reject(new Error('prefetch failed'))
        : Promise.resolve({
            success: true,
            returnData: encodeFunctionResult({
              abi: erc20Abi,
              functionName: 'symbol',
              result: 'PRE',
            }),
          });
    });
    const reads = createChainReads(
      createMulticallBatcher({
        multicallAddress: MULTICALL3_ADDRESS,
        call: chain.call,
        wait: WAIT_MS,
        batchSize: 1_024,
        prefetched,
      }),
      MULTICALL3_ADDRESS,
    );
    const both = reads.multicall({
      contracts: [
        { ...token, functionName: 'symbol' },
        { ...token, functionName: 'decimals' },
      ],
      allowFailure: false,
    });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    await expect(both).resolves.toEqual(['PRE', 18]);
    expect(chain.requests).toHaveLength(1);
    expect(chain.requests[0]!.calls).toHaveLength(1);

    prefetchFails = true;
    // No batch window to wait for: the call is answered by the prefetch's failure.
    await expect(
      reads.multicall({ contracts: [{ ...token, functionName: 'symbol' }], allowFailure: false }),
    ).rejects.toThrow('prefetch failed');
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(chain.requests).toHaveLength(1);
  });
});
