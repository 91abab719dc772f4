import type { FastifyBaseLogger } from 'fastify';
import type { createSerializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, ZodType, type z } from 'zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

/**
 * Responses are written through their declared schema (unknown keys dropped, dates encoded), as
 * fastify-type-provider-zod does. A stored record that no longer fits its schema (written before
 * a rule tightened, or by a path that skipped it) is a bug to fix, not a reason to hide the
 * record: it is logged with the record's id and the failing fields, and served as it is, rather
 * than answering 500 for every list it is in until someone edits it.
 */
export function lenientSerializerCompiler(log: FastifyBaseLogger): SerializerCompiler {
  return (routeSchema) => {
    const schema = zodSchemaOf(routeSchema.schema);
    return (data: unknown) => {
      const result = safeEncode(schema, data);
      if (result.success) return JSON.stringify(result.data);
      log.error(
        {
          method: routeSchema.method,
          url: routeSchema.url,
          status: routeSchema.httpStatus,
          recordIds: recordIdsOf(data, result.error.issues),
          issues: result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
        'response does not fit its schema; served as it is',
      );
      return JSON.stringify(data);
    };
  };
}

/** A route's response schema: a zod schema, or `{properties: zod}` as the type provider allows. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof ZodType) return properties;
  throw new Error(`A response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The id of the record each issue is in: the first object with an `id` on the issue's path (the
 * supplier of `data.3.shipping_times.0.days`; the issue's path says the rest).
 */
function recordIdsOf(data: unknown, issues: readonly { path: readonly PropertyKey[] }[]): unknown[] {
  const ids = new Set<unknown>();
  for (const issue of issues) {
    let node: unknown = data;
    let id: unknown;
    for (const key of issue.path) {
      if (node === null || typeof node !== 'object') break;
      if (id === undefined && 'id' in node) id = (node as { id: unknown }).id;
      node = (node as Record<PropertyKey, unknown>)[key];
    }
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}
