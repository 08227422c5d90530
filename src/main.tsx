import '../styles/global.scss';

/**
 * The browser entry. The page arrives rendered (scripts/prerender/), so no script is needed for
 * its first paint: the app's code is requested only once that paint has happened, and never
 * competes with the stylesheet for the network. A page opened in a background tab has no paint
 * to wait for and starts at once.
 */
const boot = () => void import('./app/boot');

if (document.visibilityState === 'hidden') {
  boot();
} else {
  // The callback runs just before the next paint; the task it queues runs right after it.
  requestAnimationFrame(() => setTimeout(boot, 0));
}
