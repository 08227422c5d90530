/**
 * Every number of the specification (section 9), with its unit in its name. Code elsewhere
 * imports these; it never repeats the literal.
 */

// Chain reads
export const RPC_POLLING_INTERVAL_MS = 4_000;
export const MULTICALL_BATCH_WAIT_MS = 32;
export const MULTICALL_BATCH_SIZE_BYTES = 1_024;
export const HTTP_REQUEST_TIMEOUT_MS = 10_000;
export const HTTP_BATCH_SIZE_MAX = 1_000;
/** Base of the doubling delay between retries of a failed read request (as viem's default). */
export const RPC_RETRY_DELAY_MS = 150;
/**
 * An RPC's 429 (rate limited) is waited out as its `Retry-After` says (RPC_RETRY_AFTER_DEFAULT_S
 * when it says nothing) and asked again, at most RPC_RATE_LIMIT_RETRIES times, within the
 * request's timeout; a longer wait than RPC_RETRY_AFTER_MAX_S fails the request at once.
 */
export const RPC_RATE_LIMIT_RETRIES = 2;
export const RPC_RETRY_AFTER_DEFAULT_S = 1;
export const RPC_RETRY_AFTER_MAX_S = 5;
/**
 * How long after the page started a prerendered page's first read, sent by the entry
 * (`wallet/prefetchedReads.ts`), still answers the app's calls: two polling intervals.
 */
export const PREFETCHED_READ_MAX_AGE_MS = 2 * RPC_POLLING_INTERVAL_MS;

// Following the chain (`wallet/blockSubscription.ts`, `wallet/chainHeads.ts`): a page's reads
// refresh on each new block announced over the chain's WebSocket, at most once per
// RPC_POLLING_INTERVAL_MS, or every RPC_POLLING_INTERVAL_MS over HTTP when there is no socket.
/**
 * First pause before opening a dropped block socket again; each failed attempt doubles it, up to
 * BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS (the page polls meanwhile).
 */
export const BLOCK_SOCKET_RECONNECT_DELAY_MS = 1_000;
export const BLOCK_SOCKET_RECONNECT_DELAY_MAX_MS = 60_000;
/**
 * How often a network fee estimate is asked again while its form's input stays the same (a new
 * input asks at once). A minute: the estimate is shown as approximate and gas prices seldom move
 * enough in one to change a decision; a connected tab then sends one read request per polling
 * interval (15 a minute) plus this one.
 */
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
/**
 * How long a silent restore waits for a remembered EIP-6963 wallet that has not announced itself
 * yet (an extension whose content script runs late); the header shows the busy state meanwhile,
 * then the restore gives up silently.
 */
export const ANNOUNCED_WALLET_RESTORE_GRACE_MS = 1_500;
/** Longest wallet name shown from an EIP-6963 announcement; the rest is cut. */
export const ANNOUNCED_WALLET_NAME_MAX_CHARS = 64;
export const PERSISTED_WALLET_STORE_VERSION = 2;

// Layout and motion
export const DRAWER_WIDTH_PX = 250;
export const DRAWER_DURATION_MS = 500;
export const COPIED_FEEDBACK_MS = 1_500;
/** Below this width the modal and the header switch to the compact layout. */
export const COMPACT_LAYOUT_BREAKPOINT_PX = 768;
export const PARTICLE_COUNT_MAX = 35;

// Lists
export const RECENT_WALLETS_MAX = 3;
export const RECENT_TRANSACTIONS_KEPT_MAX = 10;
export const RECENT_TRANSACTIONS_SHOWN = 3;

// Recent transactions (see `features/transactions/receiptWatch.ts`).
/**
 * How often the chain's head is polled while a transaction is pending (its receipt is looked up
 * at once, then at each new block) and the transaction itself is looked up.
 */
export const TRANSACTION_CHECK_INTERVAL_MS = 4_000;
/**
 * How long one of viem's waits for a receipt lasts before the next starts: a wait cannot be
 * stopped, so a watch that ended (its requests then refused at once) leaves its timer for at
 * most this long.
 */
export const TRANSACTION_RECEIPT_WAIT_MS = 60_000;
/**
 * How deep (blocks, its own included) a confirmed transaction's block must be before the watch
 * stops checking that a reorganisation has not removed it. Reorganisations on Ethereum since
 * proof of stake are one or two blocks deep; 12 leaves a wide margin (2.4 minutes at 12 s a
 * block, seconds on the rollups) for one receipt read per new block meanwhile.
 */
export const TRANSACTION_REORG_DEPTH_BLOCKS = 12;
/** Pause before looking again after a network error while watching a transaction. */
export const TRANSACTION_WATCH_RETRY_DELAY_MS = 15_000;
/**
 * How far back (blocks) the transaction that took a watched transaction's nonce is looked for,
 * by a binary search on the sender's nonce (about 17 reads for the whole range). A node that
 * keeps no state that far back makes the search fall back to the newest blocks.
 */
export const TRANSACTION_REPLACEMENT_SEARCH_BLOCKS_MAX = 100_000;
/** How often the wallet is asked for the status of a pending call bundle (EIP-5792). */
export const CALLS_STATUS_POLL_INTERVAL_MS = 1_000;
/** Pause before asking again after the wallet failed to answer a call bundle's status. */
export const CALLS_STATUS_RETRY_DELAY_MS = 4_000;
/**
 * Consecutive lookups that must miss a transaction seen before (its nonce still unused) before
 * it counts as dropped: one miss can be a load-balanced RPC answering from a lagging node.
 */
export const TRANSACTION_DROP_CONFIRMING_MISSES = 2;
/**
 * A transaction this page never saw in the node (a reload after it vanished, or a slow RPC) is
 * only called dropped after missing for this long.
 */
export const TRANSACTION_UNSEEN_DROP_AFTER_MS = 60_000;

// Short address display: characters kept after `0x` and at the end (0xf39F…2266).
export const SHORT_ADDRESS_HEAD_CHARS = 4;
export const SHORT_ADDRESS_TAIL_CHARS = 4;
/** Fraction digits kept (truncated, never rounded up) in a balance: 1.2k, 12.34, 0.0012. */
export const BALANCE_ABBREVIATED_FRACTION_DIGITS = 1;
export const BALANCE_FRACTION_DIGITS = 2;
export const BALANCE_SMALL_FRACTION_DIGITS = 4;

// Display
/** Suffixes for abbreviated balances, each a further factor of 1000. */
export const BALANCE_SUFFIXES = ['k', 'm', 'b', 't'] as const;
export const BALANCE_SUFFIX_FACTOR = 1_000;

// Staking page
/** How often the claimable rewards are recomputed locally between chain reads. */
export const CLAIMABLE_TICK_MS = 1_000;
/** Fraction digits of claimable rewards, enough to see them grow every tick. */
export const REWARD_FRACTION_DIGITS = 6;
/** Fraction digits of other token amounts on the staking page. */
export const TOKEN_FRACTION_DIGITS = 4;
/** APRs are set in basis points: 10 000 bps = 100 %. */
export const BPS_PER_PERCENT = 100;
export const BPS_DENOMINATOR = 10_000;
/** The staking contract's year for APR accrual (365 days, in seconds). */
export const STAKING_YEAR_S = 365 * 24 * 60 * 60;

// Theme
export const THEME_ACCENT = 'purple';
export const THEME_RADIUS = 'medium';

// Wallet layer
/** Name the hub gives itself to wallets (WalletConnect metadata, Coinbase Wallet SDK). */
export const APP_NAME = 'Bear Hub';
/** How long to wait for the Safe host to answer `getInfo` before giving up. */
export const SAFE_INFO_TIMEOUT_MS = 3_000;
/** Between two questions to the Safe about a transaction or a message awaiting its owners. */
export const SAFE_STATUS_POLL_INTERVAL_MS = 4_000;
/**
 * How long a sign-in waits for a Safe's owners to sign its message: the sign-in server's nonce
 * lives 5 minutes by default (SIWE_NONCE_TTL_SECONDS), after which the message is refused anyway.
 */
export const SAFE_MESSAGE_WAIT_MAX_MS = 300_000;
/**
 * How long the header stays busy for the sign-in server's answer about a new connection's
 * session; past it the account shows as not signed in (its address and dialog reachable).
 */
export const SIWE_SESSION_CHECK_TIMEOUT_MS = 5_000;

// Mint page
/** The bear contract's FIRST_TOKEN_ID: the collection's preview shows this bear once minted. */
export const BEAR_FIRST_TOKEN_ID = 1;
/** The smallest quantity a mint asks for. */
export const MINT_QUANTITY_MIN = 1;
/** How often the sale countdown redraws. */
export const SALE_COUNTDOWN_TICK_MS = 1_000;
/** Where the app serves each chain's allowlist proofs (`npm run allowlist -- --chain <id>`). */
export const ALLOWLIST_PROOFS_PATH = 'allowlists';

// History (features/history: the indexer's data, and the stake form's projection)
/**
 * How long an indexer answer no part shows any more stays cached: a part's reads are keyed by
 * the block its data last changed in (`/changes`), so each change leaves the older answer unused.
 */
export const INDEXER_CACHE_LIFETIME_S = 60;
/**
 * While the indexer is behind the block the page's chain reads come from, `/changes` is read
 * again at this pace (the indexer polls the chain once a second by default, then indexes the
 * block: one read a block in the usual case)…
 */
export const INDEXER_CATCH_UP_INTERVAL_MS = 1_000;
/** … or at the chain reads' pace when it is further behind than this (s): a lagging indexer. */
export const INDEXER_LAGGING_S = 60;
/**
 * The longest `Retry-After` of a 429 that an indexer read waits out before asking once more (s);
 * a longer one fails the read at once (the page asks again at its next refresh).
 */
export const INDEXER_RETRY_AFTER_MAX_S = 10;
/** The wait after an indexer's 429 that names none (s). */
export const INDEXER_RETRY_AFTER_DEFAULT_S = 1;
/** How long one request to the indexer may take before it counts as down. */
export const INDEXER_REQUEST_TIMEOUT_MS = HTTP_REQUEST_TIMEOUT_MS;
/** Rows of the activity table per "Show more" (the indexer's page: 1 to 100). */
export const ACTIVITY_PAGE_ROWS = 50;
/** Rows per request when the whole activity is exported, and the most requests one export makes. */
export const ACTIVITY_EXPORT_PAGE_ROWS = 100;
export const ACTIVITY_EXPORT_PAGES_MAX = 100;
/**
 * Points of a chart's series (the indexer buckets a longer history by time): about one per two
 * pixels of the chart's drawing box, the most a line of CHART_WIDTH_PX can show.
 */
export const SERIES_POINTS_MAX = 320;
/** The most requests one list of APR settings makes (ACTIVITY_EXPORT_PAGE_ROWS each). */
export const SERIES_PAGES_MAX = 10;
/** UTC days the rewards-per-day chart draws, today's included (one point a day). */
export const REWARD_DAYS_SHOWN = 90;
/**
 * Closed positions per request (the indexer's maximum), and the most requests one read makes:
 * the latest closed first, until one closed before the rewards chart's first day.
 */
export const CLOSED_POSITIONS_PAGE_ROWS = 100;
export const CLOSED_POSITIONS_PAGES_MAX = 5;
/** Bears read per request of the list of mints (the indexer's maximum). */
export const MINT_LIST_PAGE_ROWS = 100;
/** The latest mints shown with their pictures on /mint. */
export const LATEST_MINTS_SHOWN = 8;
/** The flexible tier's horizons offered by the projection, in days (its reward term is 365). */
export const PROJECTION_FLEXIBLE_HORIZONS_DAYS = [30, 90, 180, 365] as const;
/**
 * History parts start loading once the page has settled (this long after its load event, in an
 * idle moment) and their place is scrolled into the viewport: nothing of them on the first screen.
 */
export const HISTORY_SETTLE_DELAY_MS = 1_000;
/** The charts' drawing box (the SVG scales to its container, keeping this ratio). */
export const CHART_WIDTH_PX = 640;
export const CHART_HEIGHT_PX = 240;
/** About this many value ticks on a chart's vertical axis (d3's nice steps). */
export const CHART_VALUE_TICKS = 4;
/** Date labels on a chart's time axis. */
export const CHART_TIME_TICKS = 4;
/** A short transaction hash keeps this many hex digits after `0x` and at the end (0x1234…abcd). */
export const SHORT_HASH_HEAD_CHARS = 4;
export const SHORT_HASH_TAIL_CHARS = 4;
