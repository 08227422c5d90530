/** A connected account's staking words, in that chunk: a visitor's `/` does not carry them. */
import { enStakingAccount } from '@/i18n/messages/en.stakingAccount';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enStakingAccount);
