/**
 * The English words of the staking owner's console join the runtime's catalogue with the
 * console's chunk (imported for this effect by every module that phrases an owner's sentence):
 * a visitor's page does not carry them.
 */
import { enStakingOwner } from '@/i18n/messages/en.stakingOwner';
import { registerEnglish } from '@/i18n/runtime';
// The owner's writes phrase the contract's refusals and the form's amount checks too.
import './accountMessages';

registerEnglish(enStakingOwner);
