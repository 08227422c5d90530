/** A rate typed in percent ("7,25 %") read exactly as basis points, at most MAX_APR_BPS. */
import '../messages';
import '../ownerMessages';
import { BPS_PER_PERCENT } from '@/config/constants';
import { formatApr } from '@/features/onchain/format';
import { t } from '@/i18n/runtime';

type AprInputError = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooHigh';

type ParsedApr =
  { ok: true; aprBps: number } | { ok: false; error: AprInputError; message: string };

const PERCENT = /^(\d*)(?:\.(\d*))?$/;
const PERCENT_DECIMALS = Math.log10(BPS_PER_PERCENT);

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
  const normalized = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (normalized === '') return refuse('empty', maxAprBps);
  const match = PERCENT.exec(normalized);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return refuse('invalid', maxAprBps);
  if (fraction.length > PERCENT_DECIMALS) return refuse('tooManyDecimals', maxAprBps);
  const aprBps =
    Number(whole || '0') * BPS_PER_PERCENT + Number(fraction.padEnd(PERCENT_DECIMALS, '0'));
  if (!Number.isSafeInteger(aprBps) || aprBps > maxAprBps) return refuse('tooHigh', maxAprBps);
  return { ok: true, aprBps };
}
