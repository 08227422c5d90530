/** The mint page read's cache tag: a module of its own, so its listener loads no endpoints. */
export const MINT_TAG = 'Mint';
