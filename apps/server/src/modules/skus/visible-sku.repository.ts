import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { skus } from './skus.tables.ts';

/**
 * A row (of forecasts, the ledger, warehouse stock…) whose SKU is not hidden: an anti-join on the
 * few hidden SKUs through their partial index, so that a total need not read every SKU. Every
 * figure that counts stock (the Stock lists, their totals, the dashboard's KPIs and charts) leaves
 * hidden SKUs out the same way, so that they agree.
 */
export function ofVisibleSku(organisationId: PgColumn | SQL, skuId: PgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${skus} hidden
    where hidden.organisation_id = ${organisationId} and hidden.id = ${skuId} and hidden.is_hidden)`;
}
