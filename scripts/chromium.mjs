// Debian's Chromium (`apt-get install chromium`) and the flags it needs on this machine's closed
// network; shared by the end-to-end tests (playwright.config.ts) and the bench (Lighthouse,
// the before-interaction measure). Playwright downloads no browser here.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
