/**
 * The English catalogue: every sentence and label the hub shows, by key. It is bundled with the
 * app (the prerendered pages are English); every other catalogue is a lazy chunk with exactly
 * these keys and placeholders (`{name}`), checked by the type below and by
 * tests/unit/i18n/catalogues.test.ts. The error catalogue's English sentences (`errors.*`) are
 * the specification's words: never reword them.
 */
import type { enConnect } from './en.connect';
import type { enMint } from './en.mint';
import type { enMintOwner } from './en.mintOwner';
import type { enPreview } from './en.preview';
import type { enHistory } from './en.history';
import type { enStaking } from './en.staking';
import type { enStakingAccount } from './en.stakingAccount';
import type { enStakingOwner } from './en.stakingOwner';

export const en = {
  'app.name': 'Bear Hub',
  'app.siteTitle': "Bear Hub — a DeFi experience for the Bear project's tokens",
  'app.pageTitle': '{page} · Bear Hub',

  'common.loading': 'Loading…',
  'common.opensInNewTab': ' (opens in a new tab)',
  'common.copied': 'Copied!',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.retry': 'Retry',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',

  'number.thousand': 'k',
  'number.million': 'm',
  'number.billion': 'b',
  'number.trillion': 't',
  'number.percent': '{value} %',
  'time.days': '{n}d',
  'time.hours': '{n}h',
  'time.minutes': '{n}m',
  'time.seconds': '{n}s',

  'shell.skipToContent': 'Skip to content',
  'shell.logoAlt': 'Bear Hub home',
  'shell.mainNav': 'Main',
  'shell.menu': 'Menu',
  'shell.menuLinks': 'Menu links',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'nav.home': 'Home',
  'nav.mint': 'Mint your bear',
  'nav.bearProject': 'The Bear project',

  'footer.projectSites': 'Project sites',
  'footer.groupHome': 'Group home',
  'footer.technologies': 'Technologies',
  'footer.documentation': 'Documentation',
  'footer.notices': 'Notices',
  'footer.language': 'Language',
  'footer.noticeTrademarks': 'The Bear character trademarks are under application approval.',
  'footer.noticeCopyright': 'The storylines and copy are protected by international copyright.',
  'footer.noticePatent': 'Innovation patent granted.',
  'footer.noticeDesign': 'Design registration granted.',

  'home.tagline':
    'A DeFi experience for the Bear project’s tokens: connect your wallet, mint a bear, stake your tokens and watch the rewards grow.',
  'home.readDocs': 'Read the docs',
  'home.loadingStaking': 'Loading staking…',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at this address.',
  'notFound.back': 'Back to the home page',

  'wallet.connect': 'Connect Wallet',
  'wallet.connecting': 'Connecting…',
  'wallet.reconnecting': 'Reconnecting…',
  'wallet.signIn': 'Sign In',
  'wallet.disconnect': 'Disconnect',
  'wallet.loadingStatus': 'Loading the wallet status…',
  'wallet.transactionPendingSuffix': ', transaction pending',
  'wallet.wrongNetworkLabel': 'Wrong network',
  'wallet.switchNetwork': 'Switch network',

  'account.title': 'Account',
  'account.copyAddress': 'Copy Address',
  'account.viewOn': 'View on {explorer}',
  'chains.title': 'Switch Networks',
  'chains.connected': 'Connected',
  'chains.confirmInWallet': 'Confirm in wallet',

  'signIn.title': 'Verify your account',
  'signIn.body':
    'To finish connecting, sign a message in your wallet. Signing is free and sends no transaction.',
  'signIn.sign': 'Sign message',
  'signIn.waiting': 'Waiting for signature…',
  'signIn.verifying': 'Verifying signature…',

  'transactions.title': 'Recent Transactions',
  'transactions.clearAll': 'Clear All',
  'transactions.empty': 'Your transactions will appear here.',
  'transactions.pending': 'Pending',
  'transactions.confirmed': 'Confirmed',
  'transactions.failed': 'Failed',
  'transactions.viewOnExplorer': 'View {description} on the explorer',

  'write.simulating': 'Checking…',
  'write.confirming': 'Confirm in your wallet…',
  'write.pending': 'Transaction pending…',
  'write.confirmed': 'Transaction confirmed.',
  'write.transaction': 'Transaction',
  'write.labelled': '{label}: ',
  'fee.estimating': 'Network fee: estimating…',
  'fee.failed': 'Network fee: could not be estimated.',
  'fee.about': 'Network fee: ~{amount} {symbol}',
  'fee.below': 'Network fee: < {amount} {symbol}',
  'writeErrors.wrongChain': 'Switch your wallet to {chainName} first.',
  'writeErrors.reverted': 'The transaction was reverted on chain.',
  'writeErrors.refusedUnknown': 'The contract refused this request.',
  'writeErrors.notMined': 'The transaction was dropped or replaced before it was mined.',
  'writeErrors.walletChanged':
    'Your wallet changed account or network before answering; this request was abandoned.',

  'errors.userRejected': 'You rejected the request in your wallet.',
  'errors.resourceUnavailable':
    'A request is already waiting in your wallet. Open your wallet to approve or reject it.',
  'errors.unauthorized':
    'Your wallet has not authorised this site. Connect again and approve the request.',
  'errors.providerDisconnected':
    'Your wallet is disconnected from the network. Reconnect it and retry.',
  'errors.connectorNotFound':
    '{walletName} was not found in this browser. Install it, or pick another wallet.',
  'errors.connectorAlreadyConnected': '{walletName} is already connected.',
  'errors.notConnected': 'Connect a wallet first.',
  'errors.switchChainFailed':
    'Could not switch your wallet to {chainName}. Please retry, or switch from within your wallet.',
  'errors.switchChainNotSupported':
    'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  'errors.chainNotConfigured': 'Chain {chainId} is not configured.',
  'errors.noChainsConfigured': 'No chains are configured: the hub needs at least one chain.',
  'errors.providerConfigurationMissing': 'Could not find valid provider configuration',
  'errors.transportUrlMissing':
    'No URL was provided to the transport of {chainName}: add an RPC URL to its configuration.',
  'errors.safeInfoUnavailable': 'Could not load Safe information',
  'errors.safeProviderRequired': 'provider is required.',
  'errors.walletConnectProjectIdMissing':
    'No projectId found. WalletConnect needs a WalletConnect Cloud project id: set VITE_WALLETCONNECT_PROJECT_ID in .env.local (see .env.example) and rebuild the hub.',
  'errors.wrongNetwork': 'Wrong network detected, switch or disconnect to continue.',
  'errors.invalidInput': 'Invalid request: {what}',
  'errors.signInPrepareFailed': 'Error preparing message, please retry!',
  'errors.signMessageFailed': 'Error signing message, please retry!',
  'errors.signInVerifyFailed': 'Error verifying signature, please retry!',
  'errors.unknown': 'Oops, something went wrong!',

  'txn.stake': 'Stake {amount} {symbol} ({lock})',
  'txn.approve': 'Approve {amount} {symbol}',
  'txn.claim': 'Claim rewards of position #{id}',
  'txn.claimAll': 'Claim all {symbol} rewards',
  'txn.unstake': 'Unstake position #{id}',

  // Transaction hashes (the status under a form, Recent Transactions, the activity table)
  'write.copyHash': 'Copy the transaction hash',
  'write.transactionOn': 'Transaction {hash} on {explorer}',
  // Safe (contract wallets): awaiting owners, rejected in the Safe, no permit, the badge
  'transactions.awaitingSignatures': 'Awaiting signatures ({confirmations} of {required})',
  'transactions.awaitingSafe': 'Awaiting signatures',
  'transactions.rejectedInSafe': 'Rejected in the Safe',
  'writeErrors.rejectedInSafe': 'The transaction was rejected or replaced in the Safe.',
  'signIn.awaitingOwners': 'Waiting for the other owners of the Safe to sign…',
  'wallet.safeBadge': 'Safe',
  'wallet.account': 'Account',
} as const;

/**
 * Every key: the shell's (`en`, bundled) and those of the lazily loaded parts (the connect dialog's
 * `en.connect.ts`, `en.mint.ts`, `en.staking.ts`, `en.history.ts`, the owners' consoles), whose
 * English words travel with the part's chunk (see `registerEnglish`).
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enConnect
  | keyof typeof enMint
  | keyof typeof enMintOwner
  | keyof typeof enStaking
  | keyof typeof enStakingAccount
  | keyof typeof enStakingOwner
  | keyof typeof enPreview
  | keyof typeof enHistory;
/** A catalogue: every key of the English one, each a string. */
export type Messages = { readonly [K in MessageKey]: string };
