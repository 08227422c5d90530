/** "1 bear", "2 bears". */
export function bearCount(count: number | bigint): string {
  return `${count} ${count === 1 || count === 1n ? 'bear' : 'bears'}`;
}
