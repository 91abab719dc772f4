import type { FbaInventoryRow } from '../../../integrations/amazon/reports/index.ts';
import { recordReportedQuantities } from '../../inventory/reported-quantities.usecase.ts';
import { countsOf, type ReportWriter } from '../../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../../skus/reported-skus.usecase.ts';
import { ensureSourceFbaWarehouses } from '../../warehouses/fba-warehouses.usecase.ts';

/**
 * The FBA inventory report: what Amazon holds of each SKU in the request's country, kept as the
 * marketplace's figure (inventory_cache) beside the ledger's quantity; the ledger itself changes
 * only through ledger events. Amazon's warehouse quantity (sellable, unsellable and reserved units
 * in its buildings) is the figure the ledger's own balance is compared with.
 */
export function inventoryWriter(countryCode: string): ReportWriter<FbaInventoryRow> {
  return {
    async write({ db, organisationId, source }, lines) {
      const skus = await ensureReportedSkus({
        db,
        organisationId,
        seen: lines.map(({ row }) => ({ sellerSku: row.sku, asin: row.asin, name: row.productName })),
      });
      const warehouses = await ensureSourceFbaWarehouses({
        db,
        organisationId,
        reportSourceId: source.id,
        sourceName: source.name,
        countryCodes: [countryCode],
      });
      const warehouseId = warehouses.ids.get(countryCode) as number;
      const changed = await recordReportedQuantities({
        db,
        organisationId,
        warehouseId,
        quantities: lines.map(({ row }) => ({
          skuId: skus.ids.get(row.sku) as number,
          quantity: row.afnWarehouseQuantity ?? 0,
        })),
      });
      return {
        written: lines.length,
        problems: [],
        counts: countsOf({
          stock_figures_changed: changed,
          skus_created: skus.created,
          warehouses_created: warehouses.created,
        }),
      };
    },
  };
}
