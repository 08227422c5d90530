import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { links, ROUTES } from '@/config/links';
import { ConnectButton } from '@/features/connection/components/ConnectButton';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';
import { Drawer } from './Drawer';
import { NavLinks } from './NavLinks';

const DRAWER_ID = 'nav-drawer';

/**
 * The fixed header: logo, the links (pills on wide screens, a drawer below 768 px) and the
 * wallet button. Until the app is ready the wallet's place holds an inert placeholder the size of
 * 'Connect Wallet': a returning visitor never sees it before 'Reconnecting…', nothing moves.
 */
export function Header() {
  const { t } = useT();
  const { pathname } = useLocation();
  const ready = useAppReady();
  // The drawer is open for the page it was opened on: any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const drawerOpen = openOnPath === pathname;

  const closeDrawer = useCallback(() => setOpenOnPath(null), []);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className={drawerOpen ? 'menu-button menu-button--open' : 'menu-button'}
          aria-label={drawerOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setOpenOnPath(drawerOpen ? null : pathname)}
        >
          <span className="menu-button__bar" aria-hidden="true" />
          <span className="menu-button__bar" aria-hidden="true" />
          <span className="menu-button__bar" aria-hidden="true" />
        </button>
        <Link to={ROUTES.home} className="site-header__logo">
          <img src={links.logo} alt={t('shell.logoAlt')} width={40} height={40} />
        </Link>
        <nav aria-label={t('shell.mainNav')} className="site-header__nav">
          <NavLinks className="nav-pills" />
        </nav>
        <div className="site-header__wallet" data-focus-scope>
          {ready ? (
            <ConnectButton />
          ) : (
            <span
              className="button button--primary wallet-pending"
              aria-busy="true"
              data-testid="wallet-pending"
            >
              <span className="visually-hidden">{t('wallet.loadingStatus')}</span>
            </span>
          )}
        </div>
      </div>
      <Drawer id={DRAWER_ID} open={drawerOpen} label={t('shell.menu')} onClose={closeDrawer}>
        <nav aria-label={t('shell.menuLinks')}>
          <NavLinks className="drawer-links" onNavigate={closeDrawer} />
        </nav>
      </Drawer>
    </header>
  );
}
