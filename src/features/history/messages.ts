// The English words of the history and the projection, registered by the first module loaded.
import { enHistory } from '@/i18n/messages/en.history';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enHistory);
