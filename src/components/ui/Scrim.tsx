interface ScrimProps {
  className: string;
  testId: string;
  /** A click beside the panel closes it. */
  onClose: () => void;
}

/** The layer behind a dialog or drawer panel: hidden from assistive technology, closes on click. */
export function Scrim({ className, testId, onClose }: ScrimProps) {
  return <div className={className} data-testid={testId} onClick={onClose} aria-hidden="true" />;
}
