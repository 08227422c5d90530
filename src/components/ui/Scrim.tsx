export function Scrim(props: { className: string; testId: string; onClose: () => void }) {
  const { className, testId, onClose } = props;
  return <div className={className} data-testid={testId} onClick={onClose} aria-hidden="true" />;
}
