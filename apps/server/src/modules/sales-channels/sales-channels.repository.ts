import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { marketplaces } from '../reference/reference.tables.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import { reportSourceSalesChannels, salesChannels } from './sales-channels.tables.ts';

export type SalesChannelSort = 'name' | 'sku_count' | 'created_at';
export type SalesChannelValues = Pick<typeof salesChannels.$inferInsert, 'name' | 'type' | 'marketplaceId'>;
interface Filters {
  organisationId: number;
  search?: string;
  reportSourceId?: number;
}

/** SKUs listed on the channel. */
const skuCount = sql<number>`(select count(*) from sku_listings l
  where l.organisation_id = ${salesChannels.organisationId} and l.sales_channel_id = ${salesChannels.id})`.mapWith(
  Number,
);
/** Units of the listed SKUs across all warehouses. */
const stock = sql<number>`(select coalesce(sum(ws.quantity), 0) from sku_listings l
  join warehouse_stock ws on ws.organisation_id = l.organisation_id and ws.sku_id = l.sku_id
  where l.organisation_id = ${salesChannels.organisationId} and l.sales_channel_id = ${salesChannels.id})`.mapWith(
  Number,
);

function where({ organisationId, search, reportSourceId }: Filters): SQL | undefined {
  return and(
    eq(salesChannels.organisationId, organisationId),
    search ? ilike(salesChannels.name, likePattern(search)) : undefined,
    reportSourceId === undefined
      ? undefined
      : sql`exists (select 1 from report_source_sales_channels r
          where r.organisation_id = ${salesChannels.organisationId}
            and r.sales_channel_id = ${salesChannels.id} and r.report_source_id = ${reportSourceId})`,
  );
}

function selectChannels(db: Executor) {
  return db
    .select({
      channel: salesChannels,
      marketplace: {
        id: marketplaces.id,
        name: marketplaces.name,
        mwsId: marketplaces.mwsId,
        countryCode: marketplaces.countryCode,
      },
      skuCount,
      stock,
    })
    .from(salesChannels)
    .leftJoin(marketplaces, eq(marketplaces.id, salesChannels.marketplaceId));
}

export async function listSalesChannels(
  db: Executor,
  filters: Filters,
  {
    sort,
    sortDesc,
    limit,
    offset,
  }: { sort: SalesChannelSort; sortDesc: boolean; limit: number; offset: number },
) {
  const columns = {
    name: sql`lower(${salesChannels.name})`,
    sku_count: skuCount,
    created_at: salesChannels.createdAt,
  };
  return selectChannels(db)
    .where(where(filters))
    .orderBy(...orderBy(columns, sort, sortDesc, salesChannels.id))
    .limit(limit)
    .offset(offset);
}
export type SalesChannelListRow = Awaited<ReturnType<typeof listSalesChannels>>[number];

export async function countSalesChannels(db: Executor, filters: Filters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(salesChannels).where(where(filters));
  return row?.value ?? 0;
}

export async function findSalesChannel(
  db: Executor,
  organisationId: number,
  id: number,
): Promise<SalesChannelListRow | undefined> {
  const [row] = await selectChannels(db)
    .where(and(eq(salesChannels.organisationId, organisationId), eq(salesChannels.id, id)))
    .limit(1);
  return row;
}

/** The report sources feeding each channel. */
export async function sourcesOfChannels(db: Executor, organisationId: number, channelIds: number[]) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      salesChannelId: reportSourceSalesChannels.salesChannelId,
      id: reportSources.id,
      name: reportSources.name,
    })
    .from(reportSourceSalesChannels)
    .innerJoin(
      reportSources,
      and(
        eq(reportSources.organisationId, reportSourceSalesChannels.organisationId),
        eq(reportSources.id, reportSourceSalesChannels.reportSourceId),
      ),
    )
    .where(
      and(
        eq(reportSourceSalesChannels.organisationId, organisationId),
        inArray(reportSourceSalesChannels.salesChannelId, channelIds),
      ),
    )
    .orderBy(asc(reportSources.name), asc(reportSources.id));
}

export async function insertSalesChannel(
  db: Executor,
  organisationId: number,
  values: SalesChannelValues,
): Promise<number> {
  const [row] = await db
    .insert(salesChannels)
    .values({ ...values, organisationId })
    .returning({ id: salesChannels.id });
  if (!row) throw new Error('Sales channel insert returned nothing');
  return row.id;
}

export async function updateSalesChannel(
  db: Executor,
  organisationId: number,
  id: number,
  values: Partial<SalesChannelValues>,
): Promise<boolean> {
  const rows = await db
    .update(salesChannels)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(salesChannels.organisationId, organisationId), eq(salesChannels.id, id)))
    .returning({ id: salesChannels.id });
  return rows.length > 0;
}

/** Makes `reportSourceId` the channel's only source (none when null). */
export async function setChannelSource(
  db: Executor,
  {
    organisationId,
    salesChannelId,
    reportSourceId,
  }: { organisationId: number; salesChannelId: number; reportSourceId: number | null },
): Promise<void> {
  await db
    .delete(reportSourceSalesChannels)
    .where(
      and(
        eq(reportSourceSalesChannels.organisationId, organisationId),
        eq(reportSourceSalesChannels.salesChannelId, salesChannelId),
      ),
    );
  if (reportSourceId === null) return;
  await db.insert(reportSourceSalesChannels).values({ organisationId, salesChannelId, reportSourceId });
}
