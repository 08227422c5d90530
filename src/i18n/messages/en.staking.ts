/**
 * The English words of the home page's staking section. They travel with that page's
 * code, not with the shell: `registerEnglish` hands them to the runtime when the page's modules
 * load (the other catalogues are whole lazy chunks). Same rules as `en.ts`.
 */
export const enStaking = {
  'staking.title': 'Stake and earn',
  'staking.intro': 'Stake the project’s token, pick a lock period, and earn a fixed APR.',
  'staking.chainNumber': 'chain {id}',
  'staking.switchTo': 'Switch to {chain}',
  'staking.loadingData': 'Loading staking data…',
  'staking.connectToStakeLabel': 'Connect to stake',
  'staking.pool': 'Pool',
  'staking.totalDeposited': 'Total deposited',
  'staking.totalLocked': 'Total locked',
  'staking.rewardPool': 'Reward pool',
  'staking.aprPerPeriod': 'APR per lock period',
  'staking.flexible': 'Flexible',
  'staking.days.one': '{count} day',
  'staking.days.other': '{count} days',
  'stakingErrors.notDeployedAnywhere':
    'Staking is not available on any network this hub offers yet.',
  'stakingErrors.notOnThisChain': 'Staking is not available on {chainName}.',
  'stakingErrors.switchTo': 'Switch to a network where staking is available:',
  'stakingErrors.readFailed':
    'Could not read the staking contract. Check your connection and retry.',
  'stakingErrors.connectToStake':
    'Connect your wallet to stake, follow your rewards and claim them.',
  'stakingErrors.noPositions': 'You have no staking positions yet.',
} as const;
