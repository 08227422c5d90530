import '../../connectMessages';
import { Button } from '@/components/ui/Button';
import type { MessageKey } from '@/i18n/messages/en';
import type { WalletMetadata, WalletSetupStep } from '@/wallet/types';
import { useT } from '@/i18n/useT';

interface InstructionsPanelProps {
  wallet: WalletMetadata;
  kind: 'mobile' | 'extension';
  /** Mobile: go on to connect; extension: reload to let the new extension in. */
  onDone: () => void;
}

/** Steps 'mobile instructions' and 'extension instructions': the wallet's own setup steps. */
export function InstructionsPanel({ wallet, kind, onDone }: InstructionsPanelProps) {
  const { t } = useT();
  const steps: WalletSetupStep[] = wallet.setup[kind] ?? [];
  return (
    <div className="connect-panel">
      <h3 className="connect-panel__title">
        {kind === 'mobile'
          ? t('connect.setupMobile', { wallet: wallet.name })
          : t('connect.setupExtension', { wallet: wallet.name })}
      </h3>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.step} className="setup-steps__item">
            <strong>
              {t(`setup.${kind}.${step.step}.title` as MessageKey, { wallet: wallet.name })}
            </strong>
            <p>
              {t(`setup.${kind}.${step.step}.description` as MessageKey, { wallet: wallet.name })}
            </p>
          </li>
        ))}
      </ol>
      <Button variant="primary" onClick={onDone}>
        {kind === 'mobile' ? t('connect.connect') : t('connect.refresh')}
      </Button>
    </div>
  );
}
