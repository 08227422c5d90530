/**
 * The gas limit of the test suites' own transactions (contract and indexer tests): fixed, not
 * estimated. An estimate holds for the block it was made in; a staking call estimated in the
 * second a position was opened or claimed (nothing accrued, no transfer) can land in the next
 * one, pay out, and run out of gas. Far above any of the hub's calls (claimAll over the
 * 100-position maximum stays under 3M, asserted by the contract tests).
 */
export const TEST_WRITE_GAS = 5_000_000n;
