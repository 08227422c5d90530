import '../messages';
import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { contractAddress } from '@/features/onchain/addresses';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { contractCall } from '@/features/onchain/contracts';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import { useNetworkFees } from '@/features/onchain/hooks/useNetworkFees';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import type { PreviewExpectation } from '@/features/onchain/preview';
import { previewSequenceOf } from '@/features/onchain/previewPlan';
import { expectationOf } from '@/features/onchain/previewText';
import { describeWith } from '@/features/onchain/reverts';
import { callPlan, type WritePlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { useT } from '@/i18n/useT';
import { mintReverts } from '../reverts';
import { bearCount } from '../format';
import { mintPreviewWords } from '../previewWords';
import type { MintCollection } from '../types';
import { AllowlistSetting } from './AllowlistSetting';
import { allowlistPlan } from './allowlistOwnerPlan';
import { saleEffect, withdrawEffect } from './ownerEffects';
import { BEAR_ADMIN_KIND, pendingBearAdmin } from './ownerPending';
import { SaleStartSetting } from './SaleStartSetting';

/** What an owner did to the bear sale, as recorded (kind `bearAdmin`). Stored in browsers: never rename one. */
export type BearAdminAction = 'saleSwitch' | 'saleStart' | 'allowlist' | 'withdraw';

/** Flow ids of the owner's writes (one each, so each has its own status). */
export const OWNER_FLOW_IDS = {
  saleSwitch: 'bear-owner-sale',
  saleStart: 'bear-owner-start',
  allowlist: 'bear-owner-allowlist',
  withdraw: 'bear-owner-withdraw',
} as const satisfies Record<BearAdminAction, string>;

export interface MintOwnerConsoleProps {
  chain: HubChain;
  collection: MintCollection;
  /** The connected owner: the proceeds go to this address. */
  owner: `0x${string}`;
}

/**
 * The collection owner's console on /mint (only the owner's account sees it): the public sale's
 * switch and start time, the allowlist phase, the price and limits as the contract holds them,
 * and the proceeds. Every switch says what visitors will see after it before it is pressed, and
 * every change goes through the one write flow (checked, the wallet, pending, confirmed) and
 * Recent Transactions, as a visitor's mint does. Times are the chain's: the read's block time.
 *
 * Each write changes only the setting its control names (one setter each in the contract): an
 * owner's transaction may wait for a Safe's other owners while others land before it, and a
 * write that re-sent values read earlier would undo them. Actions queued in a Safe show beside
 * the setting they will change until they are executed.
 */
export function MintOwnerConsole({ chain, collection, owner }: MintOwnerConsoleProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const ids = useId();
  const saleBusy = useWriteFlow(OWNER_FLOW_IDS.saleSwitch).busy;
  const withdrawBusy = useWriteFlow(OWNER_FLOW_IDS.withdraw).busy;
  const nowS = collection.blockTime;
  const currency = chain.nativeCurrency;
  const describeRevert = describeWith(mintReverts(currency));
  const queued = useAppSelector(selectPendingSafeTransactions);
  const run = (action: BearAdminAction, plan: WritePlan, expect?: PreviewExpectation) =>
    void dispatch(runWritePlan(OWNER_FLOW_IDS[action], chain.id, plan, { describeRevert, expect }));
  const words = mintPreviewWords(chain, contractAddress('bearNft', chain.id));

  const price = BigInt(collection.price);
  const walletLimit = BigInt(collection.walletLimit);
  const proceeds = BigInt(collection.proceeds);
  const opening = !collection.saleActive;
  const switchLabel = opening ? t('mintOwner.openSale') : t('mintOwner.closeSale');
  const scheduled = collection.saleActive && collection.saleStartsAt > nowS;
  const salePlan = callPlan(contractCall('bearNft', chain.id, 'setSaleActive', [opening]), {
    description: switchLabel,
    intent: { kind: BEAR_ADMIN_KIND, data: { action: 'saleSwitch', active: opening } },
  });
  const withdrawPlan = callPlan(contractCall('bearNft', chain.id, 'withdraw', [owner]), {
    description: t('mintOwner.txnWithdraw', { amount: formatNative(proceeds, currency) }),
    intent: { kind: BEAR_ADMIN_KIND, data: { action: 'withdraw' } },
  });
  // What each button's write changes, with its fee: one request per refresh for both.
  const [saleView, withdrawView] = useNetworkFees(
    [salePlan, proceeds > 0n ? withdrawPlan : null].map(
      (plan) => plan && previewSequenceOf(plan, owner, chain.id).calls,
    ),
    owner,
    chain.id,
    { preview: true },
  );

  return (
    <section className="owner-console mint-owner-console" aria-labelledby="mint-owner-title">
      <header className="owner-console__header">
        <p className="owner-console__badge">{t('mintOwner.onlyYou')}</p>
        <h2 id="mint-owner-title">{t('mintOwner.title')}</h2>
        <p>{t('mintOwner.intro', { address: shortAddress(owner) })}</p>
      </header>
      <div className="owner-console__settings">
        <section className="owner-setting" aria-labelledby={`${ids}-sale`}>
          <div className="owner-setting__about">
            <h3 id={`${ids}-sale`}>{t('mintOwner.saleTitle')}</h3>
            <p>
              <span
                className={`owner-status owner-status--${collection.saleActive ? 'on' : 'off'}`}
              >
                {collection.saleActive ? t('mintOwner.saleOn') : t('mintOwner.saleOff')}
              </span>
            </p>
            {scheduled && (
              <p className="owner-setting__hint">
                {t('mintOwner.saleScheduled', { date: formatDateTime(collection.saleStartsAt) })}
              </p>
            )}
            <PendingSafeActions items={pendingBearAdmin(queued, 'saleSwitch')} />
          </div>
          <div className="owner-setting__body">
            <p className="owner-effect" id={`${ids}-sale-effect`}>
              {saleEffect(
                collection,
                { saleActive: opening, saleStartsAt: collection.saleStartsAt },
                nowS,
                currency,
              )}
            </p>
            <WritePreview
              view={saleView!}
              currency={currency}
              words={words}
              label={t('mintOwner.saleStatus')}
            />
            <Button
              variant={opening ? 'primary' : 'secondary'}
              disabled={saleBusy}
              aria-describedby={`${ids}-sale-effect`}
              onClick={() => run('saleSwitch', salePlan, expectationOf(saleView!, words))}
            >
              {switchLabel}
            </Button>
            <WriteStatus flowId={OWNER_FLOW_IDS.saleSwitch} label={t('mintOwner.saleStatus')} />
          </div>
        </section>

        <SaleStartSetting
          chain={chain}
          collection={collection}
          nowS={nowS}
          flowId={OWNER_FLOW_IDS.saleStart}
          pending={pendingBearAdmin(queued, 'saleStart')}
          account={owner}
          words={words}
          planFor={(startsAt, description) =>
            callPlan(contractCall('bearNft', chain.id, 'setSaleStart', [BigInt(startsAt)]), {
              description,
              intent: { kind: BEAR_ADMIN_KIND, data: { action: 'saleStart', startsAt } },
            })
          }
          onSave={(plan, expect) => run('saleStart', plan, expect)}
        />

        <AllowlistSetting
          chain={chain}
          collection={collection}
          nowS={nowS}
          flowId={OWNER_FLOW_IDS.allowlist}
          pending={pendingBearAdmin(queued, 'allowlist')}
          account={owner}
          words={words}
          planFor={(change) => allowlistPlan(chain.id, change)}
          onSave={(plan, expect) => run('allowlist', plan, expect)}
        />

        <section className="owner-setting" aria-labelledby={`${ids}-terms`}>
          <div className="owner-setting__about">
            <h3 id={`${ids}-terms`}>{t('mintOwner.termsTitle')}</h3>
            <p>{t('mintOwner.termsAbout')}</p>
          </div>
          <dl className="owner-setting__body owner-facts">
            <Fact label={t('mintOwner.publicPrice')}>{formatNative(price, currency)}</Fact>
            <Fact label={t('mintOwner.publicLimit')}>{bearCount(walletLimit)}</Fact>
            <Fact label={t('mintOwner.allowlistPrice')}>
              {formatNative(BigInt(collection.allowlistPrice), currency)}
            </Fact>
            <Fact label={t('mintOwner.allowlistLimit')}>
              {bearCount(BigInt(collection.allowlistWalletLimit))}
            </Fact>
          </dl>
        </section>

        <section className="owner-setting" aria-labelledby={`${ids}-proceeds`}>
          <div className="owner-setting__about">
            <h3 id={`${ids}-proceeds`}>{t('mintOwner.proceedsTitle')}</h3>
            <p className="owner-setting__figure" data-testid="mint-proceeds">
              {formatNative(proceeds, currency)}
            </p>
            <PendingSafeActions items={pendingBearAdmin(queued, 'withdraw')} />
          </div>
          <div className="owner-setting__body">
            <p className="owner-effect" id={`${ids}-proceeds-effect`}>
              {withdrawEffect(proceeds, shortAddress(owner), currency)}
            </p>
            {proceeds > 0n && (
              <WritePreview
                view={withdrawView!}
                currency={currency}
                words={words}
                label={t('mintOwner.withdrawStatus')}
              />
            )}
            <Button
              disabled={withdrawBusy || proceeds === 0n}
              aria-describedby={`${ids}-proceeds-effect`}
              onClick={() => run('withdraw', withdrawPlan, expectationOf(withdrawView!, words))}
            >
              {t('mintOwner.withdraw')}
            </Button>
            <WriteStatus flowId={OWNER_FLOW_IDS.withdraw} label={t('mintOwner.withdrawStatus')} />
          </div>
        </section>
      </div>
    </section>
  );
}
