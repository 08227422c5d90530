/**
 * The English words of the staking section join the runtime's catalogue with the first staking
 * module that loads (imported for this effect by every module that phrases a staking sentence).
 */
import { enStaking } from '@/i18n/messages/en.staking';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enStaking);
