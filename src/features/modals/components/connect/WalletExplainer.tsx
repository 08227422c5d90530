import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

/** A fact about wallets: a short title and its explanation. */
export type WalletFact = readonly [title: string, text: string];

interface WalletExplainerProps {
  facts: readonly WalletFact[];
  className?: string;
  onGetWallet: () => void;
  /** Further actions after Get a Wallet. */
  children?: ReactNode;
}

/** 'What is a Wallet?': facts (the intro's short ones, the learn step's longer ones), then Get a Wallet. */
export function WalletExplainer({ facts, className, onGetWallet, children }: WalletExplainerProps) {
  return (
    <div className={className ? `connect-panel ${className}` : 'connect-panel'}>
      <h3 className="connect-panel__title">What is a Wallet?</h3>
      <ul className="connect-facts">
        {facts.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onGetWallet}>
          Get a Wallet
        </Button>
        {children}
      </div>
    </div>
  );
}
