/**
 * The activity as a ledger a tax tool imports: Koinly's "Universal" CSV (docs/ledger.md). One row
 * per movement of an asset, oldest first, the columns Koinly documents:
 *
 *   Date, Sent Amount, Sent Currency, Received Amount, Received Currency, Fee Amount,
 *   Fee Currency, Net Worth Amount, Net Worth Currency, Label, Description, TxHash
 *
 * - a stake sends the principal to the staking contract, tagged `add to pool` (Koinly's tag for
 *   tokens set aside that come back in the same amount: no disposal);
 * - a claim receives a reward, tagged `reward`;
 * - an unstake receives the principal back, tagged `remove from pool`, and, on a row of its own
 *   with the same hash, the reward it paid, tagged `reward`;
 * - a mint sends the native currency (the transaction's value, when known, split over the bears)
 *   and receives each bear as an asset of its own (`BEAR#<id>`).
 * The activity records no network fees: the fee columns stay empty. Net worth is left to the tool.
 * Same file rules as the activity CSV (csv.ts): RFC 4180, CRLF, exact decimals with a dot.
 */
import { formatUnits } from '@/features/connection/format';
import { csvLine, type CsvToken } from './csv';
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

/** Koinly's tags, as its CSV import spells them. */
export const LEDGER_LABELS = {
  stake: 'add to pool',
  unstake: 'remove from pool',
  reward: 'reward',
} as const;

export interface LedgerContext {
  token: CsvToken;
  /** The chain's native currency, which pays for mints (unknown: no amount sent). */
  native?: CsvToken;
  /** What each mint transaction paid (its value in the native currency's base units), by hash. */
  mintValues?: ReadonlyMap<string, bigint>;
}

/** A block time as Koinly's date: "2026-11-26 06:55:18 UTC". */
export function koinlyDate(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The asset name of one bear: each token id is an asset of its own. */
export function bearCurrency(tokenId: string): string {
  return `BEAR#${tokenId}`;
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
          label: LEDGER_LABELS.stake,
          description: `Stake into position #${item.positionId} (staking contract)`,
        },
      ];
    case 'claim':
      return [
        {
          received: tokens(item.amount),
          label: LEDGER_LABELS.reward,
          description: `Staking reward claimed from position #${item.positionId}`,
        },
      ];
    case 'unstake': {
      const rows: Movement[] = [
        {
          received: tokens(item.amount),
          label: LEDGER_LABELS.unstake,
          description: `Principal of position #${item.positionId} returned by the unstake`,
        },
      ];
      if (BigInt(item.rewardPaid) > 0n) {
        rows.push({
          received: tokens(item.rewardPaid),
          label: LEDGER_LABELS.reward,
          description: `Staking reward paid with the unstake of position #${item.positionId}`,
        });
      }
      return rows;
    }
    case 'mint': {
      const value = native && context.mintValues?.get(item.transactionHash.toLowerCase());
      const count = BigInt(item.tokenIds.length || 1);
      // The value split over the bears, in whole base units; the remainder goes to the first.
      const share = value === undefined ? undefined : value / count;
      const remainder = value === undefined ? 0n : value % count;
      return item.tokenIds.map((tokenId, index) => {
        const paid = share === undefined ? undefined : share + (index === 0 ? remainder : 0n);
        return {
          sent:
            !native || paid === undefined || paid === 0n
              ? undefined
              : [formatUnits(paid, native.decimals), native.symbol],
          received: ['1', bearCurrency(tokenId)],
          description: `Mint of Bear #${tokenId}`,
        };
      });
    }
  }
}

/** The whole file: Koinly's header, then one line per movement, oldest first, each ended by CRLF. */
export function koinlyLedgerCsv(items: readonly ActivityItem[], context: LedgerContext): string {
  const oldestFirst = [...items].sort(
    (a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex,
  );
  const lines = [csvLine(LEDGER_COLUMNS)];
  for (const item of oldestFirst) {
    for (const movement of movements(item, context)) {
      lines.push(
        csvLine([
          koinlyDate(item.timestamp),
          movement.sent?.[0],
          movement.sent?.[1],
          movement.received?.[0],
          movement.received?.[1],
          '',
          '',
          '',
          '',
          movement.label,
          movement.description,
          item.transactionHash,
        ]),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The ledger's file name: the account and the day (UTC) it was made. */
export function ledgerCsvName(account: string, nowMs: number): string {
  return `bear-hub-ledger-koinly-${account.toLowerCase()}-${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}

/**
 * What each mint of `items` paid, read from its transaction (the activity records no price); a
 * transaction the chain does not answer for is left out, and its row names no amount sent.
 */
export async function readMintValues(
  chainId: number,
  items: readonly ActivityItem[],
): Promise<Map<string, bigint>> {
  const hashes = [
    ...new Set(items.filter((item) => item.kind === 'mint').map((item) => item.transactionHash)),
  ];
  const values = new Map<string, bigint>();
  if (hashes.length === 0) return values;
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  await Promise.all(
    hashes.map(async (hash) => {
      try {
        const transaction = await client.getTransaction({ hash });
        values.set(hash.toLowerCase(), transaction.value);
      } catch {
        // Unknown: the row says what was minted and leaves the price out.
      }
    }),
  );
  return values;
}
