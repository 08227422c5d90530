// The connect dialog's English words come with its chunk (imported for this effect).
import { enConnect } from '@/i18n/messages/en.connect';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enConnect);
