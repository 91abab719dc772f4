import { decodeReport } from './decode.ts';

/** How much of Amazon's error document is kept: it is a sentence or a small JSON object. */
export const ERROR_DOCUMENT_MAX_CHARS = 10_000;

/** Appended when the document was longer than what is kept. */
export const ERROR_DOCUMENT_CUT = '\n… (cut: the document is longer)';

/**
 * The text of the document Amazon attaches to a FATAL report (the Reports model: a FATAL report
 * "may" carry a `reportDocumentId` whose document explains the error). Its shape is not
 * documented: it is read as text, whatever it holds (JSON such as `{"errorDetails": "…"}`, or
 * prose), gunzipped if it is gzip and decoded by `charset` (else detected), like any document.
 * Reading stops after `maxChars`, so an unexpectedly large document is not downloaded whole.
 */
export async function readErrorDocument(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  { charset, maxChars = ERROR_DOCUMENT_MAX_CHARS }: { charset?: string | null; maxChars?: number } = {},
): Promise<string> {
  let text = '';
  for await (const chunk of decodeReport(bytes, { charset: charset ?? null })) {
    text += chunk;
    // Leaving the loop closes the decoder and, through it, the download.
    if (text.length > maxChars) return `${text.slice(0, maxChars).trimEnd()}${ERROR_DOCUMENT_CUT}`;
  }
  return text.trim();
}
