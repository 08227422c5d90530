import type { Page } from '@playwright/test';

// What the hub has saved in the page's storage (redux-persist), read as a reload would read it.

/** Where redux-persist keeps the hub's state. */
export const PERSIST_KEY = 'persist:bear-hub';

/** The persisted state a reload would read right now (each slice parsed; {} if unreadable). */
export async function storedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((key) => {
    try {
      const root = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      return Object.fromEntries(
        Object.entries(root).map(([name, value]) => [name, JSON.parse(value) as unknown]),
      );
    } catch {
      return {};
    }
  }, PERSIST_KEY);
}

/** A recent-transaction record as stored (the fields the tests look at). */
export interface SavedTransaction {
  hash?: string;
  callsId?: string;
  status: string;
  /** Set once the hub has seen the transaction in the node (sender, nonce, call). */
  sent?: unknown;
}

/** The parts of the saved state the tests wait for. */
export interface SavedState {
  /** The connector to reconnect with, when one is saved. */
  cachedConnectorId: string | null;
  /** Every recent-transaction record, of every account and chain. */
  transactions: SavedTransaction[];
}

export async function savedState(page: Page): Promise<SavedState> {
  const { connection, transactions } = (await storedState(page)) as {
    connection?: { cachedConnectorId?: unknown };
    transactions?: { byAccount?: Record<string, Record<string, SavedTransaction[]>> };
  };
  const cachedConnectorId = connection?.cachedConnectorId;
  return {
    cachedConnectorId: typeof cachedConnectorId === 'string' ? cachedConnectorId : null,
    transactions: Object.values(transactions?.byAccount ?? {}).flatMap((byChain) =>
      Object.values(byChain).flat(),
    ),
  };
}
