import { useMemo } from 'react';
import { encode } from 'uqr';
import { CopyButton } from '@/components/ui/CopyButton';
import { Spinner } from '@/components/ui/Spinner';
import { useT } from '@/i18n/useT';

/** One SVG path for all dark modules: small and crisp at any size. */
function qrPath(uri: string): { path: string; size: number } {
  const { data, size } = encode(uri, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, size };
}

/**
 * The WalletConnect pairing: on desktop a QR code to scan with the phone and Copy to clipboard;
 * on phones a link that opens the wallet app directly.
 */
export function WalletConnectQr({
  walletName,
  uri,
  compact,
  deepLinkPrefix,
}: {
  walletName: string;
  uri: string | null;
  compact: boolean;
  /** Opens the wallet app with the URI (phones); plain `wc:` URIs otherwise. */
  deepLinkPrefix: string | undefined;
}) {
  const { t } = useT();
  const qr = useMemo(() => (uri ? qrPath(uri) : null), [uri]);
  if (!uri || !qr) return <Spinner label={t('connect.preparingQr')} />;
  if (compact) {
    const href = deepLinkPrefix ? `${deepLinkPrefix}${encodeURIComponent(uri)}` : uri;
    return (
      <a className="button button--primary" href={href}>
        {t('connect.openWallet', { wallet: walletName })}
      </a>
    );
  }
  return (
    <div className="walletconnect-qr">
      <svg
        className="walletconnect-qr__code"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('connect.qrLabel', { wallet: walletName })}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#ffffff" />
        <path d={qr.path} fill="#000000" />
      </svg>
      <CopyButton text={uri} label={t('connect.copyToClipboard')} />
    </div>
  );
}
