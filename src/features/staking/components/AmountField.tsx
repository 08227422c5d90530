import '../accountMessages';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { formatToken } from '@/features/onchain/format';
import type { IntentView } from '@/features/onchain/hooks/useIntent';
import { localizeDecimal } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { formatAmountInput, type ParsedAmount } from '../amountInput';

/**
 * A write form's typed text and whether it counts as touched; `submit` sends and, once the write
 * is confirmed, empties the form.
 */
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

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  /** Read by screen readers only: the row already shows what the field is for. */
  hiddenLabel?: boolean;
  className: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string;
  /** The unit after the input, and what follows it (Max). */
  unit: ReactNode;
  unitClassName: string;
  children?: ReactNode;
}

/** A labelled decimal input with its unit: an amount, or a rate in percent. */
export function TextField(props: TextFieldProps) {
  const { id, label, hiddenLabel, className, unit, unitClassName, children } = props;
  return (
    <>
      <label className={hiddenLabel ? 'visually-hidden' : undefined} htmlFor={id}>
        {label}
      </label>
      <div className={className}>
        <input
          id={id}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder={props.placeholder}
          value={props.value}
          aria-invalid={props.invalid}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        <span className={unitClassName}>{unit}</span>
        {children}
      </div>
    </>
  );
}

/** Where the amount field stands: the stake form, or the owner's console. */
const CLASSES = {
  stake: {
    field: 'stake-form__amount',
    unit: 'stake-form__symbol',
    hint: 'stake-form__hint',
    error: 'stake-form__error',
  },
  owner: {
    field: 'owner-field',
    unit: 'owner-field__unit',
    hint: 'owner-setting__hint',
    error: 'owner-setting__error',
  },
} as const;

interface AmountFieldProps {
  form: ReturnType<typeof useFormText>;
  label: string;
  place: keyof typeof CLASSES;
  token: { symbol: string; decimals: number };
  balance: bigint;
  parsed: ParsedAmount;
  showError: boolean;
  /** The id of a line that also describes the field, beside the balance. */
  describedBy?: string;
}

/** An amount of the token, with Max, the wallet's balance under it and, when shown, why it is refused. */
export function AmountField({
  form,
  label,
  place,
  token,
  balance,
  parsed,
  showError,
  describedBy,
}: AmountFieldProps) {
  const { t } = useT();
  const { ids } = form;
  const classes = CLASSES[place];
  const errorId = `${ids}-error`;
  return (
    <>
      <TextField
        id={`${ids}-amount`}
        name="amount"
        label={label}
        className={classes.field}
        placeholder={localizeDecimal('0.0')}
        value={form.text}
        onChange={form.setText}
        onBlur={() => form.setTouched(true)}
        invalid={showError}
        describedBy={[`${ids}-balance`, describedBy ?? (showError ? errorId : '')]
          .filter(Boolean)
          .join(' ')}
        unit={token.symbol}
        unitClassName={classes.unit}
      >
        <Button
          variant="ghost"
          onClick={() => form.setText(formatAmountInput(balance, token.decimals))}
          disabled={balance === 0n}
        >
          {t('staking.max')}
        </Button>
      </TextField>
      <p id={`${ids}-balance`} className={classes.hint}>
        {t('staking.balance', { amount: formatToken(balance, token, TOKEN_FRACTION_DIGITS) })}
      </p>
      {showError && !parsed.ok && (
        <p id={errorId} className={classes.error} role="alert">
          {parsed.message}
        </p>
      )}
    </>
  );
}
