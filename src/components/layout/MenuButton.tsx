import { useT } from '@/i18n/useT';

interface MenuButtonProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** The three-bar button of the compact layout; the same button opens and closes the drawer. */
export function MenuButton({ open, controls, onToggle }: MenuButtonProps) {
  const { t } = useT();
  return (
    <button
      type="button"
      className={open ? 'menu-button menu-button--open' : 'menu-button'}
      aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="menu-button__bar" aria-hidden="true" />
      <span className="menu-button__bar" aria-hidden="true" />
      <span className="menu-button__bar" aria-hidden="true" />
    </button>
  );
}
