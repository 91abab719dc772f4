import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../testing/background-settled.ts';
import { signIn, signUp } from '../testing/fixtures.ts';
import { watchTenantWrites } from '../testing/tenant-writes.ts';
import type { TestClient, TestResponse } from '../testing/test-client.ts';
import { useTestServer } from '../testing/test-server.ts';
import { type JsonSchema, type Operation, operationsOf } from './openapi-walk.ts';
import { fillPath, seedTenant } from './world.ts';

/** One malformed request: what replaces a path parameter, the query string, the body. */
interface Variant {
  name: string;
  path?: string;
  query?: string;
  body?: { text: string | Uint8Array; type: string };
}

const SQL = "1'); DROP TABLE products; --";
const HUGE_STRING = 'x'.repeat(70_000);
const BAD_IDS = [
  '0x10',
  '1e1',
  '+1',
  '01',
  '1.0',
  '%201',
  '-1',
  '0',
  '99999999999999999999',
  'abc',
  `${encodeURIComponent("1' OR '1'='1")}`,
  '%00',
  '%F0%9F%92%A9',
  'null',
  '[]',
];
const BAD_SCALARS: [string, unknown][] = [
  ['a number', 12345],
  ['a huge number', 1e308],
  ['beyond int4', 2_147_483_648],
  ['beyond a safe integer', 2 ** 60],
  ['negative', -1],
  ['a fraction', 1.5],
  ['a string', 'not-a-number'],
  ['an empty string', ''],
  ['a huge string', HUGE_STRING],
  // Well-formed days a date check passes but arithmetic on them does not (the day after 9999-12-31).
  ['a far date', '9999-12-31'],
  ['an ancient date', '0001-01-01'],
  ['a NUL', 'a\u0000b'],
  ['unicode', '𝕏 עברית 🧪 \u202e\ufeff'],
  ['SQL', SQL],
  ['true', true],
  ['null', null],
  ['an array', [1, 'two', null]],
  ['an object', { $gt: '' }],
];

/** Properties of an object schema, looking through anyOf/oneOf wrappers. */
function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = propertiesOf(child);
    if (Object.keys(found).length) return found;
  }
  return {};
}

const json = (value: unknown) => ({ text: JSON.stringify(value), type: 'application/json' });
const BOUNDARY = 'fuzz-boundary';
const multipart = (text: string, type = `multipart/form-data; boundary=${BOUNDARY}`) => ({ text, type });
const csvPart = (csv: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`;

/** Variants per operation and role: every kind of malformation is among them, in turn. */
const PER_OPERATION = 36;

/** Takes from each list in turn, so a capped list still has every kind. */
function interleave<T>(lists: T[][], limit: number): T[] {
  const out: T[] = [];
  for (let round = 0; out.length < limit && lists.some((list) => round < list.length); round += 1)
    for (const list of lists) {
      const item = list[round];
      if (item !== undefined && out.length < limit) out.push(item);
    }
  return out;
}

/** At least 30 malformed variants of an operation, from its schema (PER_OPERATION at most). */
function variantsOf(operation: Operation): Variant[] {
  const kinds: Variant[][] = [[], [], [], [], []];
  const [organisationVariants, pathVariants, queryVariants, bodyVariants, fieldVariants] = kinds as [
    Variant[],
    Variant[],
    Variant[],
    Variant[],
    Variant[],
  ];
  const pathParams = operation.parameters.filter((p) => p.in === 'path' && p.name !== 'organisation');
  if (operation.path.includes('{organisation}'))
    for (const id of BAD_IDS)
      organisationVariants.push({ name: `organisation ${id}`, path: `organisation:${id}` });
  for (const param of pathParams)
    for (const id of BAD_IDS) pathVariants.push({ name: `${param.name} ${id}`, path: id });
  // Parameters the operation does not declare (`zzz`) as well as its own.
  const declared = operation.parameters.filter((p) => p.in === 'query');
  const queryParams = [
    ...declared,
    { name: 'zzz' },
    ...(declared.some((p) => p.name === 'search') ? [] : [{ name: 'search' }]),
  ];
  for (const param of queryParams)
    for (const [name, value] of BAD_SCALARS)
      queryVariants.push({
        name: `query ${param.name} ${name}`,
        query: `${param.name}=${encodeURIComponent(typeof value === 'string' ? value.slice(0, 5000) : JSON.stringify(value))}`,
      });
  queryVariants.push({ name: 'query repeated', query: 'page=1&page=2&sort=a&sort=b' });
  queryVariants.push({ name: 'query prototype', query: '__proto__[x]=1&constructor[prototype][y]=1' });
  queryVariants.push({ name: 'query NUL key', query: '%00=1' });
  queryVariants.push({ name: 'query unknown', query: `zzz=${encodeURIComponent(SQL)}` });
  queryVariants.push({ name: 'query bad percent', query: 'search=%E0%A4%A' });

  if (operation.method !== 'GET' && operation.method !== 'DELETE')
    bodyVariantsOf(operation, bodyVariants, fieldVariants);
  return interleave(kinds, PER_OPERATION);
}

function bodyVariantsOf(operation: Operation, bodyVariants: Variant[], fieldVariants: Variant[]): void {
  const schema = operation.body['application/json'];
  for (const [name, body] of [
    ['bad JSON', { text: '{"name": ', type: 'application/json' }],
    ['JSON array', json([1, 2])],
    ['JSON null', { text: 'null', type: 'application/json' }],
    ['JSON string', json('text')],
    ['JSON number', json(1)],
    ['deep JSON', { text: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' }],
    [
      'prototype pollution',
      {
        text: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
        type: 'application/json',
      },
    ],
    ['unknown fields only', json({ zzz: SQL, '\u0000': 1 })],
    ['text/plain', { text: 'name=x', type: 'text/plain' }],
    ['form-urlencoded', { text: 'name=x', type: 'application/x-www-form-urlencoded' }],
    ['multipart without boundary', multipart(csvPart('name\nx\n'), 'multipart/form-data')],
    ['truncated multipart', multipart(csvPart('name\nx\n').slice(0, 60))],
    ['multipart with a NUL cell', multipart(csvPart('name,sku_id\nA\u0000,B\u0000\n'))],
    ['multipart with garbage CSV', multipart(csvPart('"unterminated,\n\u0000\u0001,,,,\n'))],
    ['raw CSV with SQL', { text: `name,sku_id\n${SQL},${SQL}\n`, type: 'text/csv' }],
  ] as const)
    bodyVariants.push({ name, body: body as Variant['body'] });
  for (const [property, propertySchema] of Object.entries(propertiesOf(schema))) {
    for (const [name, value] of BAD_SCALARS)
      fieldVariants.push({ name: `${property} ${name}`, body: json({ [property]: value }) });
    if (propertySchema.type === 'array' || propertySchema.anyOf?.some((child) => child.type === 'array')) {
      const items = propertiesOf(
        propertySchema.items ?? propertySchema.anyOf?.find((c) => c.type === 'array')?.items,
      );
      fieldVariants.push({
        name: `${property} huge array`,
        body: json({ [property]: Array.from({ length: 6000 }, () => 1) }),
      });
      for (const item of Object.keys(items))
        for (const [name, value] of BAD_SCALARS.slice(0, 12))
          fieldVariants.push({
            name: `${property}.0.${item} ${name}`,
            body: json({ [property]: [{ [item]: value }] }),
          });
    }
  }
}

function send(
  client: TestClient,
  operation: Operation,
  variant: Variant,
  organisation: string,
  ids: Record<string, string>,
) {
  let path: string;
  if (variant.path?.startsWith('organisation:'))
    path = fillPath(operation.path, variant.path.slice('organisation:'.length), ids);
  else path = fillPath(operation.path, organisation, operation.method === 'DELETE' ? {} : ids, variant.path);
  const url = variant.query ? `${path}?${variant.query}` : path;
  if (variant.body) return client.raw(operation.method, url, variant.body.text, variant.body.type);
  return client.request(operation.method, url);
}

/** Every error answer is `{message, code}` (with `errors` per field on a 422). */
function wellFormedError(response: TestResponse): boolean {
  const body = response.body;
  if (!body || typeof body !== 'object') return false;
  const keys = Object.keys(body).sort().join(',');
  return (
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    (keys === 'code,message' || (keys === 'code,errors,message' && typeof body.errors === 'object'))
  );
}

/**
 * The fuzz of every operation, in `shards` test files (fuzz-<n>.test.ts) that take every
 * `shards`-th operation from `shard` on: each has its own server and database, so vitest runs them
 * side by side and the walk's time does not grow with every route in one file.
 */
export function describeFuzzShard(shard: number, shards: number): void {
  const server = useTestServer();
  describe(`schema-driven fuzz of the OpenAPI document's operations (part ${shard + 1} of ${shards})`, () => {
    it('answers every malformed request without a 500, in the error shape, writing nothing when refusing', async () => {
      const world = await seedTenant(server, 'fuzz');
      const outsider = await signUp(server);
      // The seed's own background work (the forecast recompute its override queued) ends first:
      // installing the log's triggers takes a lock on every tenant table, and on PostgreSQL a job
      // writing two of them meanwhile deadlocked with it.
      await backgroundSettled(server, world.id);
      // The log sees a write of each kind (else "nothing written" below would prove nothing).
      const tenantWrites = await watchTenantWrites(server.ctx.db);
      await tenantWrites.clear();
      const seen = await world.owner.post(`${world.base}/products`, { name: 'Seen' });
      expect(seen.status).toBe(201);
      const product = `${world.base}/products/${seen.body.data.id}`;
      expect((await world.owner.put(product, { name: 'Seen again' })).status).toBe(200);
      expect((await world.owner.delete(product)).status).toBe(204);
      expect(await tenantWrites.written()).toEqual(
        expect.arrayContaining(['products insert', 'products update', 'products delete']),
      );
      const all = operationsOf(server.app);
      expect(all.length).toBeGreaterThan(50);
      const operations = all.filter((_, index) => index % shards === shard);
      const clients: Record<string, TestClient> = {
        owner: world.owner,
        viewer: world.viewer,
        outsider: outsider.client,
      };
      const emails: Record<string, string> = { ...world.emails, outsider: outsider.email };

      const serverErrors: string[] = [];
      const badShapes: string[] = [];
      const writes: string[] = [];
      let requests = 0;
      for (const operation of operations) {
        const variants = variantsOf(operation);
        expect(variants.length, `${operation.method} ${operation.path}`).toBeGreaterThanOrEqual(30);
        for (const role of Object.keys(clients)) {
          const client = clients[role] as TestClient;
          await backgroundSettled(server, world.id);
          await tenantWrites.clear();
          const refused: Variant[] = [];
          let accepted = 0;
          for (const variant of variants) {
            const response = await send(client, operation, variant, world.ulid, world.ids);
            requests += 1;
            const where = `${role} ${operation.method} ${operation.path} [${variant.name}] ${response.status}`;
            if (response.status >= 500)
              serverErrors.push(`${where} ${JSON.stringify(response.body).slice(0, 200)}`);
            if (response.status >= 400) {
              refused.push(variant);
              if (!wellFormedError(response))
                badShapes.push(`${where} ${JSON.stringify(response.body).slice(0, 200)}`);
            } else accepted += 1;
          }
          await backgroundSettled(server, world.id);
          if (accepted === 0) {
            const written = await tenantWrites.written();
            if (written.length)
              writes.push(`${role} ${operation.method} ${operation.path}: ${written.join(', ')}`);
          } else {
            // Some variant was a valid request (unknown fields are dropped): its writes are legitimate.
            // Send the refused ones again on their own: they must write nothing.
            await tenantWrites.clear();
            const resent: number[] = [];
            for (const variant of refused)
              resent.push((await send(client, operation, variant, world.ulid, world.ids)).status);
            await backgroundSettled(server, world.id);
            if (resent.every((status) => status >= 400)) {
              const written = await tenantWrites.written();
              if (written.length)
                writes.push(
                  `${role} ${operation.method} ${operation.path} (second pass): ${written.join(', ')}`,
                );
            } else {
              // Some were refused only for the state the valid one left (a report then being
              // processed) and are valid now: check each on its own, counting the refused ones.
              for (const variant of refused) {
                await tenantWrites.clear();
                const response = await send(client, operation, variant, world.ulid, world.ids);
                await backgroundSettled(server, world.id);
                const written = await tenantWrites.written();
                if (response.status >= 400 && written.length)
                  writes.push(
                    `${role} ${operation.method} ${operation.path} [${variant.name}] (alone): ${written.join(', ')}`,
                  );
              }
            }
          }
          // A variant may have signed the client out (logout takes no body to refuse).
          if ((await client.get('/api/users/me')).status === 401)
            clients[role] = await signIn(server, emails[role] as string);
        }
      }
      expect(serverErrors).toEqual([]);
      expect(badShapes).toEqual([]);
      expect(writes).toEqual([]);
      expect(requests).toBeGreaterThan(3 * 30 * operations.length - 1);
      // A shard walks its ~100 operations in 2-4 minutes beside the suite; on a 2-core machine
      // shared with other work it passed 300 s, so the limit is there to catch a hang only.
    }, 900_000);
  });
}
