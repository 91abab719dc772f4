// @vitest-environment jsdom
import { SIGNED_IN_COOKIE } from '@backoffice/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { createTestQueryClient } from '../../../testing/render.tsx';
import { currentUserQueryOptions } from './get-current-user.ts';

const setHint = (present: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie in jsdom.
  document.cookie = present
    ? `${SIGNED_IN_COOKIE}=1; path=/`
    : `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

afterEach(() => setHint(false));

describe('the current user', () => {
  it('is nobody, without a request, when the server has not marked the browser signed in', async () => {
    const requests = fakeFetch({
      'GET /api/users/me': () => jsonResponse(401, { message: 'Unauthenticated.' }),
    });
    const user = await createTestQueryClient().fetchQuery(currentUserQueryOptions());
    expect(user).toBeNull();
    expect(requests).toEqual([]);
  });

  it('is read from the API when the browser is marked signed in', async () => {
    setHint(true);
    const requests = fakeFetch({ 'GET /api/users/me': () => jsonResponse(200, { data: { id: 7 } }) });
    const user = await createTestQueryClient().fetchQuery(currentUserQueryOptions());
    expect(user).toEqual({ id: 7 });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/users/me']);
  });
});
