/**
 * The staking section's own messages for every visitor: where staking is, reads that failed
 * (catalogue keys in src/i18n/messages/, read in the active locale when used). A connected
 * account's and the writes' messages are in `accountErrors.ts`, with their chunk.
 */
import './messages';
import { localized, t } from '@/i18n/runtime';

export const STAKING_MESSAGES = localized(
  {
    notDeployedAnywhere: 'stakingErrors.notDeployedAnywhere',
    switchTo: 'stakingErrors.switchTo',
    readFailed: 'stakingErrors.readFailed',
    connectToStake: 'stakingErrors.connectToStake',
    noPositions: 'stakingErrors.noPositions',
  },
  {
    notOnThisChain: (chainName: string) => t('stakingErrors.notOnThisChain', { chainName }),
  },
);
