import {
  addDays,
  RECEIVING_SETTLE_DAYS,
  TRANSFER_STATUSES,
  type TransferStatus,
  transferProblems,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { transfers } from './transfers.tables.ts';
import { todayUtc } from './transfers.usecases.ts';

const server = useTestServer();

/**
 * The problem rules live twice: as the shared `transferProblems` (what a transfer shows) and as
 * SQL (what the Problem list and its badge select). Every combination of the facts they read is
 * written straight to the table, and the two must pick the same transfers.
 */
describe('the problem rules in SQL and in the shared function', () => {
  it('select the same transfers for every status, total, date and resolution', async () => {
    const { client, organisation } = await signUp(server);
    const today = todayUtc();
    const dates = [
      null,
      addDays(today, -RECEIVING_SETTLE_DAYS - 1),
      addDays(today, -RECEIVING_SETTLE_DAYS),
      today,
    ];
    const rows: (typeof transfers.$inferInsert)[] = [];
    for (const status of TRANSFER_STATUSES)
      for (const [shipped, received] of [
        [10, 10],
        [10, 7],
        [10, 12],
      ] as const)
        for (const shippingDate of dates)
          for (const receivedDate of dates)
            for (const resolved of [false, true])
              rows.push({
                organisationId: organisation.id,
                status: status as TransferStatus,
                totalShipped: shipped,
                totalReceived: received,
                totalExpected: shipped,
                shippingDate,
                shippingDays: 5,
                receivedDate,
                resolvedDiscrepancy: resolved,
              });
    const inserted = await server.ctx.db.insert(transfers).values(rows).returning();

    const expected = inserted
      .filter(
        (row) =>
          transferProblems(
            {
              status: row.status,
              total_shipped: row.totalShipped,
              total_received: row.totalReceived,
              total_expected: row.totalExpected,
              expected_delivery_date: row.expectedDeliveryDate,
              received_date: row.receivedDate,
              resolved_discrepancy: row.resolvedDiscrepancy,
            },
            today,
          ).length > 0,
      )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    // Every kind of problem is among them, and so are transfers without one.
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.length).toBeLessThan(inserted.length - 50);

    const base = `/api/organisations/${organisation.ulid}`;
    const listed = await client.get(
      `${base}/transfers?draft=true&live=true&completed=true&problems=true&per_page=500&sort=id&sortDesc=false`,
    );
    expect(listed.body.meta.total).toBe(expected.length);
    expect(listed.body.data.map((row: Json) => row.id)).toEqual(expected.slice(0, 500));
    // The list shows each row's reasons from the shared function: non-empty exactly for these.
    expect(listed.body.data.every((row: Json) => row.problems.length > 0)).toBe(true);
    const healthy = await client.get(`${base}/transfers?problems=false&per_page=500`);
    expect(healthy.body.meta.total).toBe(inserted.length - expected.length);
    expect(healthy.body.data.every((row: Json) => row.problems.length === 0)).toBe(true);
    expect((await client.get(`${base}/counts`)).body.transfers.problems).toBe(expected.length);
  });
});
