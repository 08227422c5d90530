import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/useFocusTrap';
import { useIsCompactLayout } from '@/hooks/useMediaQuery';
import { IconButton } from './IconButton';
import { Scrim } from './Scrim';
import { useT } from '@/i18n/useT';

// Dialogs can stack (one closes as the next opens): the page unlocks only when the last goes.
let activeLocks = 0;

export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Shown before the title, e.g. a Back button. */
  headerStart?: ReactNode;
}) {
  const { title, onClose, children, className, headerStart } = props;
  const { t } = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const compact = useIsCompactLayout();

  // The trap restarts (and refocuses) whenever its callback changes: keep it stable.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const close = useCallback(() => onCloseRef.current(), []);

  useFocusTrap(panel, true, close);
  // No page scroll while open (the stylesheet reserves the scrollbar's gutter: nothing shifts).
  useEffect(() => {
    activeLocks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.classList.remove('scroll-locked');
    };
  }, []);

  const classes = `dialog dialog--${compact ? 'sheet' : 'centered'}${className ? ` ${className}` : ''}`;
  return createPortal(
    <div className="dialog-layer">
      <Scrim className="dialog-backdrop" testId="dialog-backdrop" onClose={close} />
      <div
        ref={panel}
        className={classes}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="dialog__header">
          {headerStart}
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <IconButton
            label={t('common.close')}
            className="dialog__close"
            onClick={close}
            icon="close"
          />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
