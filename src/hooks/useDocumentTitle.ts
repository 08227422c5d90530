import { useEffect } from 'react';

export const SITE_TITLE = "Bear Hub — a DeFi experience for the Bear project's tokens";

/** Sets the tab title for a route: "<page> · Bear Hub", or the site title alone for home. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Bear Hub` : SITE_TITLE;
  }, [pageTitle]);
}
