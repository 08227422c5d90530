/**
 * The English words of a connected account's staking parts (position, stake form, staking
 * list, amount checks) and of staking writes (the contract's refusals, failed permits). They travel with those parts' lazy chunk: `registerEnglish` hands them
 * to the runtime when it loads (a visitor's `/` does not carry them). Same rules as `en.ts`.
 */
export const enStakingAccount = {
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
  'staking.oneStepAccountUpgrade': 'Your wallet may ask to upgrade your account first.',
  'staking.approveAndStakeOneStep': 'Approve and stake in one step',
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
  'staking.addToCalendar': 'Add the unlock to my calendar',
  'staking.notifyAtUnlock': 'Notify me at unlock',
  'staking.reminderSummary': 'Bear Hub: position #{id} unlocks',
  'staking.reminderDescription':
    'Position #{id} ({amount}) unlocks: from now on you can unstake it at {link}',
  'staking.calendarSaved': 'Saved {file}: open it to add the unlock to your calendar.',
  'staking.notifyScheduled': 'You will be notified at the unlock while this page stays open.',
  'staking.notifyUnsupported': 'This browser cannot show notifications.',
  'staking.notifyDenied':
    'Notifications are blocked for this site: allow them in your browser’s site settings, then press again.',
  'staking.notifyDismissed': 'Notifications were not allowed: nothing will be shown at the unlock.',
  'staking.unlockedTitle': 'Position #{id} has unlocked',
  'staking.unlockedBody': 'You can unstake it now.',
  'amount.empty': 'Enter an amount.',
  'amount.negative': 'The amount cannot be negative.',
  'amount.scientific': 'Write the amount in plain digits, without exponent notation.',
  'amount.invalid': 'Enter a number, for example 12.5.',
  'amount.noDecimals': 'This token has no decimals: enter a whole number.',
  'amount.tooManyDecimals': 'This token has at most {decimals} decimals.',
  'amount.zero': 'Enter an amount greater than zero.',
  'amount.exceedsBalance': 'The amount is more than your balance.',
  // Safe (contract wallets): no permit
  'staking.permitContractAccount':
    'Your account is a contract (such as a Safe): it cannot sign a permit, so the approval is a transaction.',
  // Write-time messages: failed permits and bundles, the contract's refusals
  'stakingErrors.tokenAdded': 'The token was added to your wallet.',
  'stakingErrors.tokenNotAdded': 'The token was not added to your wallet.',
  'stakingErrors.permitFailed':
    'Your wallet could not sign the permit. Retry, or choose the classic approval.',
  'stakingErrors.batchFailed':
    'Your wallet could not complete the approval and the stake together. Nothing was approved or staked: retry, or choose another approval.',
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
  'stakingReverts.flexibleHolderLimit':
    'Your flexible positions already hold your part of the flexible rewards: stake less, or choose a lock period.',
  'stakingReverts.tooManyPositions':
    'You already have {count} open positions: unstake one before opening another.',
  'stakingReverts.insufficientAllowance':
    'The staking contract is not approved for this amount yet: approve it first.',
  'stakingReverts.insufficientBalance': 'Your token balance is too low for this amount.',
} as const;
