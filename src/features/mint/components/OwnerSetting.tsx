import '../ownerMessages';
import { useId, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { contractAddress } from '@/features/onchain/addresses';
import { PendingSafeActions } from '@/features/onchain/components/PendingSafeActions';
import { WritePreview } from '@/features/onchain/components/WritePreview';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import type { IntentContext, IntentView } from '@/features/onchain/hooks/useIntent';
import { selectPendingSafeTransactions } from '@/features/transactions/selectors';
import { OWNER_FLOW_IDS, type BearAdminAction } from '../intents';
import { mintPreviewWords } from '../previewWords';
import type { MintCollection } from '../types';
import { pendingBearAdmin } from './ownerPending';

export interface OwnerSettingProps {
  chain: HubChain;
  collection: MintCollection;
  /** The connected owner: the proceeds go to this address, the previews simulate its writes. */
  owner: `0x${string}`;
}

/** The context of the owner's intents: its fee estimates and previews. */
export function ownerIntentContext({ chain, owner }: OwnerSettingProps): IntentContext {
  return {
    chainId: chain.id,
    account: owner,
    words: () => mintPreviewWords(chain, contractAddress('bearNft', chain.id)),
  };
}

interface SettingProps {
  title: string;
  /** Where the setting stands, under its title. */
  about: ReactNode;
  /** Its changes queued in a Safe and not yet executed show beside it. */
  action?: BearAdminAction;
  children: ReactNode;
}

/** One setting of the owner's console: its title, where it stands, then its body. */
export function OwnerSetting({ title, about, action, children }: SettingProps) {
  const id = useId();
  const queued = useAppSelector(selectPendingSafeTransactions);
  return (
    <section className="owner-setting" aria-labelledby={id}>
      <div className="owner-setting__about">
        <h3 id={id}>{title}</h3>
        {about}
        {action && <PendingSafeActions items={pendingBearAdmin(queued, action)} />}
      </div>
      {children}
    </section>
  );
}

/** Whether a switch of the contract is on, as read. */
export function OwnerStatus({ on, children }: { on: boolean; children: ReactNode }) {
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
  /** The form's inputs (given the effect's id): the body is then a form that sends on submit. */
  fields?: (effectId: string) => ReactNode;
}

/** A setting's write: what it changes for visitors, its preview, its button and its status. */
export function OwnerWrite({ action, write, status, effect, label, variant, fields }: WriteProps) {
  const effectId = useId();
  const parts = (
    <>
      {fields?.(effectId)}
      <p className="owner-effect" id={effectId}>
        {effect}
      </p>
      {write.offered && <WritePreview {...write.preview} label={status} />}
      <Button
        type={fields ? 'submit' : 'button'}
        variant={variant}
        disabled={write.disabled || !write.offered}
        aria-describedby={effectId}
        onClick={fields ? undefined : () => void write.send()}
      >
        {label}
      </Button>
      <WriteStatus flowId={OWNER_FLOW_IDS[action]} label={status} />
    </>
  );
  if (!fields) return <div className="owner-setting__body">{parts}</div>;
  return (
    <form
      className="owner-setting__body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void write.send();
      }}
    >
      {parts}
    </form>
  );
}

interface ChoicesProps<T extends string> {
  legend: string;
  value: T;
  /** Each option with what picking it does, in a sentence. */
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  onSelect: (value: T) => void;
  /** What follows the options in their fieldset. */
  children?: ReactNode;
}

/** A setting's options: radio buttons, each with its sentence. */
export function OwnerChoices<T extends string>({
  legend,
  value,
  options,
  onSelect,
  children,
}: ChoicesProps<T>) {
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
