/**
 * The mint page's cache tag (its collection and account read), added to the chain api where the
 * mint endpoints are injected (`mintApi.ts`). A module of its own so the listener that
 * invalidates it does not load the endpoints on pages that never read them.
 */
export const MINT_TAG = 'Mint';
