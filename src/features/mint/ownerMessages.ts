/**
 * The English words of the collection owner's console join the runtime's catalogue with the
 * console's chunk (imported for this effect by every module that phrases an owner's sentence):
 * a visitor's page does not carry them.
 */
import { enMintOwner } from '@/i18n/messages/en.mintOwner';
import { registerEnglish } from '@/i18n/runtime';

registerEnglish(enMintOwner);
