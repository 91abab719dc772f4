import { onTestFinished, vi } from 'vitest';

/** One request as the app sent it; `body` is what was passed to fetch (FormData stays FormData). */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** Answers keyed `"<METHOD> <pathname>"`, e.g. `"POST /api/organisations/01J…/products/import"`. */
export type FakeRoutes = Record<string, (request: FakeRequest) => Response | Promise<Response>>;

export const XSRF_TEST_TOKEN = 'test-xsrf-token';

/** What the server's Set-Cookie does in a browser; `undefined` expires the cookie. */
function setXsrfCookie(value: string | undefined): void {
  const cookie =
    value === undefined ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT' : `XSRF-TOKEN=${value}`;
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for Set-Cookie; jsdom has no Cookie Store API.
  document.cookie = `${cookie}; path=/`;
}

/** A JSON answer as the server sends it; an error body is `{message, errors?, code}`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Puts a stand-in for the server on `globalThis.fetch` (lib/api-client.ts calls fetch) for one test.
 * `GET /sanctum/csrf-cookie` sets the XSRF-TOKEN cookie as the real server does, so writes go out as
 * they do in the browser. A request no route answers fails the test, naming the request, rather
 * than surfacing later as a "could not reach the server" error. Returns every request, in order.
 */
export function fakeFetch(routes: FakeRoutes): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  const answers: FakeRoutes = {
    'GET /sanctum/csrf-cookie': () => {
      setXsrfCookie(XSRF_TEST_TOKEN);
      return new Response(null, { status: 204 });
    },
    ...routes,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init.headers),
      body: init.body,
    };
    requests.push(request);
    const name = `${request.method} ${request.url.pathname}`;
    const answer = answers[name];
    if (!answer) {
      unanswered.push(name);
      throw new Error(`No fake answer for ${name}`);
    }
    return answer(request);
  });
  onTestFinished(() => {
    // The cookie lives on the file's document; the next test starts without a session token.
    setXsrfCookie(undefined);
    if (unanswered.length > 0) throw new Error(`Requests without a fake answer: ${unanswered.join(', ')}`);
  });
  return requests;
}
