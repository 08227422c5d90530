/**
 * The English words of the history parts and the stake form's projection join the runtime's
 * catalogue with the first of their modules that loads (imported for this effect).
 */
import { enHistory } from '@/i18n/messages/en.history';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enHistory);
