/**
 * The English words of the staking owner's console. They travel with the console's lazy chunk
 * (only the pool's owner loads it): `registerEnglish` hands them to the runtime when it loads.
 * Same rules as `en.ts`.
 */
export const enStakingOwner = {
  // The staking owner's console (features/staking/components/StakingOwnerConsole)
  'stakingOwner.onlyYou': 'Only you see this',
  'stakingOwner.title': 'Staking owner’s console',
  'stakingOwner.intro':
    'You own the staking contract ({address}). Each change here is a transaction from your wallet, followed in Recent Transactions like any other.',
  'stakingOwner.handingOver':
    'Ownership is being handed to {address}: it moves when that account accepts it, and until then you keep every right.',
  'stakingOwner.splitTitle': 'Rewards held by the contract',
  'stakingOwner.splitAbout':
    'A stake reserves its whole term’s reward when it opens: reserved rewards are owed to live stakes and nothing can take them back. Free rewards are what new stakes can reserve.',
  'stakingOwner.reserved': 'Reserved by live stakes',
  'stakingOwner.reservedFlexible': 'of which flexible positions: {amount}',
  'stakingOwner.free': 'Free for new stakes',
  'stakingOwner.freeFlexible':
    'a new flexible stake can reserve up to {amount} (flexible positions hold at most {share} of the rewards open to them)',
  'stakingOwner.freeFlexibleNow': 'a new flexible stake can reserve up to {amount}',
  'stakingOwner.funded': 'Funded in all',
  'stakingOwner.paid': 'Paid out',
  'stakingOwner.fundTitle': 'Fund the rewards',
  'stakingOwner.fundAbout':
    'Two transactions from your wallet: an approval of exactly this amount, then its transfer into the free rewards. Funded tokens cannot be taken back out, by you or anyone.',
  'stakingOwner.fundAmount': 'Amount to add',
  'stakingOwner.fundEffect':
    'Stakers will see the reward pool at {free} (+{amount}): stakes it could not cover may then go through.',
  'stakingOwner.fundEffectIdle': 'Type an amount: the page says what stakers will see after it.',
  'stakingOwner.fundButton': 'Approve and fund',
  'stakingOwner.approvalStep': 'Approval',
  'stakingOwner.fundingStep': 'Funding',
  'stakingOwner.aprTitle': 'APR of each lock period',
  'stakingOwner.aprGuardKeep':
    'A new rate applies to stakes opened after it lands: every open position keeps the rate it was opened with.',
  'stakingOwner.aprGuardInFlight':
    'A stake already sent at the old rate is refused if your cut lands first (the contract’s AprChanged guard): nothing is locked, and the staker is shown the new rate. After a raise it goes through, at the new rate.',
  'stakingOwner.aprLimit': 'The contract takes at most {max}.',
  'stakingOwner.newApr': 'New APR',
  'stakingOwner.newAprFor': 'New APR for {lock}, in percent',
  'stakingOwner.setApr': 'Set APR',
  'stakingOwner.aprOf': 'APR of {lock}',
  'stakingOwner.aprUnchanged': 'That is the rate now ({apr}).',
  'stakingOwner.aprEffectCut':
    'Stakers will see {apr} for {lock} instead of {was}; open positions keep their rate, and a stake sent at {was} that lands after this is refused.',
  'stakingOwner.aprEffectRaise':
    'Stakers will see {apr} for {lock} instead of {was}; open positions keep their rate.',
  'stakingOwner.aprEmpty': 'Type a rate in percent, for example 8 or 12.5.',
  'stakingOwner.aprInvalid': 'Write the rate in plain digits, for example 12.5.',
  'stakingOwner.aprTooPrecise': 'A rate has at most two decimals (a basis point).',
  'stakingOwner.aprTooHigh': 'The contract takes at most {max}.',
  'stakingOwner.txnSetApr': 'Set the APR of {lock} to {apr}',
  'stakingOwner.txnApprove': 'Approve {amount} for the rewards',
  'stakingOwner.txnFund': 'Fund the rewards with {amount}',
  'stakingOwner.pendingSafe':
    'Pending: {action} (awaiting signatures, {confirmations} of {required})',
  'stakingOwner.pendingSafeUncounted': 'Pending: {action} (awaiting signatures)',
} as const;
