import { describe, expect, it } from 'vitest';
import * as constants from '@/config/constants';

describe('constants of the specification (section 9)', () => {
  it('behavior: match the spec exactly', () => {
    expect(constants).toMatchObject({
      RPC_POLLING_INTERVAL_MS: 4000,
      MULTICALL_BATCH_WAIT_MS: 32,
      MULTICALL_BATCH_SIZE_BYTES: 1024,
      HTTP_REQUEST_TIMEOUT_MS: 10000,
      HTTP_BATCH_SIZE_MAX: 1000,
      QUERY_CACHE_LIFETIME_MS: 86_400_000,
      QUERY_CACHE_LIFETIME_S: 86_400,
      QUERY_RETRY_COUNT: 0,
      QUERY_REFETCH_ON_FOCUS: false,
      PERSIST_THROTTLE_MS: 1000,
      PERSISTED_WALLET_STORE_VERSION: 2,
      NAME_LOOKUP_CACHE_MS: 86_400_000,
      DRAWER_WIDTH_PX: 250,
      DRAWER_DURATION_MS: 500,
      COPIED_FEEDBACK_MS: 1500,
      COMPACT_LAYOUT_BREAKPOINT_PX: 768,
      RECENT_WALLETS_MAX: 3,
      RECENT_TRANSACTIONS_KEPT_MAX: 10,
      RECENT_TRANSACTIONS_SHOWN: 3,
      BALANCE_SUFFIXES: ['k', 'm', 'b', 't'],
      PARTICLE_COUNT_MAX: 35,
      THEME_ACCENT: 'purple',
      THEME_RADIUS: 'medium',
    });
  });
});
