import type { Paginated, StoreOrder, StoreOrderListQuery } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { presentStoreOrders } from './store-orders.presenter.ts';
import { findStoreOrder, itemsOfOrders, storeOrderList } from './store-orders.repository.ts';

export async function listStoreOrders({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: StoreOrderListQuery }): Promise<Paginated<StoreOrder>> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  return listPage(
    { page, per_page, sort, sortDesc },
    storeOrderList(db, organisationId, filters),
    async (rows) =>
      presentStoreOrders(
        rows,
        await itemsOfOrders(db, { organisationId, orderIds: rows.map((row) => row.id) }),
      ),
  );
}

export async function showStoreOrder({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ order: StoreOrder }> {
  const row = orNotFound(await findStoreOrder(db, { organisationId, id }));
  const [order] = presentStoreOrders([row], await itemsOfOrders(db, { organisationId, orderIds: [id] }));
  return { order: order as StoreOrder };
}
