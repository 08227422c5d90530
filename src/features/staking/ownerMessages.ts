/** The owner's console's English words, in its chunk: a visitor's page does not carry them. */
import { enStakingOwner } from '@/i18n/messages/en.stakingOwner';
import { registerEnglish } from '@/i18n/runtime';
// The owner's writes phrase the contract's refusals and the form's amount checks too.
import './accountMessages';

registerEnglish(enStakingOwner);
