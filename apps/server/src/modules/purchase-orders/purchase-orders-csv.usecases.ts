import type { PurchaseOrderListQuery } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { purchaseOrderCsvRows } from './purchase-orders.presenter.ts';
import { allPurchaseOrders } from './purchase-orders.repository.ts';
import { purchaseOrderFacts } from './purchase-orders.usecases.ts';

/** GET …/purchase-orders/export.csv: a row per line of every PO the list query selects, in its order. */
export async function exportPurchaseOrders({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: PurchaseOrderListQuery }): Promise<{
  rows: Record<string, unknown>[];
}> {
  const orders = await allPurchaseOrders(db, { organisationId, query });
  const facts = await purchaseOrderFacts(db, { organisationId, rows: orders });
  return { rows: orders.flatMap((row) => purchaseOrderCsvRows(row, facts.lines(row), facts.shipping(row))) };
}
