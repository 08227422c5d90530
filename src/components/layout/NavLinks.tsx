import { NavLink } from 'react-router-dom';
import { links, ROUTES } from '@/config/links';
import { useT } from '@/i18n/useT';

interface NavLinksProps {
  /** Called after a link is followed (the drawer closes on it). */
  onNavigate?: () => void;
  className?: string;
}

/** The header's links: Home, Mint your bear, and the character project (new tab). */
export function NavLinks({ onNavigate, className }: NavLinksProps) {
  const { t } = useT();
  const pillClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav-pill nav-pill--active' : 'nav-pill';
  return (
    <ul className={className}>
      <li>
        <NavLink to={ROUTES.home} end className={pillClass} onClick={onNavigate}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.mint} className={pillClass} onClick={onNavigate}>
          {t('nav.mint')}
        </NavLink>
      </li>
      <li>
        <a
          className="nav-pill"
          href={links.characterProject}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
        >
          {t('nav.bearProject')}
          <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      </li>
    </ul>
  );
}
