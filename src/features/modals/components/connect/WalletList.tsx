import '../../connectMessages';
import { WalletIcon } from '@/components/ui/WalletIcon';
import type { WalletEntry } from '@/wallet/types';
import { useT } from '@/i18n/useT';

interface WalletListProps {
  entries: readonly WalletEntry[];
  recentIds: readonly string[];
  selectedId: string | null;
  onSelect: (entry: WalletEntry) => void;
}

const GROUP_TITLES = { installed: 'connect.installed', popular: 'connect.popular' } as const;

/** The wallets, 'Installed' (EIP-6963, not among the seven) first, then 'Popular'. */
export function WalletList({ entries, recentIds, selectedId, onSelect }: WalletListProps) {
  const { t } = useT();
  const groups = (['installed', 'popular'] as const)
    .map((group) => ({ group, items: entries.filter((entry) => entry.group === group) }))
    .filter(({ items }) => items.length > 0);
  return (
    <div className="wallet-list">
      {groups.map(({ group, items }) => (
        <section
          key={group}
          className="wallet-list__group"
          aria-labelledby={`wallet-group-${group}`}
        >
          <h3 id={`wallet-group-${group}`} className="wallet-list__title">
            {t(GROUP_TITLES[group])}
          </h3>
          <ul className="wallet-list__items">
            {items.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={`wallet-option${entry.id === selectedId ? ' wallet-option--selected' : ''}`}
                  aria-pressed={entry.id === selectedId}
                  onClick={() => onSelect(entry)}
                >
                  <WalletIcon wallet={entry} />
                  <span className="wallet-option__name">{entry.name}</span>
                  {recentIds.includes(entry.id) && (
                    <span className="wallet-option__tag">
                      <span className="visually-hidden">, </span>
                      {t('connect.recent')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
