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
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { previewSequenceOf } from '@/features/onchain/previewPlan';
import { expectationOf } from '@/features/onchain/previewText';
import { watchAsset } from '@/wallet/walletActions';
import { claimableAt } from '../amounts';
import { STAKING_WRITE_MESSAGES } from '../accountErrors';
import { useStakingWriteFee } from '../hooks/useStakingWriteFee';
import { stakingPreviewWords } from '../previewWords';
import { claimAllPlan, claimAllRewards, STAKING_FLOWS } from '../stakingActions';
import type { AccountPanelProps } from './accountPanels';
import { useT } from '@/i18n/useT';

/** The visitor's balance, rewards growing live, Claim all and Add token to wallet. */
export function PositionPanel({ dashboard, context, chainNowS }: AccountPanelProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const positions = useAppSelector(selectStakingList);
  const reward = useAppSelector(selectReward);
  const { busy } = useWriteFlow(STAKING_FLOWS.claimAll);
  const [watchResult, setWatchResult] = useState<string | null>(null);
  const { token } = dashboard;

  // The chain's total at the read, growing locally with each position until the next read.
  const liveClaimable = positions.reduce(
    (sum, position) => sum + claimableAt(position, chainNowS),
    0n,
  );
  const shown = liveClaimable > BigInt(reward ?? '0') ? liveClaimable : BigInt(reward ?? '0');
  // The fee and preview of Claim all, while there is something to claim.
  const fee = useStakingWriteFee(
    positions.length > 0 && shown > 0n
      ? previewSequenceOf(claimAllPlan(context), dashboard.account, context.chainId)
      : null,
    dashboard.account,
    context.chainId,
  );
  const words = stakingPreviewWords(dashboard, fee.currency);
  const claimAll = () => void dispatch(claimAllRewards(context, expectationOf(fee.view, words)));

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
          disabled={busy || positions.length === 0 || fee.notCovered}
          onClick={claimAll}
        >
          {t('staking.claimAll')}
        </Button>
        <Button onClick={() => void addToken()}>
          {t('staking.addToken', { symbol: token.symbol })}
        </Button>
      </div>
      <WritePreview
        view={fee.view}
        currency={fee.currency}
        words={words}
        label={t('staking.claimAll')}
      />
      {fee.notCovered && (
        <p className="stake-form__error" role="alert">
          {STAKING_WRITE_MESSAGES.feeNotCovered(fee.currency.symbol)}
        </p>
      )}
      <WriteStatus flowId={STAKING_FLOWS.claimAll} label={t('staking.claimAll')} />
      {watchResult && (
        <p className="staking-position__note" role="status">
          {watchResult}
        </p>
      )}
    </section>
  );
}
