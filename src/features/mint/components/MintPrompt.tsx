import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { modalOpened } from '@/features/modals/slice';
import { useT } from '@/i18n/useT';
import type { Ineligibility, PromptAction } from '../eligibility';

interface MintPromptProps {
  /** Why the visitor cannot mint (yet), in one sentence. */
  text: string;
  /** The button that resolves it, if any. */
  action?: PromptAction | undefined;
  role?: 'alert' | 'status' | undefined;
  /** The eligibility check that failed: a class modifier and `data-reason`. */
  reason?: string | undefined;
}

/** A sentence in place of (or beside) the mint controls, with the button that resolves it. */
export function MintPrompt({ text, action, role, reason }: MintPromptProps) {
  const dispatch = useAppDispatch();
  return (
    <div
      className={reason ? `mint-prompt mint-prompt--${reason}` : 'mint-prompt'}
      role={role}
      data-reason={reason}
    >
      <p>{text}</p>
      {action && (
        <Button variant="primary" onClick={() => dispatch(modalOpened(action.modal))}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/** Why the visitor cannot mint, in one sentence, with the button that resolves it if any. */
export function EligibilityNote({ ineligibility }: { ineligibility: Ineligibility }) {
  useT(); // re-renders in a new locale: the sentence below is phrased by the catalogue
  const { action, reason, text } = ineligibility;
  // A countdown redraws every second: not a live region, or it would be read out each time.
  const role = reason === 'saleNotStarted' ? undefined : ineligibility.tone;
  return <MintPrompt text={text} action={action} role={role} reason={reason} />;
}
