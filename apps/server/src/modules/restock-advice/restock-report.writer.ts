import type { ReportRowProblem } from '@backoffice/shared';
import type { RestockRecommendationRow } from '../../integrations/amazon/reports/index.ts';
import { countsOf, type ParsedLine, type ReportWriter } from '../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import { isOlderThanKept, marketplaceOfLine } from './restock-advice.domain.ts';
import { keptAdviceOf, marketplacesWithCountries, replaceAdvice } from './restock-advice.repository.ts';

/**
 * Amazon's restock inventory report: its advice for each SKU kept for the source and marketplace
 * (restock_advice), replacing the advice of an older report there. `marketplaceIds` are the
 * request's (Amazon's ids): the one it was requested for, or for an upload the one chosen or else
 * every marketplace of the source, of which each line's `Country` picks its own. `asOf` is when the
 * report was asked for or uploaded; a report older than the advice kept changes nothing.
 */
export function restockAdviceWriter({
  marketplaceIds,
  asOf,
}: {
  marketplaceIds: readonly string[];
  asOf: Date;
}): ReportWriter<RestockRecommendationRow> {
  return {
    async write({ db, organisationId, request, source }, lines) {
      const candidates = (await marketplacesWithCountries(db, marketplaceIds)).map((row) => ({
        ...row,
        id: Number(row.id),
      }));
      const problems: ReportRowProblem[] = [];
      const byMarketplace = new Map<number, ParsedLine<RestockRecommendationRow>[]>();
      for (const line of lines) {
        const marketplace = marketplaceOfLine(line.row.country, candidates);
        if (!marketplace) {
          problems.push({
            line: line.line,
            message: `Line ${line.line}: Country '${line.row.country ?? ''}' is not a marketplace this source sells in; upload the file with its marketplace chosen.`,
          });
          continue;
        }
        const ofMarketplace = byMarketplace.get(marketplace.id) ?? [];
        ofMarketplace.push(line);
        byMarketplace.set(marketplace.id, ofMarketplace);
      }
      const skus = await ensureReportedSkus({
        db,
        organisationId,
        seen: [...byMarketplace.values()].flat().map(({ row }) => ({
          sellerSku: row.sku,
          asin: row.asin,
          name: row.productName,
        })),
      });
      let kept = 0;
      let outdated = 0;
      for (const [marketplaceId, ofMarketplace] of byMarketplace) {
        const where = { organisationId, reportSourceId: source.id, marketplaceId };
        const report = { asOf, reportRequestId: request.id };
        if (isOlderThanKept(report, await keptAdviceOf(db, where))) {
          outdated += ofMarketplace.length;
          continue;
        }
        // A SKU twice in a file: its last line is the advice.
        const bySku = new Map(ofMarketplace.map(({ row }) => [skus.ids.get(row.sku) as number, row]));
        await replaceAdvice(db, {
          ...where,
          ...report,
          lines: [...bySku].map(([skuId, row]) => ({
            skuId,
            recommendedQuantity: row.recommendedReplenishmentQty,
            recommendedShipDate: row.recommendedShipDate,
            alert: row.alert,
            daysOfSupply: row.daysOfSupplyAtAmazon,
          })),
        });
        kept += ofMarketplace.length;
      }
      return {
        written: lines.length - problems.length,
        problems,
        counts: countsOf({
          restock_advice: kept,
          restock_advice_outdated: outdated,
          skus_created: skus.created,
        }),
      };
    },
  };
}
