import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '../../db/client.ts';
import type { DomainEvent, EventPosition, NewDomainEvent } from './domain-events.domain.ts';
import { domainEvents, eventConsumers } from './domain-events.tables.ts';

/** Records `event` in `tx`, the transaction of the change; the dispatchers hear of it at the commit. */
export async function insertEvent(tx: Executor, event: NewDomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({
    organisationId: event.organisationId,
    type: event.type,
    aggregate: event.aggregate,
    payload: event.payload,
  });
  await tx.execute(sql`select pg_notify('domain_events', '')`);
}

/** Gives each consumer a cursor at the start (a new consumer receives the events still kept). */
export async function ensureConsumers(db: Executor, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(eventConsumers)
    .values(names.map((consumer) => ({ consumer })))
    .onConflictDoNothing();
}

/**
 * Only events of transactions below the horizon: the oldest transaction of this database still
 * running, or the next transaction id when none is. Every transaction below it has committed or
 * rolled back, so one that commits later cannot have a position below it, and a cursor never moves
 * past an event yet to appear. (pg_snapshot_xmin would do, but it counts every database of the
 * cluster: a long transaction elsewhere would hold this one's events back.) pg_stat_activity shows
 * a backend's 32-bit xid; it is widened against the next id, which no running xid exceeds.
 */
const HORIZON = sql`(
  select least(next.id, coalesce(min(next.id - ((next.id % 4294967296) - a.backend_xid::text::bigint + 4294967296) % 4294967296), next.id))
  from (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as id) next
  left join pg_stat_activity a
    on a.datname = current_database() and a.backend_xid is not null and a.pid <> pg_backend_pid()
  group by next.id
)`;
const SETTLED = sql`${domainEvents.transactionId}::text::bigint < ${HORIZON}`;
const after = ({ transactionId, eventId }: EventPosition) =>
  sql`(${domainEvents.transactionId}, ${domainEvents.id}) > (${transactionId}::xid8, ${eventId}::bigint)`;

/** Of `names`, the consumers with settled events after their cursor, and their positions. */
export async function consumersBehind(
  db: Executor,
  names: readonly string[],
): Promise<Array<{ consumer: string } & EventPosition>> {
  if (names.length === 0) return [];
  return queryRows(
    db,
    sql`select c.consumer, c.transaction_id::text as "transactionId", c.event_id::int8 as "eventId"
        from ${eventConsumers} c
        where c.consumer in ${names}
          and exists (
            select 1 from ${domainEvents}
            where (${domainEvents.transactionId}, ${domainEvents.id}) > (c.transaction_id, c.event_id)
              and ${SETTLED})`,
  );
}

/** Whether any consumer has an event after its cursor, settled or not (tests wait for none). */
export async function eventsUndelivered(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ behind: boolean }>(
    db,
    sql`select exists (
          select 1 from ${eventConsumers} c join ${domainEvents} e
            on (e.transaction_id, e.id) > (c.transaction_id, c.event_id)) as behind`,
  );
  return row?.behind ?? false;
}

/** Locks a consumer's cursor for one delivery: deliveries of one consumer take turns. */
export async function lockConsumer(tx: Transaction, consumer: string): Promise<EventPosition | undefined> {
  const [row] = await tx
    .select({ transactionId: eventConsumers.transactionId, eventId: eventConsumers.eventId })
    .from(eventConsumers)
    .where(eq(eventConsumers.consumer, consumer))
    .for('update');
  return row;
}

/** The next `limit` settled events after `position`, in order. */
export async function eventsAfter(
  db: Executor,
  position: EventPosition,
  limit: number,
): Promise<DomainEvent[]> {
  const rows = await db
    .select()
    .from(domainEvents)
    .where(and(after(position), SETTLED))
    .orderBy(asc(domainEvents.transactionId), asc(domainEvents.id))
    .limit(limit);
  return rows as DomainEvent[];
}

/** Moves a consumer's cursor to `position`, counting the events it handled on the way. */
export async function moveCursor(
  tx: Executor,
  consumer: string,
  position: EventPosition,
  handled: number,
  failure?: { eventId: number; type: string; message: string },
): Promise<void> {
  await tx
    .update(eventConsumers)
    .set({
      transactionId: position.transactionId,
      eventId: position.eventId,
      delivered: sql`${eventConsumers.delivered} + ${handled}`,
      updatedAt: sql`now()`,
      ...(failure ? { lastFailure: { ...failure, at: new Date().toISOString() } } : {}),
    })
    .where(eq(eventConsumers.consumer, consumer));
}

/** The cursors of `names` (for the health screen and tests). */
export async function consumerPositions(db: Executor, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .select()
    .from(eventConsumers)
    .where(inArray(eventConsumers.consumer, [...names]));
}

/**
 * Deletes events older than `before` that every consumer has passed: the outbox keeps what a
 * consumer still needs, and a new consumer's history, for a while, not for ever.
 */
export async function pruneEvents(db: Executor, before: Date): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with oldest as (
          select transaction_id, event_id from ${eventConsumers}
          order by transaction_id, event_id limit 1
        ), gone as (
          delete from ${domainEvents} e using oldest
          where e.occurred_at < ${before.toISOString()}::timestamptz
            and (e.transaction_id, e.id) <= (oldest.transaction_id, oldest.event_id)
          returning 1
        )
        select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}

/** For tests: the events recorded after `sinceId`, oldest first. */
export async function eventsRecorded(db: Executor, sinceId = 0): Promise<DomainEvent[]> {
  const rows = await db
    .select()
    .from(domainEvents)
    .where(gt(domainEvents.id, sinceId))
    .orderBy(asc(domainEvents.id));
  return rows as DomainEvent[];
}
