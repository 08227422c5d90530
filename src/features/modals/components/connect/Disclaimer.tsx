import { ExternalLink } from '@/components/ui/ExternalLink';
import { links } from '@/config/links';

/** Asks the visitor to connect only on the official site, and links to it. */
export function Disclaimer() {
  return (
    <p className="connect-disclaimer">
      Connect your wallet only on the official website:{' '}
      <ExternalLink href={links.officialHub}>{new URL(links.officialHub).host}</ExternalLink>. Never
      approve requests from copies of this site.
    </p>
  );
}
