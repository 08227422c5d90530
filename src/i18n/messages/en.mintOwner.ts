/**
 * The English words of the collection owner's console. They travel with the console's lazy chunk
 * (only the collection's owner loads it): `registerEnglish` hands them to the runtime when it
 * loads. Same rules as `en.ts`.
 */
export const enMintOwner = {
  // The collection owner's console (features/mint/components/MintOwnerConsole)
  'mintOwner.onlyYou': 'Only you see this',
  'mintOwner.title': 'Owner’s console',
  'mintOwner.intro':
    'You own the Bear collection ({address}). Each change here is a transaction from your wallet, followed in Recent Transactions like any other.',
  'mintOwner.saleTitle': 'Public sale',
  'mintOwner.saleOn': 'Public sale: on',
  'mintOwner.saleOff': 'Public sale: off',
  'mintOwner.saleScheduled': 'Opens {date} (its start time).',
  'mintOwner.openSale': 'Open the public sale',
  'mintOwner.closeSale': 'Close the public sale',
  'mintOwner.saleStatus': 'Sale switch',
  'mintOwner.effectSoldOut': 'Visitors will still see “{label}”: no bear is left to mint.',
  'mintOwner.effectOpen':
    'Visitors will see “{label}” and can mint at once, at {price} a bear, up to {limit} each.',
  'mintOwner.effectScheduled':
    'Visitors will see “{label}” counting down to {date}; from then they can mint at {price} a bear, up to {limit} each.',
  'mintOwner.effectScheduledAllowlist':
    'Until {date} visitors see the allowlist phase; from then anyone can mint at {price} a bear, up to {limit} each.',
  'mintOwner.effectClosedAllowlist':
    'Visitors will see “{label}”: only wallets on the allowlist can mint.',
  'mintOwner.effectClosed': 'Visitors will see “{label}” and cannot mint.',
  'mintOwner.startTitle': 'Start of the public sale',
  'mintOwner.startNone': 'No start time: the switch alone opens the sale.',
  'mintOwner.startNow': 'Set to {date}.',
  'mintOwner.startLegend': 'The sale opens',
  'mintOwner.startModeNone': 'As soon as its switch is on',
  'mintOwner.startModeAt': 'At a date and time',
  'mintOwner.startWhen': 'Date and time of the start',
  'mintOwner.date': 'Date',
  'mintOwner.time': 'Time',
  'mintOwner.timeZone': 'In your time zone: {zone} ({offset}).',
  'mintOwner.startIncomplete': 'Pick a date and a time.',
  'mintOwner.startWhileClosed': 'The sale is off: visitors see no change until you open it. Then:',
  'mintOwner.clearStart': 'Clear the start time',
  'mintOwner.saveStart': 'Save the start time',
  'mintOwner.startStatus': 'Start time',
  'mintOwner.txnClearStart': 'Clear the public sale’s start time',
  'mintOwner.txnStartsAt': 'Start the public sale on {date}',
  'mintOwner.allowlistTitle': 'Allowlist phase',
  'mintOwner.allowlistOn': 'Allowlist phase: on',
  'mintOwner.allowlistOff': 'Allowlist phase: off',
  'mintOwner.rootNow': 'Root:',
  'mintOwner.copyRoot': 'Copy root',
  'mintOwner.listMissing':
    'This site publishes no list for this network: write {source} and run npm run allowlist.',
  'mintOwner.listMatches':
    'Published list: {count} addresses in {path} (built from {source}); its root is the contract’s.',
  'mintOwner.listDiffers':
    'Published list: {count} addresses in {path} (built from {source}); its root is not the contract’s.',
  'mintOwner.allowlistSwitch': 'Allowlist phase on',
  'mintOwner.rootLegend': 'Root to set',
  'mintOwner.rootPublished': 'The published list’s',
  'mintOwner.rootOther': 'Another root',
  'mintOwner.rootOtherLabel': 'Allowlist root (0x and 64 hexadecimal digits)',
  'mintOwner.rootHint': 'Printed by {command}.',
  'mintOwner.allowlistOffEffect':
    'Listed wallets can no longer mint at the allowlist price; visitors see the public sale as it is: “{label}”.',
  'mintOwner.allowlistOnPublicFirst':
    'The public sale is open and comes first: visitors keep seeing it, and the allowlist phase applies once you close it.',
  'mintOwner.allowlistOnUnpublished':
    'Visitors will see “{label}”, but this root is not the published list’s: the page finds no proof for anyone, so nobody can mint until its list is published.',
  'mintOwner.allowlistOnEffect':
    'Visitors will see “{label}”: the {count} listed wallets can mint up to {limit} each at {price} a bear; anyone else is told they are not on the allowlist.',
  'mintOwner.saveAllowlist': 'Save the allowlist',
  'mintOwner.allowlistStatus': 'Allowlist',
  'mintOwner.txnAllowlistOn': 'Allowlist on, root {root}',
  'mintOwner.txnAllowlistOff': 'Allowlist off, root {root}',
  'mintOwner.txnAllowlistRoot': 'Set the allowlist root to {root}',
  'mintOwner.txnAllowlistOpen': 'Open the allowlist phase',
  'mintOwner.txnAllowlistClose': 'Close the allowlist phase',
  'mintOwner.allowlistBundleFailed':
    'Your wallet could not set the root and the switch together. Nothing was changed: retry.',
  'mintOwner.termsTitle': 'Price and limits',
  'mintOwner.termsAbout': 'As the contract holds them.',
  'mintOwner.publicPrice': 'Public sale price',
  'mintOwner.publicLimit': 'Public sale limit per wallet',
  'mintOwner.allowlistPrice': 'Allowlist price',
  'mintOwner.allowlistLimit': 'Allowlist limit per wallet',
  'mintOwner.proceedsTitle': 'Proceeds',
  'mintOwner.noProceeds': 'Nothing to withdraw yet: the contract holds no proceeds.',
  'mintOwner.withdrawEffect':
    'Visitors see no change: the {amount} the sale collected goes to your account {address}.',
  'mintOwner.withdraw': 'Withdraw the proceeds',
  'mintOwner.withdrawStatus': 'Withdraw',
  'mintOwner.txnWithdraw': 'Withdraw {amount}',
  'mintOwner.pendingSafe': 'Pending: {action} (awaiting signatures, {confirmations} of {required})',
  'mintOwner.pendingSafeUncounted': 'Pending: {action} (awaiting signatures)',
} as const;
