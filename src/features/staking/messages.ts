/** The staking section's English words, registered by every module phrasing them (or an import). */
import { enStaking } from '@/i18n/messages/en.staking';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enStaking);
