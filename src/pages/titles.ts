/** The pages' own titles (the tab reads "<title> · Bear Hub"; home has the site title alone). */
export const PAGE_TITLES = {
  mint: 'Mint your bear',
  notFound: 'Page not found',
} as const;
