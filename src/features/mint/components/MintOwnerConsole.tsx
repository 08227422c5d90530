import '../messages';
import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { Fact } from '@/components/ui/Fact';
import { shortAddress } from '@/features/connection/format';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import { useIntents, type IntentView } from '@/features/onchain/hooks/useIntent';
import { useT } from '@/i18n/useT';
import { bearCount } from '../format';
import { saleSwitchIntent, withdrawIntent } from '../intents';
import { AllowlistSetting } from './AllowlistSetting';
import { saleEffect, withdrawEffect } from './ownerEffects';
import {
  ownerIntentContext,
  OwnerSetting,
  OwnerStatus,
  OwnerWrite,
  type OwnerSettingProps,
} from './OwnerSetting';
import { SaleStartSetting } from './SaleStartSetting';

/**
 * The collection owner's console on /mint: the public sale's switch and start time, the allowlist
 * phase, the price and limits, and the proceeds. Each control says first what visitors will see
 * after it, and writes through the one write flow, as a visitor's mint does. Times are the
 * chain's (the read's block time).
 *
 * Each write changes only the setting its control names (one setter each in the contract): an
 * owner's transaction may wait for a Safe's other owners while others land before it, and a
 * write that re-sent values read earlier would undo them.
 */
export function MintOwnerConsole(props: OwnerSettingProps) {
  const { chain, collection, owner } = props;
  const { t } = useT();
  const nowS = collection.blockTime;
  const currency = chain.nativeCurrency;
  const proceeds = BigInt(collection.proceeds);
  const opening = !collection.saleActive;
  const switchLabel = opening ? t('mintOwner.openSale') : t('mintOwner.closeSale');
  // Both buttons' fees and previews: one request per refresh.
  const [sale, withdraw] = useIntents(
    [
      saleSwitchIntent(chain, opening, switchLabel),
      proceeds > 0n ? withdrawIntent(chain, owner, proceeds, currency) : null,
    ],
    ownerIntentContext(props),
  ) as [IntentView, IntentView];

  return (
    <section className="owner-console mint-owner-console" aria-labelledby="mint-owner-title">
      <header className="owner-console__header">
        <p className="owner-console__badge">{t('mintOwner.onlyYou')}</p>
        <h2 id="mint-owner-title">{t('mintOwner.title')}</h2>
        <p>{t('mintOwner.intro', { address: shortAddress(owner) })}</p>
      </header>
      <div className="owner-console__settings">
        <OwnerSetting
          title={t('mintOwner.saleTitle')}
          action="saleSwitch"
          about={
            <>
              <OwnerStatus on={collection.saleActive}>
                {collection.saleActive ? t('mintOwner.saleOn') : t('mintOwner.saleOff')}
              </OwnerStatus>
              {collection.saleActive && collection.saleStartsAt > nowS && (
                <p className="owner-setting__hint">
                  {t('mintOwner.saleScheduled', { date: formatDateTime(collection.saleStartsAt) })}
                </p>
              )}
            </>
          }
        >
          <OwnerWrite
            action="saleSwitch"
            write={sale}
            status={t('mintOwner.saleStatus')}
            variant={opening ? 'primary' : 'secondary'}
            label={switchLabel}
            effect={saleEffect(
              collection,
              { saleActive: opening, saleStartsAt: collection.saleStartsAt },
              nowS,
              currency,
            )}
          />
        </OwnerSetting>

        <SaleStartSetting {...props} />

        <AllowlistSetting {...props} />

        <OwnerSetting title={t('mintOwner.termsTitle')} about={<p>{t('mintOwner.termsAbout')}</p>}>
          <dl className="owner-setting__body owner-facts">
            <Fact label={t('mintOwner.publicPrice')}>
              {formatNative(BigInt(collection.price), currency)}
            </Fact>
            <Fact label={t('mintOwner.publicLimit')}>
              {bearCount(BigInt(collection.walletLimit))}
            </Fact>
            <Fact label={t('mintOwner.allowlistPrice')}>
              {formatNative(BigInt(collection.allowlistPrice), currency)}
            </Fact>
            <Fact label={t('mintOwner.allowlistLimit')}>
              {bearCount(BigInt(collection.allowlistWalletLimit))}
            </Fact>
          </dl>
        </OwnerSetting>

        <OwnerSetting
          title={t('mintOwner.proceedsTitle')}
          action="withdraw"
          about={
            <p className="owner-setting__figure" data-testid="mint-proceeds">
              {formatNative(proceeds, currency)}
            </p>
          }
        >
          <OwnerWrite
            action="withdraw"
            write={withdraw}
            status={t('mintOwner.withdrawStatus')}
            label={t('mintOwner.withdraw')}
            effect={withdrawEffect(proceeds, shortAddress(owner), currency)}
          />
        </OwnerSetting>
      </div>
    </section>
  );
}
