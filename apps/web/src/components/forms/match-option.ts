/** Whether an option matches what was typed: every word appears in its name or code, any case. */
export function matchesSearch(term: string, ...texts: (string | null | undefined)[]): boolean {
  const haystack = texts.filter(Boolean).join(' ').toLocaleLowerCase();
  return term
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Adds or removes one id, keeping the order in which the user picked them. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
}
