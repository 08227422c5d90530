/**
 * The English words of a write's preview (what it changes for the account, before the wallet
 * prompt) and of its comparison after the receipt. They travel with the write kit's preview
 * (`features/onchain/previewMessages.ts`), in a connected account's chunks. Same rules as `en.ts`.
 */
export const enPreview = {
  'preview.title': 'What this changes for you',
  'preview.titleOf': '{label}: what this changes for you',
  'preview.simulating': 'Simulating…',
  'preview.feeNotCovered': 'Insufficient balance: your {symbol} does not cover the network fee.',
  'preview.updating': 'Updating the preview…',
  'preview.unavailable':
    'This network’s node cannot simulate the write, so there is no preview. You can still send it.',
  'preview.refused': 'The simulation says this write would fail as it stands.',
  'preview.nothingChanges': 'No transfer, approval or position changes for you.',
  'preview.send': 'You send {what}',
  'preview.pay': 'You pay {what}',
  'preview.receive': 'You receive {what}',
  'preview.approval': 'Approval of {amount} to {spender}',
  'preview.approvalUsed': 'Approval of {amount} to {spender}, used in full',
  'preview.approvalLeft': 'Approval of {amount} to {spender}, {left} left unused',
  'preview.unknownToken': '{amount} base units of token {token}',
  'preview.unknownNft': 'token {ids} of {token}',
  'preview.undecoded.one': '{count} more event the hub cannot decode',
  'preview.undecoded.other': '{count} more events the hub cannot decode',
  'preview.signatureAsCalls':
    'Your signature is simulated by its effect on chain (an approval of the same amount): it is not signed yet.',
  'preview.stopsAtSignature': 'What follows your signature cannot be simulated before you sign.',
  'preview.stopsAtCheck': 'The rest is decided when you confirm, so it is not simulated.',
  'preview.asPreviewed': 'As previewed.',
  'preview.differed':
    'Not as previewed. What happened: {happened}. What the preview said: {previewed}.',
  'preview.nothing': 'nothing',
  'preview.rewardGrew': 'As previewed; the reward grew by {amount} while the transaction waited.',
  'preview.rewardShrank':
    'As previewed; the reward is {amount} less, as the transaction was mined sooner than simulated.',
  'preview.stakingContract': 'the staking contract',
  'preview.staked': 'You receive position #{id}: {lock} at {apr}',
  'preview.unstaked': 'Position #{id} closes',
  'preview.tierAprSet': 'New {lock} positions earn {apr}',
  'preview.rewardsFunded': 'The reward pool grows by {amount}',
  'preview.bears.one': 'bear {ids}',
  'preview.bears.other': 'bears {ids}',
  'preview.saleOpens': 'The public sale’s switch turns on',
  'preview.saleCloses': 'The public sale’s switch turns off',
  'preview.saleStartSet': 'The public sale starts on {date}',
  'preview.saleStartCleared': 'The public sale has no start time',
  'preview.allowlistRootSet': 'The allowlist root becomes {root}',
  'preview.allowlistOpens': 'The allowlist phase turns on',
  'preview.allowlistCloses': 'The allowlist phase turns off',
} as const;
