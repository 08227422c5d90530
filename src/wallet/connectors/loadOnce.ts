/** Runs `load` once per page (the first call's arguments count); a failure is tried again. */
export function loadOnce<Args extends unknown[], T>(load: (...args: Args) => Promise<T>) {
  let loaded: Promise<T> | null = null;
  const get = (...args: Args): Promise<T> => {
    loaded ??= load(...args).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return Object.assign(get, {
    /** The load under way or done; null before the first call or after a failure. */
    current: () => loaded,
    /** Tests. */
    reset: () => {
      loaded = null;
    },
  });
}
