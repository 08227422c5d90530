import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { WalletIcon, type WalletIconSource } from '@/components/ui/WalletIcon';
import { links } from '@/config/links';
import { selectWalletConnectUri } from '@/features/connection/selectors';
import { useIsCompactLayout } from '@/hooks/useMediaQuery';
import type { MessageKey } from '@/i18n/messages/en';
import { enConnect } from '@/i18n/messages/en.connect';
import { registerEnglish } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import type { SerializedWalletError } from '@/wallet/connectionSlice';
import type { WalletEntry, WalletMetadata, WalletSetupStep } from '@/wallet/types';

// The connect dialog's English words come with its chunk.
registerEnglish(enConnect);

// The QR code drawing is its own chunk, fetched only for WalletConnect-based wallets.
const WalletConnectQr = lazy(() =>
  import('./WalletConnectQr').then((module) => ({ default: module.WalletConnectQr })),
);

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

const GROUP_TITLES = { installed: 'connect.installed', popular: 'connect.popular' } as const;

/** The wallets, 'Installed' (EIP-6963, not among the seven) first, then 'Popular'. */
export function WalletList({
  entries,
  recentIds,
  selectedId,
  onSelect,
}: {
  entries: readonly WalletEntry[];
  recentIds: readonly string[];
  selectedId: string | null;
  onSelect: (entry: WalletEntry) => void;
}) {
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

/**
 * 'What is a Wallet?': step 'none' (short facts, Get a Wallet and Learn More) or, without
 * `onLearnMore`, step 'learn' (a little more depth, then Get a Wallet).
 */
export function WalletExplainer({
  onGetWallet,
  onLearnMore,
}: {
  onGetWallet: () => void;
  onLearnMore?: () => void;
}) {
  const { t } = useT();
  return (
    <Panel
      title={t('connect.whatIsWallet')}
      className={onLearnMore ? 'connect-panel--intro' : undefined}
    >
      <ul className="connect-facts">
        {FACTS[onLearnMore ? 'intro' : 'learn'].map(([title, text]) => (
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
        {onLearnMore && (
          <Button variant="ghost" onClick={onLearnMore}>
            {t('connect.learnMore')}
          </Button>
        )}
      </div>
    </Panel>
  );
}

/**
 * Step 'connect': 'Opening <wallet>…', Retry, the catalogue error, and for WalletConnect-based
 * wallets the pairing QR code (a deep link on phones).
 */
export function ConnectingPanel({
  wallet,
  error,
  onRetry,
  onGetWallet,
}: {
  wallet: WalletEntry;
  /** The last connect error of this wallet, if any. */
  error: SerializedWalletError | null;
  onRetry: () => void;
  onGetWallet: () => void;
}) {
  const { t } = useT();
  const walletConnectUri = useAppSelector(selectWalletConnectUri);
  const compact = useIsCompactLayout();
  const metadata = wallet.metadata;
  // The WalletConnect entry itself, or a WalletConnect-based wallet not installed here; an error
  // (e.g. no project id) hides it.
  const viaWalletConnect =
    metadata?.usesWalletConnect === true &&
    (wallet.id === 'walletConnect' || !wallet.installed) &&
    error === null;
  const canDownload = metadata !== undefined && Object.keys(metadata.downloadUrls).length > 0;
  return (
    <Panel
      wallet={wallet}
      title={t('connect.opening', { wallet: wallet.name })}
      className="connect-panel--connecting"
    >
      {error ? (
        <p role="alert" className="connect-panel__error">
          {error.message}
        </p>
      ) : (
        <p className="connect-panel__hint">
          <Spinner /> {t('connect.confirmIn', { wallet: wallet.name })}
        </p>
      )}
      {viaWalletConnect && (
        <Suspense fallback={<Spinner label={t('connect.loadingQr')} />}>
          <WalletConnectQr
            walletName={wallet.name}
            uri={walletConnectUri}
            compact={compact}
            deepLinkPrefix={metadata?.mobileDeepLinkPrefix}
          />
        </Suspense>
      )}
      <div className="connect-panel__actions">
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        {!wallet.installed && canDownload && (
          <Button variant="ghost" onClick={onGetWallet}>
            {t('connect.getNamed', { wallet: wallet.name })}
          </Button>
        )}
      </div>
    </Panel>
  );
}

/** Step 'get': the wallets that can be downloaded, each with a Get button. */
export function GetPanel({
  entries,
  onGet,
}: {
  entries: readonly WalletEntry[];
  onGet: (entry: WalletEntry) => void;
}) {
  const { t } = useT();
  const downloadable = entries.filter(
    (entry) => entry.metadata && Object.keys(entry.metadata.downloadUrls).length > 0,
  );
  return (
    <Panel title={t('connect.getWallet')}>
      <ul className="get-list">
        {downloadable.map((entry) => (
          <li key={entry.id} className="get-list__item">
            <WalletIcon wallet={entry} />
            <span className="get-list__name">{entry.name}</span>
            <Button
              aria-label={t('connect.getNamed', { wallet: entry.name })}
              onClick={() => onGet(entry)}
            >
              {t('connect.get')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Step 'download options': browser extension, mobile app or desktop app, as the wallet offers. */
export function DownloadOptionsPanel({
  wallet,
  onExtension,
  onMobile,
}: {
  wallet: WalletMetadata;
  onExtension: () => void;
  onMobile: () => void;
}) {
  const { t } = useT();
  const urls = wallet.downloadUrls;
  const extensionUrl = urls.chrome ?? urls.browserExtension ?? urls.firefox;
  const hasMobile = Boolean(urls.ios || urls.android || urls.qrCode);
  return (
    <Panel wallet={wallet} title={t('connect.getNamed', { wallet: wallet.name })}>
      <ul className="download-options">
        {extensionUrl && (
          <li>
            <strong>{t('connect.forBrowser', { wallet: wallet.name })}</strong>
            <p>{t('connect.forBrowserHint', { wallet: wallet.name })}</p>
            <ExternalLink
              className="button button--primary"
              href={extensionUrl}
              onClick={onExtension}
            >
              {t('connect.addToBrowser')}
            </ExternalLink>
          </li>
        )}
        {hasMobile && (
          <li>
            <strong>{t('connect.forMobile', { wallet: wallet.name })}</strong>
            <p>{t('connect.forMobileHint')}</p>
            <Button variant="primary" onClick={onMobile}>
              {t('connect.getApp')}
            </Button>
          </li>
        )}
        {urls.desktop && (
          <li>
            <strong>{t('connect.forDesktop', { wallet: wallet.name })}</strong>
            <ExternalLink className="button" href={urls.desktop}>
              {t('connect.downloadDesktop')}
            </ExternalLink>
          </li>
        )}
        {!extensionUrl && !hasMobile && !urls.desktop && urls.download && (
          <li>
            <ExternalLink className="button button--primary" href={urls.download}>
              {t('connect.visitSite', { wallet: wallet.name })}
            </ExternalLink>
          </li>
        )}
      </ul>
    </Panel>
  );
}

/** Step 'download': the app stores, then Continue to the setup steps. */
export function DownloadPanel({
  wallet,
  onContinue,
}: {
  wallet: WalletMetadata;
  onContinue: () => void;
}) {
  const { t } = useT();
  const { ios, android, qrCode, download } = wallet.downloadUrls;
  return (
    <Panel wallet={wallet} title={t('connect.install', { wallet: wallet.name })}>
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
      <Button variant="primary" onClick={onContinue}>
        {t('common.continue')}
      </Button>
    </Panel>
  );
}

/**
 * Steps 'mobile instructions' and 'extension instructions': the wallet's own setup steps, then
 * connect (mobile) or reload to let the new extension in.
 */
export function InstructionsPanel({
  wallet,
  kind,
  onDone,
}: {
  wallet: WalletMetadata;
  kind: 'mobile' | 'extension';
  onDone: () => void;
}) {
  const { t } = useT();
  const steps: WalletSetupStep[] = wallet.setup[kind] ?? [];
  const title =
    kind === 'mobile'
      ? t('connect.setupMobile', { wallet: wallet.name })
      : t('connect.setupExtension', { wallet: wallet.name });
  return (
    <Panel title={title}>
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
    </Panel>
  );
}

/** Asks the visitor to connect only on the official site, and links to it. */
export function Disclaimer() {
  const { t } = useT();
  return (
    <p className="connect-disclaimer">
      {t('connect.disclaimerBefore')}{' '}
      <ExternalLink href={links.officialHub} dir="ltr">
        {new URL(links.officialHub).host}
      </ExternalLink>
      {t('connect.disclaimerAfter')}
    </p>
  );
}
