/** A count with its noun, singular for one: "1 row", "2,000 rows". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** A count for a small badge: as is below 1,000, then short ("1.2K", "50K"); say the exact count beside it. */
export function compactCount(count: number): string {
  return count < 1000 ? String(count) : compact.format(count);
}
