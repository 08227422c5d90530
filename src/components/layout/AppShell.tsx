import { Outlet } from 'react-router-dom';
import { WalletModals } from '@/features/modals/components/WalletModals';
import { Footer } from './Footer';
import { Header } from './Header';
import { useT } from '@/i18n/useT';

export function AppShell() {
  const { t } = useT();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <WalletModals />
    </div>
  );
}
