import { CATALOG_ITEMS } from './catalog-items.ts';
import { FBA_INVENTORY } from './fba-inventory.ts';
import { FULFILLMENT_INBOUND_2024 } from './fulfillment-inbound-2024.ts';
import { FULFILLMENT_INBOUND_V0 } from './fulfillment-inbound-v0.ts';
import type { OperationModel, ParameterModel } from './operation-model.ts';
import { ORDERS_2026 } from './orders-2026.ts';
import { ORDERS_V0 } from './orders-v0.ts';
import { REPORTS } from './reports.ts';
import { schemaProblems } from './schema.ts';
import { SELLERS } from './sellers.ts';

/**
 * What Amazon's published models say of the operations the stand-in serves and the client calls,
 * written here in the project's own terms, and the checks of an answer and of a request against
 * them. Read from github.com/amzn/selling-partner-api-models at the commit below; to follow a
 * newer model, read its file again and change the one of this folder that names it.
 */
export const MODELS_SNAPSHOT = '34dc93fe45f37c9a0b2e56823c808f68b4f81754 (5 August 2026)';

export type { OperationModel, ParameterModel } from './operation-model.ts';

export const AMAZON_MODELS: readonly OperationModel[] = [
  ...SELLERS,
  ...REPORTS,
  ...FULFILLMENT_INBOUND_V0,
  ...FULFILLMENT_INBOUND_2024,
  ...ORDERS_V0,
  ...ORDERS_2026,
  ...FBA_INVENTORY,
  ...CATALOG_ITEMS,
];

const ROUTES = AMAZON_MODELS.map((model) => {
  const names: string[] = [];
  const pattern = model.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { model, names, regex: new RegExp(`^${pattern}$`) };
});

/** The operation a method and path call (the path after the region's host), with its path values as sent. */
export function operationModelOf(
  method: string,
  path: string,
): { model: OperationModel; pathValues: Record<string, string> } | undefined {
  for (const { model, names, regex } of ROUTES) {
    const match = model.method === method ? regex.exec(path) : null;
    if (match)
      return { model, pathValues: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** What is wrong with an answer of this status and body, against the operation's model. */
export function responseProblems(model: OperationModel, status: number, body: unknown): string[] {
  if (status >= 400) return schemaProblems(model.errors, body);
  const schema = model.responses[status];
  if (schema === undefined) return [`status ${status} is not an answer the model gives`];
  if (schema === null)
    return body === undefined || body === '' ? [] : ['the model gives no body with this answer'];
  return schemaProblems(schema, body);
}

export interface RecordedRequest {
  method: string;
  /** With or without the stand-in's region prefix (/na, /eu, /fe). */
  path: string;
  /** The raw query string, without `?`. */
  query?: string;
  /** A JSON body, parsed. */
  body?: unknown;
}

/** Percent-decoded; a malformed escape is left as sent (and then fails its schema, if it has one). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A query value as the model's parameter types it: arrays comma-separated, numbers and booleans as text. */
function typedValue(parameter: ParameterModel, raw: string): unknown {
  const { schema } = parameter;
  if (schema.kind === 'array') return raw.split(',').map((item) => scalarOf(schema.items.kind, decode(item)));
  return scalarOf(schema.kind, decode(raw));
}

function scalarOf(kind: string, text: string): unknown {
  if (kind === 'integer' || kind === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/**
 * What is wrong with a request against the model of the operation it calls: no such operation, a
 * deprecated one, path values, unknown, missing, repeated, empty or deprecated query parameters,
 * their types, enums, formats and sizes, the rules the model states in words, and the body.
 */
export function requestProblems(request: RecordedRequest): string[] {
  const path = request.path.replace(/^\/(na|eu|fe)(?=\/)/, '');
  const found = operationModelOf(request.method, path);
  const where = `${request.method} ${path}`;
  if (!found) return [`${where}: no operation in Amazon's models`];
  const { model, pathValues } = found;
  const problems: string[] = model.deprecated ? ['the operation is deprecated in the model'] : [];
  for (const parameter of model.parameters.filter((each) => each.in === 'path'))
    problems.push(
      ...schemaProblems(parameter.schema, decode(pathValues[parameter.name] ?? ''), parameter.name),
    );

  const raw = new Map<string, string[]>();
  for (const pair of (request.query ?? '').split('&').filter(Boolean)) {
    const cut = pair.indexOf('=');
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    raw.set(name, [...(raw.get(name) ?? []), cut < 0 ? '' : pair.slice(cut + 1)]);
  }
  const query = new Map<string, string[]>();
  for (const [name, values] of raw) {
    const parameter = model.parameters.find((each) => each.in === 'query' && each.name === name);
    if (!parameter) {
      problems.push(`${name}: not a parameter of ${model.name}`);
      continue;
    }
    if (parameter.deprecated) problems.push(`${name}: deprecated in the model`);
    if (values.length > 1)
      problems.push(`${name}: sent ${values.length} times (a list is one comma-separated value)`);
    const value = values[0] ?? '';
    if (value === '') problems.push(`${name}: empty`);
    else problems.push(...schemaProblems(parameter.schema, typedValue(parameter, value), name));
    query.set(name, value === '' ? [] : value.split(',').map(decode));
  }
  for (const parameter of model.parameters)
    if (parameter.in === 'query' && parameter.required && !query.has(parameter.name))
      problems.push(`${parameter.name}: required, missing`);
  problems.push(...(model.rules?.(query) ?? []));

  if (model.body) problems.push(...schemaProblems(model.body, request.body, 'body'));
  else if (request.body !== undefined) problems.push('body: the operation takes none');
  return problems.map((problem) => `${model.name} ${where}: ${problem}`);
}
