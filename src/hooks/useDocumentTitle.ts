import { useEffect } from 'react';
import { t } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';

/** The tab title of a route: "<page> · Bear Hub", or the site title alone for home. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? t('app.pageTitle', { page: pageTitle }) : t('app.siteTitle');
}

/** Sets the tab title for a route (the prerendered HTML already carries the same title). */
export function useDocumentTitle(pageTitle?: string): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle, locale]);
}
