/**
 * Runs `fetch` over `items` a chunk at a time and concatenates the results: the IN lists of the
 * bulk lookups (imports, a page's figures) stay a bounded size however many rows come in.
 */
export async function inChunks<T, R>(
  items: readonly T[],
  size: number,
  fetch: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await fetch(items.slice(start, start + size))));
  return results;
}
