import { ExternalLink } from '@/components/ui/ExternalLink';
import { links } from '@/config/links';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';
import { LanguageMenu } from './LanguageMenu';

/** The project's notices, as the specification lists them (catalogue keys). */
export const FOOTER_NOTICES = [
  'footer.noticeTrademarks',
  'footer.noticeCopyright',
  'footer.noticePatent',
  'footer.noticeDesign',
] as const satisfies readonly MessageKey[];

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
