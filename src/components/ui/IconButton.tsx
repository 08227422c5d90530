/** The icons' strokes on a 14 × 14 grid: × closes, ‹ goes back. */
const ICON_PATHS = { close: 'M1 1l12 12M13 1L1 13', back: 'M9 1L3 7l6 6' };

export function IconButton(props: {
  label: string;
  className: string;
  onClick: () => void;
  icon: keyof typeof ICON_PATHS;
}) {
  const { label, className, onClick, icon } = props;
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path
          d={ICON_PATHS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
