import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { modalOpened } from '@/features/modals/slice';
import type { PromptAction } from '../eligibility';

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
