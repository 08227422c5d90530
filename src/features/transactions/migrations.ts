import type { SliceMigrations } from '@/app/migrations';
import { isRecord } from '@/wallet/eip1193';

type PersistedValue = Record<string, unknown>;

const mapValues = (value: unknown, update: (entry: unknown) => unknown) =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, update(entry)]))
    : value;

/** Applies `update` to every saved record; anything else is left to validation. */
function mapRecords(
  value: PersistedValue,
  update: (record: PersistedValue) => PersistedValue,
): PersistedValue {
  if (!isRecord(value.byAccount)) return value;
  const byAccount = mapValues(value.byAccount, (byChain) =>
    mapValues(byChain, (list) =>
      Array.isArray(list)
        ? list.map((record) => (isRecord(record) ? update(record) : record))
        : list,
    ),
  );
  return { ...value, byAccount };
}

/**
 * Schema history of the persisted recent transactions:
 * 1. records with hash, description, status, addedAt;
 * 2. records also carry `kind` and `data` (records of schema 1 become kind `unknown`).
 */
export const transactionsMigrations: SliceMigrations = {
  version: 2,
  steps: {
    1: (value) =>
      mapRecords(value, (record) =>
        record.kind === undefined ? { ...record, kind: 'unknown', data: {} } : record,
      ),
  },
};
