import type { DatabaseHandle } from '../src/db/client.ts';
import { enterTenantSql } from '../src/db/tenant-transaction.ts';
import type { RecordedStatement } from './sql-recorder.ts';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each recorded statement, run as the organisation's tenant in a
 * transaction that is rolled back (a statement that writes leaves nothing): where an endpoint's
 * time goes, statement by statement, with the plan the product's own SQL gets.
 */
export async function explainStatements(
  handle: DatabaseHandle,
  organisationId: number | undefined,
  statements: readonly RecordedStatement[],
): Promise<{ text: string; plan: string }[]> {
  const enter = organisationId === undefined ? 'select 1' : enterTenantSql(organisationId);
  const plans: { text: string; plan: string }[] = [];
  const explain = (text: string) =>
    `explain (analyze, buffers${handle.driver === 'postgres' ? ', settings' : ''}) ${text}`;
  const planOf = (rows: unknown[]) =>
    rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n');
  const work = statements.filter((statement) => !/set_config\('app\.organisation_id'/.test(statement.text));
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      await client.query(`begin; ${enter}`);
      for (const statement of work)
        plans.push({
          text: statement.text,
          plan: planOf((await client.query(explain(statement.text), statement.params)).rows),
        });
    } finally {
      await client.query('rollback');
      client.release();
    }
    return plans;
  }
  const pglite = handle.pglite;
  if (!pglite) throw new Error('explainStatements: no database');
  await pglite
    .transaction(async (tx) => {
      await tx.query(enter);
      for (const statement of work)
        plans.push({
          text: statement.text,
          plan: planOf((await tx.query(explain(statement.text), statement.params)).rows),
        });
      await tx.rollback();
    })
    .catch(() => undefined);
  return plans;
}
