import './messages';
import { formatInteger } from '@/features/onchain/format';
import { tCount } from '@/i18n/runtime';

/** "1 bear", "2 bears" (in the active locale). */
export function bearCount(count: number | bigint): string {
  return tCount('mint.bears', count, { count: formatInteger(count) });
}
