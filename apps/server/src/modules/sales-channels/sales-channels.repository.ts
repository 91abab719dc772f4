import type { SalesChannelSort } from '@backoffice/shared';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { nameTaken } from '../../db/tenant-lookups.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { marketplaceFacts } from '../reference/reference.facts.ts';
import { reportSourceFacts } from '../report-sources/report-sources.facts.ts';
import {
  reportSourceSalesChannels,
  salesChannels,
  salesChannelTotals,
  skuListings,
} from './sales-channels.tables.ts';

export type SalesChannelValues = Pick<typeof salesChannels.$inferInsert, 'name' | 'type' | 'marketplaceId'>;
export interface SalesChannelKey {
  organisationId: number;
  id: number;
}
export interface SalesChannelFilters {
  organisationId: number;
  search?: string;
  reportSourceId?: number;
}

/** SKUs listed on the channel and their units across all warehouses, as the triggers keep them. */
const skuCount = sql<number>`coalesce(${salesChannelTotals.listedSkus}, 0)`.mapWith(Number);
const stock = sql<number>`coalesce(${salesChannelTotals.units}, 0)`.mapWith(Number);

function where({ organisationId, search, reportSourceId }: SalesChannelFilters): SQL | undefined {
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
        id: marketplaceFacts.id,
        name: marketplaceFacts.name,
        mwsId: marketplaceFacts.mwsId,
        countryCode: marketplaceFacts.countryCode,
      },
      skuCount,
      stock,
    })
    .from(salesChannels)
    .leftJoin(marketplaceFacts, eq(marketplaceFacts.id, salesChannels.marketplaceId))
    .leftJoin(
      salesChannelTotals,
      and(
        eq(salesChannelTotals.organisationId, salesChannels.organisationId),
        eq(salesChannelTotals.salesChannelId, salesChannels.id),
      ),
    );
}

export type SalesChannelListRow = Awaited<ReturnType<typeof selectChannels>>[number];

const sortColumns = {
  name: sql`lower(${salesChannels.name})`,
  sku_count: skuCount,
  created_at: salesChannels.createdAt,
};

/** The organisation's channels under the list's filters, to be paged. */
export function salesChannelList(
  db: Executor,
  filters: SalesChannelFilters,
): ListSource<SalesChannelSort, SalesChannelListRow> {
  const condition = where(filters);
  return {
    count: () => db.$count(salesChannels, condition),
    rows: ({ sort, sortDesc, limit, offset }) =>
      selectChannels(db)
        .where(condition)
        .orderBy(...orderBy(sortColumns, sort, sortDesc, salesChannels.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findSalesChannel(
  db: Executor,
  { organisationId, id }: SalesChannelKey,
): Promise<SalesChannelListRow | undefined> {
  const [row] = await selectChannels(db)
    .where(and(eq(salesChannels.organisationId, organisationId), eq(salesChannels.id, id)))
    .limit(1);
  return row;
}

/** Whether the report source is the organisation's (a channel may be fed by it). */
export async function reportSourceOwned(
  db: Executor,
  { organisationId, reportSourceId }: { organisationId: number; reportSourceId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reportSourceFacts.id })
    .from(reportSourceFacts)
    .where(
      and(eq(reportSourceFacts.organisationId, organisationId), eq(reportSourceFacts.id, reportSourceId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The report sources feeding each channel. */
export async function sourcesOfChannels(
  db: Executor,
  { organisationId, channelIds }: { organisationId: number; channelIds: number[] },
) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      salesChannelId: reportSourceSalesChannels.salesChannelId,
      id: reportSourceFacts.id,
      name: reportSourceFacts.name,
    })
    .from(reportSourceSalesChannels)
    .innerJoin(
      reportSourceFacts,
      and(
        eq(reportSourceFacts.organisationId, reportSourceSalesChannels.organisationId),
        eq(reportSourceFacts.id, reportSourceSalesChannels.reportSourceId),
      ),
    )
    .where(
      and(
        eq(reportSourceSalesChannels.organisationId, organisationId),
        inArray(reportSourceSalesChannels.salesChannelId, channelIds),
      ),
    )
    .orderBy(asc(reportSourceFacts.name), asc(reportSourceFacts.id));
}

/** The sales channels each report source feeds (the spec's sales_channels of a report source). */
export async function channelsOfSources(
  db: Executor,
  { organisationId, sourceIds }: { organisationId: number; sourceIds: number[] },
) {
  if (sourceIds.length === 0) return [];
  return db
    .select({
      reportSourceId: reportSourceSalesChannels.reportSourceId,
      salesChannelId: salesChannels.id,
      name: salesChannels.name,
      type: salesChannels.type,
    })
    .from(reportSourceSalesChannels)
    .innerJoin(
      salesChannels,
      and(
        eq(salesChannels.organisationId, reportSourceSalesChannels.organisationId),
        eq(salesChannels.id, reportSourceSalesChannels.salesChannelId),
      ),
    )
    .where(
      and(
        eq(reportSourceSalesChannels.organisationId, organisationId),
        inArray(reportSourceSalesChannels.reportSourceId, sourceIds),
      ),
    )
    .orderBy(asc(salesChannels.name), asc(salesChannels.id));
}

export async function insertSalesChannel(
  db: Executor,
  { organisationId }: { organisationId: number },
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
  { organisationId, id }: SalesChannelKey,
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

/** Whether another sales channel of the organisation has this name (case-blind; a unique index says so). */
export const salesChannelNameTaken = (
  db: Executor,
  key: { organisationId: number; name: string; exceptId?: number },
) => nameTaken(db, salesChannels, key);

/** Whether another sales channel of the organisation is on this marketplace (a unique index says so). */
export async function marketplaceChannelTaken(
  db: Executor,
  {
    organisationId,
    marketplaceId,
    exceptId,
  }: { organisationId: number; marketplaceId: number; exceptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: salesChannels.id })
    .from(salesChannels)
    .where(
      and(
        eq(salesChannels.organisationId, organisationId),
        eq(salesChannels.marketplaceId, marketplaceId),
        exceptId === undefined ? undefined : ne(salesChannels.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Several channels in one statement (generated data: the demo's), answered as their ids and names. */
export async function insertSalesChannels(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly SalesChannelValues[] },
): Promise<{ id: number; name: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(salesChannels)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .returning({ id: salesChannels.id, name: salesChannels.name });
}

/** Which report source feeds which channel, in one statement. */
export async function insertChannelSources(
  db: Executor,
  {
    organisationId,
    links,
  }: { organisationId: number; links: readonly { reportSourceId: number; salesChannelId: number }[] },
): Promise<void> {
  if (links.length === 0) return;
  await db.insert(reportSourceSalesChannels).values(links.map((link) => ({ ...link, organisationId })));
}

/** SKUs listed on channels, 1,000 rows a statement (far below PostgreSQL's parameter limit). */
export async function insertListings(
  db: Executor,
  {
    organisationId,
    listings,
  }: { organisationId: number; listings: readonly { salesChannelId: number; skuId: number }[] },
): Promise<void> {
  for (let start = 0; start < listings.length; start += 1000)
    await db
      .insert(skuListings)
      .values(listings.slice(start, start + 1000).map((listing) => ({ ...listing, organisationId })));
}
