import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';
import { type JsonSchema, requestSchemasOf } from './openapi-walk.ts';

const server = useTestServer();

/** The largest value each PostgreSQL integer type holds. */
const TYPE_MAX: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER, // 2^63 - 1, but a JS number stops being exact at 2^53 - 1
};

/** Every integer field of a JSON schema, by the name of the property (or array) it is in. */
function integerFields(schema: JsonSchema, name: string, found: { name: string; schema: JsonSchema }[]) {
  if (!schema || typeof schema !== 'object') return found;
  if (schema.type === 'integer' || schema.type === 'number') found.push({ name, schema });
  for (const [key, child] of Object.entries(schema.properties ?? {})) integerFields(child, key, found);
  if (schema.items) integerFields(schema.items, name, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const child of schema[key] ?? []) integerFields(child, name, found);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    integerFields(schema.additionalProperties, name, found);
  return found;
}

describe('integer bounds of every request field', () => {
  it('fit the column the field is stored in (and a JS number everywhere)', async () => {
    // The strictest column of each name across the schema (a field is checked against every
    // column that has its name: `min_stock` against products.min_stock, an int4).
    const { rows } = (await server.ctx.db.execute(sql`
      select column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('smallint', 'integer', 'bigint')`)) as unknown as {
      rows: { column_name: string; data_type: string }[];
    };
    const columnMax = new Map<string, number>();
    for (const row of rows) {
      const max = TYPE_MAX[row.data_type] as number;
      columnMax.set(row.column_name, Math.min(columnMax.get(row.column_name) ?? max, max));
    }

    const problems: string[] = [];
    let checked = 0;
    for (const { operation, part, schema } of requestSchemasOf(server.app)) {
      for (const field of integerFields(schema, part, [])) {
        checked += 1;
        const where = `${operation} ${part} ${field.name}`;
        const { maximum, minimum, exclusiveMaximum } = field.schema;
        const max = typeof maximum === 'number' ? maximum : exclusiveMaximum;
        if (typeof max !== 'number') problems.push(`${where}: no maximum`);
        else {
          const limit = columnMax.get(field.name) ?? Number.MAX_SAFE_INTEGER;
          if (max > limit) problems.push(`${where}: maximum ${max} above ${limit}`);
        }
        if (typeof minimum !== 'number' && typeof field.schema.exclusiveMinimum !== 'number')
          problems.push(`${where}: no minimum`);
        else if ((minimum ?? field.schema.exclusiveMinimum ?? 0) < -Number.MAX_SAFE_INTEGER)
          problems.push(`${where}: minimum below a safe integer`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
