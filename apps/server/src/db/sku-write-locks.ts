import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';
import { bigintArray } from './sql-arrays.ts';

/**
 * Who may write a SKU's stock rows (warehouse_stock) and its plan (forecasts and their per
 * warehouse, channel and region rows) at the same time, as transaction-scoped advisory locks.
 *
 * An action that moves stock locks the stock rows first and then, in the same transaction,
 * plans its SKUs again (a transfer's projection); the background recompute writes plans first
 * and then the projected dates on the stock rows. Row locks alone deadlock the two on
 * PostgreSQL. So every writer takes its SKUs' lock before touching either: actions wait for it
 * (`lockSkusForWriting`), the recompute never waits (`tryLockSkusForWriting`) and leaves what it
 * could not lock queued for its next run. A writer that never waits while holding a lock cannot
 * be part of a cycle.
 *
 * Keys: (namespace, organisation) taken shared by a writer of a few SKUs and exclusive by a
 * writer of many (one lock per SKU would fill the server's lock table: a report moving 20,000
 * SKUs), and (namespace, SKU) for each of a few SKUs, in ascending order.
 */
const ORGANISATION_KEY = sql`hashtext('stockroom.sku-writers.organisation')`;
const SKU_KEY = sql`hashtext('stockroom.sku-writers.sku')`;
/** Above this many SKUs a writer locks the whole organisation instead. */
export const MOST_SKU_LOCKS = 200;

const ascendingIds = (skuIds: readonly number[]) => [...new Set(skuIds)].sort((a, b) => a - b);
// The two-integer form keeps the keys apart from the single-bigint ones other locks use.
const skuKey = sql`(id % 2147483647)::int`;

/** Waits until these SKUs (of `organisationId`) are the transaction's to write. */
export async function lockSkusForWriting(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: readonly number[] },
): Promise<void> {
  const ids = ascendingIds(skuIds);
  if (!ids.length) return;
  if (ids.length > MOST_SKU_LOCKS) return lockEverySkuForWriting(db, { organisationId });
  await db.execute(sql`select pg_advisory_xact_lock_shared(${ORGANISATION_KEY}, ${organisationId}::int)`);
  // unnest keeps the array's (ascending) order: two writers wait for the keys they share in one order.
  await db.execute(
    sql`select count(pg_advisory_xact_lock(${SKU_KEY}, ${skuKey})) from unnest(${bigintArray(ids)}) as id`,
  );
}

/** Waits until every SKU of `organisationId` is the transaction's to write (a rebuild of its stock). */
export async function lockEverySkuForWriting(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ORGANISATION_KEY}, ${organisationId}::int)`);
}

/**
 * Takes what it can of these SKUs without waiting: the ids now the transaction's to write (none
 * while a writer of many holds the organisation).
 */
export async function tryLockSkusForWriting(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: readonly number[] },
): Promise<Set<number>> {
  const ids = ascendingIds(skuIds);
  if (!ids.length) return new Set();
  const [organisation] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock_shared(${ORGANISATION_KEY}, ${organisationId}::int) as locked`,
  );
  if (!organisation?.locked) return new Set();
  const skus = await queryRows<{ id: string | number; locked: boolean }>(
    db,
    sql`select id, pg_try_advisory_xact_lock(${SKU_KEY}, ${skuKey}) as locked from unnest(${bigintArray(ids)}) as id`,
  );
  return new Set(skus.filter((row) => row.locked).map((row) => Number(row.id)));
}
