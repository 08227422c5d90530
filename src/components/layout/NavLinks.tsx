import { NavLink } from 'react-router-dom';
import { links, ROUTES } from '@/config/links';

interface NavLinksProps {
  /** Called after a link is followed (the drawer closes on it). */
  onNavigate?: () => void;
  className?: string;
}

/** The header's links: Home, Mint your bear, and the character project (new tab). */
export function NavLinks({ onNavigate, className }: NavLinksProps) {
  const pillClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav-pill nav-pill--active' : 'nav-pill';
  return (
    <ul className={className}>
      <li>
        <NavLink to={ROUTES.home} end className={pillClass} onClick={onNavigate}>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.mint} className={pillClass} onClick={onNavigate}>
          Mint your bear
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
          The Bear project
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
