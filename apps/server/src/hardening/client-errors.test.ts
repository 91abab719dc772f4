import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();

/** Writes raw bytes on one keep-alive socket; resolves with everything read until it closes. */
function rawExchange(request: string): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, 5000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a request line over 16 KB answers 431 with Connection: close on a keep-alive socket', async () => {
    const { text, closed } = await rawExchange(
      `GET /api/health?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`,
    );
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'too_large' });
    expect(closed).toBe(true);
  });

  it('malformed HTTP answers 400 in the error shape, with Connection: close', async () => {
    const { text } = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), code: 'bad_request' });
  });

  it('a fetch after a 431 on the same client still works', async () => {
    const big = await fetch(`${server.url}/api/health?q=${'a'.repeat(17 * 1024)}`);
    expect(big.status).toBe(431);
    expect(big.headers.get('connection')).toBe('close');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
