/**
 * A browser-like HTTP client: keeps cookies, sends X-Requested-With, and echoes the XSRF-TOKEN
 * cookie in X-XSRF-TOKEN as the web app does. `ip` sets X-Forwarded-For (the test server trusts
 * its proxy) so throttling per address can be exercised.
 */
/** Bodies are read as loose JSON in tests; the assertions are what check their shape. */
// biome-ignore lint/suspicious/noExplicitAny: the one escape hatch, kept to this alias
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Send the XSRF header (turn off to test the 419). */
  sendXsrf = true;

  constructor(
    readonly baseUrl: string,
    readonly options: { ip?: string } = {},
  ) {}

  get = <T = Json>(path: string) => this.request<T>('GET', path);
  post = <T = Json>(path: string, body?: Body) => this.request<T>('POST', path, body);
  put = <T = Json>(path: string, body?: Body) => this.request<T>('PUT', path, body);
  delete = <T = Json>(path: string) => this.request<T>('DELETE', path);

  /** GET /sanctum/csrf-cookie, as the web app does before login and register. */
  async csrf(): Promise<void> {
    await this.get('/sanctum/csrf-cookie');
  }

  /** GET with the session, the answer's bytes as they came (files: logos, report documents). */
  async getBytes(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, { headers, redirect: 'manual' });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  /** A raw body with its own content type (malformed JSON, multipart without a boundary…). */
  raw = <T = Json>(method: string, path: string, body: string | Uint8Array, contentType: string) =>
    this.request<T>(method, path, undefined, { body, contentType });

  async request<T = Json>(
    method: string,
    path: string,
    body?: Body,
    raw?: { body: string | Uint8Array; contentType: string },
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && this.sendXsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.options.ip) headers['x-forwarded-for'] = this.options.ip;
    let payload: string | Uint8Array | FormData | undefined;
    if (raw) {
      headers['content-type'] = raw.contentType;
      payload = raw.body;
    } else if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), rest.join('='));
    }
    const text = await response.text();
    const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
}
