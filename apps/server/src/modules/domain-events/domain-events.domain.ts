import type { Executor, Transaction } from '../../db/client.ts';
import type { EnqueueOptions, JobDefinition } from '../../jobs/job-queue.ts';

/**
 * Every domain event, with its payload: the one list producers and consumers share (decision 23).
 * A type is `<aggregate>.<what happened>`, in the past tense; a payload names rows by id, never
 * copies them (a consumer reads what it needs when it handles the event).
 */
export interface DomainEventPayloads {
  /** A marketplace report was written into the tables (recorded in the transaction that marks it PROCESSED). */
  'report.processed': { reportRequestId: number; reportType: string };
  /** Stock totals of these SKUs moved (a statement trigger on the ledger's totals). */
  'stock.changed': { skuIds: number[] };
  /** SKUs were added (a statement trigger on skus). */
  'skus.created': { skuIds: number[] };
  /** A SKU's fields or its channel listings changed: what decides its orders' problems. */
  'sku.changed': { skuIds: number[] };
  /** Purchase order lines, or an order's status or dates, changed: units on order move. */
  'purchase-orders.changed': { skuIds: number[] };
  /** Store orders were written outside a report (the demo's sales history): what sold changed. */
  'store-orders.recorded': { orders: number };
  /** A source's sync wrote the orders it read through the Orders API: these SKUs' sales changed. */
  'store-orders.synced': { reportSourceId: number; skuIds: number[] };
  /** A marketplace's inbound shipment was added, or its status or units shipped or received moved. */
  'shipment.changed': { shipmentId: number; reportSourceId: number };
  /** A transfer left its warehouse: its units are in transit. */
  'transfer.shipped': { transferId: number; skuIds: number[] };
  /** Units of a shipped transfer arrived, and it is still open: fewer of them are in transit. */
  'transfer.received': { transferId: number; skuIds: number[] };
  /** A transfer was received in full or closed: nothing of it is in transit any more. */
  'transfer.closed': { transferId: number; skuIds: number[] };
  /** The problem scan found orders that became problem orders. */
  'order.problems.changed': { newProblemOrders: number };
  /** Reimbursements settled submitted disputes. */
  'dispute.settled': { disputeIds: number[] };
}

export type DomainEventType = keyof DomainEventPayloads;

export const DOMAIN_EVENT_TYPES = [
  'report.processed',
  'stock.changed',
  'skus.created',
  'sku.changed',
  'purchase-orders.changed',
  'store-orders.recorded',
  'store-orders.synced',
  'shipment.changed',
  'transfer.shipped',
  'transfer.received',
  'transfer.closed',
  'order.problems.changed',
  'dispute.settled',
] as const satisfies readonly DomainEventType[];

/** An event to record: the organisation it belongs to, what it is about, and what happened. */
export type NewDomainEvent = {
  [Type in DomainEventType]: {
    organisationId: number;
    type: Type;
    /** `<kind>:<id>` (e.g. `sku:42`, `report-request:7`), or `organisation` for one about many rows. */
    aggregate: string;
    payload: DomainEventPayloads[Type];
  };
}[DomainEventType];

/** A recorded event, as a consumer receives it. */
export type DomainEvent = NewDomainEvent & { id: number; transactionId: string; occurredAt: Date };

/** Queues a job in the delivery's transaction: it exists if and only if the delivery commits. */
export type EnqueueInDelivery = <Payload>(
  job: JobDefinition<Payload>,
  payload: Payload,
  options?: EnqueueOptions,
) => Promise<string>;

/**
 * A module's subscription: the events it follows and what it does with each. `handle` runs in the
 * transaction that moves the consumer's cursor past the event (outside any organisation: what it
 * writes names `event.organisationId`), so its writes and the jobs it queues happen exactly once
 * per event, or, after a crash, not yet. It must still be safe to run again for the same event on
 * a later attempt (the transaction rolled back): write with ON CONFLICT, queue with an `id`.
 */
export interface EventConsumer {
  /** Stable: it names the cursor row. `<module>.<what it does>`. */
  name: string;
  follows: readonly DomainEventType[];
  /** The jobs `handle` may queue (their queues are made before any delivery's transaction). */
  queues: readonly JobDefinition<unknown>[];
  handle(delivery: { tx: Transaction; event: DomainEvent; enqueue: EnqueueInDelivery }): Promise<void>;
}

/**
 * A figure a module keeps in the producer's own transaction, for readers who must see a change on
 * their very next request (decision 23, "Projections"): `apply` runs inside `recordEvent`, right
 * after the event is written, in the same transaction, and a failure fails the change. It costs
 * the producer's request its time: keep it to the rows the event names. Work that may follow a
 * moment later belongs in an EventConsumer. A projection never records events itself.
 */
export interface EventProjection {
  /** `<module>.<what it keeps>`. */
  name: string;
  follows: readonly DomainEventType[];
  apply(change: { tx: Executor; event: NewDomainEvent }): Promise<void>;
}

/** A consumer's position: it has handled, or passed over, every event up to here. */
export interface EventPosition {
  transactionId: string;
  eventId: number;
}

/** Narrows an event to one type, for a consumer that follows several. */
export function isEvent<Type extends DomainEventType>(
  event: DomainEvent,
  type: Type,
): event is DomainEvent & { type: Type; payload: DomainEventPayloads[Type] } {
  return event.type === type;
}
