/** The staking section's English words, registered by every module that phrases them. */
import { enStaking } from '@/i18n/messages/en.staking';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enStaking);
