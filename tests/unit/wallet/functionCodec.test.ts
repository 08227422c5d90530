// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeFunctionResult as viemDecodeFunctionResult,
  encodeFunctionData as viemEncodeFunctionData,
  encodeFunctionResult,
  erc721Abi,
  getAddress,
  toFunctionSelector,
  type Abi,
  type AbiFunction,
} from 'viem';
import { bearNftAbi, bearStakingAbi, bearTokenAbi, multicall3Abi } from '@/contracts/generated';
import { decodeFunctionResult, encodeFunctionData, functionSelector } from '@/wallet/functionCodec';

const GENERATED: Record<string, Abi> = {
  BearNft: bearNftAbi,
  BearStaking: bearStakingAbi,
  BearToken: bearTokenAbi,
  Multicall3: multicall3Abi,
};
const HOLDER = getAddress('0x00000000000000000000000000000000000000cc');

describe('functionCodec', () => {
  it('contract: every function of the generated ABIs has viem’s selector (tuples and arrays included)', () => {
    let checked = 0;
    for (const abi of Object.values(GENERATED)) {
      for (const item of abi.filter((entry): entry is AbiFunction => entry.type === 'function')) {
        expect(functionSelector(item), item.name).toBe(toFunctionSelector(item));
        checked += 1;
      }
    }
    // Multicall3 alone has 16 functions: the loop ran over real ABIs.
    expect(checked).toBeGreaterThan(40);
  });

  it('contract: call data and decoded answers equal viem’s, for a tuple array argument and several outputs', () => {
    const args = [
      [
        { target: HOLDER, allowFailure: true, callData: '0x1234' },
        { target: HOLDER, allowFailure: false, callData: '0x' },
      ],
    ] as const;
    expect(encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args })).toBe(
      viemEncodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args }),
    );
    // tryBlockAndAggregate answers three outputs: a list, as viem gives it.
    const data = encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'tryBlockAndAggregate',
      result: [7n, `0x${'ab'.repeat(32)}`, [{ success: true, returnData: '0x01' }]],
    });
    const ours = decodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'tryBlockAndAggregate',
      data,
    });
    expect(ours).toEqual(
      viemDecodeFunctionResult({ abi: multicall3Abi, functionName: 'tryBlockAndAggregate', data }),
    );
    expect(ours).toHaveLength(3);
    // One output: the value itself, with addresses checksummed as viem does.
    const owner = encodeFunctionResult({ abi: erc721Abi, functionName: 'ownerOf', result: HOLDER });
    expect(
      decodeFunctionResult({
        abi: erc721Abi,
        functionName: 'ownerOf',
        data: owner.toLowerCase() as `0x${string}`,
      }),
    ).toBe(HOLDER);
  });

  it('contract: an overloaded function is told apart by its number of arguments', () => {
    const three = [HOLDER, HOLDER, 1n] as const;
    const four = [HOLDER, HOLDER, 1n, '0x'] as const;
    expect(
      encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: three }),
    ).toBe(
      viemEncodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: three }),
    );
    expect(
      encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: four }),
    ).toBe(
      viemEncodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: four }),
    );
  });

  it('behavior: an unknown function, wrong arguments or empty answer data throw', () => {
    expect(() =>
      encodeFunctionData({ abi: erc721Abi, functionName: 'mint' as 'ownerOf', args: [1n] }),
    ).toThrow('The ABI has no function "mint".');
    expect(() =>
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: ['x' as unknown as bigint],
      }),
    ).toThrow();
    expect(() =>
      decodeFunctionResult({ abi: erc721Abi, functionName: 'ownerOf', data: '0x' }),
    ).toThrow();
  });
});
