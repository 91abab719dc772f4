import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportType } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { queryRows } from '../src/db/client.ts';
import { copyText, type StageValue } from '../src/db/staging.ts';
import type { BenchServer } from './bench-server.ts';

/**
 * The floor the report batches are compared with: the same rows as the bench's report (its
 * orders and their items, or its ledger events) COPYed straight into the same tables, in one
 * transaction that is then rolled back: no parsing, decoding, mapping, batching, upserts or
 * progress. As the tables' owner, since PostgreSQL refuses COPY FROM into a table with row
 * security (the product stages, then inserts under the wall: db/staging.ts). Seconds.
 */
export async function copyFloor(server: BenchServer, type: ReportType, rows: number): Promise<number> {
  const db = server.ctx.db;
  const [ids] = await queryRows<{
    organisation_id: number;
    warehouse_id: number;
    source_id: number;
    sku_ids: number[];
  }>(
    db,
    // The bench's organisation is the newest; its own warehouse, source and SKUs.
    sql`with o as (select max(id) as id from organisations)
      select o.id as organisation_id,
        (select max(w.id) from warehouses w where w.organisation_id = o.id) as warehouse_id,
        (select max(r.id) from report_sources r where r.organisation_id = o.id) as source_id,
        (select array_agg(s.id order by s.id) from skus s where s.organisation_id = o.id) as sku_ids
      from o`,
  );
  if (!ids) throw new Error('the bench organisation is missing');
  const organisationId = Number(ids.organisation_id);
  const skuIds = ids.sku_ids.map(Number);
  const copy = copier(server);
  const start = performance.now();
  await copy.transaction(async (into) => {
    if (type === 'GET_LEDGER_DETAIL_VIEW_DATA') {
      await into(
        'inventory_movements',
        [
          'organisation_id',
          'warehouse_id',
          'sku_id',
          'type',
          'quantity',
          'occurred_at',
          'source_type',
          'source_id',
          'reason',
          'idempotency_key',
        ],
        (function* () {
          for (let i = 0; i < rows; i++)
            yield [
              organisationId,
              Number(ids.warehouse_id),
              skuIds[i % skuIds.length] ?? null,
              'sale',
              -1,
              new Date(Date.UTC(2025, 0, 1) + i * 30_000),
              'report',
              '0',
              'Shipments',
              `floor:${i}`,
            ];
        })(),
      );
      return;
    }
    const orders = ordersOf(rows);
    await into(
      'store_orders',
      [
        'organisation_id',
        'report_source_id',
        'order_id',
        'purchase_date',
        'status',
        'fulfillment_channel',
        'currency',
        'sales_channel_name',
        'ship_country',
        'units',
        'item_count',
        'item_total',
      ],
      (function* () {
        for (const order of orders)
          yield [
            organisationId,
            Number(ids.source_id),
            `floor-${order.index}`,
            order.purchaseDate,
            'Shipped',
            'AFN',
            'USD',
            'Amazon.com',
            'US',
            order.lines,
            order.lines,
            1999 * order.lines,
          ];
      })(),
    );
    const orderIds = await copy.orderIds(organisationId);
    await into(
      'store_order_items',
      [
        'organisation_id',
        'store_order_id',
        'sku_id',
        'seller_sku',
        'product_name',
        'quantity',
        'currency',
        'item_price',
      ],
      (function* () {
        for (const order of orders)
          for (let line = 0; line < order.lines; line++)
            yield [
              organisationId,
              orderIds.get(`floor-${order.index}`) ?? null,
              skuIds[(order.index * 7 + line) % skuIds.length] ?? null,
              `BENCH-${(order.index * 7 + line) % 5_000}`,
              'Bench product',
              1,
              'USD',
              1999,
            ];
      })(),
    );
  });
  return (performance.now() - start) / 1000;
}

/** The report's orders as reportLines groups its lines: 1, 2 or 3 lines by the order's number. */
function ordersOf(rows: number): { index: number; lines: number; purchaseDate: Date }[] {
  const orders: { index: number; lines: number; purchaseDate: Date }[] = [];
  let line = 0;
  for (let index = 0; line < rows; index++) {
    const lines = Math.min((index % 3) + 1, rows - line);
    orders.push({ index, lines, purchaseDate: new Date(Date.UTC(2025, 0, 1) + line * 30_000) });
    line += lines;
  }
  return orders;
}

type Into = (table: string, columns: string[], rows: Iterable<StageValue[]>) => Promise<void>;

/** COPY … FROM STDIN on PostgreSQL; on PGlite, COPY … FROM '/dev/blob' with the rows as the blob. */
function copier(server: BenchServer) {
  const { pool, pglite } = server.ctx.database;
  let client: pg.PoolClient | undefined;
  return {
    async transaction(work: (into: Into) => Promise<void>) {
      if (pool) client = await pool.connect();
      const run = (statement: string) => (client ? client.query(statement) : pglite?.exec(statement));
      await run('begin');
      try {
        await work(async (table, columns, rows) => {
          const statement = `copy ${table} (${columns.join(', ')}) from ${client ? 'stdin' : `'/dev/blob'`}`;
          if (client) await pipeline(Readable.from(copyText(rows)), client.query(copyFrom(statement)));
          else await pglite?.query(statement, [], { blob: new Blob([...copyText(rows)]) });
        });
      } finally {
        await run('rollback');
        client?.release();
      }
    },
    async orderIds(organisationId: number): Promise<Map<string, number>> {
      const query = `select id, order_id from store_orders where organisation_id = ${organisationId} and order_id like 'floor-%'`;
      const result = client ? await client.query(query) : await pglite?.query(query);
      const found = (result?.rows ?? []) as { id: number | string; order_id: string }[];
      return new Map(found.map((row) => [row.order_id, Number(row.id)]));
    },
  };
}
