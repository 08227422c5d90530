import '../accountMessages';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TOKEN_FRACTION_DIGITS } from '@/config/constants';
import type { StakingPosition } from '@/features/hub/slice';
import { formatToken } from '@/features/onchain/format';
import type { MessageKey } from '@/i18n/messages/en';
import type { MessageParams } from '@/i18n/runtime';
import { useT } from '@/i18n/useT';
import type { StakingDashboard } from '../stakingApi';

const loadReminders = () => import('../reminders');

const MS_PER_S = 1_000;

interface PositionRemindersProps {
  position: StakingPosition;
  dashboard: Pick<StakingDashboard, 'chainId' | 'stakingAddress' | 'token'>;
  /** The chain's clock: the unlock is the contract's time, not the computer's. */
  chainNowS: number;
}

/** A locked position's reminders of its unlock (a calendar file, a notification), each outcome said. */
export function PositionReminders({ position, dashboard, chainNowS }: PositionRemindersProps) {
  const { t } = useT();
  const [note, setNote] = useState<{ key: MessageKey; params?: MessageParams } | null>(null);
  const key = `${dashboard.chainId}:${dashboard.stakingAddress.toLowerCase()}:${position.id}`;

  const addToCalendar = async () => {
    const { downloadCalendar, unlockCalendar } = await loadReminders();
    const link = `${location.origin}/`;
    const file = `bear-hub-position-${position.id}-unlock.ics`;
    downloadCalendar(
      unlockCalendar({
        uid: `position-${position.id}.${dashboard.stakingAddress.toLowerCase()}.${dashboard.chainId}@${location.host}`,
        stampedAt: Math.floor(Date.now() / MS_PER_S),
        unlocksAt: position.unlocksAt,
        summary: t('staking.reminderSummary', { id: position.id }),
        description: t('staking.reminderDescription', {
          id: position.id,
          amount: formatToken(position.amount, dashboard.token, TOKEN_FRACTION_DIGITS),
          link,
        }),
        url: link,
      }),
      file,
    );
    setNote({ key: 'staking.calendarSaved', params: { file } });
  };

  const notifyAtUnlock = async () => {
    const { askNotificationPermission, scheduleUnlockNotification } = await loadReminders();
    const access = await askNotificationPermission();
    if (access !== 'granted') {
      const notes = {
        unsupported: 'staking.notifyUnsupported',
        denied: 'staking.notifyDenied',
        dismissed: 'staking.notifyDismissed',
      } as const;
      setNote({ key: notes[access] });
      return;
    }
    scheduleUnlockNotification(
      key,
      (position.unlocksAt - chainNowS) * MS_PER_S,
      t('staking.unlockedTitle', { id: position.id }),
      t('staking.unlockedBody'),
      () => setNote({ key: 'staking.unlockedTitle', params: { id: position.id } }),
    );
    setNote({ key: 'staking.notifyScheduled' });
  };

  return (
    <div className="staking-reminders">
      <div className="staking-reminders__actions">
        <Button variant="ghost" onClick={() => void addToCalendar()}>
          {t('staking.addToCalendar')}
        </Button>
        <Button variant="ghost" onClick={() => void notifyAtUnlock()}>
          {t('staking.notifyAtUnlock')}
        </Button>
      </div>
      <p className="staking-reminders__note" role="status">
        {note && t(note.key, note.params)}
      </p>
    </div>
  );
}
