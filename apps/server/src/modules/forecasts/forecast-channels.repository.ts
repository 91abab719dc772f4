import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { marketplaceFactsAs } from '../reference/reference.facts.ts';
import { salesChannelFactsAs } from '../sales-channels/sales-channels.facts.ts';
import { storeOrderFactsAs, storeOrderItemFactsAs } from '../store-orders/store-orders.facts.ts';
import { forecastChannelPlans } from './forecasts.tables.ts';

/**
 * Units ordered per SKU and sales channel, and the per-channel plans the recompute writes
 * (migration 0034). Orders count as `orderedUnitDays` counts them for the SKU's demand: every
 * status but Cancelled, on the calendar day of the organisation's time zone.
 */

interface InOrg {
  organisationId: number;
}

/** A channel is its sales_channel_id when the order has one, else the name the report gave. */
const CHANNEL_NAME = sql`coalesce(nullif(btrim(o.sales_channel_name), ''), 'Unknown')`;
const CHANNEL_KEY = sql`case when o.sales_channel_id is not null then 'id:' || o.sales_channel_id
                        else 'name:' || ${CHANNEL_NAME} end`;
/** The channel's own name when it is set up (reports may spell it differently). */
const DISPLAY_NAME = sql`case when o.sales_channel_id is not null then coalesce(c.name, ${CHANNEL_NAME})
                         else ${CHANNEL_NAME} end`;

/** The start of a calendar day (YYYY-MM-DD) in the time zone, as a timestamptz. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

export interface ChannelSalesRow {
  skuId: number;
  key: string;
  salesChannelId: number | null;
  name: string;
  /** From `recentFrom` on. */
  recentUnits: number;
  /** From `last30From` on. */
  units30d: number;
  /** From `fromDate` on. */
  historyUnits: number;
  /**
   * The country of the marketplace it sells on (its channel's, else the storefront the report
   * named, e.g. "Amazon.de"); null for a channel that is no marketplace's.
   */
  countryCode: string | null;
}

/**
 * For every SKU of the batch at once (one statement), the channels it was ordered on from
 * `fromDate` up to (not including) `toDate`, with the units of three windows ending there.
 */
export async function channelSalesOf(
  db: Executor,
  {
    organisationId,
    skuIds,
    fromDate,
    recentFrom,
    last30From,
    toDate,
    timeZone,
  }: InOrg & {
    skuIds: readonly number[];
    fromDate: string;
    recentFrom: string;
    last30From: string;
    toDate: string;
    timeZone: string;
  },
): Promise<ChannelSalesRow[]> {
  if (!skuIds.length) return [];
  const rows = await queryRows<{
    skuId: number;
    key: string;
    salesChannelId: number | null;
    name: string;
    recentUnits: string;
    units30d: string;
    historyUnits: string;
    countryCode: string | null;
  }>(
    db,
    sql`select i.sku_id as "skuId", ${CHANNEL_KEY} as key, o.sales_channel_id as "salesChannelId",
               ${DISPLAY_NAME} as name,
               coalesce(sum(i.quantity) filter (where o.purchase_date >= ${dayStart(recentFrom, timeZone)}), 0)
                 as "recentUnits",
               coalesce(sum(i.quantity) filter (where o.purchase_date >= ${dayStart(last30From, timeZone)}), 0)
                 as "units30d",
               sum(i.quantity) as "historyUnits",
               coalesce(min(m.country_code), min(n.country_code)) as "countryCode"
        from ${storeOrderItemFactsAs('i')}
        join ${storeOrderFactsAs('o')} on o.organisation_id = i.organisation_id and o.id = i.store_order_id
        left join ${salesChannelFactsAs('c')} on c.organisation_id = o.organisation_id and c.id = o.sales_channel_id
        left join ${marketplaceFactsAs('m')} on m.id = c.marketplace_id
        left join ${marketplaceFactsAs('n')} on c.id is null and lower(n.name) = lower(${CHANNEL_NAME})
        where i.organisation_id = ${organisationId} and i.sku_id = any(${bigintArray(skuIds)})
          and o.status <> 'Cancelled'
          and o.purchase_date >= ${dayStart(fromDate, timeZone)}
          and o.purchase_date < ${dayStart(toDate, timeZone)}
        group by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    skuId: Number(row.skuId),
    key: row.key,
    salesChannelId: row.salesChannelId === null ? null : Number(row.salesChannelId),
    name: row.name,
    recentUnits: Number(row.recentUnits),
    units30d: Number(row.units30d),
    historyUnits: Number(row.historyUnits),
    countryCode: row.countryCode,
  }));
}

/**
 * One SKU's units ordered per channel and day (UTC day numbers of the organisation's calendar
 * days) from `fromDate` up to (not including) `toDate`: the detail's per-channel history.
 */
export async function channelUnitDays(
  db: Executor,
  {
    organisationId,
    skuId,
    fromDate,
    toDate,
    timeZone,
  }: InOrg & { skuId: number; fromDate: string; toDate: string; timeZone: string },
): Promise<{ key: string; day: number; units: number }[]> {
  const rows = await queryRows<{ key: string; day: number; units: string }>(
    db,
    sql`select ${CHANNEL_KEY} as key,
               ((o.purchase_date at time zone ${timeZone})::date - date '1970-01-01') as day,
               sum(i.quantity) as units
        from ${storeOrderItemFactsAs('i')}
        join ${storeOrderFactsAs('o')} on o.organisation_id = i.organisation_id and o.id = i.store_order_id
        where i.organisation_id = ${organisationId} and i.sku_id = ${skuId}
          and o.status <> 'Cancelled'
          and o.purchase_date >= ${dayStart(fromDate, timeZone)}
          and o.purchase_date < ${dayStart(toDate, timeZone)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ key: row.key, day: Number(row.day), units: Number(row.units) }));
}

export type ChannelPlanValues = typeof forecastChannelPlans.$inferInsert;

/** Replaces the batch's SKUs' plans: a channel no longer ordered on loses its row. */
export async function saveChannelPlans(
  db: Executor,
  { organisationId, skuIds, rows }: InOrg & { skuIds: readonly number[]; rows: ChannelPlanValues[] },
): Promise<void> {
  if (!skuIds.length) return;
  await db
    .delete(forecastChannelPlans)
    .where(
      and(
        eq(forecastChannelPlans.organisationId, organisationId),
        inArray(forecastChannelPlans.skuId, [...skuIds]),
      ),
    );
  if (rows.length) await db.insert(forecastChannelPlans).values(rows);
}

/** One SKU's plans, largest share first (ties by name). */
export function channelPlansOf(db: Executor, { organisationId, skuId }: InOrg & { skuId: number }) {
  return db
    .select()
    .from(forecastChannelPlans)
    .where(
      and(eq(forecastChannelPlans.organisationId, organisationId), eq(forecastChannelPlans.skuId, skuId)),
    )
    .orderBy(
      desc(forecastChannelPlans.share),
      asc(forecastChannelPlans.name),
      asc(forecastChannelPlans.channelKey),
    );
}
