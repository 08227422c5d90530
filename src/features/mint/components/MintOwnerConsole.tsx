import '../messages';
import '../ownerMessages';
import '../../../../styles/components/_owner-console.scss';
import { useId, useState, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { Fact } from '@/components/ui/Fact';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { contractAddress } from '@/features/onchain/addresses';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatDateTime, formatInteger, formatNative } from '@/features/onchain/format';
import {
  PendingSafeActions,
  type PendingAction,
} from '@/features/onchain/components/PendingSafeActions';
import {
  useIntent,
  useIntents,
  type IntentContext,
  type IntentView,
} from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import type { RecentTransaction } from '@/features/transactions/slice';
import { dateTimeFormat } from '@/i18n/format';
import { t } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import { allowlistProofsUrl } from '../allowlistProofs';
import { MINT_MESSAGES } from '../errors';
import { bearCount } from '../format';
import {
  allowlistIntent,
  BEAR_ADMIN_KIND,
  OWNER_FLOW_IDS,
  saleStartSentence,
  saleStartIntent,
  saleSwitchIntent,
  withdrawIntent,
  type BearAdminAction,
} from '../intents';
import { useGetAllowlistProofsQuery } from '../mintApi';
import { computeMintLimits, SALE_LABEL } from '../mintLimits';
import { mintPreviewWords } from '../previewWords';
import type { MintCollection } from '../types';

type Currency = HubChain['nativeCurrency'];

interface OwnerProps {
  chain: HubChain;
  collection: MintCollection;
  /** The connected owner: the proceeds go to this address, the previews simulate its writes. */
  owner: `0x${string}`;
}

/**
 * The collection owner's console on /mint. Each control says first what visitors will see after
 * it; times are the chain's (the read's block time). Each write changes only its own setting (one
 * setter each): a Safe transaction may wait while others land; re-sent old values would undo them.
 */
export function MintOwnerConsole(props: OwnerProps) {
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
      proceeds > 0n ? withdrawIntent(chain, owner, proceeds) : null,
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
          about={
            <p className="owner-setting__figure" data-testid="mint-proceeds">
              {formatNative(proceeds, currency)}
            </p>
          }
          action="withdraw"
          write={withdraw}
          status={t('mintOwner.withdrawStatus')}
          label={t('mintOwner.withdraw')}
          effect={withdrawEffect(proceeds, shortAddress(owner), currency)}
        />
      </div>
    </section>
  );
}

function ownerIntentContext({ chain, owner }: OwnerProps): IntentContext {
  return {
    chainId: chain.id,
    account: owner,
    words: () => mintPreviewWords(chain, contractAddress('bearNft', chain.id)),
  };
}

/** One setting: its title, its state (`about`, with pending Safe changes), then its body or write. */
function OwnerSetting({
  title,
  about,
  ...body
}: { title: string; about: ReactNode } & (WriteProps | { children: ReactNode; action?: never })) {
  const id = useId();
  const queued = useAppSelector(selectPendingSafeTransactions);
  return (
    <section className="owner-setting" aria-labelledby={id}>
      <div className="owner-setting__about">
        <h3 id={id}>{title}</h3>
        {about}
        {body.action && <PendingSafeActions items={pendingBearAdmin(queued, body.action)} />}
      </div>
      {'children' in body ? body.children : <OwnerWrite {...body} />}
    </section>
  );
}

function OwnerStatus({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <p>
      <span className={`owner-status owner-status--${on ? 'on' : 'off'}`}>{children}</span>
    </p>
  );
}

interface WriteProps {
  action: BearAdminAction;
  write: IntentView;
  /** Names the write's preview and status. */
  status: string;
  /** What visitors will see after it. */
  effect: ReactNode;
  label: string;
  variant?: 'primary' | 'secondary';
  /** The form's inputs, given the effect's id. */
  fields?: (effectId: string) => ReactNode;
}

function OwnerWrite({ action, write, status, effect, label, variant, fields }: WriteProps) {
  const effectId = useId();
  return (
    <form
      className="owner-setting__body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void write.send();
      }}
    >
      {fields?.(effectId)}
      <p className="owner-effect" id={effectId}>
        {effect}
      </p>
      {write.offered && <WritePreview {...write.preview} label={status} />}
      <Button
        type="submit"
        variant={variant}
        disabled={write.disabled || !write.offered}
        aria-describedby={effectId}
      >
        {label}
      </Button>
      <WriteStatus flowId={OWNER_FLOW_IDS[action]} label={status} />
    </form>
  );
}

/** A setting's options: radio buttons, each with its sentence; `children` follow them. */
function OwnerChoices<T extends string>({
  legend,
  value,
  options,
  onSelect,
  children,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  onSelect: (value: T) => void;
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="owner-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="owner-choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onSelect(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}

/** When the public sale opens: with its switch, or at a moment in the visitor's time zone. */
function SaleStartSetting(props: OwnerProps) {
  const { chain, collection } = props;
  const { t } = useT();
  const ids = useId();
  const nowS = collection.blockTime;
  const [mode, setMode] = useState(collection.saleStartsAt === 0 ? 'none' : 'at');
  const [moment, setMoment] = useState(() =>
    toLocalDateTime(collection.saleStartsAt === 0 ? nowS : collection.saleStartsAt),
  );
  const picked = mode === 'none' ? 0 : fromLocalDateTime(moment);
  const save = useIntent(
    picked === null || picked === collection.saleStartsAt ? null : saleStartIntent(chain, picked),
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
      about={
        <p>
          {collection.saleStartsAt === 0
            ? t('mintOwner.startNone')
            : t('mintOwner.startNow', { date: formatDateTime(collection.saleStartsAt) })}
        </p>
      }
      action="saleStart"
      write={save}
      status={t('mintOwner.startStatus')}
      variant="primary"
      label={picked === 0 ? t('mintOwner.clearStart') : t('mintOwner.saveStart')}
      effect={
        picked === null
          ? t('mintOwner.startIncomplete')
          : // While the switch is off, say what the start will do once the sale opens.
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
  );
}

const ROOT_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** The allowlist phase: the contract's root, the published list, a form to switch and set it. */
function AllowlistSetting(props: OwnerProps) {
  const { chain, collection } = props;
  const { t } = useT();
  const ids = useId();
  const proofs = useGetAllowlistProofsQuery({ chainId: chain.id });
  const published = proofs.currentData;
  const listed = published ? Object.keys(published.entries).length : 0;
  const onChainRoot = collection.allowlistRoot.toLowerCase();
  const publishedMatches = published?.root === onChainRoot;

  const [active, setActive] = useState(collection.allowlistActive);
  // The published list's root by default, unless the contract holds another one.
  const [choice, setChoice] = useState<'published' | 'other' | null>(null);
  const [otherRoot, setOtherRoot] = useState<string>(collection.allowlistRoot);
  const source: 'published' | 'other' =
    choice ??
    (published && (publishedMatches || !collection.allowlistActive) ? 'published' : 'other');
  const root = source === 'published' && published ? published.root : otherRoot.trim();
  const rootValid = ROOT_PATTERN.test(root);
  const rootSource = published && root.toLowerCase() === published.root ? 'published' : 'other';
  const rootChanged = root.toLowerCase() !== onChainRoot;
  const activeChanged = active !== collection.allowlistActive;
  const save = useIntent(
    !rootValid || (!rootChanged && !activeChanged)
      ? null
      : allowlistIntent(chain, {
          ...(rootChanged ? { root: root as `0x${string}` } : {}),
          ...(activeChanged ? { active } : {}),
        }),
    ownerIntentContext(props),
  );

  const file = `allowlists/${chain.id}.json`;
  let listNote = t('common.loading');
  if (proofs.isError) listNote = t('mintOwner.listMissing', { source: file });
  else if (published)
    listNote = t(publishedMatches ? 'mintOwner.listMatches' : 'mintOwner.listDiffers', {
      count: formatInteger(listed),
      path: new URL(allowlistProofsUrl(chain.id)).pathname,
      source: file,
    });

  return (
    <OwnerSetting
      title={t('mintOwner.allowlistTitle')}
      about={
        <>
          <OwnerStatus on={collection.allowlistActive}>
            {collection.allowlistActive ? t('mintOwner.allowlistOn') : t('mintOwner.allowlistOff')}
          </OwnerStatus>
          <p className="owner-root">
            <span>{t('mintOwner.rootNow')}</span>{' '}
            <code dir="ltr" title={collection.allowlistRoot}>
              {shortAddress(collection.allowlistRoot)}
            </code>{' '}
            <CopyButton
              className="owner-root__copy"
              text={collection.allowlistRoot}
              label={t('mintOwner.copyRoot')}
            />
          </p>
          <p className="owner-setting__hint" data-testid="allowlist-file">
            {listNote}
          </p>
        </>
      }
      action="allowlist"
      write={save}
      status={t('mintOwner.allowlistStatus')}
      variant="primary"
      label={t('mintOwner.saveAllowlist')}
      effect={allowlistEffect(
        collection,
        { active, source: rootSource, listed },
        collection.blockTime,
        chain.nativeCurrency,
      )}
      fields={(effectId) => (
        <>
          <label className="owner-switch">
            <input
              type="checkbox"
              role="switch"
              checked={active}
              aria-describedby={effectId}
              onChange={(event) => setActive(event.target.checked)}
            />
            <span className="owner-switch__track" aria-hidden="true" />
            <span>{t('mintOwner.allowlistSwitch')}</span>
          </label>
          <OwnerChoices
            legend={t('mintOwner.rootLegend')}
            value={source}
            options={[
              {
                value: 'published',
                disabled: !published,
                label: (
                  <>
                    {t('mintOwner.rootPublished')}{' '}
                    {published && <code dir="ltr">{shortAddress(published.root)}</code>}
                  </>
                ),
              },
              { value: 'other', label: t('mintOwner.rootOther') },
            ]}
            onSelect={setChoice}
          >
            {source === 'other' && (
              <div className="owner-root-field">
                <label htmlFor={`${ids}-other`} className="visually-hidden">
                  {t('mintOwner.rootOtherLabel')}
                </label>
                <input
                  id={`${ids}-other`}
                  className="owner-root-field__input"
                  value={otherRoot}
                  spellCheck={false}
                  autoComplete="off"
                  dir="ltr"
                  aria-invalid={!rootValid}
                  aria-describedby={`${ids}-other-hint`}
                  onChange={(event) => setOtherRoot(event.target.value)}
                />
                <p
                  id={`${ids}-other-hint`}
                  className={rootValid ? 'owner-setting__hint' : 'owner-setting__error'}
                >
                  {rootValid
                    ? t('mintOwner.rootHint', {
                        command: `npm run allowlist -- --chain ${chain.id}`,
                      })
                    : MINT_MESSAGES.invalidRoot}
                </p>
              </div>
            )}
          </OwnerChoices>
        </>
      )}
    />
  );
}

/**
 * What visitors will see once the sale's switch or start becomes `next`, by the rules the page
 * applies to them (`computeMintLimits`), quoting their words.
 */
export function saleEffect(
  collection: MintCollection,
  next: { saleActive: boolean; saleStartsAt: number },
  nowS: number,
  currency: Currency,
): string {
  const { saleStatus } = computeMintLimits({ ...collection, ...next }, null, nowS);
  const label = t(SALE_LABEL[saleStatus]);
  const terms = {
    label,
    price: formatNative(BigInt(collection.price), currency),
    limit: bearCount(BigInt(collection.walletLimit)),
  };
  if (saleStatus === 'soldOut') return t('mintOwner.effectSoldOut', { label });
  if (saleStatus === 'open') return t('mintOwner.effectOpen', terms);
  if (saleStatus === 'notStarted') {
    const key = collection.allowlistActive
      ? 'mintOwner.effectScheduledAllowlist'
      : 'mintOwner.effectScheduled';
    return t(key, { ...terms, date: formatDateTime(next.saleStartsAt) });
  }
  return collection.allowlistActive
    ? t('mintOwner.effectClosedAllowlist', { label: t('mint.allowlistOpen') })
    : t('mintOwner.effectClosed', { label });
}

/** After the allowlist phase becomes `active` with the published list's root or another. */
export function allowlistEffect(
  collection: MintCollection,
  next: { active: boolean; source: 'published' | 'other'; listed: number },
  nowS: number,
  currency: Currency,
): string {
  const { saleStatus, phase } = computeMintLimits(
    { ...collection, allowlistActive: next.active },
    null,
    nowS,
  );
  const label = t(SALE_LABEL[saleStatus]);
  if (!next.active) return t('mintOwner.allowlistOffEffect', { label });
  if (phase === 'public') return t('mintOwner.allowlistOnPublicFirst');
  if (saleStatus === 'soldOut') return t('mintOwner.effectSoldOut', { label });
  if (next.source !== 'published')
    return t('mintOwner.allowlistOnUnpublished', { label: t('mint.allowlistOpen') });
  return t('mintOwner.allowlistOnEffect', {
    label: t('mint.allowlistOpen'),
    count: formatInteger(next.listed),
    limit: bearCount(BigInt(collection.allowlistWalletLimit)),
    price: formatNative(BigInt(collection.allowlistPrice), currency),
  });
}

/** Withdrawing the proceeds: nothing changes for visitors. */
export function withdrawEffect(proceeds: bigint, to: string, currency: Currency): string {
  if (proceeds === 0n) return t('mintOwner.noProceeds');
  return t('mintOwner.withdrawEffect', { amount: formatNative(proceeds, currency), address: to });
}

/** What a queued owner's record will do, from its fields (its sentence as sent otherwise). */
function phrase(record: RecentTransaction): string {
  const { data } = record;
  if (data.action === 'saleSwitch' && typeof data.active === 'boolean')
    return t(data.active ? 'mintOwner.openSale' : 'mintOwner.closeSale');
  if (data.action === 'saleStart' && typeof data.startsAt === 'number')
    return saleStartSentence(data.startsAt);
  return record.description;
}

/** The owner's `action`s pending in a Safe (`records`: this chain's), phrased for their setting. */
export function pendingBearAdmin(
  records: readonly RecentTransaction[],
  action: BearAdminAction,
): PendingAction[] {
  return records
    .filter((record) => record.kind === BEAR_ADMIN_KIND && record.data.action === action)
    .map((record) => ({
      hash: record.hash,
      text:
        record.confirmationsRequired === undefined
          ? t('mintOwner.pendingSafeUncounted', { action: phrase(record) })
          : t('mintOwner.pendingSafe', {
              action: phrase(record),
              confirmations: record.confirmations ?? 0,
              required: record.confirmationsRequired,
            }),
    }));
}

const MS_PER_S = 1_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The sale's start as `<input type="date">` and `type="time"` take it (`YYYY-MM-DD`, `HH:MM`). */
type LocalDateTime = Record<'date' | 'time', string>;

/** Unix seconds as the local date and time of the browser's time zone (empty for 0). */
export function toLocalDateTime(unixSeconds: number): LocalDateTime {
  if (unixSeconds === 0) return { date: '', time: '' };
  const moment = new Date(unixSeconds * MS_PER_S);
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A local date and time as Unix seconds, or null when either is missing or not a real moment
 * (31 February). A time the clocks skip when they go forward reads as the moment after the gap.
 */
export function fromLocalDateTime({ date, time }: LocalDateTime): number | null {
  const parts = MOMENT.exec(`${date}T${time}`);
  if (!parts) return null;
  const [year, month, dayOfMonth, hours, minutes] = parts.slice(1).map(Number) as number[] &
    Record<0 | 1 | 2 | 3 | 4, number>;
  const moment = new Date(year, month - 1, dayOfMonth, hours, minutes);
  if (moment.getMonth() !== month - 1 || moment.getDate() !== dayOfMonth) return null;
  return Math.floor(moment.getTime() / MS_PER_S);
}

/** The browser's time zone and its offset now, as the console names them ("Europe/Paris", "GMT+1"). */
export function localTimeZone(at: Date = new Date()): { zone: string; offset: string } {
  const zone = dateTimeFormat().resolvedOptions().timeZone;
  const offset =
    dateTimeFormat({ timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return { zone, offset };
}
