// The preview's English words load with its code (imported for this effect), not with the page.
import { enPreview } from '@/i18n/messages/en.preview';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enPreview);
