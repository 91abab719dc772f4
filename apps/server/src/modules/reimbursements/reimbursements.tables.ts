import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, minorUnits, organisationId, tenantId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';

/**
 * What the marketplace paid back for units it lost, damaged or did not return, as its
 * reimbursements report states it: one row per report line (a reimbursement may take several
 * lines, and a reversal is a line of its own with a negative amount), each once
 * (`idempotency_key`). Disputes are matched against these (issue 11). Money in minor units of
 * `currency`.
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    /** The request that first wrote the line. */
    reportRequestId: bigintRef('report_request_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    reimbursementId: text('reimbursement_id').notNull(),
    approvalDate: timestamp('approval_date', { withTimezone: true }).notNull(),
    caseId: text('case_id'),
    amazonOrderId: text('amazon_order_id'),
    reason: text('reason').notNull(),
    skuId: bigintRef('sku_id'),
    sellerSku: text('seller_sku'),
    fnsku: text('fnsku'),
    asin: text('asin'),
    condition: text('condition'),
    currency: text('currency').notNull(),
    amountPerUnit: minorUnits('amount_per_unit'),
    amountTotal: minorUnits('amount_total').notNull(),
    quantityCash: integer('quantity_cash'),
    quantityInventory: integer('quantity_inventory'),
    quantityTotal: integer('quantity_total').notNull(),
    originalReimbursementId: text('original_reimbursement_id'),
    originalReimbursementType: text('original_reimbursement_type'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('reimbursements_line').on(table.organisationId, table.reportSourceId, table.idempotencyKey),
    index('reimbursements_approval').on(table.organisationId, table.approvalDate, table.id),
    index('reimbursements_case').on(table.organisationId, table.caseId),
    // A SKU's reimbursements by date: the loss detector's credits (migration 0024).
    index('reimbursements_sku').on(table.organisationId, table.skuId, table.approvalDate),
    foreignKey({
      name: 'reimbursements_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reimbursements_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
  ],
);
export type ReimbursementRow = typeof reimbursements.$inferSelect;
