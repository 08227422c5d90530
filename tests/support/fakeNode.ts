import {
  HttpRequestError,
  createClient,
  custom,
  numberToHex,
  type Address,
  type Client,
  type Hash,
  type Hex,
} from 'viem';

/** A sent transaction as a test describes it. */
export interface FakeTransaction {
  hash: Hash;
  from: Address;
  nonce: number;
  to: Address | null;
  value: bigint;
  input: Hex;
  /** What its receipt says once mined (success unless told). */
  reverts?: boolean;
}

interface Block {
  hash: Hash;
  transactions: FakeTransaction[];
}

let blockIds = 0;
const newBlock = (transactions: FakeTransaction[] = []): Block => ({
  hash: `0x${(blockIds += 1).toString(16).padStart(64, 'b')}`,
  transactions,
});

/**
 * A node with a mempool and blocks, answering JSON-RPC as a real one does, behind a viem client
 * (`client`, polling every few milliseconds): a transaction sent with a nonce already in the
 * mempool replaces the one there, mining moves the mempool into a new block, the sender's count
 * per block follows the mined nonces, a reorganisation replaces the newest blocks with empty
 * ones (their transactions gone, as anvil's `anvil_reorg` does). `failNextReads(n)` makes the
 * next n requests fail with a network error; `forgetHistory()` makes reads at past blocks fail
 * as on a node that keeps no old state. `calls` names each request by viem's action.
 */
export class FakeNode {
  readonly blocks: Block[] = [newBlock()];
  readonly mempool: FakeTransaction[] = [];
  private failing = 0;
  private history = true;
  readonly calls: string[] = [];

  get latest(): bigint {
    return BigInt(this.blocks.length - 1);
  }

  send(transaction: FakeTransaction): void {
    const taken = this.mempool.findIndex(
      (other) => other.from === transaction.from && other.nonce === transaction.nonce,
    );
    if (taken >= 0) this.mempool.splice(taken, 1);
    this.mempool.push(transaction);
  }

  /** Blocks without the mempool's transactions (other senders' blocks). */
  advance(blocks: number): void {
    for (let i = 0; i < blocks; i += 1) this.blocks.push(newBlock());
  }

  /** `emptyBlocks` blocks, then one with the whole mempool. */
  mine(emptyBlocks = 0): void {
    this.advance(emptyBlocks);
    this.blocks.push(newBlock(this.mempool.splice(0)));
  }

  /** The newest `depth` blocks replaced by as many empty ones: the chain's height stays. */
  reorg(depth: number): void {
    this.blocks.splice(-depth, depth);
    this.advance(depth);
  }

  drop(hash: Hash): void {
    const index = this.mempool.findIndex((tx) => tx.hash === hash);
    if (index >= 0) this.mempool.splice(index, 1);
  }

  failNextReads(count: number): void {
    this.failing = count;
  }

  forgetHistory(): void {
    this.history = false;
  }

  private mined(hash: Hash): { tx: FakeTransaction; number: number; block: Block } | undefined {
    for (const [number, block] of this.blocks.entries()) {
      const tx = block.transactions.find((candidate) => candidate.hash === hash);
      if (tx) return { tx, number, block };
    }
    return undefined;
  }

  private minedCount(address: Address, upTo: bigint): number {
    return this.blocks
      .slice(0, Number(upTo) + 1)
      .flatMap((block) => block.transactions)
      .filter((tx) => tx.from === address).length;
  }

  private static asRpc(tx: FakeTransaction, blockNumber: number | null) {
    return {
      hash: tx.hash,
      from: tx.from,
      nonce: numberToHex(tx.nonce),
      to: tx.to,
      value: numberToHex(tx.value),
      input: tx.input,
      blockNumber: blockNumber === null ? null : numberToHex(blockNumber),
    };
  }

  /** One JSON-RPC request, as the node answers it. */
  request(method: string, params: unknown[]): unknown {
    const action = ACTIONS[method] ?? method;
    this.calls.push(action);
    if (this.failing > 0) {
      this.failing -= 1;
      throw new HttpRequestError({ url: 'http://node.test', details: 'connection refused' });
    }
    switch (method) {
      case 'eth_blockNumber':
        return numberToHex(this.latest);
      case 'eth_getTransactionReceipt': {
        const found = this.mined(params[0] as Hash);
        if (!found) return null;
        return {
          transactionHash: found.tx.hash,
          blockHash: found.block.hash,
          blockNumber: numberToHex(found.number),
          status: found.tx.reverts ? '0x0' : '0x1',
          logs: [],
        };
      }
      case 'eth_getTransactionByHash': {
        const hash = params[0] as Hash;
        const found = this.mined(hash);
        if (found) return FakeNode.asRpc(found.tx, found.number);
        const pending = this.mempool.find((tx) => tx.hash === hash);
        return pending ? FakeNode.asRpc(pending, null) : null;
      }
      case 'eth_getTransactionCount': {
        const [address, tag] = params as [Address, string];
        if (tag !== 'latest' && tag !== 'pending') {
          const blockNumber = BigInt(tag);
          if (!this.history && blockNumber < this.latest) throw new Error('missing trie node');
          return numberToHex(this.minedCount(address, blockNumber));
        }
        const mined = this.minedCount(address, this.latest);
        const queued = this.mempool.filter((tx) => tx.from === address).length;
        return numberToHex(tag === 'pending' ? mined + queued : mined);
      }
      case 'eth_getBlockByNumber': {
        const number = Number(BigInt(params[0] as Hex));
        const block = this.blocks[number];
        if (!block) return null;
        return {
          hash: block.hash,
          number: numberToHex(number),
          transactions: block.transactions.map((tx) => FakeNode.asRpc(tx, number)),
        };
      }
      default:
        throw new Error(`FakeNode: ${method} is not answered`);
    }
  }

  /** viem's client of this node; its actions poll every `pollingIntervalMs`. */
  viemClient(pollingIntervalMs = 5): Client {
    return createClient({
      transport: custom(
        { request: async ({ method, params }) => this.request(method, params ?? []) },
        { retryCount: 0 },
      ),
      pollingInterval: pollingIntervalMs,
    });
  }

  readonly client = this.viemClient();
}

/** viem's action names of the requests, so tests read as the watch's steps. */
const ACTIONS: Record<string, string> = {
  eth_blockNumber: 'getBlockNumber',
  eth_getTransactionReceipt: 'getTransactionReceipt',
  eth_getTransactionByHash: 'getTransaction',
  eth_getTransactionCount: 'getTransactionCount',
  eth_getBlockByNumber: 'getBlock',
};

export const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
export const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;

/** A call of the sender's, nonce `nonce`, distinguished by `tag` in its hash. */
export function fakeCall(
  tag: number,
  nonce: number,
  overrides: Partial<FakeTransaction> = {},
): FakeTransaction {
  return {
    hash: `0x${tag.toString(16).padStart(64, '0')}`,
    from: SENDER,
    nonce,
    to: CONTRACT,
    value: 10_000_000_000_000_000n,
    input: '0xa0712d680000000000000000000000000000000000000000000000000000000000000001',
    ...overrides,
  };
}
