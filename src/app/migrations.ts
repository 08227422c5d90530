/**
 * Versioned migrations of the persisted slices. redux-persist's `version` is the spec's wallet
 * store version and does not move; a persisted slice that changes shape carries its own schema
 * number under `_schema` instead. Writing stamps the current number; on reload an older shape is
 * migrated step by step (a new field never wipes a visitor's pending transactions), and only
 * what then fails validation is dropped.
 */
import { transactionsMigrations } from '@/features/transactions/migrations';

type PersistedValue = Record<string, unknown>;

export interface SliceMigrations {
  /** The current schema number of the slice. */
  version: number;
  /** `steps[n]` turns schema n into n + 1. A slice saved before it had a number is schema 1. */
  steps: Readonly<Record<number, (value: PersistedValue) => PersistedValue>>;
}

export const SCHEMA_KEY = '_schema';

/** The persisted slices that have changed shape since they were first stored. */
export const SLICE_MIGRATIONS: Readonly<Record<string, SliceMigrations>> = {
  transactions: transactionsMigrations,
};

/** What is written for slice `name`: its value with the current schema number. */
export function stampSchema(name: string, value: PersistedValue): PersistedValue {
  const migrations = SLICE_MIGRATIONS[name];
  return migrations ? { ...value, [SCHEMA_KEY]: migrations.version } : value;
}

/**
 * Slice `name` as read from storage, brought to the current schema; null when it cannot be
 * (saved by a newer build, or a step fails on it).
 */
export function migrateSlice(name: string, value: PersistedValue): PersistedValue | null {
  const migrations = SLICE_MIGRATIONS[name];
  if (!migrations) return value;
  const saved = value[SCHEMA_KEY] ?? 1;
  if (typeof saved !== 'number' || !Number.isSafeInteger(saved) || saved > migrations.version)
    return null;
  let current = value;
  try {
    for (let schema = saved; schema < migrations.version; schema += 1) {
      const step = migrations.steps[schema];
      if (!step) return null;
      current = step(current);
    }
  } catch {
    return null;
  }
  return { ...current, [SCHEMA_KEY]: migrations.version };
}
