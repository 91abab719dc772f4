import type { StorageFeeRow } from '../../integrations/amazon/reports/index.ts';
import { countsOf, type ReportWriter } from '../report-sources/report.writer.ts';
import { upsertStorageFees } from './marketplace-fees.repository.ts';

/**
 * The monthly storage fees report: each line (an FNSKU in a fulfilment centre for a month) kept
 * once, replaced when read again, with the SKU it is of when one is known (upsertStorageFees).
 * A line whose SKU is not known is kept all the same and counted: the fee preview or an order
 * report that names its FNSKU or ASIN later does not re-read it, processing the report again does.
 */
export const storageFeesWriter: ReportWriter<StorageFeeRow> = {
  async write({ db, organisationId, request, source }, lines) {
    const { kept, withoutSku } = await upsertStorageFees(db, {
      organisationId,
      reportSourceId: source.id,
      reportRequestId: request.id,
      lines: lines.map(({ row }) => ({
        month: row.monthOfCharge,
        countryCode: row.countryCode,
        fulfillmentCenter: row.fulfillmentCenter ?? '',
        fnsku: row.fnsku,
        asin: row.asin,
        sellerSku: row.sellerSku,
        currency: row.currency,
        estimatedFee: row.estimatedMonthlyStorageFee,
        averageUnits: row.averageQuantityOnHand,
        storageRate: row.storageRate,
        volumeUnits: row.volumeUnits,
      })),
    });
    return {
      written: lines.length,
      problems: [],
      counts: countsOf({ storage_fees_kept: kept - withoutSku, storage_fees_without_sku: withoutSku }),
    };
  },
};
