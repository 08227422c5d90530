const IDLE_TIMEOUT_MS = 2000;

/** `task` when idle `delayMs` after the load event (off the start's tasks); returns the cancel. */
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
