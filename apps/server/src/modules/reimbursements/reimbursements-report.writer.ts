import type { ReimbursementRow } from '../../integrations/amazon/reports/index.ts';
import { lineKey, occurrenceCounter } from '../report-sources/line-keys.domain.ts';
import { countsOf, type ReportWriter } from '../report-sources/report.writer.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import { insertReimbursements } from './reimbursements-ingest.repository.ts';

/**
 * The reimbursements report: each line kept once, its SKU created (unmapped) when first seen;
 * disputes are matched against them (issue 11).
 */
export const reimbursementsWriter: ReportWriter<ReimbursementRow> = {
  async write({ db, organisationId, request, source }, lines) {
    const skus = await ensureReportedSkus({
      db,
      organisationId,
      seen: lines.flatMap(({ row }) =>
        row.sku ? [{ sellerSku: row.sku, asin: row.asin, name: row.productName }] : [],
      ),
    });
    const occurrence = occurrenceCounter();
    const inserted = await insertReimbursements(db, {
      organisationId,
      reportSourceId: source.id,
      reportRequestId: request.id,
      lines: lines.map(({ row }) => {
        const fields = [
          row.reimbursementId,
          row.approvalDate.toISOString(),
          row.caseId ?? '',
          row.amazonOrderId ?? '',
          row.reason,
          row.sku ?? '',
          row.fnsku ?? '',
          row.condition ?? '',
          row.currency,
          String(row.amountTotal),
          String(row.quantityReimbursedCash ?? ''),
          String(row.quantityReimbursedInventory ?? ''),
          String(row.quantityReimbursedTotal),
          row.originalReimbursementId ?? '',
        ];
        const first = lineKey('amazon-reimbursement', source.id, fields, 0);
        return {
          idempotencyKey: lineKey('amazon-reimbursement', source.id, fields, occurrence(first)),
          reimbursementId: row.reimbursementId,
          approvalDate: row.approvalDate,
          caseId: row.caseId,
          amazonOrderId: row.amazonOrderId,
          reason: row.reason,
          skuId: row.sku ? (skus.ids.get(row.sku) ?? null) : null,
          sellerSku: row.sku,
          fnsku: row.fnsku,
          asin: row.asin,
          condition: row.condition,
          currency: row.currency,
          amountPerUnit: row.amountPerUnit,
          amountTotal: row.amountTotal,
          quantityCash: row.quantityReimbursedCash,
          quantityInventory: row.quantityReimbursedInventory,
          quantityTotal: row.quantityReimbursedTotal,
          originalReimbursementId: row.originalReimbursementId,
          originalReimbursementType: row.originalReimbursementType,
        };
      }),
    });
    return {
      written: lines.length,
      problems: [],
      counts: countsOf({
        reimbursements_created: inserted,
        reimbursements_already_kept: lines.length - inserted,
        skus_created: skus.created,
      }),
    };
  },
};
