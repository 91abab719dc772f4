import { highlightParts } from '../highlight-parts.ts';

/** The text with every occurrence of the query in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
          <mark key={index} className="px-0">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
