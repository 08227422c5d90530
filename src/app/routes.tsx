import type { RouteObject } from 'react-router-dom';
import { AppShell } from '@/components/layout/AppShell';
import { HomePage } from '@/pages/HomePage';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { ROUTES } from '@/config/links';
import { t } from '@/i18n/runtime';

function RouteLoading() {
  return <p className="route-loading">{t('common.loading')}</p>;
}

/** The route table, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <AppShell />,
    // Shown only while a lazily loaded route is fetched on the very first navigation.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: ROUTES.mint.slice(1),
        lazy: async () => ({ Component: (await import('@/pages/MintPage')).MintPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
