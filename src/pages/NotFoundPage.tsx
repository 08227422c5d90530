import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/links';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PAGE_TITLES } from './titles';

export function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link className="button button--primary" to={ROUTES.home}>
        Back to the home page
      </Link>
    </section>
  );
}
