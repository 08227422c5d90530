interface SpinnerProps {
  /** When given, the spinner is announced (role=status) with this text; else it is decorative. */
  label?: string;
  size?: 'small' | 'medium';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const spinner = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (!label) return spinner;
  return (
    <span role="status" className="spinner-status">
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
