import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { links, ROUTES } from '@/config/links';
import { Drawer } from './Drawer';
import { MenuButton } from './MenuButton';
import { NavLinks } from './NavLinks';
import { WalletSlot } from './WalletSlot';
import { useT } from '@/i18n/useT';

const DRAWER_ID = 'nav-drawer';

/**
 * The fixed header: logo, the links (pills on wide screens, a drawer below 768 px) and the
 * wallet button.
 */
export function Header() {
  const { t } = useT();
  const { pathname } = useLocation();
  // The drawer is open for the page it was opened on: any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const drawerOpen = openOnPath === pathname;

  const closeDrawer = useCallback(() => setOpenOnPath(null), []);
  const toggleDrawer = () => setOpenOnPath(drawerOpen ? null : pathname);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <MenuButton open={drawerOpen} controls={DRAWER_ID} onToggle={toggleDrawer} />
        <Link to={ROUTES.home} className="site-header__logo">
          <img src={links.logo} alt={t('shell.logoAlt')} width={40} height={40} />
        </Link>
        <nav aria-label={t('shell.mainNav')} className="site-header__nav">
          <NavLinks className="nav-pills" />
        </nav>
        <div className="site-header__wallet" data-focus-scope>
          <WalletSlot />
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
