/** Types of options.mjs, for the unit tests. */
export declare function option<T = undefined>(
  name: string,
  fallback?: T,
  args?: string[],
): string | T;
