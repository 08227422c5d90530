import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@/i18n/locales';
import { activateLocale } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';

/**
 * The footer's language menu: each language under its own name. The choice is applied once its
 * catalogue has arrived (the page never shows a half-translated state) and remembered.
 */
export function LanguageMenu() {
  const { t } = useT();
  const locale = useLocale();
  const id = useId();
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setPending(value);
    void activateLocale(value).finally(() => setPending(null));
  };
  return (
    <div className="language-menu">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={pending ?? locale}
        aria-busy={pending !== null || undefined}
        onChange={(event) => choose(event.target.value)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
