import { ApiError, toApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';

/**
 * The one HTTP client of the web app (spec section 7). Every request identifies itself as XHR,
 * includes the session cookie, and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN (Sanctum's
 * double-submit CSRF check). Failures reject with an ApiError; a 204 resolves to undefined.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export interface RequestOptions {
  method?: Method;
  /** A plain value is sent as JSON; FormData is passed through so the browser sets the boundary. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
}

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
const CSRF_MISMATCH_STATUS = 419;

function currentXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE_NAME);
}

function buildHeaders(body: unknown, xsrfToken: string | undefined): Headers {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (xsrfToken) headers.set('X-XSRF-TOKEN', xsrfToken);
  return headers;
}

export function buildUrl(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  path: string,
  { method = 'GET', body, query, signal }: RequestOptions,
): Promise<Response> {
  try {
    return await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body, currentXsrfToken()),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // Aborts are TanStack Query's cancellations: they must stay AbortErrors, not become API errors.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: 'Could not reach the server. Check your connection.' });
  }
}

let csrfCookieRequest: Promise<void> | undefined;

/**
 * Fetches the XSRF-TOKEN cookie. Login and register force it (the session is regenerated there);
 * other writes only call it when the cookie is missing. Concurrent callers share one request.
 */
export function ensureCsrfCookie({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!force && currentXsrfToken()) return Promise.resolve();
  csrfCookieRequest ??= send(CSRF_COOKIE_PATH, {})
    .then(async (response) => {
      if (!response.ok) throw toApiError(response.status, await readBody(response), response.statusText);
    })
    .finally(() => {
      csrfCookieRequest = undefined;
    });
  return csrfCookieRequest;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const changesState = method !== 'GET';
  if (changesState) await ensureCsrfCookie();
  let response = await send(path, options);
  // An expired token (419) is refreshed once and the request retried, as the user did nothing wrong.
  if (response.status === CSRF_MISMATCH_STATUS && changesState) {
    await ensureCsrfCookie({ force: true });
    response = await send(path, options);
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body, response.statusText);
  return body as T;
}

type WithoutMethod = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: WithoutMethod) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: WithoutMethod) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: WithoutMethod) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: WithoutMethod) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
