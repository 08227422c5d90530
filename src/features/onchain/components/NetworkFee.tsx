import { localized, t } from '@/i18n/runtime';
import { formatTokenAmount } from '../format';
import type { NetworkFeeView } from '../hooks/useIntent';

/** Fraction digits of a fee: enough for a few gwei-priced transactions. */
const FEE_FRACTION_DIGITS = 8;

export const NETWORK_FEE_MESSAGES = localized(
  { estimating: 'fee.estimating', failed: 'fee.failed' },
  {
    fee: (amount: string, symbol: string) => t('fee.about', { amount, symbol }),
    tiny: (amount: string, symbol: string) => t('fee.below', { amount, symbol }),
  },
);

/** "Network fee: ~0.00021 ETH", or null when there is nothing to say (nothing to estimate). */
export function networkFeeText(
  view: NetworkFeeView,
  currency: { symbol: string; decimals: number },
): string | null {
  if (view.fee) {
    const fee = BigInt(view.fee.fee);
    const shown = formatTokenAmount(fee, currency.decimals, FEE_FRACTION_DIGITS);
    // A fee below the last digit still costs something: never show a bare zero.
    return fee > 0n && shown === '0'
      ? NETWORK_FEE_MESSAGES.tiny(
          formatTokenAmount(1n, FEE_FRACTION_DIGITS, FEE_FRACTION_DIGITS),
          currency.symbol,
        )
      : NETWORK_FEE_MESSAGES.fee(shown, currency.symbol);
  }
  if (view.failed) return NETWORK_FEE_MESSAGES.failed;
  if (view.loading) return NETWORK_FEE_MESSAGES.estimating;
  return null;
}
