import type { Executor } from './client.ts';
import { nameStatement } from './pglite-drizzle-client.ts';

/**
 * A statement every request runs, built through the ORM once per executor and prepared under
 * `name`: a named statement per connection on PostgreSQL, PREPARE/EXECUTE on PGlite
 * (./pglite-drizzle-client.ts). `build` must pass `name` to drizzle's `.prepare(name)`.
 */
export function namedStatement<Q extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Executor, name: string) => Q,
): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      nameStatement(name, statement.getQuery().sql);
      built.set(db, statement);
    }
    return statement;
  };
}
