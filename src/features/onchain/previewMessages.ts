/**
 * The English words of a write's preview join the runtime's catalogue with the preview's code
 * (imported for this effect by every module that phrases one): a visitor's page does not carry
 * them.
 */
import { enPreview } from '@/i18n/messages/en.preview';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enPreview);
