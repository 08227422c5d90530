import '../../connectMessages';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { links } from '@/config/links';
import { useT } from '@/i18n/useT';

/** Asks the visitor to connect only on the official site, and links to it. */
export function Disclaimer() {
  const { t } = useT();
  return (
    <p className="connect-disclaimer">
      {t('connect.disclaimerBefore')}{' '}
      <ExternalLink href={links.officialHub} dir="ltr">
        {new URL(links.officialHub).host}
      </ExternalLink>
      {t('connect.disclaimerAfter')}
    </p>
  );
}
