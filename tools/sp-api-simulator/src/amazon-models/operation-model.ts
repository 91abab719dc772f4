import { array, object, type Schema, string } from './schema.ts';

/**
 * One SP-API operation as Amazon's model describes it, reduced to what a check needs: where it
 * lives, its parameters, its body, and the shape of its answers.
 */
export interface ParameterModel {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  /** An array is sent as one comma-separated value (`marketplaceIds=A,B`). */
  schema: Schema;
  /** The model tells callers not to send it. */
  deprecated?: boolean;
}

/** A request's query: each name with its values, the raw comma-separated value split and decoded. */
export type QueryValues = ReadonlyMap<string, readonly string[]>;

export interface OperationModel {
  /** The model file in Amazon's models repository (models/<api>-api-model/<file>). */
  model: string;
  /** Amazon's operationId. */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** With {placeholders}, after the region's host. */
  path: string;
  /** Marked deprecated in the model: the client must not call it. */
  deprecated?: boolean;
  parameters: readonly ParameterModel[];
  body?: Schema;
  /** The successful answers by status; null is an answer without a body. */
  responses: Readonly<Record<number, Schema | null>>;
  /** Any refusal's body (400, 403, 404, 429, 5xx). */
  errors: Schema;
  /** What the model says in words about parameters together (exactly one of…, only with…). */
  rules?: (query: QueryValues) => string[];
}

export const inPath = (name: string, schema: Schema = string()): ParameterModel => ({
  name,
  in: 'path',
  required: true,
  schema,
});

export const inQuery = (
  name: string,
  schema: Schema,
  options: { required?: boolean; deprecated?: boolean } = {},
): ParameterModel => ({ name, in: 'query', schema, ...options });

/**
 * `{errors: [{code, message, details?}]}`, the error list every model shares. The older models
 * put the list beside an optional `payload` in the operation's own response type and mark nothing
 * required; an error answer without its list would say nothing, so `errors` is required here.
 * FBA Inventory's error requires only `code`.
 */
export function errorList(options: { messageRequired?: boolean; payload?: Schema } = {}): Schema {
  const error = object(
    { code: string(), message: string(), details: string() },
    options.messageRequired === false ? ['code'] : ['code', 'message'],
  );
  return options.payload
    ? object({ payload: options.payload, errors: array(error) }, ['errors'])
    : object({ errors: array(error) }, ['errors']);
}

/** Whether the request sent a value for this parameter. */
export function present(query: QueryValues, name: string): boolean {
  return (query.get(name)?.length ?? 0) > 0;
}
