export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text cut where the query occurs (case-insensitive, every occurrence), for <mark>: the
 * server matched the same way (ILIKE / lower-cased LIKE), so what it found is what lights up.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (e.g. 'İ'); then cutting by index would misplace
  // the marks, so the text is shown plain rather than wrongly highlighted.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
