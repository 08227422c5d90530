// The write kit's constants, kept out of `constants.ts`, which the first view carries whole.

/** Typing an amount asks for its estimate and preview once, not once per keystroke. */
export const WRITE_ESTIMATE_DEBOUNCE_MS = 400;

/** Sender of native transfers traced by `eth_simulateV1` as `Transfer` logs (ERC-7528). */
export const SIMULATED_NATIVE_TRANSFER_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
