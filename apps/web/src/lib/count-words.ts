/** A count with its noun, singular for one: "1 row", "2,000 rows". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}
