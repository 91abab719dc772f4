import {
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The PGlite client drizzle is given, tuned for the per-request path. Two costs of PGlite's
 * query path dominated a page load's requests (profiled: `GET …/counts` 6.8 ms at p50):
 *
 * - It parses and plans every query anew (no named statements on its query path): planning the
 *   session lookup took two thirds of its time (1.3 ms each time, 0.4 ms prepared).
 * - drizzle passes its own result parsers with every query, and PGlite then copies its whole
 *   parser table (hundreds of type ids) per query to merge them: 13 % of the CPU of a request.
 *
 * So: the statements named with `nameStatement` are prepared once and run as `EXECUTE name('…')`
 * through the simple protocol (one call into the engine instead of five), and drizzle's parsers
 * are merged into the client's table once, at open, instead of per query.
 */

/**
 * The types drizzle reads as the database's text (it parses dates itself): date, timestamp,
 * timestamptz, interval, and the arrays numeric[], timestamp[], timestamptz[], interval[],
 * date[]. Exactly the overrides of drizzle's PGlite session (drizzle-orm/pglite/session.js);
 * `pglite-drizzle-client.test.ts` fails if drizzle's list changes.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

const namedTexts = new Map<string, string>();
const STATEMENT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Declares `text` a named statement: prepared once per PGlite instance, then executed by name. */
export function nameStatement(name: string, text: string): void {
  if (!STATEMENT_NAME.test(name)) throw new Error(`Not a statement name: ${name}`);
  for (const [otherText, otherName] of namedTexts) {
    if (otherName === name && otherText !== text) {
      throw new Error(`Statement name ${name} already names another statement`);
    }
  }
  namedTexts.set(text, name);
}

interface Queryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * Wraps `client` for drizzle (see above). The client's own parsers change: the DRIZZLE_TEXT_TYPES
 * read as text for every caller of this PGlite instance; `PGLITE_DATE_PARSERS` gives the other
 * callers (the job queue) the dates PGlite would have parsed.
 */
export function drizzleClientOf(client: PGlite): PGlite {
  const defaults: ParserOptions = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    const parser = client.parsers[oid];
    if (parser) defaults[oid] = parser;
  }
  dateParsers.set(client, defaults);
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const prepared = new Set<string>();

  const queryOf = (target: Queryable) =>
    async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const shared = withoutDrizzleParsers(options);
      const name = namedTexts.get(text);
      if (!name) return target.query<T>(text, params, shared);
      if (!prepared.has(name)) {
        // Prepared statements outlive a rolled-back transaction: once per instance is enough.
        await target.exec(`PREPARE ${name} AS ${text}`);
        prepared.add(name);
      }
      const args = params.length ? `(${params.map(literalOf).join(', ')})` : '';
      const [result] = await target.exec(`EXECUTE ${name}${args}`, shared);
      if (!result) throw new Error(`EXECUTE ${name} returned no result`);
      return result as Results<T>;
    };
  const wrap = <C extends Queryable>(target: C, extra: Partial<Record<PropertyKey, unknown>>): C =>
    new Proxy(target, {
      get(inner, property) {
        if (property in extra) return extra[property];
        const value = Reflect.get(inner, property, inner);
        return typeof value === 'function' ? value.bind(inner) : value;
      },
    });
  return wrap(client, {
    query: queryOf(client),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(wrap(tx, { query: queryOf(tx) }))),
  });
}

const dateParsers = new WeakMap<PGlite, ParserOptions>();

/** Query options that read dates as PGlite does by default, for callers of a wrapped client. */
export function pgliteDateParsing(client: PGlite): QueryOptions | undefined {
  const parsers = dateParsers.get(client);
  return parsers ? { parsers } : undefined;
}

/**
 * drizzle's options without its parsers once they are the client's own: every key one of
 * DRIZZLE_TEXT_TYPES (anything else is passed through untouched).
 */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  if (!Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)))) return options;
  const { parsers: _merged, ...rest } = options;
  return rest;
}

/** A parameter as an untyped SQL literal (`'…'`), which EXECUTE casts to the parameter's type. */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new TypeError(`Not a finite number: ${value}`);
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean'
  ) {
    return pg.escapeLiteral(String(value));
  }
  throw new TypeError(`Named statements take scalar parameters, not ${typeof value}`);
}
