// Debian's Chromium and the flags it needs on this machine's closed network. Playwright downloads
// no browser here.
//  - CHROMIUM_PATH (`apt-get install chromium`): the browser visitors run, measured by the bench
//    (Lighthouse, the before-interaction measure).
//  - TEST_CHROMIUM_PATH (`apt-get install chromium-headless-shell`): the same Chromium release
//    built as the headless shell, which the end-to-end tests launch (playwright.config.ts), as
//    Playwright does by default for headless runs. It runs the same Blink and V8 without the
//    full browser's UI layer and GPU process. On this 2-core machine the browser's CPU over a
//    whole `npm test` went from 336 to 203 s (the mint and wallet specs alone: 55.7 → 25.7 s),
//    with the same results.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
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
