import { createHash } from 'node:crypto';

/**
 * A report line's identity for writing it once: the same line stated by two reports (a
 * re-processed document, or overlapping periods of two syncs) gets the same key. Identical lines
 * within one batch are told apart by their order of appearance, which `occurrences` counts.
 */
export function lineKey(
  kind: string,
  reportSourceId: number,
  fields: readonly string[],
  occurrence: number,
): string {
  const digest = createHash('sha1').update(fields.join('\t')).digest('base64url');
  return `${kind}:${reportSourceId}:${digest}:${occurrence}`;
}

/** Counts each key's appearances in a batch: the first is 0, the next 1… */
export function occurrenceCounter(): (first: string) => number {
  const seen = new Map<string, number>();
  return (first) => {
    const occurrence = seen.get(first) ?? 0;
    seen.set(first, occurrence + 1);
    return occurrence;
  };
}
