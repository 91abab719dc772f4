import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { AmazonApiError } from './amazon-errors.ts';
import { retryAfterMs } from './backoff.ts';
import type { ReportDocument } from './models/reports.ts';
import { type Attempt, type RetryPolicy, withRetries } from './retrying.ts';

/** Until the document's first bytes; a report of gigabytes may then take as long as it takes. */
const HEADERS_TIMEOUT_MS = 30_000;
/** A download that stalls this long between two chunks is dropped (the job retries it). */
const IDLE_TIMEOUT_MS = 60_000;

export interface DownloadedReportDocument {
  /** The document's bytes, gunzipped when Amazon compressed it; read once, as they arrive. */
  body: AsyncIterable<Uint8Array>;
  /** From the download's Content-Type (`ISO-8859-1`, `Cp1252`, `UTF-8`…); null when it names none. */
  charset: string | null;
  /** The body's length in bytes when the server said it and nothing was decompressed; else null. */
  contentLength: number | null;
}

/**
 * Amazon's pre-signed document URLs are plain GETs (no token) and expire after five minutes
 * (`ReportDocument.url` in the Reports model; README.md, "Reports"). An expired one answers 4xx
 * (S3: 403 "Request has expired"); the document is then asked for again, once, for a fresh URL.
 */
const EXPIRED_URL_STATUSES = new Set([400, 401, 403, 410]);

export async function downloadReportDocument({
  reportDocumentId,
  getReportDocument,
  policy,
}: {
  reportDocumentId: string;
  getReportDocument: (reportDocumentId: string) => Promise<ReportDocument>;
  policy: RetryPolicy & { now: () => Date };
}): Promise<DownloadedReportDocument> {
  let document = await getReportDocument(reportDocumentId);
  let renewed = false;
  return withRetries('downloadReportDocument', policy, async function attempt(): Promise<
    Attempt<DownloadedReportDocument>
  > {
    const controller = new AbortController();
    const headersTimer = setTimeout(() => controller.abort(new Error('no answer')), HEADERS_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(document.url, { signal: controller.signal });
    } catch (cause) {
      return { ok: false, failure: { status: null, errors: [], retryAfterMs: null, requestId: null, cause } };
    } finally {
      clearTimeout(headersTimer);
    }
    if (response.ok && response.body) return { ok: true, value: streamed(document, response, controller) };
    await response.body?.cancel().catch(() => undefined);
    if (EXPIRED_URL_STATUSES.has(response.status) && !renewed) {
      renewed = true;
      document = await getReportDocument(reportDocumentId);
      return attempt();
    }
    if (response.status === 429 || response.status >= 500)
      return {
        ok: false,
        failure: {
          status: response.status,
          errors: [],
          retryAfterMs: retryAfterMs(response.headers.get('retry-after'), policy.now()),
          requestId: null,
        },
      };
    throw new AmazonApiError(
      'downloadReportDocument',
      response.status,
      [],
      `downloadReportDocument: the document URL answered HTTP ${response.status}`,
    );
  });
}

function streamed(
  document: ReportDocument,
  response: Response,
  controller: AbortController,
): DownloadedReportDocument {
  // fetch already decodes a `Content-Encoding: gzip` answer (enableContentEncodingUrlHeader).
  const decodedInTransit = /gzip/i.test(response.headers.get('content-encoding') ?? '');
  const gunzip = document.compressionAlgorithm === 'GZIP' && !decodedInTransit;
  const raw = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  let source: Readable = raw;
  if (gunzip) {
    const inflate = createGunzip();
    // pipeline destroys the gunzip stream with any error of the download, so the reader sees it.
    pipeline(raw, inflate, () => undefined);
    source = inflate;
  }
  const length = Number(response.headers.get('content-length'));
  return {
    body: watched(source, controller),
    charset: charsetOf(response.headers.get('content-type')),
    contentLength:
      !gunzip && !decodedInTransit && Number.isSafeInteger(length) && length >= 0 ? length : null,
  };
}

/** Chunks as they come; a stall drops the connection, and so does a reader that stops early. */
async function* watched(source: Readable, controller: AbortController): AsyncGenerator<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  try {
    for (;;) {
      const idle = setTimeout(
        () => controller.abort(new Error('report document download stalled')),
        IDLE_TIMEOUT_MS,
      );
      let next: IteratorResult<Uint8Array>;
      try {
        next = await chunks.next();
      } finally {
        clearTimeout(idle);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    source.destroy();
    controller.abort();
  }
}

/** `text/plain; charset="Cp1252"` → `Cp1252`. */
export function charsetOf(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '');
  return match?.[2] ?? null;
}
