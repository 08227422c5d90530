import type { SliceMigrations } from '@/app/migrations';
import { isRecord } from '@/wallet/eip1193';

const mapValues = (value: unknown, update: (entry: unknown) => unknown) =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, update(entry)]))
    : value;

const withKind = (record: unknown) =>
  isRecord(record) && record.kind === undefined ? { ...record, kind: 'unknown', data: {} } : record;

/**
 * Schema history of the persisted recent transactions (anything malformed is left to validation):
 * 1. records with hash, description, status, addedAt;
 * 2. records also carry `kind` and `data` (records of schema 1 become kind `unknown`).
 */
export const transactionsMigrations: SliceMigrations = {
  version: 2,
  steps: {
    1: (value) =>
      isRecord(value.byAccount)
        ? {
            ...value,
            byAccount: mapValues(value.byAccount, (byChain) =>
              mapValues(byChain, (list) => (Array.isArray(list) ? list.map(withKind) : list)),
            ),
          }
        : value,
  },
};
