import '../messages';
import { MINT_QUANTITY_MIN } from '@/config/constants';
import { clampQuantity } from '../mintLimits';
import { formatInteger } from '@/features/onchain/format';
import { useT } from '@/i18n/useT';

interface QuantityFieldProps {
  value: string;
  max: number;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** − / + and a numeric input, kept within 1..max (what this account may still mint). */
export function QuantityField({ value, max, disabled, onChange }: QuantityFieldProps) {
  const { t } = useT();
  const current = Number(value || '0');
  const step = (delta: number) =>
    onChange(
      clampQuantity(String(Math.max(current + delta, MINT_QUANTITY_MIN)), max, MINT_QUANTITY_MIN),
    );
  return (
    <div className="quantity-field">
      <label htmlFor="mint-quantity">{t('mint.quantity')}</label>
      <div className="quantity-field__controls">
        <button
          type="button"
          className="quantity-field__step"
          aria-label={t('mint.decrease')}
          disabled={disabled || current <= MINT_QUANTITY_MIN}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id="mint-quantity"
          className="quantity-field__input"
          type="number"
          inputMode="numeric"
          min={MINT_QUANTITY_MIN}
          max={Math.max(max, MINT_QUANTITY_MIN)}
          step={1}
          value={value}
          disabled={disabled}
          aria-describedby="mint-quantity-hint"
          onChange={(event) => onChange(clampQuantity(event.target.value, max, MINT_QUANTITY_MIN))}
        />
        <button
          type="button"
          className="quantity-field__step"
          aria-label={t('mint.increase')}
          disabled={disabled || current >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <p id="mint-quantity-hint" className="quantity-field__hint">
        {max > 0 ? t('mint.upTo', { max: formatInteger(max) }) : t('mint.nothingLeft')}
      </p>
    </div>
  );
}
