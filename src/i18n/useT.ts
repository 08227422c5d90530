import { t, tCount } from './runtime';
import { useLocale } from './useLocale';

/** The catalogue's `t` and `tCount`; the component re-renders in the new locale on a change. */
export function useT() {
  useLocale();
  return { t, tCount };
}
