import {
  HttpRequestError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hash,
} from 'viem';
import type { NodeTransaction, ReceiptWatchClient } from '@/features/transactions/receiptWatch';

export type FakeTransaction = Omit<NodeTransaction, 'blockNumber'> & {
  /** What its receipt says once mined (success unless told). */
  reverts?: boolean;
};

type Stored = FakeTransaction & { blockNumber: bigint | null };

/**
 * A node with a mempool and blocks, answering the reads a transaction watch makes like a real
 * one: a transaction sent with a nonce already in the mempool replaces the one there, mining
 * moves the mempool into a new block, the sender's count per block follows the mined nonces.
 * `failNextReads(n)` makes the next n reads fail with a network error; `forgetHistory()` makes
 * reads at past blocks fail as on a node that keeps no old state.
 */
export class FakeNode {
  readonly blocks: Stored[][] = [[]];
  readonly mempool: Stored[] = [];
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
    this.mempool.push({ ...transaction, blockNumber: null });
  }

  /** Blocks without the mempool's transactions (other senders' blocks). */
  advance(blocks: number): void {
    for (let i = 0; i < blocks; i += 1) this.blocks.push([]);
  }

  /** `emptyBlocks` blocks, then one with the whole mempool. */
  mine(emptyBlocks = 0): void {
    this.advance(emptyBlocks);
    const number = BigInt(this.blocks.length);
    this.blocks.push(this.mempool.splice(0).map((tx) => ({ ...tx, blockNumber: number })));
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

  private read(name: string): void {
    this.calls.push(name);
    if (this.failing > 0) {
      this.failing -= 1;
      throw new HttpRequestError({ url: 'http://node.test', details: 'connection refused' });
    }
  }

  private mined(hash: Hash): Stored | undefined {
    return this.blocks.flat().find((tx) => tx.hash === hash);
  }

  private minedCount(address: Address, upTo: bigint): number {
    return this.blocks
      .slice(0, Number(upTo) + 1)
      .flat()
      .filter((tx) => tx.from === address).length;
  }

  readonly client: ReceiptWatchClient = {
    getTransactionReceipt: async ({ hash }) => {
      this.read('getTransactionReceipt');
      const tx = this.mined(hash);
      if (!tx) throw new TransactionReceiptNotFoundError({ hash });
      return { status: tx.reverts ? 'reverted' : 'success' };
    },
    getTransaction: async ({ hash }) => {
      this.read('getTransaction');
      const tx = this.mined(hash) ?? this.mempool.find((pending) => pending.hash === hash);
      if (!tx) throw new TransactionNotFoundError({ hash });
      return tx;
    },
    getTransactionCount: async ({ address, blockTag, blockNumber }) => {
      this.read('getTransactionCount');
      if (blockNumber !== undefined) {
        if (!this.history && blockNumber < this.latest) throw new Error('missing trie node');
        return this.minedCount(address, blockNumber);
      }
      const mined = this.minedCount(address, this.latest);
      return blockTag === 'pending'
        ? mined + this.mempool.filter((tx) => tx.from === address).length
        : mined;
    },
    getBlockNumber: async () => {
      this.read('getBlockNumber');
      return this.latest;
    },
    getBlock: async ({ blockNumber }) => {
      this.read('getBlock');
      return { transactions: this.blocks[Number(blockNumber)] ?? [] };
    },
  };
}

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
