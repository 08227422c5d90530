import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { Particles } from '@/components/layout/Particles';
import { links, ROUTES } from '@/config/links';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useAppReady } from '@/hooks/useAppReady';
import { useT } from '@/i18n/useT';
import { preloadAccountPanels } from '@/features/staking/components/LazyAccountPanels';
import { usePreloadWhileWalletInUse } from '@/hooks/usePreloadWhileWalletInUse';
import { StakingHistory } from '@/features/history/components/LazyHistory';

// The staking section (and the viem code it reads the chain with) loads after the first view.
const StakingSection = lazy(async () => ({
  default: (await import('@/features/staking/components/StakingSection')).StakingSection,
}));

export function HomePage() {
  const { t } = useT();
  useDocumentTitle();
  const ready = useAppReady();
  const stakingFallback = <Spinner label={t('home.loadingStaking')} size="medium" />;
  usePreloadWhileWalletInUse(preloadAccountPanels);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <Particles />
        <div className="hero__content">
          <h1 id="hero-title">{t('app.name')}</h1>
          <p className="hero__tagline">{t('home.tagline')}</p>
          <div className="hero__actions">
            <Link className="button button--primary" to={ROUTES.mint}>
              {t('nav.mint')}
            </Link>
            <ExternalLink className="button" href={links.docs}>
              {t('home.readDocs')}
            </ExternalLink>
          </div>
        </div>
      </section>
      {ready ? (
        <Suspense fallback={stakingFallback}>
          <StakingSection history={(slot) => <StakingHistory {...slot} />} />
        </Suspense>
      ) : (
        stakingFallback
      )}
    </>
  );
}
