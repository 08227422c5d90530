import '../previewMessages';
import '../../../../styles/components/_write-preview.scss';
import { useId } from 'react';
import { t as translate } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { formatTokenAmount } from '../format';
import type { IntentView } from '../hooks/useIntent';
import { describeChanges } from '../previewText';

type Shown = IntentView['preview'];

/** Fraction digits of a fee: enough for a few gwei-priced transactions. */
const FEE_FRACTION_DIGITS = 8;

/** "Network fee: ~0.00021 ETH", or null when there is nothing to estimate. */
function networkFeeText({ view, currency }: Pick<Shown, 'view' | 'currency'>): string | null {
  if (view.fee) {
    const fee = BigInt(view.fee.fee);
    const amount = formatTokenAmount(fee, currency.decimals, FEE_FRACTION_DIGITS);
    const { symbol } = currency;
    // A fee below the last digit still costs something: never show a bare zero.
    return fee > 0n && amount === '0'
      ? translate('fee.below', {
          amount: formatTokenAmount(1n, FEE_FRACTION_DIGITS, FEE_FRACTION_DIGITS),
          symbol,
        })
      : translate('fee.about', { amount, symbol });
  }
  if (view.failed) return translate('fee.failed');
  if (view.loading) return translate('fee.estimating');
  return null;
}

/**
 * Before the prompt, what the write will change, then its fee: a labelled group of lines (not a
 * list: a row of a list stays one item) in a polite live region.
 */
export function WritePreview({
  view,
  currency,
  words,
  gap = null,
  label,
  notCovered = false,
}: Omit<Shown, 'gap' | 'notCovered'> &
  Partial<Pick<Shown, 'gap' | 'notCovered'>> & {
    /** Names the write where a form offers several ("Claim"). */
    label?: string;
  }) {
  const { t } = useT();
  const titleId = useId();
  const lines: { text: string; kind: 'change' | 'note' | 'fee' }[] = [];
  const note = (text: string) => lines.push({ text, kind: 'note' });
  const { preview } = view;
  if (preview === null) {
    if (view.updating || view.loading) note(t('preview.simulating'));
  } else if (preview?.status === 'unavailable') note(t('preview.unavailable'));
  else if (preview?.status === 'refused') note(t('preview.refused'));
  else if (preview?.status === 'simulated') {
    const changes = describeChanges(preview, words);
    if (changes.length === 0) note(t('preview.nothingChanges'));
    for (const text of changes) lines.push({ text, kind: 'change' });
    if (gap) note(t(`preview.${gap}`));
  }
  const fee = networkFeeText({ view, currency });
  if (fee) lines.push({ text: fee, kind: 'fee' });
  const short = notCovered && (
    <p className="write-preview__short" role="alert">
      {t('preview.feeNotCovered', { symbol: currency.symbol })}
    </p>
  );
  if (lines.length === 0) return short || null;
  const stale = preview !== undefined && preview !== null && view.updating === true;
  const busy = view.loading || (preview !== undefined && view.updating === true);
  const titled = preview !== undefined;
  return (
    <>
      <div
        className="write-preview"
        data-testid="write-preview"
        aria-live="polite"
        aria-busy={busy}
        {...(titled ? { role: 'group', 'aria-labelledby': titleId } : {})}
      >
        {titled && (
          <p id={titleId} className="write-preview__title">
            {label ? t('preview.titleOf', { label }) : t('preview.title')}
            {stale && <span className="write-preview__updating"> {t('preview.updating')}</span>}
          </p>
        )}
        {lines.map((line) => (
          <p
            key={`${line.kind}:${line.text}`}
            className={`write-preview__line write-preview__${line.kind}`}
            {...(line.kind === 'fee' ? { 'data-testid': 'network-fee' } : {})}
          >
            {line.text}
          </p>
        ))}
      </div>
      {short}
    </>
  );
}
