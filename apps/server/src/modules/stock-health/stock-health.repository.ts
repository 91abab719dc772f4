import { and, asc, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { type ReportRequestRow, reportRequests } from '../report-requests/report-requests.tables.ts';
import { type ReportSourceRow, reportSources } from '../report-sources/report-sources.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';

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
      id: reportSources.id,
      name: reportSources.name,
      type: reportSources.type,
      regionCode: reportSources.regionCode,
      hasDailySync: reportSources.hasDailySync,
      connected: sql<boolean>`${reportSources.authTokenEncrypted} is not null`,
      ordersSyncedAt: reportSources.ordersSyncedAt,
      shipmentsSyncedAt: reportSources.shipmentsSyncedAt,
      inventorySyncedAt: reportSources.inventorySyncedAt,
      syncStartedAt: reportSources.syncStartedAt,
      syncError: reportSources.syncError,
      authorizationCheckedAt: reportSources.authorizationCheckedAt,
      authorizationError: reportSources.authorizationError,
    })
    .from(reportSources)
    .where(eq(reportSources.organisationId, organisationId))
    .orderBy(asc(reportSources.name), asc(reportSources.id));
}

export type LatestRequestRow = Pick<
  ReportRequestRow,
  | 'id'
  | 'reportSourceId'
  | 'reportType'
  | 'status'
  | 'error'
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
    .selectDistinctOn([reportRequests.reportSourceId, reportRequests.reportType], {
      id: reportRequests.id,
      reportSourceId: reportRequests.reportSourceId,
      reportType: reportRequests.reportType,
      status: reportRequests.status,
      error: reportRequests.error,
      rowsWritten: reportRequests.rowsWritten,
      rowsFailed: reportRequests.rowsFailed,
      requestedAt: reportRequests.requestedAt,
      processedAt: reportRequests.processedAt,
    })
    .from(reportRequests)
    .where(eq(reportRequests.organisationId, organisationId))
    .orderBy(asc(reportRequests.reportSourceId), asc(reportRequests.reportType), desc(reportRequests.id));
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
    eq(warehouseStock.organisationId, organisationId),
    isNotNull(warehouseStock.inventoryCache),
    ne(warehouseStock.inventoryCache, warehouseStock.quantity),
  );
  const gap = sql`abs(${warehouseStock.inventoryCache} - ${warehouseStock.quantity})`;
  return {
    count: async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(warehouseStock).where(where);
      return row?.count ?? 0;
    },
    rows: async ({ sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      const rows = await db
        .select({
          warehouseUlid: warehouses.ulid,
          warehouseName: warehouses.name,
          skuId: skus.id,
          sellerSku: skus.skuId,
          productName: products.name,
          ledgerQuantity: warehouseStock.quantity,
          reportedQuantity: sql<number>`${warehouseStock.inventoryCache}`,
        })
        .from(warehouseStock)
        .innerJoin(
          warehouses,
          and(
            eq(warehouses.organisationId, warehouseStock.organisationId),
            eq(warehouses.id, warehouseStock.warehouseId),
          ),
        )
        .innerJoin(
          skus,
          and(eq(skus.organisationId, warehouseStock.organisationId), eq(skus.id, warehouseStock.skuId)),
        )
        .leftJoin(
          products,
          and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId)),
        )
        .where(where)
        .orderBy(order(gap), asc(warehouses.name), asc(skus.skuId))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, reportedQuantity: Number(row.reportedQuantity) }));
    },
  };
}
