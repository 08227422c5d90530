/** A rate typed in percent ("7,25 %") read exactly as basis points, at most MAX_APR_BPS. */
import '../messages';
import '../ownerMessages';
import { BPS_PER_PERCENT } from '@/config/constants';
import { formatApr } from '@/features/onchain/format';
import { t } from '@/i18n/runtime';
import { readDecimal } from '../amountInput';

type AprInputError = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooHigh';

type ParsedApr =
  { ok: true; aprBps: number } | { ok: false; error: AprInputError; message: string };

const MESSAGE_KEYS = {
  empty: 'stakingOwner.aprEmpty',
  invalid: 'stakingOwner.aprInvalid',
  tooManyDecimals: 'stakingOwner.aprTooPrecise',
} as const;

function refuse(error: AprInputError, maxAprBps: number): ParsedApr {
  const message =
    error === 'tooHigh'
      ? t('stakingOwner.aprTooHigh', { max: formatApr(maxAprBps) })
      : t(MESSAGE_KEYS[error]);
  return { ok: false, error, message };
}

export function parseAprInput(text: string, maxAprBps: number): ParsedApr {
  const value = readDecimal(text.trim().replace(/\s*%$/, ''), Math.log10(BPS_PER_PERCENT));
  if (typeof value === 'string') return refuse(value, maxAprBps);
  if (value > BigInt(maxAprBps)) return refuse('tooHigh', maxAprBps);
  return { ok: true, aprBps: Number(value) };
}
