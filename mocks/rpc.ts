/**
 * MSW handlers for a mock JSON-RPC chain: eth_chainId, eth_blockNumber, eth_getBalance,
 * eth_gasPrice, eth_estimateGas (reverting when the contract reverts), eth_simulateV1 (calls run in
 * order through the same contract handlers, one simulated block),
 * eth_accounts and eth_call of Multicall3 `aggregate3` (with `getEthBalance` inside, as viem
 * sends balance reads when multicall batching is on), single requests and JSON-RPC batches.
 * Contracts plug in by address through `contracts` (mocks/mint.ts, mocks/staking.ts).
 */
import { http, HttpResponse } from 'msw';
import { decodeFunctionData, encodeFunctionResult, multicall3Abi, toHex, type Hex } from 'viem';

export interface MockChainState {
  chainId: number;
  blockNumber: bigint;
  /** Native balances by lower-case address. */
  balances: Record<string, bigint>;
  /** Accounts the node reports for eth_accounts (anvil's unlocked accounts). */
  accounts: string[];
  /** Every JSON-RPC method received, in order. */
  received: string[];
  /**
   * Contracts answered by their own handler, by lower-case address: given the call data, return
   * the encoded result, or throw a {@link MockRevert} to revert (mocks/mint.ts builds one).
   */
  contracts?: Record<string, (data: Hex, call: MockCall) => Hex>;
  /** eth_gasPrice's answer (1 gwei when unset). */
  gasPrice?: bigint;
  /** eth_estimateGas's answer for a call that does not revert (100,000 when unset). */
  gasEstimate?: bigint;
  /** Unix seconds Multicall3 `getCurrentBlockTimestamp` answers (default: the local clock). */
  blockTimestamp?: bigint;
  /** When set, every request fails with this HTTP status (e.g. 503 for an RPC outage). */
  failWithStatus?: number;
}

/** An eth_call as the handlers see it. */
export interface MockCall {
  to?: string;
  from?: string;
  data?: Hex;
  value?: Hex;
}

/** Thrown by a contract handler: answered as a JSON-RPC execution revert carrying `data`. */
export class MockRevert extends Error {
  constructor(readonly data: Hex) {
    super('execution reverted');
  }
}

export function createMockChainState(overrides: Partial<MockChainState> = {}): MockChainState {
  return {
    chainId: 1,
    blockNumber: 19_000_000n,
    balances: {},
    accounts: [],
    received: [],
    ...overrides,
  };
}

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown[];
}

const balanceOf = (state: MockChainState, address: string) =>
  state.balances[address.toLowerCase()] ?? 0n;

function answerCall(state: MockChainState, call: MockCall): Hex {
  const contract = call.to ? state.contracts?.[call.to.toLowerCase()] : undefined;
  if (contract) return contract(call.data!, call);
  const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: call.data! });
  if (functionName === 'getEthBalance') {
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      result: balanceOf(state, args[0]),
    });
  }
  if (functionName === 'getCurrentBlockTimestamp') {
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'getCurrentBlockTimestamp',
      result: state.blockTimestamp ?? BigInt(Math.floor(Date.now() / 1_000)),
    });
  }
  if (functionName === 'aggregate3') {
    const results = args[0].map((inner) => {
      try {
        return {
          success: true,
          returnData: answerCall(state, { to: inner.target, data: inner.callData }),
        };
      } catch (error) {
        return {
          success: false,
          returnData: error instanceof MockRevert ? error.data : ('0x' as Hex),
        };
      }
    });
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: results,
    });
  }
  throw new Error(`eth_call of ${functionName} is not mocked`);
}

function answer(state: MockChainState, request: JsonRpcRequest) {
  state.received.push(request.method);
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
  try {
    switch (request.method) {
      case 'eth_chainId':
        return ok(toHex(state.chainId));
      case 'eth_blockNumber':
        return ok(toHex(state.blockNumber));
      case 'eth_getBalance':
        return ok(toHex(balanceOf(state, String(request.params?.[0]))));
      case 'eth_accounts':
        return ok(state.accounts);
      case 'eth_call':
        return ok(answerCall(state, request.params?.[0] as MockCall));
      case 'eth_gasPrice':
        return ok(toHex(state.gasPrice ?? 1_000_000_000n));
      case 'eth_simulateV1': {
        const [{ blockStateCalls }] = request.params as [
          { blockStateCalls: { calls: MockCall[] }[] },
        ];
        return ok(
          blockStateCalls.map(({ calls }, index) => ({
            number: toHex(state.blockNumber + 1n + BigInt(index)),
            hash: `0x${'5'.repeat(64)}`,
            timestamp: toHex(state.blockTimestamp ?? BigInt(Math.floor(Date.now() / 1_000))),
            gasLimit: toHex(30_000_000n),
            gasUsed: '0x0',
            calls: calls.map((call) => {
              const gasUsed = toHex(state.gasEstimate ?? 100_000n);
              try {
                return { status: '0x1', returnData: answerCall(state, call), gasUsed, logs: [] };
              } catch (error) {
                if (!(error instanceof MockRevert)) throw error;
                return {
                  status: '0x0',
                  returnData: error.data,
                  gasUsed,
                  logs: [],
                  error: { code: 3, message: 'execution reverted', data: error.data },
                };
              }
            }),
          })),
        );
      }
      case 'eth_estimateGas': {
        // A call that reverts cannot be estimated: the contract answers first.
        const call = request.params?.[0] as MockCall;
        if (call.to && state.contracts?.[call.to.toLowerCase()]) answerCall(state, call);
        return ok(toHex(state.gasEstimate ?? 100_000n));
      }
      default:
        return {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: -32601, message: `Method ${request.method} not mocked` },
        };
    }
  } catch (error) {
    if (error instanceof MockRevert) {
      return {
        jsonrpc: '2.0',
        id: request.id,
        error: { code: 3, message: 'execution reverted', data: error.data },
      };
    }
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: { code: -32000, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** Handlers answering JSON-RPC POSTs to `url` (every URL by default) from `state`. */
export function createRpcHandlers(state: MockChainState, url: string | RegExp = /.*/) {
  return [
    http.post(url, async ({ request }) => {
      if (state.failWithStatus !== undefined) {
        return new HttpResponse(null, { status: state.failWithStatus });
      }
      const body = (await request.json()) as JsonRpcRequest | JsonRpcRequest[];
      return HttpResponse.json(
        Array.isArray(body) ? body.map((item) => answer(state, item)) : answer(state, body),
      );
    }),
  ];
}
