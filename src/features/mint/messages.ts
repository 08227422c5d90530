/**
 * The English words of /mint join the runtime's catalogue with the first mint module that loads
 * (imported for this effect by every module that phrases a mint sentence).
 */
import { enMint } from '@/i18n/messages/en.mint';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enMint);
