/**
 * A small schema language for what Amazon's models say of a value (type, required fields, enums,
 * formats, sizes), and the check of a value against it. Objects are closed: a property the model
 * does not name is a problem, so a misspelt or invented field shows up as drift. `looseObject`
 * stands for parts of a model nobody here reads (their properties are not listed).
 */
export type Schema =
  | {
      kind: 'string';
      enum?: readonly string[];
      format?: 'date-time' | 'date';
      min?: number;
      max?: number;
      pattern?: RegExp;
    }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'array'; items: Schema; min?: number; max?: number }
  | { kind: 'object'; properties: Readonly<Record<string, Schema>>; required: readonly string[] }
  | { kind: 'map'; values: Schema }
  | { kind: 'any-object' };

type StringOptions = Omit<Extract<Schema, { kind: 'string' }>, 'kind'>;

export const string = (options: StringOptions = {}): Schema => ({ kind: 'string', ...options });
export const oneOf = (values: readonly string[]): Schema => ({ kind: 'string', enum: values });
export const dateTime = (): Schema => ({ kind: 'string', format: 'date-time' });
export const date = (): Schema => ({ kind: 'string', format: 'date' });
export const integer = (bounds: { min?: number; max?: number } = {}): Schema => ({
  kind: 'integer',
  ...bounds,
});
export const number = (): Schema => ({ kind: 'number' });
export const boolean = (): Schema => ({ kind: 'boolean' });
export const array = (items: Schema, bounds: { min?: number; max?: number } = {}): Schema => ({
  kind: 'array',
  items,
  ...bounds,
});
export const map = (values: Schema): Schema => ({ kind: 'map', values });
export const looseObject = (): Schema => ({ kind: 'any-object' });

/** An object with these properties, `required` naming those that must be there. */
export function object<P extends Record<string, Schema>>(
  properties: P,
  required: readonly (keyof P & string)[] = [],
): Schema {
  return { kind: 'object', properties, required };
}

/**
 * RFC 3339's date-time (ISO 8601 with seconds and a zone), which is what `format: date-time`
 * means in the models; a real calendar date and time, not just the shape.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function formatProblem(value: string, format: 'date-time' | 'date'): boolean {
  const shape = format === 'date-time' ? DATE_TIME : DATE;
  return !shape.test(value) || Number.isNaN(Date.parse(format === 'date' ? `${value}T00:00:00Z` : value));
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)}`;

/** What is wrong with `value` against `schema`, one line each, each starting with where (`$.a[0].b`). */
export function schemaProblems(schema: Schema, value: unknown, at = '$'): string[] {
  switch (schema.kind) {
    case 'string': {
      if (typeof value !== 'string') return [`${at}: expected a string, got ${describe(value)}`];
      const problems: string[] = [];
      if (schema.enum && !schema.enum.includes(value))
        problems.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
      if (schema.format && formatProblem(value, schema.format))
        problems.push(`${at}: ${JSON.stringify(value)} is not a ${schema.format}`);
      if (schema.min !== undefined && value.length < schema.min)
        problems.push(`${at}: shorter than ${schema.min} characters`);
      if (schema.max !== undefined && value.length > schema.max)
        problems.push(`${at}: longer than ${schema.max} characters`);
      if (schema.pattern && !schema.pattern.test(value))
        problems.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
      return problems;
    }
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return [`${at}: expected an integer, got ${describe(value)}`];
      if (schema.min !== undefined && value < schema.min) return [`${at}: ${value} is below ${schema.min}`];
      if (schema.max !== undefined && value > schema.max) return [`${at}: ${value} is above ${schema.max}`];
      return [];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? []
        : [`${at}: expected a number, got ${describe(value)}`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: expected a boolean, got ${describe(value)}`];
    case 'array': {
      if (!Array.isArray(value)) return [`${at}: expected an array, got ${describe(value)}`];
      const problems = value.flatMap((item, index) => schemaProblems(schema.items, item, `${at}[${index}]`));
      if (schema.min !== undefined && value.length < schema.min)
        problems.push(`${at}: fewer than ${schema.min} items`);
      if (schema.max !== undefined && value.length > schema.max)
        problems.push(`${at}: more than ${schema.max} items`);
      return problems;
    }
    case 'object': {
      if (!isPlainObject(value)) return [`${at}: expected an object, got ${describe(value)}`];
      const missing = schema.required
        .filter((name) => value[name] === undefined)
        .map((name) => `${at}.${name}: required, missing`);
      const fields = Object.entries(value).flatMap(([name, field]) => {
        const property = schema.properties[name];
        if (!property) return [`${at}.${name}: not in the model`];
        return schemaProblems(property, field, `${at}.${name}`);
      });
      return [...missing, ...fields];
    }
    case 'map':
      if (!isPlainObject(value)) return [`${at}: expected an object, got ${describe(value)}`];
      return Object.entries(value).flatMap(([name, field]) =>
        schemaProblems(schema.values, field, `${at}.${name}`),
      );
    case 'any-object':
      return isPlainObject(value) ? [] : [`${at}: expected an object, got ${describe(value)}`];
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
