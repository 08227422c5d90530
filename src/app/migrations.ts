// redux-persist's `version` is the spec's and does not move: a slice that changes shape carries its
// own `_schema`, migrated step by step (a new field never wipes a visitor's pending transactions).
import { transactionsMigrations } from '@/features/transactions/migrations';

type PersistedValue = Record<string, unknown>;

export interface SliceMigrations {
  version: number;
  /** `steps[n]` turns schema n into n + 1. A slice saved before it had a number is schema 1. */
  steps: Readonly<Record<number, (value: PersistedValue) => PersistedValue>>;
}

export const SCHEMA_KEY = '_schema';

export const SLICE_MIGRATIONS: Readonly<Record<string, SliceMigrations>> = {
  transactions: transactionsMigrations,
};

export function stampSchema(name: string, value: PersistedValue): PersistedValue {
  const migrations = SLICE_MIGRATIONS[name];
  return migrations ? { ...value, [SCHEMA_KEY]: migrations.version } : value;
}

/** Slice `name` brought to the current schema; null when saved by a newer build or a step fails. */
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
