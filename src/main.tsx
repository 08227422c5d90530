import '../styles/global.scss';
import { afterFirstContentfulPaint } from './app/afterFirstPaint';
import { CATALOGUE_LOADERS } from './i18n/catalogueLoaders';
import { detectLocale, directionOf } from './i18n/locales';
import { nextTask } from './wallet/nextTask';
import { startPrefetchedRead } from './wallet/prefetchedReads';

// `lang`/`dir` and the catalogue's download start before the app renders (boot.tsx awaits it).
// In a task of its own: the first storage read waits on the browser's permission check (5-20 ms).
void nextTask().then(() => {
  const locale = detectLocale();
  if (locale !== 'en') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    void CATALOGUE_LOADERS[locale]().catch(() => undefined);
  }
});

// The app's code is requested after the prerendered page's first paint. A button pressed before
// React takes over is pressed again once live; remembering stops at hydration (no press twice).
const earlyPresses: HTMLButtonElement[] = [];
const remember = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) earlyPresses.push(button);
};
document.addEventListener('click', remember, true);

const stopRemembering = () => document.removeEventListener('click', remember, true);

// One download evaluated in steps, a task each (at once they were one long task): React DOM,
// router, state libraries, app. `startChunks` (scripts/prerender/) preloads every step's files.
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

// A link starts its request synchronously (about 0.5 ms each): a few per task.
const PRELOAD_LINKS_PER_TASK = 4;

/** The files the prerendered page names for its first screen (`data-preload`). */
async function preloadPageFiles() {
  const files = document.getElementById('root')?.dataset.preload?.split(' ') ?? [];
  for (const [index, file] of files.entries()) {
    if (index && index % PRELOAD_LINKS_PER_TASK === 0) await nextTask();
    if (!file) continue;
    const link = { rel: 'modulepreload', crossOrigin: '', href: file };
    document.head.append(Object.assign(document.createElement('link'), link));
  }
}

const start = () => {
  void boot(); // requests the start's files first (synchronously, up to its first await)
  // A read ending before the first paint counted into Lighthouse's simulated LCP (about 300 ms).
  afterFirstContentfulPaint(() => startPrefetchedRead(document.getElementById('root')));
  // In a later task: the start's and the page's preload links together made a 10-13 ms task.
  void nextTask().then(preloadPageFiles);
};

if (document.visibilityState === 'hidden') {
  start();
} else {
  // The callback runs just before the next paint; the task it queues runs right after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}
