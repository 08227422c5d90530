import '../messages';
import '../ownerMessages';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import {
  PendingSafeActions,
  type PendingAction,
} from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatDateTime } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import type { PreviewWords } from '@/features/onchain/previewText';
import { useT } from '@/i18n/useT';
import { OWNER_FLOW_IDS, saleStartIntent } from '../intents';
import type { MintCollection } from '../types';
import { OwnerChoice } from './OwnerChoice';
import { saleEffect } from './ownerEffects';
import { fromLocalDateTime, localTimeZone, toLocalDateTime } from './saleSchedule';

interface SaleStartSettingProps {
  chain: HubChain;
  collection: MintCollection;
  nowS: number;
  /** The owner's start-time changes queued in a Safe, not yet executed. */
  pending: readonly PendingAction[];
  /** The connected owner, whose write the preview simulates. */
  account: `0x${string}`;
  words: PreviewWords;
}

type StartMode = 'none' | 'at';

/**
 * When the public sale opens: as soon as its switch is on, or at a date and time picked in the
 * visitor's own time zone (named beside the picker); what visitors will then see; Save.
 */
export function SaleStartSetting({
  chain,
  collection,
  nowS,
  pending,
  account,
  words,
}: SaleStartSettingProps) {
  const { t } = useT();
  const ids = useId();
  const [mode, setMode] = useState<StartMode>(collection.saleStartsAt === 0 ? 'none' : 'at');
  const [moment, setMoment] = useState(() =>
    toLocalDateTime(collection.saleStartsAt === 0 ? nowS : collection.saleStartsAt),
  );
  const zone = localTimeZone();
  const picked = mode === 'none' ? 0 : fromLocalDateTime(moment);
  const unchanged = picked === collection.saleStartsAt;
  const effect =
    picked === null
      ? t('mintOwner.startIncomplete')
      : // While the switch is off the start changes nothing visitors see: say what it will do
        // once the sale is opened.
        saleEffect(
          collection,
          { saleActive: true, saleStartsAt: picked },
          nowS,
          chain.nativeCurrency,
        );
  const effectIntro =
    picked !== null && !collection.saleActive ? `${t('mintOwner.startWhileClosed')} ` : '';
  const save = useIntent(picked === null || unchanged ? null : saleStartIntent(chain, picked), {
    chainId: chain.id,
    account,
    words: () => words,
  });

  return (
    <section className="owner-setting" aria-labelledby={`${ids}-title`}>
      <div className="owner-setting__about">
        <h3 id={`${ids}-title`}>{t('mintOwner.startTitle')}</h3>
        <p>
          {collection.saleStartsAt === 0
            ? t('mintOwner.startNone')
            : t('mintOwner.startNow', { date: formatDateTime(collection.saleStartsAt) })}
        </p>
        <PendingSafeActions items={pending} />
      </div>
      <form
        className="owner-setting__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.send();
        }}
      >
        <fieldset className="owner-choices">
          <legend>{t('mintOwner.startLegend')}</legend>
          <OwnerChoice
            name={`${ids}-mode`}
            value="none"
            checked={mode === 'none'}
            onSelect={() => setMode('none')}
          >
            {t('mintOwner.startModeNone')}
          </OwnerChoice>
          <OwnerChoice
            name={`${ids}-mode`}
            value="at"
            checked={mode === 'at'}
            onSelect={() => setMode('at')}
          >
            {t('mintOwner.startModeAt')}
          </OwnerChoice>
        </fieldset>
        {mode === 'at' && (
          <fieldset className="owner-when" aria-describedby={`${ids}-zone`}>
            <legend className="visually-hidden">{t('mintOwner.startWhen')}</legend>
            <div className="owner-when__part">
              <label htmlFor={`${ids}-date`}>{t('mintOwner.date')}</label>
              <input
                id={`${ids}-date`}
                type="date"
                required
                value={moment.date}
                onChange={(event) => setMoment({ ...moment, date: event.target.value })}
              />
            </div>
            <div className="owner-when__part">
              <label htmlFor={`${ids}-time`}>{t('mintOwner.time')}</label>
              <input
                id={`${ids}-time`}
                type="time"
                required
                value={moment.time}
                onChange={(event) => setMoment({ ...moment, time: event.target.value })}
              />
            </div>
            <p id={`${ids}-zone`} className="owner-when__zone">
              {t('mintOwner.timeZone', zone)}
            </p>
          </fieldset>
        )}
        <p className="owner-effect" id={`${ids}-effect`}>
          {effectIntro}
          {effect}
        </p>
        {save.offered && <WritePreview {...save.preview} label={t('mintOwner.startStatus')} />}
        <Button
          type="submit"
          variant="primary"
          disabled={save.disabled || picked === null || unchanged}
          aria-describedby={`${ids}-effect`}
        >
          {picked === 0 ? t('mintOwner.clearStart') : t('mintOwner.saveStart')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.saleStart} label={t('mintOwner.startStatus')} />
      </form>
    </section>
  );
}
