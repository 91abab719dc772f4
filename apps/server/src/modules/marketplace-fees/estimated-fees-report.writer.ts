import type { EstimatedFeeRow } from '../../integrations/amazon/reports/index.ts';
import { countsOf, type ReportWriter } from '../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import {
  marketplaceIdOf,
  type ReportedEstimatedFee,
  upsertEstimatedFees,
} from './marketplace-fees.repository.ts';

/** Amazon's fulfilment fee per unit: the expected fee, else its parts. */
function fulfillmentFee(row: EstimatedFeeRow): number | null {
  if (row.expectedFulfillmentFeePerUnit !== null) return row.expectedFulfillmentFeePerUnit;
  const parts = [row.estimatedPickPackFeePerUnit, row.estimatedWeightHandlingFeePerUnit];
  return parts.every((part) => part === null)
    ? null
    : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}

/**
 * The fee preview of one marketplace (its rows do not name it: the request's, `marketplaceMwsId`),
 * as of `asOf` (when it was asked for): each SKU's per-unit estimate kept as its latest, the SKU
 * created (unmapped) when first seen, as every marketplace report does.
 */
export function estimatedFeesWriter({
  marketplaceMwsId,
  asOf,
}: {
  marketplaceMwsId: string;
  asOf: Date;
}): ReportWriter<EstimatedFeeRow> {
  return {
    async write({ db, organisationId, request, source }, lines) {
      const marketplaceId = await marketplaceIdOf(db, marketplaceMwsId);
      if (marketplaceId === null) throw new Error(`Unknown marketplace ${marketplaceMwsId}`);
      const skus = await ensureReportedSkus({
        db,
        organisationId,
        seen: lines.map(({ row }) => ({ sellerSku: row.sku, asin: row.asin, name: row.productName })),
      });
      // A SKU listed twice: its last line is the estimate.
      const bySku = new Map<number, ReportedEstimatedFee>();
      for (const { row } of lines) {
        const skuId = skus.ids.get(row.sku) as number;
        bySku.set(skuId, {
          skuId,
          fnsku: row.fnsku,
          asin: row.asin,
          fulfilledBy: row.fulfilledBy,
          currency: row.currency,
          price: row.salesPrice ?? row.yourPrice,
          feeTotal: row.estimatedFeeTotal,
          referralFee: row.estimatedReferralFeePerUnit,
          variableClosingFee: row.estimatedVariableClosingFee,
          fulfillmentFee: fulfillmentFee(row),
        });
      }
      const changed = await upsertEstimatedFees(db, {
        organisationId,
        reportSourceId: source.id,
        reportRequestId: request.id,
        marketplaceId,
        asOf,
        lines: [...bySku.values()],
      });
      return {
        written: lines.length,
        problems: [],
        counts: countsOf({ estimated_fees_kept: changed, skus_created: skus.created }),
      };
    },
  };
}
