import '../messages';
import '../accountMessages';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import { REWARD_FRACTION_DIGITS, TOKEN_FRACTION_DIGITS } from '@/config/constants';
import { selectReward, selectStakingList } from '@/features/hub/selectors';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatToken } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { watchAsset } from '@/wallet/walletActions';
import { claimableAt } from '../projection';
import { STAKING_WRITE_MESSAGES } from '../accountErrors';
import { stakingIntentContext } from '../previewWords';
import { claimAllIntent, STAKING_FLOWS } from '../intents';
import type { AccountPanelProps } from './accountPanels';
import { useT } from '@/i18n/useT';

/** The visitor's balance, rewards growing live, Claim all and Add token to wallet. */
export function PositionPanel({ dashboard, context, chainNowS }: AccountPanelProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const positions = useAppSelector(selectStakingList);
  const reward = useAppSelector(selectReward);
  const [watchResult, setWatchResult] = useState<string | null>(null);
  const { token } = dashboard;

  // The chain's total at the read, growing locally with each position until the next read.
  const liveClaimable = positions.reduce(
    (sum, position) => sum + claimableAt(position, chainNowS),
    0n,
  );
  const shown = liveClaimable > BigInt(reward ?? '0') ? liveClaimable : BigInt(reward ?? '0');
  const claimAll = useIntent(
    positions.length > 0 && shown > 0n
      ? claimAllIntent(context, positions, dashboard.token.address)
      : null,
    stakingIntentContext(dashboard),
  );

  const addToken = async () => {
    const result = await dispatch(
      watchAsset({ address: token.address, symbol: token.symbol, decimals: token.decimals }),
    );
    setWatchResult(
      watchAsset.fulfilled.match(result) && result.payload
        ? STAKING_WRITE_MESSAGES.tokenAdded
        : STAKING_WRITE_MESSAGES.tokenNotAdded,
    );
  };

  return (
    <section className="staking-card staking-position" aria-labelledby="staking-position-title">
      <h3 id="staking-position-title">{t('staking.yourPosition')}</h3>
      <dl className="staking-stats__list">
        <Fact label={t('staking.walletBalance')}>
          {formatToken(dashboard.balance, token, TOKEN_FRACTION_DIGITS)}
        </Fact>
        <Fact
          label={t('staking.claimableRewards')}
          className="staking-position__claimable"
          data-testid="claimable-total"
        >
          {formatToken(shown, token, REWARD_FRACTION_DIGITS)}
        </Fact>
      </dl>
      <div className="staking-position__actions">
        <Button
          variant="primary"
          disabled={claimAll.disabled || positions.length === 0}
          onClick={() => void claimAll.send()}
        >
          {t('staking.claimAll')}
        </Button>
        <Button onClick={() => void addToken()}>
          {t('staking.addToken', { symbol: token.symbol })}
        </Button>
      </div>
      <WritePreview {...claimAll.preview} label={t('staking.claimAll')} />
      <WriteStatus flowId={STAKING_FLOWS.claimAll} label={t('staking.claimAll')} />
      {watchResult && (
        <p className="staking-position__note" role="status">
          {watchResult}
        </p>
      )}
    </section>
  );
}
