import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BackIcon } from '@/components/ui/BackIcon';
import { IconButton } from '@/components/ui/IconButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { RECENT_WALLETS_MAX } from '@/config/constants';
import { selectConnection } from '@/features/connection/selectors';
import { connectCancelled, connectErrorCleared, connectRequested } from '@/wallet/connectionSlice';
import { selectWalletEntries } from '@/features/wallets/selectors';
import { useIsCompactLayout } from '@/hooks/useMediaQuery';
import type { WalletEntry } from '@/wallet/types';
import { modalClosed } from '../slice';
import {
  ConnectingPanel,
  Disclaimer,
  DownloadOptionsPanel,
  DownloadPanel,
  GetPanel,
  InstructionsPanel,
  WalletExplainer,
  WalletList,
} from './connect/panels';
import { useT } from '@/i18n/useT';

/** The connect dialog's steps (specification, section 4). */
type ConnectStep =
  | 'none'
  | 'learn'
  | 'get'
  | 'connect'
  | 'downloadOptions'
  | 'download'
  | 'mobileInstructions'
  | 'extensionInstructions';

/**
 * 'Connect a Wallet': the wallet list beside a panel that walks through the steps; below the
 * compact breakpoint a bottom sheet showing one of them at a time.
 */
export function ConnectDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const compact = useIsCompactLayout();
  const entries = useAppSelector(selectWalletEntries);
  const { status, connectorId, error, recentConnectorIds } = useAppSelector(selectConnection);
  const recentIds = recentConnectorIds.slice(0, RECENT_WALLETS_MAX);

  const [history, setHistory] = useState<ConnectStep[]>(['none']);
  const [selected, setSelected] = useState<WalletEntry | null>(null);
  const step = history[history.length - 1] ?? 'none';

  const go = (next: ConnectStep) => setHistory((previous) => [...previous, next]);
  const back = () =>
    setHistory((previous) => (previous.length > 1 ? previous.slice(0, -1) : previous));

  const connect = (entry: WalletEntry) => {
    setSelected(entry);
    setHistory(['none', 'connect']);
    dispatch(connectRequested({ connectorId: entry.id }));
  };
  const getWallet = (entry: WalletEntry) => {
    setSelected(entry);
    go('downloadOptions');
  };
  const close = () => {
    // Closing while the wallet is asked counts as the visitor saying no.
    if (status === 'connecting') dispatch(connectCancelled());
    if (error) dispatch(connectErrorCleared());
    dispatch(modalClosed());
  };

  const metadata = selected?.metadata;
  const panel = (() => {
    switch (step) {
      case 'learn':
        return <WalletExplainer onGetWallet={() => go('get')} />;
      case 'get':
        return <GetPanel entries={entries} onGet={getWallet} />;
      case 'connect':
        return selected ? (
          <ConnectingPanel
            wallet={selected}
            error={error && connectorId === selected.id ? error : null}
            onRetry={() => dispatch(connectRequested({ connectorId: selected.id }))}
            onGetWallet={() => go('downloadOptions')}
          />
        ) : null;
      case 'downloadOptions':
        return metadata ? (
          <DownloadOptionsPanel
            wallet={metadata}
            onExtension={() => go('extensionInstructions')}
            onMobile={() => go('download')}
          />
        ) : null;
      case 'download':
        return metadata ? (
          <DownloadPanel wallet={metadata} onContinue={() => go('mobileInstructions')} />
        ) : null;
      case 'mobileInstructions':
        return metadata && selected ? (
          <InstructionsPanel wallet={metadata} kind="mobile" onDone={() => connect(selected)} />
        ) : null;
      case 'extensionInstructions':
        return metadata ? (
          <InstructionsPanel
            wallet={metadata}
            kind="extension"
            onDone={() => window.location.reload()}
          />
        ) : null;
      case 'none':
        return compact ? null : (
          <WalletExplainer onGetWallet={() => go('get')} onLearnMore={() => go('learn')} />
        );
    }
  })();

  const showList = !compact || step === 'none';
  return (
    <Dialog
      title={t('connect.title')}
      onClose={close}
      className="connect-dialog"
      headerStart={
        step !== 'none' ? (
          <IconButton label={t('common.back')} className="dialog__back" onClick={back}>
            <BackIcon />
          </IconButton>
        ) : null
      }
    >
      <div className={`connect-dialog__body connect-dialog__body--${step}`} data-step={step}>
        {showList && (
          <div className="connect-dialog__list">
            <WalletList
              entries={entries}
              recentIds={recentIds}
              selectedId={step === 'connect' ? (selected?.id ?? null) : null}
              onSelect={connect}
            />
          </div>
        )}
        {panel && <div className="connect-dialog__panel">{panel}</div>}
        {compact && step === 'none' && (
          <div className="connect-dialog__footer">
            <p>{t('connect.newToWallets')}</p>
            <Button variant="primary" onClick={() => go('get')}>
              {t('connect.getWallet')}
            </Button>
            <Button variant="ghost" onClick={() => go('learn')}>
              {t('connect.learnMore')}
            </Button>
          </div>
        )}
      </div>
      <Disclaimer />
    </Dialog>
  );
}
