import { useId, type ReactNode } from 'react';

interface HistoryCardProps {
  title: string;
  /** Beside the heading (the export button). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One history part: a region named by its heading. */
export function HistoryCard({ title, actions, children, className }: HistoryCardProps) {
  const id = useId();
  return (
    <section className={`history-card ${className ?? ''}`} aria-labelledby={id}>
      <div className="history-card__header">
        <h3 id={id}>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
