import '../messages';
import '../ownerMessages';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import {
  PendingSafeActions,
  type PendingAction,
} from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { formatInteger } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import type { PreviewWords } from '@/features/onchain/previewText';
import { useT } from '@/i18n/useT';
import { allowlistProofsUrl } from '../allowlistProofs';
import { MINT_MESSAGES } from '../errors';
import { useGetAllowlistProofsQuery } from '../mintApi';
import { allowlistIntent, OWNER_FLOW_IDS } from '../intents';
import type { MintCollection } from '../types';
import { OwnerChoice } from './OwnerChoice';
import { allowlistEffect, type RootSource } from './ownerEffects';

const ROOT_PATTERN = /^0x[0-9a-fA-F]{64}$/;

interface AllowlistSettingProps {
  chain: HubChain;
  collection: MintCollection;
  nowS: number;
  /** The owner's allowlist changes queued in a Safe, not yet executed. */
  pending: readonly PendingAction[];
  /** The connected owner, whose write the preview simulates. */
  account: `0x${string}`;
  words: PreviewWords;
}

/** Where the served proofs of `chainId` are, as a path of this site ("/allowlists/1.json"). */
function publishedPath(chainId: number): string {
  return new URL(allowlistProofsUrl(chainId)).pathname;
}

/**
 * The allowlist phase: the root the contract holds (short, with Copy), the list this site
 * publishes (how many addresses, where its file is, whether its root is the contract's), and a
 * form to switch the phase and set the root (the published list's or another), saying first what
 * visitors will see.
 */
export function AllowlistSetting({
  chain,
  collection,
  nowS,
  pending,
  account,
  words,
}: AllowlistSettingProps) {
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
  const rootSource: RootSource =
    published && root.toLowerCase() === published.root ? 'published' : published ? 'other' : 'none';
  const rootChanged = root.toLowerCase() !== onChainRoot;
  const activeChanged = active !== collection.allowlistActive;
  const unchanged = !rootChanged && !activeChanged;
  const save = useIntent(
    !rootValid || unchanged
      ? null
      : allowlistIntent(chain, {
          ...(rootChanged ? { root: root as `0x${string}` } : {}),
          ...(activeChanged ? { active } : {}),
        }),
    { chainId: chain.id, account, words: () => words },
  );
  const effect = allowlistEffect(
    collection,
    { active, source: rootSource, listed },
    nowS,
    chain.nativeCurrency,
  );

  let listNote: string;
  if (proofs.isError)
    listNote = t('mintOwner.listMissing', { source: `allowlists/${chain.id}.json` });
  else if (!published) listNote = t('common.loading');
  else
    listNote = t(publishedMatches ? 'mintOwner.listMatches' : 'mintOwner.listDiffers', {
      count: formatInteger(listed),
      path: publishedPath(chain.id),
      source: `allowlists/${chain.id}.json`,
    });

  return (
    <section className="owner-setting" aria-labelledby={`${ids}-title`}>
      <div className="owner-setting__about">
        <h3 id={`${ids}-title`}>{t('mintOwner.allowlistTitle')}</h3>
        <p>
          <span
            className={`owner-status owner-status--${collection.allowlistActive ? 'on' : 'off'}`}
          >
            {collection.allowlistActive ? t('mintOwner.allowlistOn') : t('mintOwner.allowlistOff')}
          </span>
        </p>
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
        <label className="owner-switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            aria-describedby={`${ids}-effect`}
            onChange={(event) => setActive(event.target.checked)}
          />
          <span className="owner-switch__track" aria-hidden="true" />
          <span>{t('mintOwner.allowlistSwitch')}</span>
        </label>
        <fieldset className="owner-choices">
          <legend>{t('mintOwner.rootLegend')}</legend>
          <OwnerChoice
            name={`${ids}-root`}
            value="published"
            checked={source === 'published'}
            disabled={!published}
            onSelect={() => setChoice('published')}
          >
            {t('mintOwner.rootPublished')}{' '}
            {published && <code dir="ltr">{shortAddress(published.root)}</code>}
          </OwnerChoice>
          <OwnerChoice
            name={`${ids}-root`}
            value="other"
            checked={source === 'other'}
            onSelect={() => setChoice('other')}
          >
            {t('mintOwner.rootOther')}
          </OwnerChoice>
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
                  ? t('mintOwner.rootHint', { command: `npm run allowlist -- --chain ${chain.id}` })
                  : MINT_MESSAGES.invalidRoot}
              </p>
            </div>
          )}
        </fieldset>
        <p className="owner-effect" id={`${ids}-effect`}>
          {effect}
        </p>
        {save.offered && <WritePreview {...save.preview} label={t('mintOwner.allowlistStatus')} />}
        <Button
          type="submit"
          variant="primary"
          disabled={save.disabled || !rootValid || unchanged}
          aria-describedby={`${ids}-effect`}
        >
          {t('mintOwner.saveAllowlist')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.allowlist} label={t('mintOwner.allowlistStatus')} />
      </form>
    </section>
  );
}
