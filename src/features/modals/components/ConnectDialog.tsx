import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { IconButton } from '@/components/ui/IconButton';
import { Spinner } from '@/components/ui/Spinner';
import { WalletIcon, type WalletIconSource } from '@/components/ui/WalletIcon';
import { RECENT_WALLETS_MAX } from '@/config/constants';
import { links } from '@/config/links';
import { selectConnection } from '@/features/connection/selectors';
import { selectWalletEntries } from '@/features/wallets/selectors';
import { useIsCompactLayout } from '@/hooks/useMediaQuery';
import type { MessageKey } from '@/i18n/messages/en';
import { enConnect } from '@/i18n/messages/en.connect';
import { registerEnglish } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { connectCancelled, connectErrorCleared, connectRequested } from '@/wallet/connectionSlice';
import type { WalletEntry, WalletMetadata } from '@/wallet/types';
import { modalClosed } from '../slice';

// The connect dialog's English words come with its chunk.
registerEnglish(enConnect);

// The QR code drawing is its own chunk, fetched only for WalletConnect-based wallets.
const WalletConnectQr = lazy(() =>
  import('./connect/WalletConnectQr').then((module) => ({ default: module.WalletConnectQr })),
);

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

const GROUP_TITLES = { installed: 'connect.installed', popular: 'connect.popular' } as const;

/** The catalogue keys of a fact's short title and its explanation. */
const FACTS = {
  intro: [
    ['connect.factHomeTitle', 'connect.factHomeShort'],
    ['connect.factLoginTitle', 'connect.factLoginShort'],
  ],
  learn: [
    ['connect.factHomeTitle', 'connect.factHomeLong'],
    ['connect.factLoginTitle', 'connect.factLoginLong'],
    ['connect.factKeysTitle', 'connect.factKeysLong'],
  ],
} as const satisfies Record<string, readonly (readonly [MessageKey, MessageKey])[]>;

const canDownload = (entry: WalletEntry) =>
  entry.metadata !== undefined && Object.keys(entry.metadata.downloadUrls).length > 0;

/** A side panel of the connect dialog: the wallet's icon (when given), a title, its content. */
function Panel({
  wallet,
  title,
  className,
  children,
}: {
  wallet?: WalletIconSource;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `connect-panel ${className}` : 'connect-panel'}>
      {wallet && <WalletIcon wallet={wallet} size="large" />}
      <h3 className="connect-panel__title">{title}</h3>
      {children}
    </div>
  );
}

/** 'Connect a Wallet': the list beside the steps' panel; below compact, a sheet with one step. */
export function ConnectDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const compact = useIsCompactLayout();
  const entries = useAppSelector(selectWalletEntries);
  const { status, connectorId, error, recentConnectorIds, walletConnectUri } =
    useAppSelector(selectConnection);
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
  const close = () => {
    // Closing while the wallet is asked counts as the visitor saying no.
    if (status === 'connecting') dispatch(connectCancelled());
    if (error) dispatch(connectErrorCleared());
    dispatch(modalClosed());
  };

  /** Get a Wallet, and Learn More (`learn`) if asked for. */
  const getOrLearn = (learn: boolean) => (
    <>
      <Button variant="primary" onClick={() => go('get')}>
        {t('connect.getWallet')}
      </Button>
      {learn && (
        <Button variant="ghost" onClick={() => go('learn')}>
          {t('connect.learnMore')}
        </Button>
      )}
    </>
  );

  /** 'What is a Wallet?': short facts with Learn More (`intro`), or step 'learn''s longer ones. */
  const explainer = (intro: boolean) => (
    <Panel title={t('connect.whatIsWallet')} className={intro ? 'connect-panel--intro' : undefined}>
      <ul className="connect-facts">
        {FACTS[intro ? 'intro' : 'learn'].map(([title, text]) => (
          <li key={title}>
            <strong>{t(title)}</strong>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <div className="connect-panel__actions">{getOrLearn(intro)}</div>
    </Panel>
  );

  /** The wallet's own setup steps, then connect (mobile) or reload to let the extension in. */
  const instructions = (
    wallet: WalletMetadata,
    kind: 'mobile' | 'extension',
    onDone: () => void,
  ) => (
    <Panel
      title={t(kind === 'mobile' ? 'connect.setupMobile' : 'connect.setupExtension', {
        wallet: wallet.name,
      })}
    >
      <ol className="setup-steps">
        {(wallet.setup[kind] ?? []).map(({ step: name }) => (
          <li key={name} className="setup-steps__item">
            <strong>
              {t(`setup.${kind}.${name}.title` as MessageKey, { wallet: wallet.name })}
            </strong>
            <p>{t(`setup.${kind}.${name}.description` as MessageKey, { wallet: wallet.name })}</p>
          </li>
        ))}
      </ol>
      <Button variant="primary" onClick={onDone}>
        {kind === 'mobile' ? t('connect.connect') : t('connect.refresh')}
      </Button>
    </Panel>
  );

  const metadata = selected?.metadata;
  const panel = (() => {
    switch (step) {
      case 'learn':
        return explainer(false);
      case 'get':
        return (
          <Panel title={t('connect.getWallet')}>
            <ul className="get-list">
              {entries.filter(canDownload).map((entry) => (
                <li key={entry.id} className="get-list__item">
                  <WalletIcon wallet={entry} />
                  <span className="get-list__name">{entry.name}</span>
                  <Button
                    aria-label={t('connect.getNamed', { wallet: entry.name })}
                    onClick={() => {
                      setSelected(entry);
                      go('downloadOptions');
                    }}
                  >
                    {t('connect.get')}
                  </Button>
                </li>
              ))}
            </ul>
          </Panel>
        );
      case 'connect': {
        if (!selected) return null;
        const walletError = error && connectorId === selected.id ? error : null;
        // WalletConnect itself, or a WalletConnect-based wallet not installed here; an error
        // (e.g. no project id) hides it.
        const viaWalletConnect =
          metadata?.usesWalletConnect === true &&
          (selected.id === 'walletConnect' || !selected.installed) &&
          walletError === null;
        return (
          <Panel
            wallet={selected}
            title={t('connect.opening', { wallet: selected.name })}
            className="connect-panel--connecting"
          >
            {walletError ? (
              <p role="alert" className="connect-panel__error">
                {walletError.message}
              </p>
            ) : (
              <p className="connect-panel__hint">
                <Spinner /> {t('connect.confirmIn', { wallet: selected.name })}
              </p>
            )}
            {viaWalletConnect && (
              <Suspense fallback={<Spinner label={t('connect.loadingQr')} />}>
                <WalletConnectQr
                  walletName={selected.name}
                  uri={walletConnectUri}
                  compact={compact}
                  deepLinkPrefix={metadata?.mobileDeepLinkPrefix}
                />
              </Suspense>
            )}
            <div className="connect-panel__actions">
              <Button
                variant="primary"
                onClick={() => dispatch(connectRequested({ connectorId: selected.id }))}
              >
                {t('common.retry')}
              </Button>
              {!selected.installed && canDownload(selected) && (
                <Button variant="ghost" onClick={() => go('downloadOptions')}>
                  {t('connect.getNamed', { wallet: selected.name })}
                </Button>
              )}
            </div>
          </Panel>
        );
      }
      case 'downloadOptions': {
        if (!metadata) return null;
        const urls = metadata.downloadUrls;
        const extensionUrl = urls.chrome ?? urls.browserExtension ?? urls.firefox;
        const hasMobile = Boolean(urls.ios || urls.android || urls.qrCode);
        const named = { wallet: metadata.name };
        return (
          <Panel wallet={metadata} title={t('connect.getNamed', named)}>
            <ul className="download-options">
              {extensionUrl && (
                <li>
                  <strong>{t('connect.forBrowser', named)}</strong>
                  <p>{t('connect.forBrowserHint', named)}</p>
                  <ExternalLink
                    className="button button--primary"
                    href={extensionUrl}
                    onClick={() => go('extensionInstructions')}
                  >
                    {t('connect.addToBrowser')}
                  </ExternalLink>
                </li>
              )}
              {hasMobile && (
                <li>
                  <strong>{t('connect.forMobile', named)}</strong>
                  <p>{t('connect.forMobileHint')}</p>
                  <Button variant="primary" onClick={() => go('download')}>
                    {t('connect.getApp')}
                  </Button>
                </li>
              )}
              {urls.desktop && (
                <li>
                  <strong>{t('connect.forDesktop', named)}</strong>
                  <ExternalLink className="button" href={urls.desktop}>
                    {t('connect.downloadDesktop')}
                  </ExternalLink>
                </li>
              )}
              {!extensionUrl && !hasMobile && !urls.desktop && urls.download && (
                <li>
                  <ExternalLink className="button button--primary" href={urls.download}>
                    {t('connect.visitSite', named)}
                  </ExternalLink>
                </li>
              )}
            </ul>
          </Panel>
        );
      }
      case 'download': {
        if (!metadata) return null;
        const { ios, android, qrCode, download } = metadata.downloadUrls;
        return (
          <Panel wallet={metadata} title={t('connect.install', { wallet: metadata.name })}>
            <p className="connect-panel__hint">{t('connect.installHint')}</p>
            <div className="connect-panel__actions">
              {ios && (
                <ExternalLink className="button" href={ios}>
                  {t('connect.appStore')}
                </ExternalLink>
              )}
              {android && (
                <ExternalLink className="button" href={android}>
                  {t('connect.googlePlay')}
                </ExternalLink>
              )}
              {!ios && !android && (qrCode ?? download) && (
                <ExternalLink className="button" href={qrCode ?? download}>
                  {t('connect.downloadPage')}
                </ExternalLink>
              )}
            </div>
            <Button variant="primary" onClick={() => go('mobileInstructions')}>
              {t('common.continue')}
            </Button>
          </Panel>
        );
      }
      case 'mobileInstructions':
        return metadata && selected
          ? instructions(metadata, 'mobile', () => connect(selected))
          : null;
      case 'extensionInstructions':
        return metadata
          ? instructions(metadata, 'extension', () => window.location.reload())
          : null;
      case 'none':
        return compact ? null : explainer(true);
    }
  })();

  const selectedId = step === 'connect' ? (selected?.id ?? null) : null;
  // 'Installed' (EIP-6963, not among the seven) first, then 'Popular'.
  const groups = (['installed', 'popular'] as const)
    .map((group) => ({ group, items: entries.filter((entry) => entry.group === group) }))
    .filter(({ items }) => items.length > 0);
  return (
    <Dialog
      title={t('connect.title')}
      onClose={close}
      className="connect-dialog"
      headerStart={
        step !== 'none' ? (
          <IconButton
            label={t('common.back')}
            className="dialog__back"
            onClick={back}
            icon="back"
          />
        ) : null
      }
    >
      <div className={`connect-dialog__body connect-dialog__body--${step}`} data-step={step}>
        {(!compact || step === 'none') && (
          <div className="connect-dialog__list">
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
                          onClick={() => connect(entry)}
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
          </div>
        )}
        {panel && <div className="connect-dialog__panel">{panel}</div>}
        {compact && step === 'none' && (
          <div className="connect-dialog__footer">
            <p>{t('connect.newToWallets')}</p>
            {getOrLearn(true)}
          </div>
        )}
      </div>
      {/* Asks the visitor to connect only on the official site, and links to it. */}
      <p className="connect-disclaimer">
        {t('connect.disclaimerBefore')}{' '}
        <ExternalLink href={links.officialHub} dir="ltr">
          {new URL(links.officialHub).host}
        </ExternalLink>
        {t('connect.disclaimerAfter')}
      </p>
    </Dialog>
  );
}
