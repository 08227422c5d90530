import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { links, ROUTES } from '@/config/links';
import { Drawer } from './Drawer';
import { MenuButton } from './MenuButton';
import { NavLinks } from './NavLinks';
import { WalletSlot } from './WalletSlot';

const DRAWER_ID = 'nav-drawer';

/**
 * The fixed header: logo, the links (pills on wide screens, a drawer below 768 px) and the
 * wallet button.
 */
export function Header() {
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
          <img src={links.logo} alt="Bear Hub home" width={40} height={40} />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks className="nav-pills" />
        </nav>
        <div className="site-header__wallet" data-focus-scope>
          <WalletSlot />
        </div>
      </div>
      <Drawer id={DRAWER_ID} open={drawerOpen} label="Menu" onClose={closeDrawer}>
        <nav aria-label="Menu links">
          <NavLinks className="drawer-links" onNavigate={closeDrawer} />
        </nav>
      </Drawer>
    </header>
  );
}
