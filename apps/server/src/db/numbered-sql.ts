import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';

/**
 * Runs a library's `$1`-numbered statements (text and values) through a drizzle executor, so they
 * join its transaction: pg-boss queues a job inside the transaction that decides it.
 */
export function numberedSqlIn(tx: Executor): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      return { rows: await queryRows<unknown>(tx, sql.join(chunks)) };
    },
  };
}
