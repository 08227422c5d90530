import { links } from '@/config/links';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';
import { LanguageMenu } from './LanguageMenu';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The project's notices, as the specification lists them (catalogue keys). */
export const FOOTER_NOTICES = [
  'footer.noticeTrademarks',
  'footer.noticeCopyright',
  'footer.noticePatent',
  'footer.noticeDesign',
] as const satisfies readonly MessageKey[];

export function Footer() {
  const { t } = useT();
  const newTab = <span className="visually-hidden">{t('common.opensInNewTab')}</span>;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.projectSites')} className="site-footer__links">
        <a href={links.groupHome} {...EXTERNAL}>
          {t('footer.groupHome')}
          {newTab}
        </a>
        <a href={links.technologiesHome} {...EXTERNAL}>
          {t('footer.technologies')}
          {newTab}
        </a>
        <a href={links.docs} {...EXTERNAL}>
          {t('footer.documentation')}
          {newTab}
        </a>
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
