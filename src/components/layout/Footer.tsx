import { useId, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { links } from '@/config/links';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@/i18n/locales';
import type { MessageKey } from '@/i18n/messages/en';
import { activateLocale } from '@/i18n/runtime';
import { useLocale } from '@/i18n/useLocale';
import { useT } from '@/i18n/useT';

/** The project's notices, as the specification lists them (catalogue keys). */
export const FOOTER_NOTICES = [
  'footer.noticeTrademarks',
  'footer.noticeCopyright',
  'footer.noticePatent',
  'footer.noticeDesign',
] as const satisfies readonly MessageKey[];

// Languages in their own names; a choice applies once its catalogue is in, and is remembered.
function LanguageMenu() {
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

export function Footer() {
  const { t } = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.projectSites')} className="site-footer__links">
        <ExternalLink href={links.groupHome}>{t('footer.groupHome')}</ExternalLink>
        <ExternalLink href={links.technologiesHome}>{t('footer.technologies')}</ExternalLink>
        <ExternalLink href={links.docs}>{t('footer.documentation')}</ExternalLink>
      </nav>
      <LanguageMenu />
      <ul className="site-footer__notices" aria-label={t('footer.notices')}>
        {FOOTER_NOTICES.map((notice) => (
          <li key={notice}>{t(notice)}</li>
        ))}
      </ul>
    </footer>
  );
}
