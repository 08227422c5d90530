/**
 * The English words of the connect dialog (the wallet list, connecting, the QR code, getting a
 * wallet and setting it up). They travel with the dialog's lazy chunk: `registerEnglish` hands
 * them to the runtime when it loads, so a visitor's page does not carry them. Same rules as
 * `en.ts`.
 */
export const enConnect = {
  'connect.title': 'Connect a Wallet',
  'connect.installed': 'Installed',
  'connect.popular': 'Popular',
  'connect.recent': 'Recent',
  'connect.newToWallets': 'New to wallets?',
  'connect.getWallet': 'Get a Wallet',
  'connect.learnMore': 'Learn More',
  'connect.whatIsWallet': 'What is a Wallet?',
  'connect.factHomeTitle': 'A home for your digital assets',
  'connect.factHomeShort': 'A wallet holds, sends and receives tokens and NFTs such as your bears.',
  'connect.factHomeLong':
    'Your tokens and NFTs live on the blockchain; the wallet holds the keys that prove they are yours and lets you send, receive and display them.',
  'connect.factLoginTitle': 'A new way to log in',
  'connect.factLoginShort':
    'No account or password to create here: connecting your wallet is how you sign in.',
  'connect.factLoginLong':
    'Sites ask your wallet to connect instead of asking for a password. You approve each request in the wallet, and you can disconnect at any time.',
  'connect.factKeysTitle': 'Your keys, your responsibility',
  'connect.factKeysLong':
    'Keep your secret recovery phrase offline and never share it with anyone, us included.',
  'connect.opening': 'Opening {wallet}…',
  'connect.confirmIn': 'Confirm the connection in {wallet}.',
  'connect.loadingQr': 'Loading QR code',
  'connect.preparingQr': 'Preparing the QR code',
  'connect.qrLabel': 'QR code to scan with {wallet}',
  'connect.copyToClipboard': 'Copy to clipboard',
  'connect.openWallet': 'Open {wallet}',
  'connect.get': 'Get',
  'connect.getNamed': 'Get {wallet}',
  'connect.forBrowser': '{wallet} for your browser',
  'connect.forBrowserHint': 'Add the extension to use {wallet} right here.',
  'connect.addToBrowser': 'Add to browser',
  'connect.forMobile': '{wallet} for mobile',
  'connect.forMobileHint': 'Use the app to connect by scanning a QR code.',
  'connect.getApp': 'Get the app',
  'connect.forDesktop': '{wallet} for desktop',
  'connect.downloadDesktop': 'Download for desktop',
  'connect.visitSite': 'Visit the {wallet} site',
  'connect.install': 'Install {wallet}',
  'connect.installHint': 'Install the app on your phone, then come back here.',
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.downloadPage': 'Download page',
  'connect.setupMobile': 'Set up {wallet} on your phone',
  'connect.setupExtension': 'Set up the {wallet} extension',
  'connect.connect': 'Connect',
  'connect.refresh': 'Refresh',
  'connect.disclaimerBefore': 'Connect your wallet only on the official website:',
  'connect.disclaimerAfter': '. Never approve requests from copies of this site.',
  'setup.mobile.install.title': 'Open the {wallet} app',
  'setup.mobile.install.description':
    'Put {wallet} on your home screen for faster access to your wallet.',
  'setup.mobile.create.title': 'Create or import a wallet',
  'setup.mobile.create.description':
    'Create a new wallet or import an existing one. Never share your secret phrase.',
  'setup.mobile.scan.title': 'Tap the scan button',
  'setup.mobile.scan.description':
    'After you scan, a connection prompt will appear for you to approve.',
  'setup.extension.install.title': 'Install the {wallet} extension',
  'setup.extension.install.description':
    'Pin it to your browser toolbar for quick access to your wallet.',
  'setup.extension.create.title': 'Create or import a wallet',
  'setup.extension.create.description':
    'Back up your wallet with a secure method. Never share your secret phrase.',
  'setup.extension.refresh.title': 'Refresh your browser',
  'setup.extension.refresh.description':
    'Once the wallet is set up, reload this page to load the extension.',
} as const;
