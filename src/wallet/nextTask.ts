interface PostTaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task of the event loop, so that the browser can paint and handle input
 * between two pieces of start-up work (each piece then counts as a task of its own, not one long
 * one). `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued work); else a MessageChannel message, which, unlike `setTimeout`, is neither
 * clamped nor throttled in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
