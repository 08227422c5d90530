import { useEffect } from 'react';

export const SITE_TITLE = "Bear Hub — a DeFi experience for the Bear project's tokens";

/** The tab title of a route: "<page> · Bear Hub", or the site title alone for home. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · Bear Hub` : SITE_TITLE;
}

/** Sets the tab title for a route (the prerendered HTML already carries the same title). */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
