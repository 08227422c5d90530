// Brings a page's history into view the way a visitor does, by scrolling to it: the history loads
// once the page has settled and its place is in the viewport, and the page above it may still be
// growing as it loads, so the scroll is repeated until the history shows.

/**
 * Scrolls `page` to its end every `everyMs` until its `.history` is visible; throws after
 * `withinMs`.
 */
export async function scrollToHistory(page, path, { withinMs = 60_000, everyMs = 1_000 } = {}) {
  const history = page.locator('.history').first();
  const deadline = Date.now() + withinMs;
  while (!(await history.isVisible())) {
    if (Date.now() > deadline) throw new Error(`no history on ${path} after scrolling`);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await page.waitForTimeout(everyMs);
  }
}
