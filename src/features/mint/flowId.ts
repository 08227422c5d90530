/** Key of the mint in the shared write-flow state. */
export const MINT_FLOW_ID = 'mint';
