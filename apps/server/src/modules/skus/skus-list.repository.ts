import type { SkuListQuery } from '@backoffice/shared';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { inChunks } from '../../lib/chunks.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { skuStockTotalFacts, warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { salesChannelFacts, skuListingFacts } from '../sales-channels/sales-channels.facts.ts';
import { organisationSkuCounts, type SkuRow, skus } from './skus.tables.ts';
import { needsAttention } from './skus-needing-attention.repository.ts';

/** The SKU list's queries: filters, sorts, the page's stock and listings. Kept fast at 50,000 SKUs. */
export type SkuFilters = Omit<SkuListQuery, 'page' | 'per_page' | 'sort' | 'sortDesc'>;

export interface SkuListRow {
  sku: SkuRow;
  productName: string | null;
  stock: number;
}
export interface SkuListing {
  salesChannelId: number;
  marketplace: { id: number; name: string; country_code: string } | null;
}

/**
 * How a search's product-name matches are tested. `hashed` (a page): `product_id in (…)`, one hash
 * probe per SKU the page walks in its order. `indexed` (a count): `product_id = any(array(…))`,
 * which PostgreSQL can read as index conditions beside the name's trigram index (a BitmapOr of
 * the two) instead of testing every SKU: a common word's count over 50,000 SKUs 30 → 10 ms. Not
 * for the page, whose walk would then search the array linearly for each row.
 */
type ProductMatch = 'hashed' | 'indexed';

function whereSkus(
  organisationId: number,
  filters: SkuFilters,
  productMatch: ProductMatch = 'hashed',
): SQL | undefined {
  const listed = (channelCondition: SQL) =>
    sql`exists (select 1 from ${skuListingFacts} inner join ${salesChannelFacts} on ${salesChannelFacts.organisationId} = ${skuListingFacts.organisationId} and ${salesChannelFacts.id} = ${skuListingFacts.salesChannelId} where ${skuListingFacts.organisationId} = ${organisationId} and ${skuListingFacts.skuId} = ${skus.id} and ${channelCondition})`;
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    eq(skus.organisationId, organisationId),
    // The SKU's id, ASIN and name through search_text (one LIKE, trigram-indexed: migration 0012),
    // its product's name through products' trigram index: 114 → 29 ms for a common word at 50,000
    // SKUs on PostgreSQL (four ILIKEs per row across a join before).
    pattern
      ? or(
          like(skus.searchText, sql`lower(${pattern})`),
          productMatch === 'hashed'
            ? sql`${skus.productId} in (${matchingProducts(organisationId, pattern)})`
            : sql`${skus.productId} = any(array(${matchingProducts(organisationId, pattern)}))`,
        )
      : undefined,
    filters.product_id === undefined ? undefined : eq(skus.productId, filters.product_id),
    filters.mapped === undefined
      ? undefined
      : filters.mapped
        ? isNotNull(skus.productId)
        : isNull(skus.productId),
    filters.hidden === undefined ? undefined : eq(skus.isHidden, filters.hidden),
    filters.has_cogs === undefined ? undefined : filters.has_cogs ? isNotNull(skus.cogs) : isNull(skus.cogs),
    filters.needs_attention === undefined
      ? undefined
      : filters.needs_attention
        ? needsAttention()
        : not(needsAttention()),
    filters.marketplace_id === undefined
      ? undefined
      : listed(sql`${salesChannelFacts.marketplaceId} = ${filters.marketplace_id}`),
    filters.sales_channel_id === undefined
      ? undefined
      : listed(sql`${skuListingFacts.salesChannelId} = ${filters.sales_channel_id}`),
  );
}

function matchingProducts(organisationId: number, pattern: string): SQL {
  return sql`select ${productFacts.id} from ${productFacts} where ${productFacts.organisationId} = ${organisationId} and ${ilike(productFacts.name, pattern)}`;
}

export const productJoin = and(
  eq(productFacts.organisationId, skus.organisationId),
  eq(productFacts.id, skus.productId),
);

/** No filter set (callers may pass the whole list query: page and sort are not filters). */
function unfiltered(filters: SkuFilters): boolean {
  const { search, product_id, mapped, hidden, has_cogs, needs_attention, marketplace_id, sales_channel_id } =
    filters;
  return (
    !search &&
    [product_id, mapped, hidden, has_cogs, needs_attention, marketplace_id, sales_channel_id].every(
      (value) => value === undefined,
    )
  );
}

/**
 * How many SKUs match. Without filters it is the organisation's SKU count, kept by triggers
 * (organisation_sku_counts): counting 50,000 rows cost 8 ms against 0.15 ms for the page itself.
 */
export async function countSkus(
  db: Executor,
  { organisationId, filters }: { organisationId: number; filters: SkuFilters },
): Promise<number> {
  const [row] = await skuTotal(db, organisationId, filters);
  return Number(row?.value ?? 0);
}

/**
 * countSkus's statement, also a sub-select of the page's (listSkusCounted): one row, `value`, or
 * none for an organisation without SKUs yet. The product join only matters to the search
 * (PostgreSQL drops an unused left join on a key).
 */
function skuTotal(db: Executor, organisationId: number, filters: SkuFilters) {
  return unfiltered(filters)
    ? db
        .select({ value: organisationSkuCounts.skus })
        .from(organisationSkuCounts)
        .where(eq(organisationSkuCounts.organisationId, organisationId))
    : db
        .select({ value: sql<number>`count(*)::int` })
        .from(skus)
        .leftJoin(productFacts, productJoin)
        .where(whereSkus(organisationId, filters, 'indexed'));
}

/**
 * The organisation's SKUs under the list's filters, as a ListSource whose page statement also
 * counts (listSkusCounted): the count after a non-empty page costs no second statement.
 */
export function skuList(
  db: Executor,
  { organisationId, filters }: { organisationId: number; filters: SkuFilters },
): ListSource<SkuListQuery['sort'], SkuListRow> {
  let counted: number | undefined;
  return {
    rows: async ({ sort, sortDesc, limit, offset }) => {
      const { rows, total } = await listSkusCounted(db, {
        organisationId,
        query: { ...filters, sort, sortDesc },
        page: { limit, offset },
      });
      counted = total;
      return rows;
    },
    count: async () => counted ?? (await countSkus(db, { organisationId, filters })),
  };
}

/** Units per SKU across warehouses, for the given SKUs only. */
export async function stockOfSkus(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: number[] },
): Promise<Map<number, number>> {
  const rows = await inChunks(skuIds, 5000, (chunk) =>
    db
      .select({
        skuId: warehouseStockFacts.skuId,
        quantity: sql<number>`coalesce(sum(${warehouseStockFacts.quantity}), 0)::int`,
      })
      .from(warehouseStockFacts)
      .where(
        and(
          eq(warehouseStockFacts.organisationId, organisationId),
          inArray(warehouseStockFacts.skuId, chunk),
        ),
      )
      .groupBy(warehouseStockFacts.skuId),
  );
  return new Map(rows.map((row) => [row.skuId, row.quantity]));
}

/**
 * A page of SKUs (or all of them, for the export), with each SKU's stock from sku_stock_totals
 * (kept with the ledger, one row per SKU; inventory's skuStockTotalFacts): sorting by stock walks that table's
 * (organisation_id, quantity, sku_id) index instead of summing every stock row per request.
 * The default sort (sku_id) walks the (organisation_id, sku_id) unique index.
 */
export async function listSkus(
  db: Executor,
  {
    organisationId,
    query,
    page,
  }: {
    organisationId: number;
    query: SkuFilters & Pick<SkuListQuery, 'sort' | 'sortDesc'>;
    page?: { limit: number; offset: number };
  },
): Promise<SkuListRow[]> {
  return (await listSkusCounted(db, { organisationId, query, page, counted: false })).rows;
}

/** From this offset on, a page's ids are found before its rows are joined (listSkusCounted). */
const DEFERRED_JOIN_OFFSET = 1_000;

/**
 * A page of SKUs and how many SKUs match, in one statement (one round trip: inside the request's
 * transaction the count and the page cannot run side by side): countSkus's statement as a
 * sub-select, which PostgreSQL runs once beside the page,
 * which still stops at its limit (a `count(*) over ()` would join every match first: 32 → 43 ms
 * for a search over 50,000 SKUs). The total is undefined when the page is empty (past the end).
 */
export async function listSkusCounted(
  db: Executor,
  {
    organisationId,
    query,
    page,
    counted = true,
  }: {
    organisationId: number;
    query: SkuFilters & Pick<SkuListQuery, 'sort' | 'sortDesc'>;
    page?: { limit: number; offset: number };
    counted?: boolean;
  },
): Promise<{ rows: SkuListRow[]; total: number | undefined }> {
  const total = counted
    ? sql<number>`coalesce((${skuTotal(db, organisationId, query)}), 0)`
    : sql<null>`null`;
  const sortColumns = {
    sku_id: skus.skuId,
    asin: skus.asin,
    name: skus.name,
    product_name: productFacts.name,
    stock: skuStockTotalFacts.quantity,
    cogs: skus.cogs,
    created_at: skus.createdAt,
  };
  const order =
    query.sort === 'stock'
      ? // quantity is never null: plain ASC/DESC on (quantity, sku_id) walks the index either way.
        [query.sortDesc ? desc(skuStockTotalFacts.quantity) : asc(skuStockTotalFacts.quantity)].concat(
          query.sortDesc ? desc(skuStockTotalFacts.skuId) : asc(skuStockTotalFacts.skuId),
        )
      : orderBy(sortColumns, query.sort, query.sortDesc, skus.id);
  // A deep page in an order of the SKU's own columns: its 25 ids first, from skus alone (the
  // filters read nothing else), then only those rows joined. Joined first, every skipped SKU was
  // joined to its stock and product (page 500 of 50,000: 150 ms).
  const deferred =
    page && page.offset >= DEFERRED_JOIN_OFFSET && query.sort !== 'stock' && query.sort !== 'product_name';
  const pageIds = deferred
    ? db
        .select({ id: skus.id })
        .from(skus)
        .where(whereSkus(organisationId, query))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset)
    : undefined;
  const ordered = db
    .select({ sku: skus, productName: productFacts.name, stock: skuStockTotalFacts.quantity, total })
    .from(skus)
    .innerJoin(
      skuStockTotalFacts,
      and(eq(skuStockTotalFacts.organisationId, skus.organisationId), eq(skuStockTotalFacts.skuId, skus.id)),
    )
    .leftJoin(productFacts, productJoin)
    .where(
      pageIds
        ? and(eq(skus.organisationId, organisationId), inArray(skus.id, pageIds))
        : whereSkus(organisationId, query),
    )
    .orderBy(...order)
    .$dynamic();
  const rows = await (page && !pageIds ? ordered.limit(page.limit).offset(page.offset) : ordered);
  const first = rows[0];
  return {
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, stock: Number(row.stock) })),
    total: first && counted ? Number(first.total) : undefined,
  };
}

/** The sales channels (and their marketplaces) of several SKUs, in one query per 5,000. */
export async function listingsOf(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: number[] },
): Promise<Map<number, SkuListing[]>> {
  const rows = await inChunks(skuIds, 5000, (chunk) =>
    db
      .select({
        skuId: skuListingFacts.skuId,
        salesChannelId: skuListingFacts.salesChannelId,
        marketplaceId: marketplaceFacts.id,
        marketplaceName: marketplaceFacts.name,
        countryCode: marketplaceFacts.countryCode,
      })
      .from(skuListingFacts)
      .innerJoin(
        salesChannelFacts,
        and(
          eq(salesChannelFacts.organisationId, skuListingFacts.organisationId),
          eq(salesChannelFacts.id, skuListingFacts.salesChannelId),
        ),
      )
      .leftJoin(marketplaceFacts, eq(marketplaceFacts.id, salesChannelFacts.marketplaceId))
      .where(and(eq(skuListingFacts.organisationId, organisationId), inArray(skuListingFacts.skuId, chunk)))
      .orderBy(asc(skuListingFacts.salesChannelId)),
  );
  const bySku = new Map<number, SkuListing[]>();
  for (const row of rows)
    bySku.set(row.skuId, [
      ...(bySku.get(row.skuId) ?? []),
      {
        salesChannelId: row.salesChannelId,
        marketplace:
          row.marketplaceId !== null && row.marketplaceName !== null && row.countryCode !== null
            ? { id: row.marketplaceId, name: row.marketplaceName, country_code: row.countryCode }
            : null,
      },
    ]);
  return bySku;
}
