import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { seedDemo } from '../demo/seed-demo.usecase.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';

const server = useTestServer();

describe('demo shipments', () => {
  it("mirror the demo's transfers into Amazon, linked by shipment id, moving no stock; one is not imported yet", async () => {
    const now = new Date('2026-03-15T18:30:00Z');
    const seeded = await seedDemo({
      db: server.ctx.db,
      options: { skus: 30, days: 60, seed: 7, email: uniqueEmail('demo'), now },
    });
    const organisationId = seeded.organisation.id;
    const rows = await queryRows<{
      shipment_id: string;
      status: string;
      total_shipped: number;
      transfer_status: string | null;
      transfer_shipped: number | null;
      destination_url: string | null;
      unmapped: number;
    }>(
      server.ctx.db,
      sql`select s.shipment_id, s.status, s.total_shipped, t.status as transfer_status,
            t.total_shipped as transfer_shipped, t.destination_url,
            (select count(*)::int from shipment_items i where i.organisation_id = s.organisation_id and i.shipment_id = s.id
              and not exists (select 1 from skus k where k.organisation_id = i.organisation_id and k.sku_id = i.seller_sku)) as unmapped
          from shipments s left join transfers t on t.organisation_id = s.organisation_id and t.shipment_id = s.shipment_id
          where s.organisation_id = ${organisationId} order by s.shipment_id`,
    );
    const linked = rows.filter((row) => row.transfer_status !== null);
    expect(linked.length).toBeGreaterThan(5);
    for (const row of linked) {
      expect(row.total_shipped, row.shipment_id).toBe(row.transfer_shipped);
      expect(row.destination_url, row.shipment_id).toContain(`#${row.shipment_id}/summary`);
    }
    expect(new Set(linked.map((row) => row.status))).toEqual(
      new Set([
        'WORKING',
        'READY_TO_SHIP',
        'SHIPPED',
        'IN_TRANSIT',
        'DELIVERED',
        'RECEIVING',
        'CLOSED',
        'CANCELLED',
        'ERROR',
      ]),
    );
    expect(rows.filter((row) => row.transfer_status === null)).toEqual([
      expect.objectContaining({ shipment_id: 'FBA15DEMO900', status: 'WORKING', unmapped: 1 }),
    ]);
    const check = await checkLedger({ db: server.ctx.db, organisationId });
    expect(check.mismatches).toEqual([]);
    expect(check.totalMismatches).toEqual([]);
  }, 120_000);
});
