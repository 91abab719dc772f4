import type { CustomerReturnRow } from '../../integrations/amazon/reports/index.ts';
import { lineKey, occurrenceCounter } from '../report-sources/line-keys.domain.ts';
import { countsOf, type ReportWriter } from '../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import { insertReturns } from './store-order-returns-ingest.repository.ts';

/**
 * The customer returns report: each returned line kept once beside its order (by order id), its
 * SKU created (unmapped) when first seen; problem orders and dispute candidates read them.
 */
export const returnsWriter: ReportWriter<CustomerReturnRow> = {
  async write({ db, organisationId, request, source }, lines) {
    const skus = await ensureReportedSkus({
      db,
      organisationId,
      seen: lines.map(({ row }) => ({ sellerSku: row.sku, asin: row.asin, name: row.productName })),
    });
    const occurrence = occurrenceCounter();
    const result = await insertReturns(db, {
      organisationId,
      reportSourceId: source.id,
      reportRequestId: request.id,
      lines: lines.map(({ row }) => {
        const fields = [
          row.returnDate.toISOString(),
          row.orderId,
          row.sku,
          row.fnsku ?? '',
          String(row.quantity),
          row.fulfillmentCenterId ?? '',
          row.detailedDisposition ?? '',
          row.reason ?? '',
          row.status ?? '',
          row.licensePlateNumber ?? '',
        ];
        const first = lineKey('amazon-return', source.id, fields, 0);
        return {
          idempotencyKey: lineKey('amazon-return', source.id, fields, occurrence(first)),
          orderId: row.orderId,
          returnDate: row.returnDate,
          skuId: skus.ids.get(row.sku) as number,
          sellerSku: row.sku,
          asin: row.asin,
          fnsku: row.fnsku,
          quantity: row.quantity,
          fulfillmentCenter: row.fulfillmentCenterId,
          disposition: row.detailedDisposition,
          reason: row.reason,
          status: row.status,
          licensePlateNumber: row.licensePlateNumber,
          customerComments: row.customerComments,
        };
      }),
    });
    return {
      written: lines.length,
      problems: [],
      counts: countsOf({
        returns_created: result.inserted,
        returns_of_known_orders: result.ofKnownOrders,
        returns_already_kept: lines.length - result.inserted,
        skus_created: skus.created,
      }),
    };
  },
};
