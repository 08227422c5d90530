/**
 * The English words of the home page's staking section. They travel with that page's
 * code, not with the shell: `registerEnglish` hands them to the runtime when the page's modules
 * load (the other catalogues are whole lazy chunks). Same rules as `en.ts`.
 */
export const enStaking = {
  'staking.title': 'Stake and earn',
  'staking.intro': 'Stake the project’s token, pick a lock period, and earn a fixed APR.',
  'staking.switchNetwork': 'Switch network',
  'staking.chainNumber': 'chain {id}',
  'staking.switchTo': 'Switch to {chain}',
  'staking.loadingData': 'Loading staking data…',
  'staking.connectToStakeLabel': 'Connect to stake',
  'staking.pool': 'Pool',
  'staking.totalDeposited': 'Total deposited',
  'staking.totalLocked': 'Total locked',
  'staking.rewardPool': 'Reward pool',
  'staking.aprPerPeriod': 'APR per lock period',
  'staking.yourPosition': 'Your position',
  'staking.walletBalance': 'Wallet balance',
  'staking.claimableRewards': 'Claimable rewards',
  'staking.claimAll': 'Claim all',
  'staking.addToken': 'Add {symbol} to wallet',
  'staking.stake': 'Stake',
  'staking.amountToStake': 'Amount to stake',
  'staking.max': 'Max',
  'staking.balance': 'Balance: {amount}',
  'staking.lockPeriod': 'Lock period',
  'staking.apr': '{apr} APR',
  'staking.noLockUnlock':
    'No lock: unstake from {from} (one-day minimum hold); rewards accrue until {until}.',
  'staking.unlocksOn': 'Unlocks on {date}',
  'staking.tokenApproval': 'Token approval',
  'staking.oneSignature': 'One signature',
  'staking.oneSignatureHint': 'permit, then one transaction',
  'staking.classicApproval': 'Classic approval',
  'staking.classicApprovalHint': 'approve, then stake',
  'staking.signAndStake': 'Sign and stake',
  'staking.oneStep': 'One step',
  'staking.oneStepHint': 'approve and stake together, one wallet prompt',
  'staking.approveAndStakeOneStep': 'Approve and stake in one step',
  'staking.writeFeeLabel': '{label} network fee',
  'staking.approvalPending':
    'Your approval of {amount} {symbol} is still pending: the stake can follow once it is confirmed.',
  'staking.approveAndStake': 'Approve and stake',
  'staking.signatureLabel': 'Signature',
  'staking.approvalLabel': 'Approval',
  'staking.yourList': 'Your staking list',
  'staking.position': 'Position #{id}',
  'staking.amount': 'Amount',
  'staking.lock': 'Lock',
  'staking.started': 'Started',
  'staking.unlocks': 'Unlocks',
  'staking.anyTime': 'Any time',
  'staking.inCountdown': '(in {countdown})',
  'staking.rewardsUntil': 'Rewards until',
  'staking.claimable': 'Claimable',
  'staking.claim': 'Claim',
  'staking.unstake': 'Unstake',
  'staking.flexible': 'Flexible',
  'staking.days.one': '{count} day',
  'staking.days.other': '{count} days',
  'amount.empty': 'Enter an amount.',
  'amount.negative': 'The amount cannot be negative.',
  'amount.scientific': 'Write the amount in plain digits, without exponent notation.',
  'amount.invalid': 'Enter a number, for example 12.5.',
  'amount.noDecimals': 'This token has no decimals: enter a whole number.',
  'amount.tooManyDecimals': 'This token has at most {decimals} decimals.',
  'amount.zero': 'Enter an amount greater than zero.',
  'amount.exceedsBalance': 'The amount is more than your balance.',
  'stakingErrors.notDeployedAnywhere':
    'Staking is not available on any network this hub offers yet.',
  'stakingErrors.notOnThisChain': 'Staking is not available on {chainName}.',
  'stakingErrors.switchTo': 'Switch to a network where staking is available:',
  'stakingErrors.readFailed':
    'Could not read the staking contract. Check your connection and retry.',
  'stakingErrors.connectToStake':
    'Connect your wallet to stake, follow your rewards and claim them.',
  'stakingErrors.noPositions': 'You have no staking positions yet.',
  'stakingErrors.tokenAdded': 'The token was added to your wallet.',
  'stakingErrors.tokenNotAdded': 'The token was not added to your wallet.',
  'stakingErrors.permitFailed':
    'Your wallet could not sign the permit. Retry, or choose the classic approval.',
  'stakingErrors.batchFailed':
    'Your wallet could not complete the approval and the stake together. Nothing was approved or staked: retry, or choose another approval.',
  'stakingErrors.feeNotCovered':
    'Insufficient balance: your {symbol} does not cover the network fee.',
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
  'stakingReverts.aprTooHigh': 'That rate is above the contract’s limit of {max}.',
  'stakingReverts.notOwner':
    'Only the staking contract’s owner can do this, and this account is not its owner.',
  'stakingReverts.unknownTier': 'This lock period is not offered.',
  'stakingReverts.aprChanged':
    'The APR of this lock period changed to {apr} before your stake went through. Nothing was staked: check the new rate and stake again.',
  'stakingReverts.stillLocked': 'This position is still locked until {date}.',
  'stakingReverts.notYourPosition': 'Position #{id} belongs to another account.',
  'stakingReverts.positionClosed': 'Position #{id} is already closed.',
  'stakingReverts.rewardPoolTooSmall':
    'The reward pool cannot cover the rewards of this stake right now: try a smaller amount or a shorter lock.',
  'stakingReverts.flexibleLimit':
    'Flexible staking has used its share of the reward pool for now: stake less, or choose a lock period.',
  'stakingReverts.tooManyPositions':
    'You already have {count} open positions: unstake one before opening another.',
  'stakingReverts.insufficientAllowance':
    'The staking contract is not approved for this amount yet: approve it first.',
  'stakingReverts.insufficientBalance': 'Your token balance is too low for this amount.',
  // Safe (contract wallets): awaiting owners, rejected in the Safe, no permit, the badge
  'staking.permitContractAccount':
    'Your account is a contract (such as a Safe): it cannot sign a permit, so the approval is a transaction.',
} as const;
