import { NavLink } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { links, ROUTES } from '@/config/links';
import { useT } from '@/i18n/useT';

interface NavLinksProps {
  /** Called after a link is followed (the drawer closes on it). */
  onNavigate?: () => void;
  className: string;
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
        <ExternalLink className="nav-pill" href={links.characterProject} onClick={onNavigate}>
          {t('nav.bearProject')}
        </ExternalLink>
      </li>
    </ul>
  );
}
