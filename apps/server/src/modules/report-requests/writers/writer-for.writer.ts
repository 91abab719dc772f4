import type { Executor } from '../../../db/client.ts';
import { estimatedFeesWriter } from '../../marketplace-fees/estimated-fees-report.writer.ts';
import { storageFeesWriter } from '../../marketplace-fees/storage-fees-report.writer.ts';
import { reimbursementsWriter } from '../../reimbursements/reimbursements-report.writer.ts';
import type { ReportWriter } from '../../report-sources/report.writer.ts';
import { restockAdviceWriter } from '../../restock-advice/restock-report.writer.ts';
import { ordersWriter } from '../../store-orders/orders-report.writer.ts';
import { returnsWriter } from '../../store-orders/returns-report.writer.ts';
import { settlementWriter } from '../../store-orders/settlement-report.writer.ts';
import { countriesOfMarketplaces, marketplacesOfSource } from '../report-requests.repository.ts';
import type { ReportRequestRow } from '../report-requests.tables.ts';
import { inventoryWriter } from './inventory.writer.ts';
import { ledgerWriter } from './ledger.writer.ts';

/**
 * The writer of a request's report type; null when an FBA inventory report's country cannot be
 * told (its rows do not say it).
 */
export async function writerFor(
  db: Executor,
  request: ReportRequestRow,
): Promise<ReportWriter<never> | null> {
  switch (request.reportType) {
    case 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL':
      return ordersWriter as ReportWriter<never>;
    case 'GET_LEDGER_DETAIL_VIEW_DATA':
      return ledgerWriter as ReportWriter<never>;
    case 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA': {
      const country = await inventoryCountry(db, request);
      return country ? (inventoryWriter(country) as ReportWriter<never>) : null;
    }
    case 'GET_FBA_REIMBURSEMENTS_DATA':
      return reimbursementsWriter as ReportWriter<never>;
    case 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA':
      return returnsWriter as ReportWriter<never>;
    case 'GET_FBA_STORAGE_FEE_CHARGES_DATA':
      return storageFeesWriter as ReportWriter<never>;
    case 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA': {
      // Its rows do not name their marketplace: the request's one (uploads must name it).
      const [marketplaceMwsId, ...others] = request.marketplaceIds;
      return marketplaceMwsId && others.length === 0
        ? (estimatedFeesWriter({ marketplaceMwsId, asOf: request.requestedAt }) as ReportWriter<never>)
        : null;
    }
    case 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2':
      return settlementWriter as ReportWriter<never>;
    case 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT':
      return restockAdviceWriter({
        marketplaceIds: request.marketplaceIds,
        asOf: request.requestedAt,
      }) as ReportWriter<never>;
  }
}

/**
 * FBA inventory is per marketplace and its rows do not say which: the request's marketplace,
 * else the one marketplace the source feeds.
 */
async function inventoryCountry(db: Executor, request: ReportRequestRow): Promise<string | null> {
  const named = await countriesOfMarketplaces(db, request.marketplaceIds);
  if (named[0]) return named[0];
  const fed = await marketplacesOfSource(db, {
    organisationId: request.organisationId,
    reportSourceId: request.reportSourceId,
  });
  const countries = [...new Set(await countriesOfMarketplaces(db, fed))];
  return countries.length === 1 ? (countries[0] as string) : null;
}
