import '../messages';
import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { useId } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Fact } from '@/components/ui/Fact';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { contractAddress } from '@/features/onchain/addresses';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import { useIntents, type IntentView } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { useT } from '@/i18n/useT';
import { bearCount } from '../format';
import { mintPreviewWords } from '../previewWords';
import { OWNER_FLOW_IDS, saleSwitchIntent, withdrawIntent } from '../intents';
import type { MintCollection } from '../types';
import { AllowlistSetting } from './AllowlistSetting';
import { saleEffect, withdrawEffect } from './ownerEffects';
import { pendingBearAdmin } from './ownerPending';
import { SaleStartSetting } from './SaleStartSetting';

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
  const ids = useId();
  const nowS = collection.blockTime;
  const currency = chain.nativeCurrency;
  const queued = useAppSelector(selectPendingSafeTransactions);
  const words = mintPreviewWords(chain, contractAddress('bearNft', chain.id));

  const price = BigInt(collection.price);
  const walletLimit = BigInt(collection.walletLimit);
  const proceeds = BigInt(collection.proceeds);
  const opening = !collection.saleActive;
  const switchLabel = opening ? t('mintOwner.openSale') : t('mintOwner.closeSale');
  const scheduled = collection.saleActive && collection.saleStartsAt > nowS;
  // What each button's write changes, with its fee: one request per refresh for both.
  const [sale, withdraw] = useIntents(
    [
      saleSwitchIntent(chain, opening, switchLabel),
      proceeds > 0n ? withdrawIntent(chain, owner, proceeds, currency) : null,
    ],
    { chainId: chain.id, account: owner, words: () => words },
  ) as [IntentView, IntentView];

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
            <WritePreview {...sale.preview} label={t('mintOwner.saleStatus')} />
            <Button
              variant={opening ? 'primary' : 'secondary'}
              disabled={sale.disabled}
              aria-describedby={`${ids}-sale-effect`}
              onClick={() => void sale.send()}
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
          pending={pendingBearAdmin(queued, 'saleStart')}
          account={owner}
          words={words}
        />

        <AllowlistSetting
          chain={chain}
          collection={collection}
          nowS={nowS}
          pending={pendingBearAdmin(queued, 'allowlist')}
          account={owner}
          words={words}
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
              <WritePreview {...withdraw.preview} label={t('mintOwner.withdrawStatus')} />
            )}
            <Button
              disabled={withdraw.disabled || proceeds === 0n}
              aria-describedby={`${ids}-proceeds-effect`}
              onClick={() => void withdraw.send()}
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
