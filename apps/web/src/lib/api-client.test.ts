import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, buildUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiClient', () => {
  let calls: Call[];
  let responses: Response[];
  const cookieJar = { cookie: '' };

  beforeEach(() => {
    calls = [];
    responses = [];
    cookieJar.cookie = '';
    vi.stubGlobal('document', cookieJar);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url === '/sanctum/csrf-cookie') {
          cookieJar.cookie = 'XSRF-TOKEN=tok%3Den';
          return new Response(null, { status: 204 });
        }
        const next = responses.shift();
        if (!next) throw new Error(`unexpected request ${url}`);
        return next;
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

  it('sends the XHR headers, cookies and the decoded XSRF token on a GET', async () => {
    cookieJar.cookie = 'XSRF-TOKEN=abc%3D%3D';
    responses.push(jsonResponse(200, { data: { id: 1 } }));
    await expect(apiClient.get('/api/users/me')).resolves.toEqual({ data: { id: 1 } });
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[0], 'Accept')).toBe('application/json');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('abc==');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('fetches the CSRF cookie before a write when there is none, then sends it', async () => {
    responses.push(new Response(null, { status: 204 }));
    await expect(apiClient.post('/api/fortify/logout')).resolves.toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual(['/sanctum/csrf-cookie', '/api/fortify/logout']);
    expect(header(calls[1], 'X-XSRF-TOKEN')).toBe('tok=en');
  });

  it('sends JSON bodies as JSON and FormData untouched', async () => {
    cookieJar.cookie = 'XSRF-TOKEN=t';
    responses.push(jsonResponse(200, {}), jsonResponse(200, {}));
    await apiClient.post('/api/profile', { name: 'Ann' });
    const form = new FormData();
    form.set('name', 'Acme');
    await apiClient.post('/api/organisations/01H/', form);
    expect(calls[0]?.init.body).toBe('{"name":"Ann"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe(form);
    expect(header(calls[1], 'Content-Type')).toBeNull();
  });

  it('rejects with an ApiError carrying status, message and field errors', async () => {
    cookieJar.cookie = 'XSRF-TOKEN=t';
    responses.push(jsonResponse(422, { message: 'Invalid', errors: { email: ['Taken.'] } }));
    const error = await apiClient.post('/api/fortify/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', errors: { email: ['Taken.'] } });
  });

  it('refreshes the CSRF cookie once and retries after a 419', async () => {
    cookieJar.cookie = 'XSRF-TOKEN=expired';
    responses.push(jsonResponse(419, { message: 'CSRF token mismatch.' }), jsonResponse(200, { ok: true }));
    await expect(apiClient.put('/api/profile/update-password', {})).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/profile/update-password',
      '/sanctum/csrf-cookie',
      '/api/profile/update-password',
    ]);
    expect(header(calls[2], 'X-XSRF-TOKEN')).toBe('tok=en');
  });
});

describe('buildUrl', () => {
  it('appends defined query values only', () => {
    expect(buildUrl('/api/x', { page: 2, q: 'a b', empty: undefined, none: null })).toBe(
      '/api/x?page=2&q=a+b',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
  });
});
