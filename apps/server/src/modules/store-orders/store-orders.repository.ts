import type { StoreOrderListQuery } from '@backoffice/shared';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import {
  type StoreOrderItemRow,
  type StoreOrderRow,
  storeOrderItems,
  storeOrders,
} from './store-orders.tables.ts';

type Filters = Omit<StoreOrderListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>;

const SORT_COLUMNS = {
  purchase_date: storeOrders.purchaseDate,
  order_id: storeOrders.orderId,
  status: storeOrders.status,
  units: storeOrders.units,
  item_total: storeOrders.itemTotal,
} as const;

/** The day after an ISO date, for half-open date ranges. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function whereOf(organisationId: number, filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(storeOrders.organisationId, organisationId)];
  if (filters.status) conditions.push(sql`lower(${storeOrders.status}) = lower(${filters.status})`);
  if (filters.fulfillment_channel)
    conditions.push(eq(storeOrders.fulfillmentChannel, filters.fulfillment_channel));
  if (filters.sales_channel_id) conditions.push(eq(storeOrders.salesChannelId, filters.sales_channel_id));
  if (filters.report_source_id) conditions.push(eq(storeOrders.reportSourceId, filters.report_source_id));
  if (filters.from) conditions.push(gte(storeOrders.purchaseDate, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(storeOrders.purchaseDate, dayAfter(filters.to)));
  const hasSku = (condition: SQL) =>
    sql`exists (select 1 from ${storeOrderItems} i where i.organisation_id = ${storeOrders.organisationId}
      and i.store_order_id = ${storeOrders.id} and ${condition})`;
  if (filters.sku_id) conditions.push(hasSku(sql`i.sku_id = ${filters.sku_id}`));
  if (filters.search) {
    // An order id, or a seller SKU on the order (case-insensitive prefix: both are codes).
    const prefix = `${filters.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      sql`(lower(${storeOrders.orderId}) like ${prefix} or ${hasSku(sql`lower(i.seller_sku) like ${prefix}`)})`,
    );
  }
  return and(...conditions);
}

export function storeOrderList(
  db: Executor,
  organisationId: number,
  filters: Filters,
): ListSource<keyof typeof SORT_COLUMNS, StoreOrderRow> {
  const where = whereOf(organisationId, filters);
  return {
    count: async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(storeOrders).where(where);
      return row?.count ?? 0;
    },
    rows: ({ sort, sortDesc, limit, offset }) => {
      const order = sortDesc ? desc : asc;
      return db
        .select()
        .from(storeOrders)
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort]), order(storeOrders.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export async function findStoreOrder(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<StoreOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.organisationId, organisationId), eq(storeOrders.id, id)));
  return row;
}

export type StoreOrderItemListRow = StoreOrderItemRow & { productName: string | null };

/** The items of these orders, each with its SKU's product name (for the display name). */
export async function itemsOfOrders(
  db: Executor,
  { organisationId, orderIds }: { organisationId: number; orderIds: number[] },
): Promise<StoreOrderItemListRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: storeOrderItems, productName: products.name })
    .from(storeOrderItems)
    .innerJoin(
      skus,
      and(eq(skus.organisationId, storeOrderItems.organisationId), eq(skus.id, storeOrderItems.skuId)),
    )
    .leftJoin(
      products,
      and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId)),
    )
    .where(
      and(
        eq(storeOrderItems.organisationId, organisationId),
        inArray(storeOrderItems.storeOrderId, orderIds),
      ),
    )
    .orderBy(asc(storeOrderItems.storeOrderId), asc(storeOrderItems.sellerSku));
  return rows.map(({ item, productName }) => ({ ...item, productName }));
}
