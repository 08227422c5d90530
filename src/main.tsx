import '../styles/global.scss';
import { afterFirstContentfulPaint } from './app/afterFirstPaint';
import { CATALOGUE_LOADERS } from './i18n/catalogueLoaders';
import { detectLocale, directionOf } from './i18n/locales';
import { nextTask } from './wallet/nextTask';
import { startPrefetchedRead } from './wallet/prefetchedReads';

// The language is known before the app renders: `lang`/`dir` go on the document, and a
// non-English catalogue starts loading while the page paints (the app awaits it in boot.tsx).
// In a task of its own: the page's first storage read waits for the browser process to allow
// it (a synchronous permission check, 5-20 ms of waiting while the browser is busy loading).
void nextTask().then(() => {
  const locale = detectLocale();
  if (locale !== 'en') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    void CATALOGUE_LOADERS[locale]().catch(() => undefined);
  }
});

/**
 * The browser entry. The page arrives rendered (scripts/prerender/), so no script is needed for
 * its first paint: the app's code is requested only once that paint has happened, and never
 * competes with the stylesheet for the network. A page opened in a background tab has no paint
 * to wait for and starts at once.
 *
 * Links work before the app does (each page is its own HTML file); a button pressed before
 * React takes over the page is remembered and pressed again once the app is live, so no early
 * press is lost. From the moment React hydrates, it delivers presses itself (hydrating the part
 * pressed at once): remembering stops then, so no press is delivered twice.
 */
const earlyPresses: HTMLButtonElement[] = [];
const remember = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) earlyPresses.push(button);
};
document.addEventListener('click', remember, true);

const stopRemembering = () => document.removeEventListener('click', remember, true);

/**
 * The app's code arrives as one download but is evaluated in steps, each in a task of its own:
 * React DOM (most of the bytes), then the router, then the state libraries, then the app (store,
 * routes, components), which then starts, in a task of its own again. Evaluated at once, they
 * were one long task that blocked the page; between the steps the browser can paint and handle
 * input. The first import preloads the files of every step (`startChunks` in scripts/prerender/
 * widens its list), so no step waits on the network.
 */
async function boot() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/routerRuntime');
  await nextTask();
  await import('./app/stateRuntime');
  await nextTask();
  const { startApp } = await import('./app/boot');
  await nextTask();
  await startApp(() => {
    stopRemembering();
    for (const button of earlyPresses.splice(0)) if (button.isConnected) button.click();
  }, stopRemembering);
}

/**
 * The files the prerendered page names for its first screen (`data-preload`, e.g. /mint's
 * collection and the chain reads its picture waits on): requested right after the start's, in
 * the next task, rather than one import after the other once the app runs.
 */
const PRELOAD_LINKS_PER_TASK = 4;
async function preloadPageFiles() {
  const files = document.getElementById('root')?.dataset.preload?.split(' ') ?? [];
  for (const [index, file] of files.entries()) {
    // A link starts its request synchronously (about 0.5 ms each): a few per task.
    if (index && index % PRELOAD_LINKS_PER_TASK === 0) await nextTask();
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

const start = () => {
  void boot(); // requests the start's files first (synchronously, up to its first await)
  // The page's first chain read, if it names one (/mint: the collection's live figures), leaves
  // once the first paint is on screen, in a task of its own (starting a cross-origin request
  // takes 2-3 ms): its answer is still back before the app's code asks for it
  // (wallet/prefetchedReads.ts). The first paint shows the prerendered picture and needs nothing
  // from the chain; a read ending before it was counted into the page's LCP by Lighthouse's
  // simulation (a new origin's connection: about 300 ms in one run of two).
  afterFirstContentfulPaint(() => startPrefetchedRead(document.getElementById('root')));
  // The page's own files in tasks of their own: each modulepreload link starts its request
  // synchronously, and the start's and the page's together (/mint: about 20) made one task of
  // 10-13 ms of CPU, the longest after the first paint.
  void nextTask().then(preloadPageFiles);
};

if (document.visibilityState === 'hidden') {
  start();
} else {
  // The callback runs just before the next paint; the task it queues runs right after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}
