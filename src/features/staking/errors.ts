/** The staking section's messages for every visitor (an account's: `accountErrors.ts`). */
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
