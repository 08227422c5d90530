/** Waits at most this long for an idle moment once the delay has passed. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has settled: `delayMs` after the window's load event (counted from
 * now if it has fired), in an idle moment (at most IDLE_TIMEOUT_MS later). Returns the cancel.
 * For what the first screen does not need: by then the page's code has run and its first reads
 * have usually answered, so nothing of it lands in the tasks that make the page interactive.
 */
export function afterPageSettles(task: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      } else task();
    }, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
