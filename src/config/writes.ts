/**
 * Constants only a connected account's write kit reads (its chunks import this module): kept
 * out of `constants.ts`, which the first view's entry carries whole.
 */

/**
 * How long a form's input stays unchanged before its fee estimate and its preview (one request)
 * are asked for it: typing an amount asks once, not once per keystroke.
 */
export const WRITE_ESTIMATE_DEBOUNCE_MS = 400;

/**
 * The sender of the native transfers `eth_simulateV1` reports as ERC-20 `Transfer` logs when
 * asked to trace them (`traceTransfers`, ERC-7528's address for the native coin).
 */
export const SIMULATED_NATIVE_TRANSFER_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
