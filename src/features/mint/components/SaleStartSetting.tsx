import '../messages';
import '../ownerMessages';
import { useId, useState } from 'react';
import { formatDateTime } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { useT } from '@/i18n/useT';
import { saleStartIntent } from '../intents';
import { saleEffect } from './ownerEffects';
import {
  OwnerChoices,
  ownerIntentContext,
  OwnerSetting,
  OwnerWrite,
  type OwnerSettingProps,
} from './OwnerSetting';
import { fromLocalDateTime, localTimeZone, toLocalDateTime } from './saleSchedule';

/**
 * When the public sale opens: as soon as its switch is on, or at a date and time picked in the
 * visitor's own time zone (named beside the picker).
 */
export function SaleStartSetting(props: OwnerSettingProps) {
  const { chain, collection } = props;
  const { t } = useT();
  const ids = useId();
  const nowS = collection.blockTime;
  const [mode, setMode] = useState(collection.saleStartsAt === 0 ? 'none' : 'at');
  const [moment, setMoment] = useState(() =>
    toLocalDateTime(collection.saleStartsAt === 0 ? nowS : collection.saleStartsAt),
  );
  const picked = mode === 'none' ? 0 : fromLocalDateTime(moment);
  const unchanged = picked === collection.saleStartsAt;
  const save = useIntent(
    picked === null || unchanged ? null : saleStartIntent(chain, picked),
    ownerIntentContext(props),
  );
  const part = (key: 'date' | 'time', label: string) => (
    <div className="owner-when__part">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input
        id={`${ids}-${key}`}
        type={key}
        required
        value={moment[key]}
        onChange={(event) => setMoment({ ...moment, [key]: event.target.value })}
      />
    </div>
  );

  return (
    <OwnerSetting
      title={t('mintOwner.startTitle')}
      action="saleStart"
      about={
        <p>
          {collection.saleStartsAt === 0
            ? t('mintOwner.startNone')
            : t('mintOwner.startNow', { date: formatDateTime(collection.saleStartsAt) })}
        </p>
      }
    >
      <OwnerWrite
        action="saleStart"
        write={save}
        status={t('mintOwner.startStatus')}
        variant="primary"
        label={picked === 0 ? t('mintOwner.clearStart') : t('mintOwner.saveStart')}
        effect={
          picked === null
            ? t('mintOwner.startIncomplete')
            : // While the switch is off the start changes nothing visitors see: say what it
              // will do once the sale is opened.
              `${collection.saleActive ? '' : `${t('mintOwner.startWhileClosed')} `}${saleEffect(
                collection,
                { saleActive: true, saleStartsAt: picked },
                nowS,
                chain.nativeCurrency,
              )}`
        }
        fields={() => (
          <>
            <OwnerChoices
              legend={t('mintOwner.startLegend')}
              value={mode}
              options={[
                { value: 'none', label: t('mintOwner.startModeNone') },
                { value: 'at', label: t('mintOwner.startModeAt') },
              ]}
              onSelect={setMode}
            />
            {mode === 'at' && (
              <fieldset className="owner-when" aria-describedby={`${ids}-zone`}>
                <legend className="visually-hidden">{t('mintOwner.startWhen')}</legend>
                {part('date', t('mintOwner.date'))}
                {part('time', t('mintOwner.time'))}
                <p id={`${ids}-zone`} className="owner-when__zone">
                  {t('mintOwner.timeZone', localTimeZone())}
                </p>
              </fieldset>
            )}
          </>
        )}
      />
    </OwnerSetting>
  );
}
