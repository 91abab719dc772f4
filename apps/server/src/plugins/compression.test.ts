import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';
import { DOCS_PREFIX } from './openapi.ts';

// A build as the web app's writes it: each text asset beside its .br and .gz (vite-precompress.ts).
const dist = mkdtempSync(join(tmpdir(), 'sbo-dist-'));
const script = `console.log(${JSON.stringify('stockroom '.repeat(400))});\n`;
mkdirSync(join(dist, 'assets'));
const page = `<!doctype html><title>Stockroom</title>${'<!-- -->'.repeat(300)}`;
writeFileSync(join(dist, 'index.html'), page);
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(page));
writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
// Marked so the test can tell a file sent as built from one compressed per request.
writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(`${script}// built\n`));
writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(`${script}// built\n`));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer({ WEB_DIST_DIR: dist });

/** As sent: fetch would ask for gzip by itself and decompress what it gets. */
async function fetchRaw(path: string, encoding?: string) {
  const response = await request(`${server.url}${path}`, {
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), accept: 'text/html,*/*' },
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  const header = (name: string) => {
    const value = response.headers[name];
    return value === undefined ? null : String(value);
  };
  return { status: response.statusCode, headers: { get: header }, body };
}
const bytes = async (response: { body: Buffer }) => response.body;

describe('compression', () => {
  it('sends built assets as compressed at build time, brotli first, to a browser that accepts it', async () => {
    const brotli = await fetchRaw('/build/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    // Caches must keep the encodings apart.
    expect(brotli.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(`${script}// built\n`);

    const gzip = await fetchRaw('/build/assets/app-1a2b.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(`${script}// built\n`);

    const plain = await fetchRaw('/build/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(readFileSync(join(dist, 'assets/app-1a2b.js'), 'utf8'));
  });

  it('sends the SPA page as built, and compresses JSON answers made per request', async () => {
    const page = await fetchRaw('/organisation/01JANY/skus', 'br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain('<title>Stockroom</title>');

    const json = await fetchRaw(`${DOCS_PREFIX}/json`, 'gzip');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(json.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(await bytes(json)).toString())).toHaveProperty('openapi');
  });

  it('leaves small answers and clients that do not ask alone', async () => {
    const small = await fetchRaw('/api/health', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    const json = await fetchRaw(`${DOCS_PREFIX}/json`);
    expect(json.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytes(json)).toString())).toHaveProperty('openapi');
  });
});
