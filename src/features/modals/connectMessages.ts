/**
 * The English words of the connect dialog join the runtime's catalogue with the dialog's chunk
 * (imported for this effect by every module that phrases a connect sentence): a visitor's page
 * does not carry them.
 */
import { enConnect } from '@/i18n/messages/en.connect';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enConnect);
