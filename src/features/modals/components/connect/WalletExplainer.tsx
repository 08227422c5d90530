import '../../connectMessages';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';

/** A fact about wallets: the catalogue keys of a short title and its explanation. */
export type WalletFact = readonly [title: MessageKey, text: MessageKey];

interface WalletExplainerProps {
  facts: readonly WalletFact[];
  className?: string;
  onGetWallet: () => void;
  /** Further actions after Get a Wallet. */
  children?: ReactNode;
}

/** 'What is a Wallet?': facts (the intro's short ones, the learn step's longer ones), then Get a Wallet. */
export function WalletExplainer({ facts, className, onGetWallet, children }: WalletExplainerProps) {
  const { t } = useT();
  return (
    <div className={className ? `connect-panel ${className}` : 'connect-panel'}>
      <h3 className="connect-panel__title">{t('connect.whatIsWallet')}</h3>
      <ul className="connect-facts">
        {facts.map(([title, text]) => (
          <li key={title}>
            <strong>{t(title)}</strong>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onGetWallet}>
          {t('connect.getWallet')}
        </Button>
        {children}
      </div>
    </div>
  );
}
