import type { BearToken } from '../types';

interface BearGridProps {
  bears: readonly BearToken[];
  /** Accessible name of the list. */
  label: string;
}

/** Bears with their on-chain images and ids. */
export function BearGrid({ bears, label }: BearGridProps) {
  return (
    <ul className="bear-grid" aria-label={label}>
      {bears.map((bear) => (
        <li key={bear.id} className="bear-card">
          <img className="bear-card__image" src={bear.image} alt={bear.name} width={160} height={160} />
          <span className="bear-card__id">#{bear.id}</span>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders drawn while bears load. */
export function BearGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="bear-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="bear-card bear-card--skeleton">
          <span className="skeleton bear-card__image" />
          <span className="skeleton skeleton--text" />
        </li>
      ))}
    </ul>
  );
}
