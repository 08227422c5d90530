// The activity as Koinly's "Universal" CSV (docs/ledger.md), a row per movement. A stake is `add
// to pool` (it comes back in the same amount: no disposal); each bear is an asset of its own.
import { formatUnits } from '@/features/connection/format';
import { csvFile, type CsvToken } from './csv';
import type { ActivityItem } from './types';

export const LEDGER_COLUMNS = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
] as const;

interface LedgerContext {
  token: CsvToken;
  /** Pays for mints (unknown: no amount sent). */
  native?: CsvToken;
  /** Each mint transaction's value, by hash. */
  mintValues?: ReadonlyMap<string, bigint>;
}

/** A block time as Koinly's date: "2026-11-26 06:55:18 UTC". */
export function koinlyDate(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

interface Movement {
  sent?: [amount: string, currency: string];
  received?: [amount: string, currency: string];
  label?: string;
  description: string;
}

function movements(item: ActivityItem, context: LedgerContext): Movement[] {
  const { token, native } = context;
  const tokens = (value: string): [string, string] => [
    formatUnits(BigInt(value), token.decimals),
    token.symbol,
  ];
  switch (item.kind) {
    case 'stake':
      return [
        {
          sent: tokens(item.amount),
          label: 'add to pool',
          description: `Stake into position #${item.positionId} (staking contract)`,
        },
      ];
    case 'claim':
      return [
        {
          received: tokens(item.amount),
          label: 'reward',
          description: `Staking reward claimed from position #${item.positionId}`,
        },
      ];
    case 'unstake': {
      const rows: Movement[] = [
        {
          received: tokens(item.amount),
          label: 'remove from pool',
          description: `Principal of position #${item.positionId} returned by the unstake`,
        },
      ];
      if (BigInt(item.rewardPaid) > 0n) {
        rows.push({
          received: tokens(item.rewardPaid),
          label: 'reward',
          description: `Staking reward paid with the unstake of position #${item.positionId}`,
        });
      }
      return rows;
    }
    case 'mint': {
      const value = context.mintValues?.get(item.transactionHash.toLowerCase()) ?? 0n;
      const count = BigInt(item.tokenIds.length || 1);
      return item.tokenIds.map((tokenId, index) => {
        // The value split over the bears, in whole base units; the remainder goes to the first.
        const paid = value / count + (index === 0 ? value % count : 0n);
        return {
          sent:
            native && paid > 0n ? [formatUnits(paid, native.decimals), native.symbol] : undefined,
          received: ['1', `BEAR#${tokenId}`],
          description: `Mint of Bear #${tokenId}`,
        };
      });
    }
  }
}

export function koinlyLedgerCsv(items: readonly ActivityItem[], context: LedgerContext): string {
  const oldestFirst = [...items].sort(
    (a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex,
  );
  return csvFile([
    LEDGER_COLUMNS,
    ...oldestFirst.flatMap((item) =>
      movements(item, context).map(({ sent, received, label, description }) => [
        koinlyDate(item.timestamp),
        ...(sent ?? ['', '']),
        ...(received ?? ['', '']),
        ...['', '', '', ''], // fees and net worth
        label,
        description,
        item.transactionHash,
      ]),
    ),
  ]);
}

/** What each mint paid, read from its transaction (the activity records no price). */
export async function readMintValues(
  chainId: number,
  items: readonly ActivityItem[],
): Promise<Map<string, bigint>> {
  const hashes = [
    ...new Set(items.filter((item) => item.kind === 'mint').map((item) => item.transactionHash)),
  ];
  if (hashes.length === 0) return new Map();
  const client = (await import('@/wallet/clients')).getChainClient(chainId);
  const reads = await Promise.allSettled(hashes.map((hash) => client.getTransaction({ hash })));
  // A failed read: the row says what was minted and leaves the price out.
  return new Map(
    reads.flatMap((read, index) =>
      read.status === 'fulfilled' ? [[hashes[index]!.toLowerCase(), read.value.value]] : [],
    ),
  );
}
