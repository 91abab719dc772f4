import { gzipSync } from 'node:zlib';
import type { ReportRequest, ReportType, SalesChannel, StoreOrder } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { orderLine, outcome, report, upload, uploadForm } from '../../testing/report-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { eventsRecorded } from '../domain-events/domain-events.repository.ts';
import { inventoryMovements, warehouseStock } from '../inventory/inventory.tables.ts';
import { reimbursements } from '../reimbursements/reimbursements.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { storeOrderReturns } from '../store-orders/store-orders.tables.ts';
import { processStoredReport } from './report-processing.usecase.ts';
import { reportRequests } from './report-requests.tables.ts';

const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const LEDGER: ReportType = 'GET_LEDGER_DETAIL_VIEW_DATA';
const INVENTORY: ReportType = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';

async function setUp() {
  const org = await catalogOrganisation(server);
  const source = await org.client.post(`${org.base}/report-sources`, {
    name: 'Seller Central files',
    type: 'manual',
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  return { ...org, sourceId: (source.body.data as { id: number }).id };
}

describe('uploaded order reports', () => {
  it('become store orders with their items, unmapped SKUs and the marketplace channel', async () => {
    const { client, base, organisation, sourceId } = await setUp();
    const file = report(ORDERS, [
      orderLine('203-1', 'MUG'),
      orderLine('203-1', 'CUP', { quantity: '2', 'item-price': '7.50' }),
      orderLine('203-2', 'MUG', {
        'order-status': 'Cancelled',
        'item-price': '',
        'fulfillment-channel': 'Merchant',
      }),
    ]);
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      file,
    );
    expect(created).toMatchObject({ status: 'DONE', origin: 'upload', file_name: 'report.txt' });

    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({
      status: 'PROCESSED',
      rows_parsed: 3,
      rows_written: 3,
      rows_failed: 0,
      error: null,
    });
    expect(done.counts).toMatchObject({
      orders_created: 2,
      order_items_created: 3,
      skus_created: 2,
      sales_channels_created: 1,
    });

    const orders = await client.get(`${base}/store-orders?sort=order_id`);
    expect(orders.status, JSON.stringify(orders.body)).toBe(200);
    const [first, second] = orders.body.data as StoreOrder[];
    expect(orders.body.meta).toMatchObject({ total: 2 });
    expect(first).toMatchObject({
      order_id: '203-1',
      fulfillment_channel: 'AFN',
      sales_channel_name: 'Amazon.co.uk',
      currency: 'GBP',
      units: 3,
      item_count: 2,
      item_total: '17.50',
      ship_country: 'GB',
    });
    expect(first?.sales_channel_id).toEqual(expect.any(Number));
    expect(first?.items.map((item) => [item.seller_sku, item.quantity, item.item_price])).toEqual([
      ['CUP', 2, '7.50'],
      ['MUG', 1, '10.00'],
    ]);
    expect(second).toMatchObject({
      order_id: '203-2',
      status: 'Cancelled',
      fulfillment_channel: 'MFN',
      item_total: null,
    });

    const created_skus = await server.ctx.db
      .select({ skuId: skus.skuId, productId: skus.productId, asin: skus.asin })
      .from(skus)
      .where(eq(skus.organisationId, organisation.id))
      .orderBy(skus.skuId);
    expect(created_skus).toEqual([
      { skuId: 'CUP', productId: null, asin: 'B0CUP' },
      { skuId: 'MUG', productId: null, asin: 'B0MUG' },
    ]);
    const unmapped = await client.get(`${base}/skus?mapped=false`);
    expect(unmapped.body.meta).toMatchObject({ total: 2 });
  });

  it('of two sources selling on one marketplace land on its one channel, named as the marketplace and fed by both', async () => {
    const { client, base, sourceId } = await setUp();
    const other = await client.post(`${base}/report-sources`, { name: 'More files', type: 'manual' });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const first = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      report(ORDERS, [orderLine('1', 'A', { 'sales-channel': 'amazon.co.uk' })]),
    );
    expect((await outcome(client, base, first.id)).counts).toMatchObject({ sales_channels_created: 1 });
    const second = await upload(
      client,
      base,
      { report_source_id: String(other.body.data.id), report_type: ORDERS },
      report(ORDERS, [orderLine('2', 'A')]),
    );
    expect((await outcome(client, base, second.id)).counts.sales_channels_created ?? 0).toBe(0);

    const channels = (await client.get(`${base}/sales-channels`)).body.data;
    expect(channels).toHaveLength(1);
    expect(channels[0]).toMatchObject({ name: 'Amazon.co.uk', marketplace: { mws_id: 'A1F83G8C2ARO7P' } });
    expect(channels[0].report_sources.map((source: { name: string }) => source.name).sort()).toEqual([
      'More files',
      'Seller Central files',
    ]);
    const orders = (await client.get(`${base}/store-orders`)).body.data as StoreOrder[];
    expect(orders.map((order) => order.sales_channel_id)).toEqual([channels[0].id, channels[0].id]);
  });

  it("name every marketplace the file holds, and warn of rows outside the source's region, imported all the same", async () => {
    const { client, base, sourceId } = await setUp();
    const europe = await client.post(`${base}/report-sources`, {
      name: 'Acme EU',
      type: 'manual',
      region_code: 'EU',
    });
    expect(europe.status, JSON.stringify(europe.body)).toBe(201);
    const file = report(ORDERS, [
      orderLine('UK-1', 'MUG'),
      orderLine('UK-1', 'CUP'),
      orderLine('DE-1', 'MUG', { 'sales-channel': 'Amazon.de', currency: 'EUR' }),
      orderLine('US-1', 'MUG', { 'sales-channel': 'Amazon.com', currency: 'USD' }),
      orderLine('US-2', 'CUP', { 'sales-channel': 'Amazon.com', currency: 'USD' }),
      orderLine('CA-1', 'MUG', { 'sales-channel': 'Amazon.ca', currency: 'CAD' }),
      orderLine('MCF-1', 'MUG', { 'sales-channel': 'Non-Amazon' }),
    ]);
    const created = await upload(
      client,
      base,
      { report_source_id: String(europe.body.data.id), report_type: ORDERS },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_written: 7, rows_failed: 0 });
    const named = (request: ReportRequest) =>
      request.sales_channels.map((channel) => `${channel.name}: ${channel.rows}`).sort();
    expect(named(done)).toEqual([
      'Amazon.ca: 1',
      'Amazon.co.uk: 2',
      'Amazon.com: 2',
      'Amazon.de: 1',
      'Non-Amazon: 1',
    ]);
    expect(done.warnings).toHaveLength(1);
    expect(done.warnings[0]).toMatchObject({
      code: 'marketplaces_outside_region',
      sales_channels: ['Amazon.ca', 'Amazon.com'],
    });
    expect(done.warnings[0]?.message).toContain(
      "3 rows of this file are of marketplaces outside this source's region (EU): Amazon.ca (1 row), Amazon.com (2 rows).",
    );

    // Imported, onto the marketplaces' channels, which the EU source does not feed.
    const orders = (await client.get(`${base}/store-orders?sort=order_id`)).body.data as StoreOrder[];
    expect(orders.map((order) => order.order_id)).toEqual(['CA-1', 'DE-1', 'MCF-1', 'UK-1', 'US-1', 'US-2']);
    const channels = (await client.get(`${base}/sales-channels`)).body.data as SalesChannel[];
    const us = channels.find((channel) => channel.name === 'Amazon.com');
    expect(orders.find((order) => order.order_id === 'US-1')?.sales_channel_id).toBe(us?.id);
    expect(us?.report_sources).toEqual([]);
    const fed = (await client.get(`${base}/report-sources/${europe.body.data.id}`)).body.data;
    expect(fed.sales_channels.map((channel: { name: string }) => channel.name).sort()).toEqual([
      'Amazon.co.uk',
      'Amazon.de',
    ]);

    // Processing it again counts each row once more from nothing, and warns again.
    expect((await client.post(`${base}/report-requests/${created.id}/process`, {})).status).toBe(202);
    const again = await outcome(client, base, created.id);
    expect(named(again)).toEqual(named(done));
    expect(again.warnings).toEqual(done.warnings);

    // A source without a region takes the same file without a warning.
    const anywhere = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      file,
    );
    const quiet = await outcome(client, base, anywhere.id);
    expect(named(quiet)).toEqual(named(done));
    expect(quiet.warnings).toEqual([]);
  });

  it('writes nothing twice when the document is processed again, or the same file uploaded again', async () => {
    const { client, base, sourceId } = await setUp();
    const file = report(ORDERS, [orderLine('1', 'A'), orderLine('1', 'B'), orderLine('2', 'A')]);
    const first = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      file,
    );
    await outcome(client, base, first.id);
    const again = await client.post(`${base}/report-requests/${first.id}/process`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const reprocessed = await outcome(client, base, first.id);
    expect(reprocessed).toMatchObject({ status: 'PROCESSED', rows_written: 3 });
    expect(reprocessed.counts).toMatchObject({ orders: 2 });
    expect(reprocessed.counts.orders_created ?? 0).toBe(0);

    const second = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      gzipSync(file),
    );
    expect((await outcome(client, base, second.id)).status).toBe('PROCESSED');
    const orders = await client.get(`${base}/store-orders`);
    expect(orders.body.meta).toMatchObject({ total: 2 });
    const units = (orders.body.data as StoreOrder[]).map((order) => order.units).sort();
    expect(units).toEqual([1, 2]);
  });

  it('counts malformed lines with their line numbers and writes the others', async () => {
    const { client, base, sourceId } = await setUp();
    const file = report(ORDERS, [
      orderLine('1', 'A'),
      orderLine('2', 'B', { quantity: 'two' }),
      orderLine('3', 'C', { 'purchase-date': 'yesterday' }),
      orderLine('4', 'D'),
    ]);
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_parsed: 4, rows_written: 2, rows_failed: 2 });
    expect(done.row_problems.map((problem) => problem.line)).toEqual([3, 4]);
    expect(done.row_problems[0]?.message).toMatch(/^Line 3: .*quantity/i);
    const orders = await client.get(`${base}/store-orders?search=`);
    expect((orders.body.data as StoreOrder[]).map((order) => order.order_id).sort()).toEqual(['1', '4']);
  });

  it('refuses a file of another type with the reason, writing nothing', async () => {
    const { client, base, sourceId } = await setUp();
    const file = report(
      LEDGER,
      [
        {
          Date: '11/02/2026',
          FNSKU: 'X1',
          MSKU: 'A',
          'Event Type': 'Shipments',
          Quantity: '-1',
          Country: 'GB',
        },
      ],
      {
        quoted: true,
      },
    );
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done.status).toBe('FAILED');
    expect(done.error).toMatch(/ledger/i);
    expect((await client.get(`${base}/store-orders`)).body.meta).toMatchObject({ total: 0 });
  });
});

/**
 * An orders report of `lines` uploaded and processed, then set back as if its processing had not
 * begun (status DONE, nothing counted), with a direct attempt at it as a processing job makes one
 * (options added to each attempt's).
 */
async function processedThenRewound(lines: Record<string, string>[], batchLines?: number) {
  const { client, base, organisation, sourceId } = await setUp();
  const created = await upload(
    client,
    base,
    { report_source_id: String(sourceId), report_type: ORDERS },
    report(ORDERS, lines),
  );
  expect(await outcome(client, base, created.id)).toMatchObject({
    status: 'PROCESSED',
    rows_written: lines.length,
  });
  await server.ctx.db
    .update(reportRequests)
    .set({
      status: 'DONE',
      processedAt: null,
      rowsParsed: 0,
      rowsWritten: 0,
      resumeLine: 0,
      counts: {},
      salesChannelRows: {},
      warnings: [],
    })
    .where(and(eq(reportRequests.organisationId, organisation.id), eq(reportRequests.id, created.id)));
  const attempt = (options: Pick<Parameters<typeof processStoredReport>[0], 'stopping'> = {}) =>
    processStoredReport({
      db: server.ctx.db,
      organisationId: organisation.id,
      requestId: created.id,
      files: server.ctx.files,
      log: server.ctx.log,
      ...(batchLines ? { batchLines } : {}),
      sliceSeconds: 60,
      ...options,
    });
  const current = async () => (await client.get(`${base}/report-requests/${created.id}`)).body.data;
  return { attempt, current, finished: () => outcome(client, base, created.id) };
}

describe('attempts processing the same request at once', () => {
  it('count every line once: an attempt another has overtaken stops', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => orderLine(`O-${i}`, `S-${i % 4}`));
    const { attempt, finished } = await processedThenRewound(lines, 3);
    // As if the queue had presumed an attempt dead and started others beside it.
    const outcomes = await Promise.all([attempt(), attempt(), attempt()]);
    expect(outcomes).toContain('processed');
    expect(await finished()).toMatchObject({
      status: 'PROCESSED',
      rows_parsed: 30,
      rows_written: 30,
      counts: { orders: 30 },
    });
  });
});

describe('an instance that stops', () => {
  it('hands a report over at the next batch, and the next attempt goes on from there', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => orderLine(`O-${i}`, 'S-1'));
    const { attempt, current, finished } = await processedThenRewound(lines, 2);
    const stopped = new AbortController();
    stopped.abort();
    expect(await attempt({ stopping: stopped.signal })).toBe('continued');
    expect(await current()).toMatchObject({ status: 'PROCESSING', rows_written: 2 });
    expect(await attempt()).toBe('processed');
    expect(await finished()).toMatchObject({
      status: 'PROCESSED',
      rows_written: 6,
      // Added up batch by batch, across the two attempts, each line once.
      sales_channels: [{ name: 'Amazon.co.uk', rows: 6 }],
    });
  });
});

describe("a report's consequences", () => {
  it('follow one report.processed event, recorded in the transaction that marks it PROCESSED', async () => {
    const { attempt, current, finished } = await processedThenRewound(
      Array.from({ length: 4 }, (_, i) => orderLine(`O-${i}`, 'S-1')),
      2,
    );
    const request = await current();
    const events = async () =>
      (await eventsRecorded(server.ctx.db)).filter(
        (event) => event.type === 'report.processed' && event.aggregate === `report-request:${request.id}`,
      );
    const before = (await events()).length;
    const stopped = new AbortController();
    stopped.abort();
    // Handed over mid-way: not processed, so no event.
    expect(await attempt({ stopping: stopped.signal })).toBe('continued');
    expect(await events()).toHaveLength(before);
    expect(await attempt()).toBe('processed');
    const recorded = await events();
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)?.payload).toEqual({
      reportRequestId: request.id,
      reportType: request.report_type,
    });
    expect(await finished()).toMatchObject({ status: 'PROCESSED', rows_written: 4 });
  });
});

describe('uploaded ledger and inventory reports', () => {
  it('book ledger events in the country warehouse once, and keep the marketplace figure beside', async () => {
    const { client, base, organisation, sourceId } = await setUp();
    const ledger = report(
      LEDGER,
      [
        {
          Date: '11/01/2026',
          FNSKU: 'X1',
          MSKU: 'MUG',
          'Event Type': 'Receipts',
          'Reference ID': 'FBA15X',
          Quantity: '10',
          Country: 'GB',
          'Date and Time': '2026-11-01T08:00:00+0000',
        },
        {
          Date: '11/02/2026',
          FNSKU: 'X1',
          MSKU: 'MUG',
          'Event Type': 'Shipments',
          Quantity: '-1',
          Country: 'GB',
          'Date and Time': '2026-11-02T08:00:00+0000',
        },
        {
          Date: '11/02/2026',
          FNSKU: 'X1',
          MSKU: 'MUG',
          'Event Type': 'Shipments',
          Quantity: '-1',
          Country: 'GB',
          'Date and Time': '2026-11-02T08:00:00+0000',
        },
        {
          Date: '11/03/2026',
          FNSKU: 'X1',
          MSKU: 'MUG',
          'Event Type': 'Adjustments',
          Quantity: '-1',
          Reason: 'M',
          Country: 'GB',
          'Date and Time': '2026-11-03T08:00:00+0000',
        },
      ],
      { quoted: true },
    );
    const fields = { report_source_id: String(sourceId), report_type: LEDGER };
    const first = await outcome(client, base, (await upload(client, base, fields, ledger)).id);
    expect(first).toMatchObject({ status: 'PROCESSED', rows_written: 4 });
    expect(first.counts).toMatchObject({ movements: 4, warehouses_created: 1, skus_created: 1 });
    // The same events in a second report are already booked.
    const second = await outcome(client, base, (await upload(client, base, fields, ledger)).id);
    expect(second.counts).toMatchObject({ movements_already_booked: 4 });
    expect(second.counts.movements ?? 0).toBe(0);

    const movements = await server.ctx.db
      .select({ type: inventoryMovements.type, quantity: inventoryMovements.quantity })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.organisationId, organisation.id))
      .orderBy(inventoryMovements.occurredAt, inventoryMovements.id);
    expect(movements).toEqual([
      { type: 'receipt', quantity: 10 },
      { type: 'sale', quantity: -1 },
      { type: 'sale', quantity: -1 },
      { type: 'lost', quantity: -1 },
    ]);

    const inventory = report(INVENTORY, [
      {
        sku: 'MUG',
        fnsku: 'X1',
        asin: 'B0MUG',
        'afn-warehouse-quantity': '6',
        'afn-fulfillable-quantity': '6',
      },
    ]);
    const withoutMarketplace = await client.post(
      `${base}/report-requests`,
      uploadForm({ report_source_id: String(sourceId), report_type: INVENTORY }, inventory),
    );
    expect(withoutMarketplace.status).toBe(422);
    expect(withoutMarketplace.body.errors).toHaveProperty('marketplace_id');
    const counted = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: INVENTORY, marketplace_id: 'A1F83G8C2ARO7P' },
      inventory,
    );
    expect(await outcome(client, base, counted.id)).toMatchObject({
      status: 'PROCESSED',
      counts: { stock_figures_changed: 1 },
    });
    const [stock] = await server.ctx.db
      .select({ quantity: warehouseStock.quantity, reported: warehouseStock.inventoryCache })
      .from(warehouseStock)
      .where(and(eq(warehouseStock.organisationId, organisation.id)));
    expect(stock).toEqual({ quantity: 7, reported: 6 });
  });
});

describe('uploaded reimbursements and customer returns', () => {
  const REIMBURSEMENTS: ReportType = 'GET_FBA_REIMBURSEMENTS_DATA';
  const RETURNS: ReportType = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';
  const reimbursement = (id: string, overrides: Record<string, string> = {}) => ({
    'approval-date': '2026-11-10T08:00:00+00:00',
    'reimbursement-id': id,
    'case-id': '',
    'amazon-order-id': '',
    reason: 'Lost_Warehouse',
    sku: 'MUG',
    fnsku: 'X00MUG',
    asin: 'B0MUG',
    'product-name': 'Product MUG',
    condition: 'NewItem',
    'currency-unit': 'GBP',
    'amount-per-unit': '4.00',
    'amount-total': '4.00',
    'quantity-reimbursed-cash': '1',
    'quantity-reimbursed-inventory': '0',
    'quantity-reimbursed-total': '1',
    ...overrides,
  });

  it('keep every line once, a reimbursement split over two lines included, and a reversal', async () => {
    const { client, base, organisation, sourceId } = await setUp();
    const file = report(REIMBURSEMENTS, [
      reimbursement('R-1', {
        'case-id': 'C-77',
        'amount-total': '8.00',
        'quantity-reimbursed-cash': '2',
        'quantity-reimbursed-total': '2',
      }),
      // The same reimbursement's second line: units given back as inventory.
      reimbursement('R-1', {
        'case-id': 'C-77',
        'amount-total': '0.00',
        'quantity-reimbursed-cash': '0',
        'quantity-reimbursed-inventory': '1',
        'quantity-reimbursed-total': '1',
      }),
      reimbursement('R-2', {
        reason: 'Reimbursement_Reversal',
        'amount-total': '-4.00',
        'original-reimbursement-id': 'R-0',
        sku: 'NEWSKU',
      }),
    ]);
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: REIMBURSEMENTS },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_parsed: 3, rows_written: 3, rows_failed: 0 });
    // MUG and NEWSKU were not in the catalogue: both created, unmapped.
    expect(done.counts).toMatchObject({ reimbursements_created: 3, skus_created: 2 });
    const kept = await server.ctx.db
      .select()
      .from(reimbursements)
      .where(eq(reimbursements.organisationId, organisation.id))
      .orderBy(reimbursements.id);
    expect(kept.map((row) => [row.reimbursementId, row.caseId, row.amountTotal, row.quantityTotal])).toEqual([
      ['R-1', 'C-77', 800, 2],
      ['R-1', 'C-77', 0, 1],
      ['R-2', null, -400, 1],
    ]);
    expect(kept.every((row) => row.skuId !== null && row.currency === 'GBP')).toBe(true);

    // Processing it again, or the same file uploaded again, keeps nothing twice.
    expect((await client.post(`${base}/report-requests/${created.id}/process`, {})).status).toBe(202);
    expect((await outcome(client, base, created.id)).counts).toMatchObject({
      reimbursements_already_kept: 3,
    });
    const again = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: REIMBURSEMENTS },
      file,
    );
    expect((await outcome(client, base, again.id)).status).toBe('PROCESSED');
    expect(
      await server.ctx.db.$count(reimbursements, eq(reimbursements.organisationId, organisation.id)),
    ).toBe(3);
  });

  it('keep each return once beside its order, counting those of orders the organisation has', async () => {
    const { client, base, organisation, sourceId } = await setUp();
    const orders = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: ORDERS },
      report(ORDERS, [orderLine('203-9', 'MUG')]),
    );
    expect((await outcome(client, base, orders.id)).status).toBe('PROCESSED');
    const returned = (orderId: string, overrides: Record<string, string> = {}) => ({
      'return-date': '2026-11-12T09:00:00+00:00',
      'order-id': orderId,
      sku: 'MUG',
      asin: 'B0MUG',
      fnsku: 'X00MUG',
      'product-name': 'Product MUG',
      quantity: '1',
      'fulfillment-center-id': 'LTN1',
      'detailed-disposition': 'SELLABLE',
      reason: 'UNWANTED_ITEM',
      status: 'Unit returned to inventory',
      'license-plate-number': 'LPN1',
      ...overrides,
    });
    const file = report(RETURNS, [
      returned('203-9'),
      returned('203-9', { 'license-plate-number': 'LPN2', 'detailed-disposition': 'CUSTOMER_DAMAGED' }),
      returned('999-0', { sku: 'OTHER' }),
    ]);
    const created = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: RETURNS },
      file,
    );
    const done = await outcome(client, base, created.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rows_written: 3, rows_failed: 0 });
    expect(done.counts).toMatchObject({ returns_created: 3, returns_of_known_orders: 2, skus_created: 1 });
    expect((await client.post(`${base}/report-requests/${created.id}/process`, {})).status).toBe(202);
    expect((await outcome(client, base, created.id)).counts).toMatchObject({ returns_already_kept: 3 });
    const kept = await server.ctx.db
      .select()
      .from(storeOrderReturns)
      .where(eq(storeOrderReturns.organisationId, organisation.id))
      .orderBy(storeOrderReturns.orderId, storeOrderReturns.licensePlateNumber);
    expect(kept.map((row) => [row.orderId, row.sellerSku, row.disposition, row.quantity])).toEqual([
      ['203-9', 'MUG', 'SELLABLE', 1],
      ['203-9', 'MUG', 'CUSTOMER_DAMAGED', 1],
      ['999-0', 'OTHER', 'SELLABLE', 1],
    ]);
  });
});

describe('report request input', () => {
  it('answers 422 per field for a missing file, an unknown source and an unknown type', async () => {
    const { client, base, sourceId } = await setUp();
    const noFile = new FormData();
    noFile.set('report_source_id', String(sourceId));
    noFile.set('report_type', ORDERS);
    const missing = await client.post(`${base}/report-requests`, noFile);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('file');
    const other = await catalogOrganisation(server);
    const foreign = await other.client.post(
      `${other.base}/report-requests`,
      uploadForm({ report_source_id: String(sourceId), report_type: ORDERS }, report(ORDERS, [])),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('report_source_id');
    const unknown = await client.post(
      `${base}/report-requests`,
      uploadForm(
        { report_source_id: String(sourceId), report_type: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE' },
        'x',
      ),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('report_type');
    const notConnected = await client.post(`${base}/report-requests`, {
      report_source_id: sourceId,
      report_type: ORDERS,
      data_start_time: '2026-11-01T00:00:00Z',
    });
    expect(notConnected.status).toBe(422);
    expect(notConnected.body.errors).toHaveProperty('report_source_id');
    expect((await client.get(`${base}/report-requests`)).body.meta).toMatchObject({ total: 0 });
  });
});
