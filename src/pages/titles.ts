import type { MessageKey } from '@/i18n/messages/en';

/** The pages' own titles (the tab reads "<title> · Bear Hub"; home has the site title alone). */
export const PAGE_TITLES = {
  mint: 'nav.mint',
  notFound: 'notFound.title',
} as const satisfies Record<string, MessageKey>;
