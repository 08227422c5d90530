import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Scrim } from '@/components/ui/Scrim';
import { links, ROUTES } from '@/config/links';
import { ConnectButton } from '@/features/connection/components/ConnectButton';
import { useAppReady } from '@/hooks/useAppReady';
import { useFocusTrap } from '@/hooks/useFocusTrap';
import { useT } from '@/i18n/useT';

const DRAWER_ID = 'nav-drawer';

const pillClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-pill nav-pill--active' : 'nav-pill';

/** The in-app pills, then the character project (new tab); `onNavigate` closes the drawer. */
function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const { t } = useT();
  return (
    <ul className={className}>
      {(['home', 'mint'] as const).map((page) => (
        <li key={page}>
          <NavLink
            to={ROUTES[page]}
            end={page === 'home'}
            className={pillClass}
            onClick={onNavigate}
          >
            {t(`nav.${page}`)}
          </NavLink>
        </li>
      ))}
      <li>
        <ExternalLink className="nav-pill" href={links.characterProject} onClick={onNavigate}>
          {t('nav.bearProject')}
        </ExternalLink>
      </li>
    </ul>
  );
}

// Logo, links (pills, a drawer below 768 px), wallet button. Until ready, an inert placeholder the
// size of 'Connect Wallet' (a returning visitor never sees it before 'Reconnecting…'; no shift).
export function Header() {
  const { t } = useT();
  const { pathname } = useLocation();
  const ready = useAppReady();
  // The drawer is open for the page it was opened on: any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const drawerOpen = openOnPath === pathname;

  const closeDrawer = useCallback(() => setOpenOnPath(null), []);
  const drawerPanel = useRef<HTMLDivElement>(null);
  useFocusTrap(drawerPanel, drawerOpen, closeDrawer);

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
          {[1, 2, 3].map((bar) => (
            <span key={bar} className="menu-button__bar" aria-hidden="true" />
          ))}
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
      <div className={drawerOpen ? 'drawer drawer--open' : 'drawer'} inert={!drawerOpen}>
        <Scrim className="drawer__scrim" testId="drawer-scrim" onClose={closeDrawer} />
        <div
          id={DRAWER_ID}
          ref={drawerPanel}
          className="drawer__panel"
          role="dialog"
          aria-modal="true"
          aria-label={t('shell.menu')}
        >
          <nav aria-label={t('shell.menuLinks')}>
            <NavLinks className="drawer-links" onNavigate={closeDrawer} />
          </nav>
        </div>
      </div>
    </header>
  );
}
