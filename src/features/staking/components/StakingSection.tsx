import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { CLAIMABLE_TICK_MS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { Fact } from '@/components/ui/Fact';
import { selectTotalDeposited, selectTotalLock } from '@/features/hub/selectors';
import { formatApr, formatToken } from '@/features/onchain/format';
import { switchChainRequested } from '@/wallet/connectionSlice';
import { modalOpened } from '@/features/modals/slice';
import { useChainClock } from '@/features/onchain/hooks/useChainClock';
import { useDeferredArrival } from '@/features/onchain/hooks/useDeferredArrival';
import { WALLET_ERROR_MESSAGES } from '@/wallet/errors';
import { formatLockDuration } from '../amounts';
import { STAKING_MESSAGES } from '../errors';
import {
  isStakingOwner,
  sameReadArgs,
  selectStakingReadArgs,
  selectStakingTarget,
} from '../selectors';
import { useGetStakingDashboardQuery, type StakingDashboard } from '../stakingApi';
import { PositionPanel, StakeForm, StakingList, StakingOwnerConsole } from './LazyAccountPanels';
import { useT } from '@/i18n/useT';

/** The pool: its totals from the application state; the reward pool and tiers from the read. */
function StakingStats({ dashboard }: { dashboard: StakingDashboard }) {
  const { t } = useT();
  const totalDeposited = useAppSelector(selectTotalDeposited);
  const totalLock = useAppSelector(selectTotalLock);
  const amount = (value: string | null) =>
    value === null ? '…' : formatToken(value, dashboard.token, TOKEN_FRACTION_DIGITS);
  return (
    <section className="staking-card staking-stats" aria-labelledby="staking-stats-title">
      <h3 id="staking-stats-title">{t('staking.pool')}</h3>
      <dl className="staking-stats__list">
        <Fact label={t('staking.totalDeposited')}>{amount(totalDeposited)}</Fact>
        <Fact label={t('staking.totalLocked')}>{amount(totalLock)}</Fact>
        <Fact label={t('staking.rewardPool')}>{amount(dashboard.stats.rewardPool)}</Fact>
      </dl>
      <h4>{t('staking.aprPerPeriod')}</h4>
      <dl className="staking-stats__tiers">
        {dashboard.tiers.map((tier) => (
          <Fact key={tier.id} label={formatLockDuration(tier.lockDuration)}>
            {formatApr(tier.aprBps)}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/**
 * The home page's staking hub: pool stats for everyone; a connected account's position, stake
 * form and list. `history` is drawn under it (history depends on staking, never the reverse).
 */
export function StakingSection(props: {
  history?: (slot: { dashboard: StakingDashboard; ready: boolean; chainNowS: number }) => ReactNode;
}) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const target = useAppSelector(selectStakingTarget);
  const readArgs = useAppSelector(selectStakingReadArgs);
  const connectedChainId = useAppSelector((state) => state.connection.chain?.id);
  const query = useGetStakingDashboardQuery(readArgs ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // The pool's figures stay while another account's read is on its way; the account's own parts
  // wait for the read of this account on this chain.
  const dashboard = useDeferredArrival(query.currentData ?? query.data);
  const ownRead = dashboard !== undefined && sameReadArgs(readArgs, dashboard);
  const chainNowS = useChainClock(
    { blockTimeS: dashboard?.timestamp, receivedAtMs: query.fulfilledTimeStamp },
    CLAIMABLE_TICK_MS,
  );
  const { availability } = target;

  // The owner's console follows the section, outside it: the section is every visitor's.
  return (
    <>
      <section className="staking" aria-labelledby="staking-title">
        <header className="staking__header">
          <h2 id="staking-title">{t('staking.title')}</h2>
          <p>{t('staking.intro')}</p>
        </header>

        {availability === 'notDeployed' && (
          <p className="staking__notice" role="status">
            {STAKING_MESSAGES.notDeployedAnywhere}
          </p>
        )}

        {availability === 'wrongNetwork' && (
          <div className="staking__notice staking__notice--warning" role="alert">
            <strong>{t('wallet.wrongNetworkLabel')}</strong>
            <p>{WALLET_ERROR_MESSAGES.wrongNetwork}</p>
            <Button variant="primary" onClick={() => dispatch(modalOpened('chain'))}>
              {t('wallet.switchNetwork')}
            </Button>
          </div>
        )}

        {availability === 'notOnThisChain' && (
          <div className="staking__notice staking__notice--warning" role="alert">
            <p>
              {STAKING_MESSAGES.notOnThisChain(
                target.connectedChain?.name ??
                  t('staking.chainNumber', { id: connectedChainId ?? '' }),
              )}{' '}
              {STAKING_MESSAGES.switchTo}
            </p>
            <ul className="staking__chains">
              {target.chains.map((chain) => (
                <li key={chain.id}>
                  <Button onClick={() => dispatch(switchChainRequested({ chainId: chain.id }))}>
                    {t('staking.switchTo', { chain: chain.name })}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {query.isError && (
          <div className="staking__notice staking__notice--error" role="alert">
            <p>{STAKING_MESSAGES.readFailed}</p>
            <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t('common.retry')}
            </Button>
          </div>
        )}

        {readArgs && !dashboard && !query.isError && (
          <Spinner label={t('staking.loadingData')} size="medium" />
        )}

        {dashboard && (
          <div className="staking__grid">
            <StakingStats dashboard={dashboard} />
            {availability === 'visitor' && (
              <section
                className="staking-card staking-cta"
                aria-label={t('staking.connectToStakeLabel')}
              >
                <p>{STAKING_MESSAGES.connectToStake}</p>
                <Button variant="primary" onClick={() => dispatch(modalOpened('connect'))}>
                  {t('wallet.connect')}
                </Button>
              </section>
            )}
            {availability === 'ready' &&
              (ownRead ? (
                <>
                  <PositionPanel dashboard={dashboard} chainNowS={chainNowS} />
                  <StakeForm dashboard={dashboard} chainNowS={chainNowS} />
                  <StakingList dashboard={dashboard} chainNowS={chainNowS} />
                </>
              ) : (
                <Spinner label={t('staking.loadingData')} size="medium" />
              ))}
          </div>
        )}
        {dashboard &&
          props.history?.({ dashboard, ready: availability === 'ready' && ownRead, chainNowS })}
      </section>
      {availability === 'ready' && dashboard && isStakingOwner(dashboard) && (
        <StakingOwnerConsole dashboard={dashboard} />
      )}
    </>
  );
}
