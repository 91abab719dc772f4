import type { DisputeKind, DisputeStatus } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, minorUnits, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';
import { transferKeys } from '../transfers/transfers.keys.ts';
import { userKeys } from '../users/users.keys.ts';

/**
 * A claim against the marketplace (dispute-rules.ts): opened from a detector's candidate (its key,
 * once per organisation) with the candidate's evidence and amount, then submitted with the
 * marketplace's case id, which the reimbursements report names when it pays. Money in minor units.
 */
export const disputes = pgTable(
  'disputes',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    kind: text('kind').$type<DisputeKind>().notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('OPEN'),
    candidateKey: text('candidate_key'),
    title: text('title').notNull(),
    skuId: bigintRef('sku_id'),
    sellerSku: text('seller_sku'),
    transferId: bigintRef('transfer_id'),
    orderId: text('order_id'),
    units: integer('units').notNull(),
    currency: text('currency').notNull(),
    amountClaimed: minorUnits('amount_claimed'),
    amountReimbursed: minorUnits('amount_reimbursed').notNull().default(0),
    caseId: text('case_id'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    evidence: jsonb('evidence').$type<{ label: string; value: string }[]>().notNull().default([]),
    note: text('note'),
    createdBy: bigintRef('created_by').references(() => userKeys.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('disputes_candidate').on(table.organisationId, table.candidateKey),
    index('disputes_created').on(table.organisationId, table.createdAt, table.id),
    index('disputes_needing_action')
      .on(table.organisationId)
      .where(sql`status in ('OPEN', 'PARTIALLY_REIMBURSED')`),
    index('disputes_case').on(table.organisationId, table.caseId),
    index('disputes_transfer').on(table.organisationId, table.transferId),
    foreignKey({
      name: 'disputes_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
    foreignKey({
      name: 'disputes_transfer_fk',
      columns: [table.organisationId, table.transferId],
      foreignColumns: [transferKeys.organisationId, transferKeys.id],
    }),
    check('disputes_units_check', sql`${table.units} >= 0`),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;
