import type { AnchorHTMLAttributes } from 'react';
import { useT } from '@/i18n/useT';

export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useT();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
