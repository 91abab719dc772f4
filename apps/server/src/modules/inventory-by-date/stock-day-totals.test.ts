import type { MovementType } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation, created, insertWarehouse } from '../../testing/catalog-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { recordMovements } from '../inventory/record-movements.usecase.ts';

const server = useTestServer();

/** The organisation's kept day totals, rows at zero left out. */
async function kept(organisationId: number) {
  return queryRows<Record<string, string | boolean>>(
    server.ctx.db,
    sql`select warehouse_id::text, day::text, currency, hidden, units::text, value::text, sold::text
        from stock_day_totals
        where organisation_id = ${organisationId} and (units <> 0 or value <> 0 or sold <> 0)
        order by warehouse_id, day, currency, hidden`,
  );
}

/** The same totals rebuilt from the whole ledger (what a new time zone does). */
async function rebuilt(organisationId: number) {
  await server.ctx.db.execute(sql`select stock_day_totals_rebuild(array[${organisationId}]::bigint[])`);
  return kept(organisationId);
}

describe('the ledger’s kept day totals (stock_day_totals)', () => {
  it('stay what the whole ledger sums to through movements, COGS, products, hiding, deletes and a new time zone', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const product = await created(
      client.post(`${base}/products`, { name: 'Kettle', cogs: '12.00', cogs_currency: 'EUR' }),
    );
    const own = await created(
      client.post(`${base}/skus`, { sku_id: 'OWN', cogs: '5.00', cogs_currency: 'USD' }),
    );
    const inherits = await created(
      client.post(`${base}/skus`, { sku_id: 'INHERITS', product_id: product.id }),
    );
    const bare = await created(client.post(`${base}/skus`, { sku_id: 'BARE' }));
    const shelf = await insertWarehouse(server, organisationId, 'Shelf');
    const yard = await insertWarehouse(server, organisationId, 'Yard');
    const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00Z`);
    const move = (
      skuId: number,
      warehouseId: number,
      quantity: number,
      occurredAt: Date,
      type: MovementType = 'adjustment',
    ) => ({ skuId, warehouseId, quantity, occurredAt, type, sourceType: 'manual' }) as const;
    await recordMovements({
      db,
      organisationId,
      movements: [
        move(own.id, shelf.id, 10, at('2026-03-01')),
        move(own.id, shelf.id, -3, at('2026-03-02'), 'sale'),
        move(inherits.id, yard.id, 7, at('2026-03-01', '23:30')),
        move(inherits.id, yard.id, -2, at('2026-03-03'), 'sale'),
        move(bare.id, shelf.id, 4, at('2026-03-02')),
      ],
    });
    const first = await kept(organisationId);
    // Valued at today's COGS: OWN at 5.00 USD, INHERITS at its product's 12.00 EUR, BARE at nothing.
    expect(first).toContainEqual({
      warehouse_id: String(shelf.id),
      day: '2026-03-01',
      currency: 'USD',
      hidden: false,
      units: '10',
      value: '5000',
      sold: '0',
    });
    expect(first).toContainEqual({
      warehouse_id: String(yard.id),
      day: '2026-03-03',
      currency: 'EUR',
      hidden: false,
      units: '-2',
      value: '-2400',
      sold: '2',
    });
    expect(first.some((row) => row.currency === '' && row.units === '4')).toBe(true);
    expect(first).toEqual(await rebuilt(organisationId));

    // A SKU's COGS and currency, a product's COGS (for the SKU without its own), a SKU hidden.
    const changed = async (response: Promise<{ status: number }>) =>
      expect((await response).status).toBe(200);
    await changed(client.put(`${base}/skus/${own.id}`, { cogs: '6.50', cogs_currency: 'GBP' }));
    await changed(
      client.put(`${base}/products/${product.id}`, { name: 'Kettle', cogs: '13.00', cogs_currency: 'EUR' }),
    );
    await changed(client.put(`${base}/skus/${bare.id}`, { is_hidden: true }));
    const revalued = await kept(organisationId);
    expect(
      revalued.find((row) => row.day === '2026-03-01' && row.warehouse_id === String(shelf.id)),
    ).toMatchObject({
      currency: 'GBP',
      value: '6500',
    });
    expect(revalued.filter((row) => row.hidden)).toHaveLength(1);
    expect(revalued).toEqual(await rebuilt(organisationId));

    // A movement deleted (a bulk removal), then a time zone east of UTC: 23:30 UTC is the next day.
    await db.execute(
      sql`delete from inventory_movements where organisation_id = ${organisationId} and quantity = 4`,
    );
    expect(await kept(organisationId)).toEqual(await rebuilt(organisationId));
    const before = await kept(organisationId);
    await changed(client.put(`${base}/forecasts/settings`, { time_zone: 'Europe/Berlin', cover_days: 30 }));
    const east = await kept(organisationId);
    expect(east).not.toEqual(before);
    expect(east.some((row) => row.warehouse_id === String(yard.id) && row.day === '2026-03-02')).toBe(true);
    expect(east).toEqual(await rebuilt(organisationId));
  });
});
