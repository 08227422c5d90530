/**
 * The English words of a connected account's staking parts join the runtime's catalogue with
 * those parts' chunk (imported for this effect by every module that phrases them): a visitor's
 * `/` does not carry them.
 */
import { enStakingAccount } from '@/i18n/messages/en.stakingAccount';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enStakingAccount);
