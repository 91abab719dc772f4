import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Envelope, EnvelopeItem, StandInMessage } from './sentry-stand-in.ts';

/**
 * The Sentry stand-in's ingest (sentry-stand-in.ts starts it in a worker thread): an HTTP server
 * taking the envelopes the official SDKs POST to `/api/<project_id>/envelope/`, checked the way
 * Sentry does (the DSN's project, its public key as `sentry_key` in the query or the
 * `X-Sentry-Auth` header, a readable envelope); each accepted envelope goes to the parent thread.
 * Browsers post cross-origin, so it answers with Sentry's CORS headers.
 */
const { publicKey, projectId } = workerData as { publicKey: string; projectId: string };
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const post = (message: StandInMessage) => parentPort?.postMessage(message);

const server = createServer((request, response) => {
  handle(request, response)
    .then((envelope) => {
      if (envelope) post({ kind: 'envelope', envelope });
    })
    .catch((error: unknown) => answer(response, 400, { detail: String(error) }));
});
server.listen(0, '127.0.0.1', () =>
  post({ kind: 'listening', port: (server.address() as AddressInfo).port }),
);

/** Answers one request as Sentry's ingest would; returns the envelope when one was accepted. */
async function handle(request: IncomingMessage, response: ServerResponse): Promise<Envelope | undefined> {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (request.method === 'OPTIONS') {
    answer(response, 200, {});
    return undefined;
  }
  const path = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
  if (!path || request.method !== 'POST') {
    answer(response, 404, { detail: 'not found' });
    return undefined;
  }
  const key = url.searchParams.get('sentry_key') ?? keyFromAuthHeader(request.headers['x-sentry-auth']);
  if (!key) {
    answer(response, 401, { detail: 'missing authorization information' });
    return undefined;
  }
  if (key !== publicKey || path[1] !== projectId) {
    answer(response, 403, { detail: 'invalid project or public key' });
    return undefined;
  }
  const body = decode(await readBody(request), request.headers['content-encoding']);
  const envelope = parseEnvelope(body);
  answer(response, 200, { id: envelope.header.event_id ?? null });
  return envelope;
}

/** `Sentry sentry_version=7, sentry_client=…, sentry_key=<key>`: the key, if any. */
function keyFromAuthHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? /sentry_key=([^,\s]+)/.exec(value)?.[1] : undefined;
}

/** Sentry's headers, CORS included: the browser SDK posts from the app's origin. */
function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': '*',
    'access-control-expose-headers': 'x-sentry-error, x-sentry-rate-limits, retry-after',
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('envelope too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The Node transport gzips large envelopes; others may use the other encodings Sentry accepts. */
function decode(body: Buffer, encoding: string | string[] | undefined): Buffer {
  switch (Array.isArray(encoding) ? encoding[0] : encoding) {
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

/**
 * The envelope format: a JSON header line, then items, each a JSON header line and a payload of
 * `length` bytes (binary allowed) or, without a length, up to the next newline.
 */
function parseEnvelope(body: Buffer): Envelope {
  let position = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, position);
    const line = body.subarray(position, end === -1 ? body.length : end);
    position = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    const headerLine = readLine();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(position, position + itemHeader.length);
      position += itemHeader.length;
      if (body[position] === 0x0a) position += 1;
    } else {
      payload = readLine();
    }
    if (typeof itemHeader.type !== 'string') throw new Error('envelope item without a type');
    items.push({ type: itemHeader.type, header: itemHeader, payload: parsePayload(payload, itemHeader) });
  }
  return { header, items };
}

function parsePayload(payload: Buffer, header: Record<string, unknown>): unknown {
  const binary = header.type === 'attachment' || header.type === 'replay_recording';
  return binary ? payload : JSON.parse(payload.toString('utf8'));
}
