import { createPublicClient, http, parseAbi, toFunctionSelector, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from '@/config/chains';
import { bearNftAbi, multicall3Abi } from '@/contracts/generated';
import {
  chain,
  deployBear,
  devAccount,
  isolateChainState,
  mintBears,
  placeMulticall3,
  publicClient,
  RPC_URL,
} from './support/chain';

isolateChainState();

/** The canonical Multicall3 interface, as published with its deployments. */
const CANONICAL_MULTICALL3 = parseAbi([
  'struct Call { address target; bytes callData; }',
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Call3Value { address target; bool allowFailure; uint256 value; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate(Call[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function aggregate3Value(Call3Value[] calls) payable returns (Result[] returnData)',
  'function blockAndAggregate(Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
  'function getBasefee() view returns (uint256 basefee)',
  'function getBlockHash(uint256 blockNumber) view returns (bytes32 blockHash)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getChainId() view returns (uint256 chainid)',
  'function getCurrentBlockCoinbase() view returns (address coinbase)',
  'function getCurrentBlockDifficulty() view returns (uint256 difficulty)',
  'function getCurrentBlockGasLimit() view returns (uint256 gaslimit)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getLastBlockHash() view returns (bytes32 blockHash)',
  'function tryAggregate(bool requireSuccess, Call[] calls) payable returns (Result[] returnData)',
  'function tryBlockAndAggregate(bool requireSuccess, Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
]);

let alice: Address;
let bear: Address;

beforeAll(async () => {
  await placeMulticall3();
  alice = await devAccount(1);
  bear = await deployBear(await devAccount(0));
  await mintBears(bear, alice, 2n);
});

describe('Multicall3 placed at the canonical address', () => {
  it('behavior: every function of the canonical interface has the same selector, mutability and outputs', () => {
    for (const expected of CANONICAL_MULTICALL3) {
      if (expected.type !== 'function') continue;
      const actual = multicall3Abi.find(
        (item) => item.type === 'function' && item.name === expected.name,
      );
      expect(actual, expected.name).toBeDefined();
      if (actual?.type !== 'function') continue;
      expect(toFunctionSelector(actual), expected.name).toBe(toFunctionSelector(expected));
      expect(actual.stateMutability, expected.name).toBe(expected.stateMutability);
      expect(
        actual.outputs.map((output) => output.type),
        expected.name,
      ).toEqual(expected.outputs.map((output) => output.type));
    }
  });

  it('behavior: viem multicall (aggregate3) answers each read as separate calls would', async () => {
    const results = await publicClient.multicall({
      contracts: [
        { address: bear, abi: bearNftAbi, functionName: 'collectionState' },
        { address: bear, abi: bearNftAbi, functionName: 'accountState', args: [alice] },
        { address: bear, abi: bearNftAbi, functionName: 'tokensOfOwner', args: [alice] },
        {
          address: MULTICALL3_ADDRESS,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [alice],
        },
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getChainId' },
        { address: bear, abi: bearNftAbi, functionName: 'tokenURI', args: [99n] },
      ],
    });

    expect(results[0]).toEqual({
      status: 'success',
      result: await publicClient.readContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'collectionState',
      }),
    });
    expect(results[1]).toEqual({
      status: 'success',
      result: { minted: 2n, allowlistMinted: 0n, balance: 2n },
    });
    expect(results[2]).toEqual({ status: 'success', result: [1n, 2n] });
    expect(results[3]).toEqual({
      status: 'success',
      result: await publicClient.getBalance({ address: alice }),
    });
    expect(results[4]).toEqual({ status: 'success', result: BigInt(chain.id) });
    expect(results[5]?.status).toBe('failure');
  });

  it('behavior: block views answer with the chain head', async () => {
    const block = await publicClient.getBlock();
    const [number, timestamp, gasLimit, basefee, lastHash] = await publicClient.multicall({
      allowFailure: false,
      blockNumber: block.number,
      contracts: [
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getBlockNumber' },
        {
          address: MULTICALL3_ADDRESS,
          abi: multicall3Abi,
          functionName: 'getCurrentBlockTimestamp',
        },
        {
          address: MULTICALL3_ADDRESS,
          abi: multicall3Abi,
          functionName: 'getCurrentBlockGasLimit',
        },
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getBasefee' },
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getLastBlockHash' },
      ],
    });
    expect(number).toBe(block.number);
    expect(timestamp).toBe(block.timestamp);
    expect(gasLimit).toBe(block.gasLimit);
    expect(basefee).toBe(block.baseFeePerGas);
    expect(lastHash).toBe(block.parentHash);
  });

  it('behavior: with multicall batching, parallel reads travel in one HTTP request', async () => {
    let requests = 0;
    const batched = createPublicClient({
      chain,
      batch: { multicall: true },
      transport: http(RPC_URL, { onFetchRequest: () => void (requests += 1) }),
    });
    const [state, account, tokens] = await Promise.all([
      batched.readContract({ address: bear, abi: bearNftAbi, functionName: 'collectionState' }),
      batched.readContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'accountState',
        args: [alice],
      }),
      batched.readContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'tokensOfOwner',
        args: [alice],
      }),
    ]);
    expect(requests).toBe(1);
    expect(state.totalMinted).toBe(2n);
    expect(account.minted).toBe(2n);
    expect(tokens).toEqual([1n, 2n]);
  });
});
