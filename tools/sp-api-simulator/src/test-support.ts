import { gunzipSync } from 'node:zlib';
import type { SimulatorRegion, SpApiSimulator } from './types.ts';

/**
 * Test helpers: a client that talks to the simulator over real HTTP as the product will, and
 * a tab-separated parser that shares no code with the simulator's writer.
 */

/** Wednesday 18 June 2025, noon UTC: tests run on this clock unless they move it. */
export const TEST_NOW = Date.parse('2025-06-18T12:00:00Z');

/** A clock a test can move: `clock.now` is passed as the simulator's `now`. */
export function testClock(startMs = TEST_NOW) {
  let current = startMs;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    get ms() {
      return current;
    },
  };
}

export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams(fields),
  });
}

export async function accessTokenFor(simulator: SpApiSimulator, sellingPartnerId: string): Promise<string> {
  const response = await postForm(simulator.lwaTokenUrl, {
    grant_type: 'refresh_token',
    refresh_token: simulator.control.issueRefreshToken(sellingPartnerId),
    client_id: simulator.clientId,
    client_secret: simulator.clientSecret,
  });
  if (response.status !== 200) throw new Error(`token request answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads Amazon's JSON shapes field by field.
  json: any;
}

/** A response's JSON body, read field by field by the tests. */
export async function bodyOf(response: Response): Promise<ApiAnswer['json']> {
  return response.json();
}

export type SpApiClient = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options?: { query?: Record<string, string>; body?: unknown },
) => Promise<ApiAnswer>;

export function spApiClient(
  simulator: SpApiSimulator,
  region: SimulatorRegion,
  accessToken: string,
): SpApiClient {
  return async (method, path, options = {}) => {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await fetch(`${simulator.endpoint(region)}${path}${query}`, {
      method,
      headers: {
        'x-amz-access-token': accessToken,
        'user-agent': 'backoffice-tests/1.0 (Language=TypeScript)',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
  };
}

export async function sellerClient(
  simulator: SpApiSimulator,
  sellingPartnerId: string,
): Promise<SpApiClient> {
  const seller = simulator.sellers.find((entry) => entry.sellingPartnerId === sellingPartnerId);
  if (!seller) throw new Error(`no seller ${sellingPartnerId}`);
  return spApiClient(simulator, seller.region, await accessTokenFor(simulator, sellingPartnerId));
}

/** createReport, then getReport until the report has ended; the report as last seen. */
export async function runReport(
  api: SpApiClient,
  specification: Record<string, unknown>,
  maxPolls = 10,
): Promise<{ reportId: string; statuses: string[]; report: ApiAnswer['json'] }> {
  const created = await api('POST', '/reports/2021-06-30/reports', { body: specification });
  if (created.status !== 202) {
    throw new Error(`createReport answered ${created.status}: ${JSON.stringify(created.json)}`);
  }
  const reportId: string = created.json.reportId;
  const statuses: string[] = [];
  for (let poll = 0; poll < maxPolls; poll++) {
    const answer = await api('GET', `/reports/2021-06-30/reports/${reportId}`);
    if (answer.status === 429) {
      // getReport refills at 2 per second: wait for the next token, as a client must.
      await new Promise((resolve) => setTimeout(resolve, 600));
      poll -= 1;
      continue;
    }
    statuses.push(answer.json.processingStatus);
    if (['DONE', 'CANCELLED', 'FATAL'].includes(answer.json.processingStatus)) {
      return { reportId, statuses, report: answer.json };
    }
  }
  throw new Error(`report ${reportId} did not end after ${maxPolls} polls: ${statuses.join(', ')}`);
}

export interface DownloadedDocument {
  status: number;
  contentType: string;
  /** The gzip bytes as served. */
  raw: Buffer;
  /** Gunzipped, still in the served charset. */
  bytes: Buffer;
  /** Decoded with the charset the Content-Type names. */
  text: string;
}

/**
 * Windows-1252's characters at 0x80–0x9F (from Python's cp1252 codec; the five unassigned bytes
 * map to themselves). Node 20's TextDecoder('windows-1252') decodes these bytes as Latin-1 control
 * characters, so the tests decode Cp1252 themselves.
 */
const CP1252_80_TO_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/** Decodes a document body in a charset as Amazon names it (Cp1252, Windows-31J, UTF-8). */
export function decodeCharset(bytes: Buffer, charset: string): string {
  if (/^(cp|windows-)1252$/i.test(charset)) {
    return bytes
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (char) => CP1252_80_TO_9F[char.charCodeAt(0) - 0x80] ?? char);
  }
  return new TextDecoder(charset.toLowerCase(), { fatal: true }).decode(bytes);
}

export async function downloadReportDocument(
  api: SpApiClient,
  reportDocumentId: string,
): Promise<DownloadedDocument> {
  const answer = await api('GET', `/reports/2021-06-30/documents/${reportDocumentId}`);
  if (answer.status !== 200) throw new Error(`getReportDocument answered ${answer.status}`);
  if (answer.json.compressionAlgorithm !== 'GZIP') throw new Error('expected a GZIP document');
  return download(answer.json.url);
}

export async function download(url: string): Promise<DownloadedDocument> {
  const response = await fetch(url);
  const raw = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200) {
    return { status: response.status, contentType, raw, bytes: raw, text: raw.toString('utf8') };
  }
  const bytes = gunzipSync(raw);
  const charset = /charset=([^;]+)/i.exec(contentType)?.[1]?.trim() ?? 'utf-8';
  return { status: response.status, contentType, raw, bytes, text: decodeCharset(bytes, charset) };
}

/** Rows of a tab-separated document as objects keyed by the header line. */
export function parseTabSeparated(
  text: string,
  options: { quoted?: boolean } = {},
): { header: string[]; rows: Array<Record<string, string>>; widths: number[] } {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const cells = (line: string) =>
    line
      .replace(/\r$/, '')
      .split('\t')
      .map((cell) => (options.quoted ? unquote(cell) : cell));
  const [headerLine, ...dataLines] = lines;
  const header = cells(headerLine ?? '');
  const split = dataLines.map(cells);
  return {
    header,
    widths: split.map((row) => row.length),
    rows: split.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))),
  };
}

function unquote(cell: string): string {
  if (!cell.startsWith('"') || !cell.endsWith('"') || cell.length < 2) {
    throw new Error(`field not enclosed in quotes: ${cell}`);
  }
  return cell.slice(1, -1).replaceAll('""', '"');
}

export const DAY = 24 * 60 * 60 * 1000;
export const MINUTE = 60 * 1000;

export function isoDaysBefore(nowMs: number, days: number): string {
  return new Date(nowMs - days * DAY).toISOString();
}
