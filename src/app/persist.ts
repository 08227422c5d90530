import {
  createTransform,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { PERSISTED_WALLET_STORE_VERSION, PERSIST_THROTTLE_MS } from '@/config/constants';
import { isValidPersistedTransactions } from '@/features/transactions/slice';
import { migrateSlice, stampSchema } from './migrations';

export const STORAGE_KEY = 'bear-hub';

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What survives a reload: per slice, the keys kept and a validator (failing: slice dropped). */
export const PERSISTED_SLICES: Readonly<
  Record<string, { keys: readonly string[]; isValid: (value: Record<string, unknown>) => boolean }>
> = {
  connection: {
    keys: ['cachedConnectorId', 'recentConnectorIds'],
    isValid: (value) =>
      isStringOrNull(value.cachedConnectorId) && isStringList(value.recentConnectorIds),
  },
  transactions: { keys: ['byAccount'], isValid: isValidPersistedTransactions },
};

// localStorage in promises; refused (disabled, private mode, quota) it reads nothing and drops
// writes, warning once. `getStorage` is called on each access: a storage that comes back is used.
export function createSafeStorage(
  getStorage: () => globalThis.Storage = () => localStorage,
): Storage {
  let warned = false;
  const attempt = <T>(operation: (storage: globalThis.Storage) => T, fallback: T): T => {
    try {
      return operation(getStorage());
    } catch (error) {
      if (!warned) {
        warned = true;
        console.warn(
          `[bear-hub] Browser storage is unavailable (${error instanceof Error ? error.name : 'error'}); ` +
            'the hub works without remembering the wallet and transactions.',
        );
      }
      return fallback;
    }
  };
  return {
    getItem: async (key) => attempt((storage) => storage.getItem(key), null),
    setItem: async (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: async (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

const warnDiscarded = (reason: string) =>
  console.warn(`[bear-hub] Discarded saved state: ${reason}. Starting fresh.`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));

/** Only the listed keys of each slice are written, with the slice's schema number. */
const keepListedKeys = createTransform<unknown, unknown>(
  (inbound, key) => {
    const slice = PERSISTED_SLICES[String(key)];
    return slice && isRecord(inbound)
      ? stampSchema(String(key), pick(inbound, slice.keys))
      : inbound;
  },
  (outbound) => outbound,
);

export function safeDeserialize(serialized: string): unknown {
  try {
    return JSON.parse(serialized);
  } catch {
    warnDiscarded('unreadable JSON in storage');
    return {};
  }
}

/** Only the current version; each slice migrated (`migrations.ts`), then validated or dropped. */
export async function migratePersistedState(state: PersistedState, currentVersion: number) {
  if (state === undefined) return undefined;
  const storedVersion = state?._persist?.version;
  if (storedVersion !== currentVersion) {
    warnDiscarded(`stored version ${String(storedVersion)} is not ${currentVersion}`);
    return undefined;
  }
  const next: Record<string, unknown> = { _persist: state._persist };
  for (const [name, value] of Object.entries(state as Record<string, unknown>)) {
    const slice = PERSISTED_SLICES[name]; // none for `_persist`
    if (!slice) continue;
    const migrated = isRecord(value) ? migrateSlice(name, value) : null;
    if (migrated && slice.isValid(migrated)) next[name] = pick(migrated, slice.keys);
    else warnDiscarded(`"${name}" is not in the expected shape`);
  }
  return next as PersistedState;
}

export function buildPersistConfig<S>(): PersistConfig<S> {
  // `deserialize` is honoured by redux-persist 6 but missing from its type definitions.
  return {
    key: STORAGE_KEY,
    version: PERSISTED_WALLET_STORE_VERSION,
    storage: createSafeStorage(),
    whitelist: Object.keys(PERSISTED_SLICES) as PersistConfig<S>['whitelist'],
    throttle: PERSIST_THROTTLE_MS,
    transforms: [keepListedKeys],
    migrate: migratePersistedState,
    deserialize: safeDeserialize,
    stateReconciler: autoMergeLevel2,
  } as PersistConfig<S>;
}
