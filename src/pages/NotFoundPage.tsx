import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/links';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
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
