import type { IncomingMessage } from 'node:http';

/** Bodies here are small forms and JSON objects; anything larger is refused, not buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A form-urlencoded or JSON body as string fields; undefined when it is neither (or not an
 * object). Non-string JSON values are kept as their JSON text.
 */
export async function readFields(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const text = await readBody(request);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') {
    const parsed = parseJson(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return undefined;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
