import type { FastifyInstance } from 'fastify';

/** The parts of JSON Schema the hardening tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path: `/api/organisations/{organisation}/skus/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The request body's content types and schemas. */
  body: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's own OpenAPI document (what /api/docs/json serves), refs resolved. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, seen = new Set<string>()): JsonSchema => {
    if (!schema || typeof schema !== 'object') return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? '';
      if (seen.has(name)) return {};
      return resolve(components[name] ?? {}, new Set([...seen, name]));
    }
    const out: Record<string, unknown> = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, resolve(child, seen)]),
      );
    if (schema.items) out.items = resolve(schema.items, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key]?.map((child) => resolve(child, seen));
    return out as JsonSchema;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema ?? {}),
        })),
        body: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [
            type,
            resolve(schema ?? {}),
          ]),
        ),
      });
    }
  }
  return operations;
}

/** Each request schema of each operation: its path, query and body, one at a time. */
export function requestSchemasOf(
  app: FastifyInstance,
): { operation: string; part: string; schema: JsonSchema }[] {
  return operationsOf(app).flatMap((operation) => {
    const name = `${operation.method} ${operation.path}`;
    return [
      ...operation.parameters.map((parameter) => ({
        operation: name,
        part: parameter.name,
        schema: parameter.schema,
      })),
      ...Object.values(operation.body).map((schema) => ({ operation: name, part: 'body', schema })),
    ];
  });
}
