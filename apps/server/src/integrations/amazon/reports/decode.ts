import { isAscii } from 'node:buffer';
import iconv from 'iconv-lite';
import { encodingOfCharset } from './charset.ts';
import { detectEncoding, SNIFF_BYTES } from './detect-encoding.ts';
import { gunzipIfGzipped } from './gunzip.ts';

/**
 * Bytes (maybe gzip) → text chunks, decoded by `charset` when given (from the download's
 * Content-Type), else by detection (uploaded files). A byte-order mark is dropped.
 */
export function decodeReport(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  options: { charset?: string | null } = {},
): AsyncIterable<string> {
  const encoding = options.charset ? encodingOfCharset(options.charset) : null;
  const plain = gunzipIfGzipped(bytes);
  return encoding ? decodeAs(plain, encoding) : decodeDetected(plain);
}

async function* decodeAs(bytes: AsyncIterable<Buffer>, encoding: string): AsyncGenerator<string> {
  // iconv-lite's decoders keep a character split across two chunks until the next one comes.
  const decoder = iconv.getDecoder(encoding, { stripBOM: true });
  for await (const chunk of bytes) {
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The three encodings agree on ASCII, so ASCII passes through as it is and the choice waits for
 * the first other byte: a file whose first umlaut comes after a megabyte of plain rows is still
 * read right. From that byte, up to SNIFF_BYTES are looked at, then the rest is streamed.
 */
async function* decodeDetected(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const iterator = bytes[Symbol.asyncIterator]();
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const chunk = next.value;
      if (isAscii(chunk)) {
        if (chunk.length) yield chunk.toString('latin1');
        continue;
      }
      const first = chunk.findIndex((byte) => byte >= 0x80);
      if (first > 0) yield chunk.toString('latin1', 0, first);
      const sample = [chunk.subarray(first)];
      let sampled = sample[0]?.length ?? 0;
      let complete = false;
      while (sampled < SNIFF_BYTES) {
        const more = await iterator.next();
        if (more.done) {
          complete = true;
          break;
        }
        sample.push(more.value);
        sampled += more.value.length;
      }
      const encoding = detectEncoding(Buffer.concat(sample), complete);
      yield* decodeAs(resume(sample, complete ? null : iterator), encoding);
      return;
    }
  } finally {
    await iterator.return?.();
  }
}

async function* resume(head: Buffer[], rest: AsyncIterator<Buffer> | null): AsyncGenerator<Buffer> {
  yield* head;
  if (!rest) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}
