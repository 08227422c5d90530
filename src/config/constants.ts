// Every number of the specification (section 9), unit in its name: code never repeats a literal.

// Chain reads
export const RPC_POLLING_INTERVAL_MS = 4_000;
export const MULTICALL_BATCH_WAIT_MS = 32;
export const MULTICALL_BATCH_SIZE_BYTES = 1_024;
export const HTTP_REQUEST_TIMEOUT_MS = 10_000;
export const HTTP_BATCH_SIZE_MAX = 1_000;
/** Base of the doubling delay between retries of a failed read (as viem's default). */
export const RPC_RETRY_DELAY_MS = 150;
/** A 429 is waited out as its `Retry-After` says, within the timeout; a longer one fails. */
export const RPC_RATE_LIMIT_RETRIES = 2;
export const RPC_RETRY_AFTER_DEFAULT_S = 1;
export const RPC_RETRY_AFTER_MAX_S = 5;
export const PREFETCHED_READ_MAX_AGE_MS = 2 * RPC_POLLING_INTERVAL_MS;

/** First pause before reopening a dropped block socket, doubled per failure up to the max. */
export const BLOCK_SOCKET_RECONNECT_DELAY_MS = 1_000;
export const BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS = 60_000;
/** Gas prices seldom move enough in a minute to change a decision (the fee is approximate). */
export const FEE_ESTIMATE_REFRESH_INTERVAL_MS = 60_000;

// Query cache
const ONE_DAY_MS = 24 * 60 * 60 * 1_000;
export const QUERY_CACHE_LIFETIME_MS = ONE_DAY_MS;
export const QUERY_CACHE_LIFETIME_S = QUERY_CACHE_LIFETIME_MS / 1_000;
export const QUERY_RETRY_COUNT = 0;
export const QUERY_REFETCH_ON_FOCUS = false;
export const NAME_LOOKUP_CACHE_MS = ONE_DAY_MS;
export const NAME_LOOKUP_CACHE_S = NAME_LOOKUP_CACHE_MS / 1_000;

// Persistence
export const PERSIST_THROTTLE_MS = 1_000;
/** How long a silent restore waits for a remembered EIP-6963 wallet whose script runs late. */
export const ANNOUNCED_WALLET_RESTORE_GRACE_MS = 1_500;
export const ANNOUNCED_WALLET_NAME_MAX_CHARS = 64;
export const PERSISTED_WALLET_STORE_VERSION = 2;

// Layout and motion
export const DRAWER_WIDTH_PX = 250;
export const DRAWER_DURATION_MS = 500;
export const COPIED_FEEDBACK_MS = 1_500;
export const COMPACT_LAYOUT_BREAKPOINT_PX = 768;
export const PARTICLE_COUNT_MAX = 35;

// Lists
export const RECENT_WALLETS_MAX = 3;
export const RECENT_TRANSACTIONS_KEPT_MAX = 10;
export const RECENT_TRANSACTIONS_SHOWN = 3;

// Recent transactions (features/transactions/receiptWatch.ts)
export const TRANSACTION_CHECK_INTERVAL_MS = 4_000;
/** A wait for a receipt cannot be stopped: an ended watch leaves its timer this long at most. */
export const TRANSACTION_RECEIPT_WAIT_MS = 60_000;
/** Reorganisations since proof of stake are one or two blocks deep. */
export const TRANSACTION_REORG_DEPTH_BLOCKS = 12;
export const TRANSACTION_WATCH_RETRY_DELAY_MS = 15_000;
export const TRANSACTION_REPLACEMENT_SEARCH_BLOCKS_MAX = 100_000;
export const CALLS_STATUS_POLL_INTERVAL_MS = 1_000;
export const CALLS_STATUS_RETRY_DELAY_MS = 4_000;
/** One miss can be a load-balanced RPC answering from a lagging node. */
export const TRANSACTION_DROP_CONFIRMING_MISSES = 2;
/** For a transaction never seen in the node. */
export const TRANSACTION_UNSEEN_DROP_AFTER_MS = 60_000;

// Short address display: characters kept after `0x` and at the end (0xf39F…2266).
export const SHORT_ADDRESS_HEAD_CHARS = 4;
export const SHORT_ADDRESS_TAIL_CHARS = 4;
/** Fraction digits kept (truncated, never rounded up) in a balance: 1.2k, 12.34, 0.0012. */
export const BALANCE_ABBREVIATED_FRACTION_DIGITS = 1;
export const BALANCE_FRACTION_DIGITS = 2;
export const BALANCE_SMALL_FRACTION_DIGITS = 4;
/** Suffixes for abbreviated balances, each a further factor of 1000. */
export const BALANCE_SUFFIXES = ['k', 'm', 'b', 't'] as const;

// Staking page
export const CLAIMABLE_TICK_MS = 1_000;
/** Enough to see claimable rewards grow every tick. */
export const REWARD_FRACTION_DIGITS = 6;
export const TOKEN_FRACTION_DIGITS = 4;
/** APRs are set in basis points: 10 000 bps = 100 %. */
export const BPS_PER_PERCENT = 100;
export const BPS_DENOMINATOR = 10_000;
export const STAKING_YEAR_S = 365 * 24 * 60 * 60;

// Theme
export const THEME_ACCENT = 'purple';
export const THEME_RADIUS = 'medium';

// Wallet layer
export const APP_NAME = 'Bear Hub';
export const SAFE_INFO_TIMEOUT_MS = 3_000;
export const SAFE_STATUS_POLL_INTERVAL_MS = 4_000;
/** The sign-in server's nonce lives 5 minutes (SIWE_NONCE_TTL_SECONDS). */
export const SAFE_MESSAGE_WAIT_MAX_MS = 300_000;
export const SIWE_SESSION_CHECK_TIMEOUT_MS = 5_000;

// Mint page
export const BEAR_FIRST_TOKEN_ID = 1;
export const MINT_QUANTITY_MIN = 1;
export const SALE_COUNTDOWN_TICK_MS = 1_000;
export const ALLOWLIST_PROOFS_PATH = 'allowlists';

// History (features/history)
/** Parts' reads are keyed by the block their data changed in, so old answers go unused. */
export const INDEXER_CACHE_LIFETIME_S = 60;
/** `/changes` pace while the indexer is behind the page's block (it polls once a second)… */
export const INDEXER_CATCH_UP_INTERVAL_MS = 1_000;
/** … or the chain reads' pace when it lags further behind than this. */
export const INDEXER_LAGGING_S = 60;
/** A 429 asking a longer wait fails the read at once (the page asks again at its next refresh). */
export const INDEXER_RETRY_AFTER_MAX_S = 10;
export const INDEXER_RETRY_AFTER_DEFAULT_S = 1;
export const INDEXER_REQUEST_TIMEOUT_MS = HTTP_REQUEST_TIMEOUT_MS;
/** The indexer's page is 1 to 100 rows. */
export const ACTIVITY_PAGE_ROWS = 50;
export const ACTIVITY_EXPORT_PAGE_ROWS = 100;
export const ACTIVITY_EXPORT_PAGES_MAX = 100;
/** About one point per two pixels of CHART_WIDTH_PX. */
export const SERIES_POINTS_MAX = 320;
export const SERIES_PAGES_MAX = 10;
export const REWARD_DAYS_SHOWN = 90;
export const CLOSED_POSITIONS_PAGE_ROWS = 100;
export const CLOSED_POSITIONS_PAGES_MAX = 5;
export const MINT_LIST_PAGE_ROWS = 100;
export const LATEST_MINTS_SHOWN = 8;
/** The flexible tier's projection horizons (its reward term is 365 days). */
export const PROJECTION_FLEXIBLE_HORIZONS_DAYS = [30, 90, 180, 365] as const;
/** History parts wait this long after the load event (then an idle moment): none on first view. */
export const HISTORY_SETTLE_DELAY_MS = 1_000;
export const CHART_WIDTH_PX = 640;
export const CHART_HEIGHT_PX = 240;
export const CHART_VALUE_TICKS = 4;
export const CHART_TIME_TICKS = 4;
export const SHORT_HASH_HEAD_CHARS = 4;
export const SHORT_HASH_TAIL_CHARS = 4;
