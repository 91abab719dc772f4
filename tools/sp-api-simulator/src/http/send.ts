import type { ServerResponse } from 'node:http';

/** Small response helpers: every answer of the simulator goes through one of these. */

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json' } : {}),
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendText(
  response: ServerResponse,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Content-Length': 0 });
  response.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function escapeXml(text: string): string {
  return escapeHtml(text);
}
