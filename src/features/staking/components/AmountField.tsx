import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { formatToken } from '@/features/onchain/format';
import type { IntentView } from '@/features/onchain/hooks/useIntent';
import { localizeDecimal } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { formatAmountInput, type ParsedAmount } from '../amountInput';

/** A write form's text and whether it was touched; its submit empties the form once confirmed. */
export function useFormText() {
  const ids = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const submit =
    (send: IntentView['send'], onConfirmed?: () => void) => async (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if ((await send())?.stage !== 'confirmed') return;
      setText('');
      setTouched(false);
      onConfirmed?.();
    };
  return { ids, text, setText, touched, setTouched, submit };
}

/** A labelled decimal input, its unit and what follows (Max): an amount, or a rate in percent. */
export function TextField(
  props: ComponentProps<'input'> & {
    label: string;
    hiddenLabel?: boolean;
    unit: ReactNode;
    unitClassName: string;
  },
) {
  const { label, hiddenLabel, className, unit, unitClassName, children, ...input } = props;
  return (
    <>
      <label className={hiddenLabel ? 'visually-hidden' : undefined} htmlFor={input.id}>
        {label}
      </label>
      <div className={className}>
        <input type="text" inputMode="decimal" autoComplete="off" dir="ltr" {...input} />
        <span className={unitClassName}>{unit}</span>
        {children}
      </div>
    </>
  );
}

/** The field's, unit's, balance's and refusal's classes in the stake form and the owner's console. */
const CLASSES = {
  stake: ['stake-form__amount', 'stake-form__symbol', 'stake-form__hint', 'stake-form__error'],
  owner: ['owner-field', 'owner-field__unit', 'owner-setting__hint', 'owner-setting__error'],
} as const;

/** An amount of the token with Max, the wallet's balance under it and why it is refused. */
export function AmountField(props: {
  form: ReturnType<typeof useFormText>;
  label: string;
  place: keyof typeof CLASSES;
  token: { symbol: string; decimals: number };
  balance: bigint;
  parsed: ParsedAmount;
  showError: boolean;
  /** What else describes the field beside the balance (default: the refusal while shown). */
  describedBy?: string;
}) {
  const { form, place, token, balance, parsed, showError } = props;
  const { t } = useT();
  const { ids } = form;
  const [field, unit, hint, error] = CLASSES[place];
  const errorId = `${ids}-error`;
  const describedBy = props.describedBy ?? (showError ? errorId : undefined);
  return (
    <>
      <TextField
        id={`${ids}-amount`}
        name="amount"
        label={props.label}
        className={field}
        placeholder={localizeDecimal('0.0')}
        value={form.text}
        onChange={(event) => form.setText(event.target.value)}
        onBlur={() => form.setTouched(true)}
        aria-invalid={showError}
        aria-describedby={describedBy ? `${ids}-balance ${describedBy}` : `${ids}-balance`}
        unit={token.symbol}
        unitClassName={unit}
      >
        <Button
          variant="ghost"
          onClick={() => form.setText(formatAmountInput(balance, token.decimals))}
          disabled={balance === 0n}
        >
          {t('staking.max')}
        </Button>
      </TextField>
      <p id={`${ids}-balance`} className={hint}>
        {t('staking.balance', { amount: formatToken(balance, token, TOKEN_FRACTION_DIGITS) })}
      </p>
      {showError && !parsed.ok && (
        <p id={errorId} className={error} role="alert">
          {parsed.message}
        </p>
      )}
    </>
  );
}
