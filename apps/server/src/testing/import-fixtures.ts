import { type Import, isImportFinished } from '@backoffice/shared';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './test-client.ts';

/**
 * Follows an accepted CSV upload (202 with the import) by polling GET …/imports/{id}, as the web
 * app does, until the import is done or failed; returns it as it ended.
 */
export async function importOutcome(
  client: TestClient,
  base: string,
  upload: TestResponse | Promise<TestResponse>,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<Import> {
  const accepted = await upload;
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  const id = (accepted.body.data as Import).id;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(`${base}/imports/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const current = response.body.data as Import;
    if (isImportFinished(current.status)) return current;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${current.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What an import that wrote its rows reports. */
export const imported = (created: number, updated: number) =>
  expect.objectContaining({ status: 'done', created, updated, errors: null });
