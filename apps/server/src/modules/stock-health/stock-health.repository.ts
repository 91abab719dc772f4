import { and, asc, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { type ReportRequestRow, reportRequestFacts } from '../report-requests/report-requests.facts.ts';
import { type ReportSourceRow, reportSourceSyncFacts } from '../report-sources/report-sources.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import { type LedgerCheckRow, ledgerChecks } from './stock-health.tables.ts';

/** A source as the health screen shows it: no credentials, only whether it holds a token. */
export type HealthSourceRow = Pick<
  ReportSourceRow,
  | 'id'
  | 'name'
  | 'type'
  | 'regionCode'
  | 'hasDailySync'
  | 'ordersSyncedAt'
  | 'shipmentsSyncedAt'
  | 'inventorySyncedAt'
  | 'fbaInventoryFetchedAt'
  | 'syncStartedAt'
  | 'syncError'
  | 'authorizationCheckedAt'
  | 'authorizationError'
> & { connected: boolean };

export async function healthSources(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<HealthSourceRow[]> {
  return db
    .select({
      id: reportSourceSyncFacts.id,
      name: reportSourceSyncFacts.name,
      type: reportSourceSyncFacts.type,
      regionCode: reportSourceSyncFacts.regionCode,
      hasDailySync: reportSourceSyncFacts.hasDailySync,
      connected: reportSourceSyncFacts.connected,
      ordersSyncedAt: reportSourceSyncFacts.ordersSyncedAt,
      shipmentsSyncedAt: reportSourceSyncFacts.shipmentsSyncedAt,
      inventorySyncedAt: reportSourceSyncFacts.inventorySyncedAt,
      fbaInventoryFetchedAt: reportSourceSyncFacts.fbaInventoryFetchedAt,
      syncStartedAt: reportSourceSyncFacts.syncStartedAt,
      syncError: reportSourceSyncFacts.syncError,
      authorizationCheckedAt: reportSourceSyncFacts.authorizationCheckedAt,
      authorizationError: reportSourceSyncFacts.authorizationError,
    })
    .from(reportSourceSyncFacts)
    .where(eq(reportSourceSyncFacts.organisationId, organisationId))
    .orderBy(asc(reportSourceSyncFacts.name), asc(reportSourceSyncFacts.id));
}

export type LatestRequestRow = Pick<
  ReportRequestRow,
  | 'id'
  | 'reportSourceId'
  | 'reportType'
  | 'status'
  | 'error'
  | 'errorDocument'
  | 'rowsWritten'
  | 'rowsFailed'
  | 'requestedAt'
  | 'processedAt'
>;

/** The newest request (highest id) of each (source, report type): one walk of report_requests_source. */
export async function latestRequestsPerType(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<LatestRequestRow[]> {
  return db
    .selectDistinctOn([reportRequestFacts.reportSourceId, reportRequestFacts.reportType], {
      id: reportRequestFacts.id,
      reportSourceId: reportRequestFacts.reportSourceId,
      reportType: reportRequestFacts.reportType,
      status: reportRequestFacts.status,
      error: reportRequestFacts.error,
      errorDocument: reportRequestFacts.errorDocument,
      rowsWritten: reportRequestFacts.rowsWritten,
      rowsFailed: reportRequestFacts.rowsFailed,
      requestedAt: reportRequestFacts.requestedAt,
      processedAt: reportRequestFacts.processedAt,
    })
    .from(reportRequestFacts)
    .where(eq(reportRequestFacts.organisationId, organisationId))
    .orderBy(
      asc(reportRequestFacts.reportSourceId),
      asc(reportRequestFacts.reportType),
      desc(reportRequestFacts.id),
    );
}

export interface DiscrepancyRow {
  warehouseUlid: string;
  warehouseName: string;
  skuId: number;
  sellerSku: string;
  productName: string | null;
  ledgerQuantity: number;
  reportedQuantity: number;
}

/**
 * Stock rows whose marketplace-reported quantity (inventory_cache) is not the ledger's, largest
 * absolute difference first. Only `difference` sorts: the screen asks what is most wrong.
 */
export function discrepancyList(
  db: Executor,
  { organisationId }: { organisationId: number },
): ListSource<'difference', DiscrepancyRow> {
  const where: SQL | undefined = and(
    eq(warehouseStockFacts.organisationId, organisationId),
    isNotNull(warehouseStockFacts.inventoryCache),
    ne(warehouseStockFacts.inventoryCache, warehouseStockFacts.quantity),
  );
  const gap = sql`abs(${warehouseStockFacts.inventoryCache} - ${warehouseStockFacts.quantity})`;
  return {
    count: async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(warehouseStockFacts)
        .where(where);
      return row?.count ?? 0;
    },
    rows: async ({ sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      const rows = await db
        .select({
          warehouseUlid: warehouseFacts.ulid,
          warehouseName: warehouseFacts.name,
          skuId: skuFacts.id,
          sellerSku: skuFacts.skuId,
          productName: productFacts.name,
          ledgerQuantity: warehouseStockFacts.quantity,
          reportedQuantity: sql<number>`${warehouseStockFacts.inventoryCache}`,
        })
        .from(warehouseStockFacts)
        .innerJoin(
          warehouseFacts,
          and(
            eq(warehouseFacts.organisationId, warehouseStockFacts.organisationId),
            eq(warehouseFacts.id, warehouseStockFacts.warehouseId),
          ),
        )
        .innerJoin(
          skuFacts,
          and(
            eq(skuFacts.organisationId, warehouseStockFacts.organisationId),
            eq(skuFacts.id, warehouseStockFacts.skuId),
          ),
        )
        .leftJoin(
          productFacts,
          and(
            eq(productFacts.organisationId, skuFacts.organisationId),
            eq(productFacts.id, skuFacts.productId),
          ),
        )
        .where(where)
        .orderBy(order(gap), asc(warehouseFacts.name), asc(skuFacts.skuId))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, reportedQuantity: Number(row.reportedQuantity) }));
    },
  };
}

/** The organisation's latest ledger check, if one ran. */
export async function findLedgerCheck(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<LedgerCheckRow | undefined> {
  const [row] = await db.select().from(ledgerChecks).where(eq(ledgerChecks.organisationId, organisationId));
  return row;
}

/** Stores a check's result as the organisation's latest. */
export async function saveLedgerCheck(db: Executor, row: LedgerCheckRow): Promise<void> {
  const { organisationId: _key, ...figures } = row;
  await db
    .insert(ledgerChecks)
    .values(row)
    .onConflictDoUpdate({ target: ledgerChecks.organisationId, set: figures });
}
