import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../testing/background-settled.ts';
import { signUp } from '../testing/fixtures.ts';
import { tenantSnapshot } from '../testing/tenant-snapshot.ts';
import type { TestClient, TestResponse } from '../testing/test-client.ts';
import { useTestServer } from '../testing/test-server.ts';
import { type JsonSchema, type Operation, operationsOf } from './openapi-walk.ts';
import { fillPath, seedTenant, type Tenant } from './world.ts';

const server = useTestServer();

/** Strings that pass the product's patterns (amounts, currencies, ASINs, codes, dates, item ulids). */
const PATTERN_CANDIDATES = [
  '1.00',
  'USD',
  'B000000000',
  'DE',
  '2024-01-01',
  '01kaz0000000000000000000aa',
  'probe@example.com',
  'Probe',
];

function stringFor(schema: JsonSchema, name: string): string {
  const fits = (value: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (name.includes('email')) return 'probe@example.com';
  if (schema.format === 'uri') return 'https://example.com/probe';
  // Upper-cased before its pattern is checked, so the pattern is not in the input schema.
  if (name.endsWith('currency')) return 'USD';
  // Money is checked after a transform, so its pattern is not in the input schema.
  if (/cogs$|amount|price|cost/.test(name)) return '1.00';
  return PATTERN_CANDIDATES.find(fits) ?? `Probe ${name}`.slice(0, schema.maxLength ?? 50);
}

/** A request body that would be valid but for the ids, which are the victim's. */
function bodyFor(schema: JsonSchema | undefined, victim: Tenant, name = ''): unknown {
  if (!schema) return {};
  const branch = schema.anyOf?.find((child) => child.type !== 'null') ?? schema.oneOf?.[0];
  if (branch && !schema.type) return bodyFor(branch, victim, name);
  if (schema.enum) return schema.enum[0];
  const singular = name.replace(/s$/, '');
  const victimId =
    victim.numericIds[name] ?? victim.numericIds[singular] ?? victim.numericIds[`${singular}_id`];
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, bodyFor(child, victim, key)]),
      );
    case 'array':
      return [bodyFor(schema.items, victim, name.replace(/_ids$/, '_id'))];
    case 'integer':
    case 'number':
      return victimId ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return stringFor(schema, name);
    default:
      return victimId ?? 'probe';
  }
}

/** The victim's ids as every id filter a list takes (`?product_id=…`). */
function queryFor(operation: Operation, victim: Tenant): string {
  return operation.parameters
    .filter((p) => p.in === 'query' && victim.numericIds[p.name] !== undefined)
    .map((p) => `${p.name}=${victim.numericIds[p.name]}`)
    .join('&');
}

function call(client: TestClient, operation: Operation, path: string, victim: Tenant): Promise<TestResponse> {
  const query = queryFor(operation, victim);
  const url = query ? `${path}?${query}` : path;
  if (operation.method === 'GET' || operation.method === 'DELETE')
    return client.request(operation.method, url);
  const body = bodyFor(operation.body['application/json'], victim);
  return client.request(operation.method, url, (body ?? {}) as Record<string, unknown>);
}

const leaks = (response: TestResponse, victim: Tenant) => {
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  return victim.secrets.filter((secret) => text.includes(secret));
};

describe('cross-tenant walk of every organisation route', () => {
  it('answers 404 to outsiders and to other organisations’ ids, leaking and writing nothing of the victim', async () => {
    const victim = await seedTenant(server, 'alpha');
    const other = await seedTenant(server, 'bravo');
    const outsider = await signUp(server);
    const routes = operationsOf(server.app).filter((operation) => operation.path.includes('{organisation}'));
    expect(routes.length).toBeGreaterThan(40);
    await backgroundSettled(server, victim.id);
    const victimBefore = await tenantSnapshot(server.ctx.db, victim.id);
    // The search finds the victim's data where it is shown (else finding none would prove nothing).
    expect(leaks(await victim.owner.get(`${victim.base}/products`), victim)).toContain('Product alpha');

    const wrong: string[] = [];
    const leaked: string[] = [];
    const check = (who: string, operation: Operation, response: TestResponse, expected: number) => {
      const where = `${who} ${operation.method} ${operation.path}`;
      if (response.status !== expected)
        wrong.push(`${where}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
      const found = leaks(response, victim);
      if (found.length) leaked.push(`${where}: ${found.join(', ')}`);
    };

    for (const operation of routes) {
      // (a) Signed in, not a member: the victim's organisation and its real record ids. The
      // organisation is not revealed: 404 before any role or record check.
      const victimPath = fillPath(operation.path, victim.ulid, victim.ids);
      check('outsider', operation, await call(outsider.client, operation, victimPath, victim), 404);
      // A member of the victim's organisation with no role in it does not exist; its own viewer
      // is the other case: (b) below.

      // (b) A member of another organisation, in that organisation, with the victim's record ids.
      const hasRecord = operation.parameters.some((p) => p.in === 'path' && p.name !== 'organisation');
      const ownPath = fillPath(operation.path, other.ulid, victim.ids);
      const asOwner = await call(other.owner, operation, ownPath, victim);
      const asViewer = await call(other.viewer, operation, ownPath, victim);
      if (hasRecord) {
        // Someone else's record is not found in this organisation, whatever the role may do…
        check('other owner', operation, asOwner, 404);
        // A viewer's write is refused on the role first (403) where the route needs more than
        // reading, else (reads, leaving the team) by the lookup (404): either way exactly as for
        // an id that exists nowhere, so the victim's ids are indistinguishable from nothing.
        const nowhere = await call(other.viewer, operation, fillPath(operation.path, other.ulid, {}), victim);
        check('other viewer', operation, asViewer, nowhere.status);
        expect([403, 404], `viewer ${operation.method} ${operation.path}`).toContain(asViewer.status);
        expect(asViewer.body, `viewer ${operation.method} ${operation.path}`).toEqual(nowhere.body);
      } else {
        // Lists, counts, creates and imports of its own organisation: the victim's ids in the
        // body or filters select nothing and are refused as unknown, never shown.
        if (asOwner.status >= 500)
          wrong.push(`other owner ${operation.method} ${operation.path}: ${asOwner.status}`);
        if (asViewer.status >= 500)
          wrong.push(`other viewer ${operation.method} ${operation.path}: ${asViewer.status}`);
        for (const [who, response] of [
          ['other owner', asOwner],
          ['other viewer', asViewer],
        ] as const) {
          const found = leaks(response, victim);
          if (found.length) leaked.push(`${who} ${operation.method} ${operation.path}: ${found.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(leaked).toEqual([]);
    await backgroundSettled(server, victim.id);
    expect(await tenantSnapshot(server.ctx.db, victim.id)).toEqual(victimBefore);
    // The walk reached real records: the victim still reads them all.
    for (const resource of [
      'products',
      'skus',
      'suppliers',
      'sales-channels',
      'report-sources',
      'fulfillment-centers',
      'report-requests',
      'store-orders',
    ])
      expect(
        (await victim.owner.get(`${victim.base}/${resource}/${victim.ids[resource]}`)).status,
        resource,
      ).toBe(200);
  }, 120_000);
});
