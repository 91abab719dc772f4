import { jobIdFor, windowOf } from '../../jobs/job-queue.ts';
import { type EventConsumer, isEvent } from '../domain-events/domain-events.domain.ts';
import { fbaInventoryJob } from './report-requests.jobs.ts';

/**
 * How long the read waits after a shipment's change: a sync writes its shipments one transaction
 * each, and all of a source's changes within one window share one read at its end.
 */
export const FBA_READ_WINDOW_SECONDS = 120;

/** The window an event falls in, and the seconds from now until it closes. */
export function readWindow(occurredAt: Date, now: Date): { window: number; startAfterSeconds: number } {
  return windowOf(occurredAt, FBA_READ_WINDOW_SECONDS, now);
}

/**
 * Amazon's inbound figures move with every inbound shipment (issue 30: the FBA inventory is read
 * every hour and after each inbound shipment change): a changed marketplace shipment queues its
 * source's FBA inventory read in the delivery's transaction, one per source and window (the job's
 * id), so a sync's fifty shipments make one read, and a retried delivery none more.
 */
export const fbaInventoryFollowsShipments: EventConsumer = {
  name: 'report-requests.fba-inventory-after-shipment-change',
  follows: ['shipment.changed'],
  queues: [fbaInventoryJob],
  async handle({ event, enqueue }) {
    if (!isEvent(event, 'shipment.changed')) return;
    const { reportSourceId } = event.payload;
    const { window, startAfterSeconds } = readWindow(event.occurredAt, new Date());
    await enqueue(
      fbaInventoryJob,
      { organisationId: event.organisationId, reportSourceId },
      { id: jobIdFor(`report-sources.fba-inventory@${reportSourceId}@${window}`), startAfterSeconds },
    );
  },
};
