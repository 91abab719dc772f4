import { randomBytes } from 'node:crypto';
import type { Organisation, User } from '@backoffice/shared';
import { expect } from 'vitest';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

export const PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers a new account in a fresh client; it owns one new organisation. */
export async function signUp(
  server: TestServer,
  {
    name = 'Test User',
    email = uniqueEmail(),
    organisation,
  }: { name?: string; email?: string; organisation?: string } = {},
): Promise<{ client: TestClient; user: User; organisation: Organisation; email: string }> {
  const client = server.client();
  await client.csrf();
  const response = await client.post<{ data: User }>('/api/fortify/register', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...(organisation ? { organisation_name: organisation } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const user = response.body.data;
  const current = user.current_organisation;
  if (!current) throw new Error('registered user has no organisation');
  return { client, user, organisation: current, email };
}

export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<TestClient> {
  const client = server.client();
  await client.csrf();
  const response = await client.post('/api/fortify/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return client;
}

/** The token in a mailed link (`token=` query or the last path segment). */
export function tokenFromLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}
