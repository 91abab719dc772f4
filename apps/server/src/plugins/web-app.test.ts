import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';

const dist = mkdtempSync(join(tmpdir(), 'sbo-web-app-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stockroom</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = useTestServer({ WEB_DIST_DIR: dist });

async function get(path: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await request(`${server.url}${path}`, {
    method,
    headers: accept === undefined ? {} : { accept },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    body: await response.body.text(),
  };
}

describe('the web app', () => {
  it('answers / as the app whatever the client accepts, as a plain curl or an uptime check asks', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const answer = await get('/', accept);
      expect(answer.status, `accept: ${accept}`).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain('<title>Stockroom</title>');
    }
    expect((await get('/?from=monitor', '*/*')).status).toBe(200);
    expect((await get('/', '*/*', 'HEAD')).status).toBe(200);
  });

  it('answers a screen’s path as the app to a browser and to curl', async () => {
    expect((await get('/backend/pages/products', 'text/html')).status).toBe(200);
    expect((await get('/backend/pages/products', '*/*')).status).toBe(200);
  });

  it('keeps the JSON 404 for missing files, API paths and clients that ask for JSON', async () => {
    for (const [path, accept] of [
      ['/favicon-missing.ico', '*/*'],
      ['/api/nothing-here', 'text/html'],
      ['/storage/reports/1/1.report', 'text/html'],
      ['/backend/pages/products', 'application/json'],
    ] as const) {
      const answer = await get(path, accept);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body)).toHaveProperty('message');
    }
  });
});
