import '../messages';
import '../ownerMessages';
import { useId, useState } from 'react';
import { CopyButton } from '@/components/ui/CopyButton';
import { shortAddress } from '@/features/connection/format';
import { formatInteger } from '@/features/onchain/format';
import { useIntent } from '@/features/onchain/hooks/useIntent';
import { useT } from '@/i18n/useT';
import { allowlistProofsUrl } from '../allowlistProofs';
import { MINT_MESSAGES } from '../errors';
import { allowlistIntent } from '../intents';
import { useGetAllowlistProofsQuery } from '../mintApi';
import { allowlistEffect, type RootSource } from './ownerEffects';
import {
  OwnerChoices,
  ownerIntentContext,
  OwnerSetting,
  OwnerStatus,
  OwnerWrite,
  type OwnerSettingProps,
} from './OwnerSetting';

const ROOT_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/**
 * The allowlist phase: the root the contract holds, the list this site publishes (its size, its
 * file, whether its root is the contract's), and a form to switch the phase and set the root.
 */
export function AllowlistSetting(props: OwnerSettingProps) {
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
    ownerIntentContext(props),
  );

  let listNote: string;
  if (proofs.isError)
    listNote = t('mintOwner.listMissing', { source: `allowlists/${chain.id}.json` });
  else if (!published) listNote = t('common.loading');
  else
    listNote = t(publishedMatches ? 'mintOwner.listMatches' : 'mintOwner.listDiffers', {
      count: formatInteger(listed),
      path: new URL(allowlistProofsUrl(chain.id)).pathname,
      source: `allowlists/${chain.id}.json`,
    });

  return (
    <OwnerSetting
      title={t('mintOwner.allowlistTitle')}
      action="allowlist"
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
    >
      <OwnerWrite
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
    </OwnerSetting>
  );
}
