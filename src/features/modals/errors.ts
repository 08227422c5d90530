/** The wrong-network message of the error catalogue (specification, section 8), word for word. */
export const WRONG_NETWORK_MESSAGE = 'Wrong network detected, switch or disconnect to continue.';
/** The header's label for an unsupported chain. */
export const WRONG_NETWORK_LABEL = 'Wrong network';
