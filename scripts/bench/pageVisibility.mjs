// Hiding a tab in a headless browser, which keeps every page visible: `document.visibilityState`
// and `document.hidden` answer what the test set, and `visibilitychange` fires as the browser
// fires it. Used by the request budget (requests.mjs) and the end-to-end tests of live reads.
/* global Document, document, window -- in the functions Playwright runs in the page */

/** Runs in the page before its scripts (`page.addInitScript`): self-contained. */
function visibilitySwitch() {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.__setPageHidden = (value) => {
    if (value === hidden) return;
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };
}

/** Lets `setPageHidden` hide and show every document `page` loads from now on. */
export async function installVisibilitySwitch(page) {
  await page.addInitScript(visibilitySwitch);
}

/** Hides (true) or shows (false) the page's current document. */
export async function setPageHidden(page, hidden) {
  await page.evaluate((value) => window.__setPageHidden(value), hidden);
}
