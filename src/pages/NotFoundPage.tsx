import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/links';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useT } from '@/i18n/useT';

export function NotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={ROUTES.home}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
