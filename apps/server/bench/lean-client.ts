import { Pool } from 'undici';
import type { TestClient } from '../src/testing/test-client.ts';

/**
 * GETs as `client` (its cookies), through one keep-alive undici connection rather than fetch:
 * bench client and server share a process, and fetch's own work (WHATWG streams and headers,
 * 0.8 ms a request against 0.4 ms here, measured on a bare Fastify route) would be counted as
 * the server's. Fails on anything but 200, so a broken endpoint cannot look fast.
 */
export function leanGetter(client: TestClient): {
  get(path: string): Promise<unknown>;
  close(): Promise<void>;
} {
  const pool = new Pool(client.baseUrl, { connections: 1 });
  const cookie = () => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async get(path) {
      const response = await pool.request({
        method: 'GET',
        path,
        headers: { cookie: cookie(), accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      });
      const body = await response.body.json();
      if (response.statusCode !== 200)
        throw new Error(`GET ${path} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 500)}`);
      return body;
    },
    close: () => pool.close(),
  };
}
