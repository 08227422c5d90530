export function Spinner({ label, size = 'small' }: { label?: string; size?: 'small' | 'medium' }) {
  const spinner = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (!label) return spinner;
  return (
    <span role="status" className="spinner-status">
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
