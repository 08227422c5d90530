import { Link } from 'react-router-dom';
import { Particles } from '@/components/layout/Particles';
import { links, ROUTES } from '@/config/links';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <Particles />
        <div className="hero__content">
          <h1 id="hero-title">Bear Hub</h1>
          <p className="hero__tagline">
            A DeFi experience for the Bear project&rsquo;s tokens: connect your wallet, mint a bear,
            stake your tokens and watch the rewards grow.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary" to={ROUTES.mint}>
              Mint your bear
            </Link>
            <a className="button" href={links.docs} target="_blank" rel="noopener noreferrer">
              Read the docs<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
