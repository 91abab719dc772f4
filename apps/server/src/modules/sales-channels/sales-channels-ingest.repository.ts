import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { marketplaceFactsAs } from '../reference/reference.facts.ts';
import { sellsInRegion } from './marketplace-regions.domain.ts';

/**
 * The organisation's one channel on each of these marketplaces (reference ids), made when there
 * is none: named as the marketplace (its site name, Amazon.co.uk), type amazon. A channel of that
 * name that names no marketplace (made by hand) becomes the marketplace's instead of a second one.
 * Only when that name is taken by another marketplace's channel is the new one named
 * "<site name> (<Amazon's marketplace id>)". An upsert: calling it again, or two callers at once,
 * leaves one channel per marketplace (the unique index of migration 0039).
 */
export async function ensureMarketplaceChannels(
  db: Executor,
  { organisationId, marketplaceIds }: { organisationId: number; marketplaceIds: readonly number[] },
): Promise<{ ids: Map<number, number>; created: number }> {
  const wanted = [...new Set(marketplaceIds)];
  if (wanted.length === 0) return { ids: new Map(), created: 0 };
  const ids = bigintArray(wanted);
  const unchannelled = sql`not exists (select 1 from sales_channels c
    where c.organisation_id = ${organisationId} and c.marketplace_id = m.id)`;
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`
      insert into sales_channels (organisation_id, name, type, marketplace_id)
      select ${organisationId}, m.name, 'amazon', m.id
      from ${marketplaceFactsAs('m')}
      where m.id = any(${ids}) and ${unchannelled}
        and not exists (select 1 from sales_channels c
          where c.organisation_id = ${organisationId} and lower(c.name) = lower(m.name))
      on conflict do nothing
      returning id`,
  );
  await db.execute(sql`
    update sales_channels c set marketplace_id = m.id, updated_at = now()
    from ${marketplaceFactsAs('m')}
    where m.id = any(${ids}) and ${unchannelled}
      and c.organisation_id = ${organisationId} and c.marketplace_id is null
      and lower(c.name) = lower(m.name)`);
  const fallback = await queryRows<{ id: number }>(
    db,
    sql`
      insert into sales_channels (organisation_id, name, type, marketplace_id)
      select ${organisationId}, m.name || ' (' || m.mws_id || ')', 'amazon', m.id
      from ${marketplaceFactsAs('m')}
      where m.id = any(${ids}) and ${unchannelled}
      on conflict do nothing
      returning id`,
  );
  const found = await queryRows<{ id: number; marketplaceId: number }>(
    db,
    sql`
      select id, marketplace_id as "marketplaceId" from sales_channels
      where organisation_id = ${organisationId} and marketplace_id = any(${ids})`,
  );
  return {
    ids: new Map(found.map((row) => [Number(row.marketplaceId), Number(row.id)])),
    created: inserted.length + fallback.length,
  };
}

/** Makes the source one of the sources feeding each channel (the others stay). */
export async function linkSourceToChannels(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    channelIds,
  }: { organisationId: number; reportSourceId: number; channelIds: readonly number[] },
): Promise<number> {
  if (channelIds.length === 0) return 0;
  const linked = await queryRows<{ id: number }>(
    db,
    sql`
      insert into report_source_sales_channels (organisation_id, report_source_id, sales_channel_id)
      select ${organisationId}, ${reportSourceId}, c.id
      from unnest(${bigintArray([...new Set(channelIds)])}) as c(id)
      on conflict do nothing
      returning sales_channel_id as id`,
  );
  return linked.length;
}

/**
 * The channels that reports name ("Amazon.co.uk"), by name, for one report source. A name that
 * is a marketplace's storefront is the organisation's one channel of that marketplace (made by
 * ensureMarketplaceChannels when first seen); the source becomes one of its sources when the
 * marketplace is of the source's region (rows of another region's marketplace are real orders,
 * but a sync of this source could not ask Amazon for that marketplace: the request says so).
 * Other names ("Non-Amazon", a web shop) map to the organisation's channel of that name if there
 * is one, which the source then feeds, else to none.
 */
export async function ensureReportedChannels(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    sourceRegion,
    names,
  }: { organisationId: number; reportSourceId: number; sourceRegion: string; names: readonly string[] },
): Promise<{ ids: Map<string, number | null>; created: number }> {
  const unique = [...new Set(names)].sort();
  if (unique.length === 0) return { ids: new Map(), created: 0 };
  const list = JSON.stringify(unique);
  const storefronts = await queryRows<{ name: string; marketplaceId: number; regionCode: string }>(
    db,
    sql`
      select distinct on (n.name) n.name, m.id as "marketplaceId", m.region_code as "regionCode"
      from jsonb_array_elements_text(${list}::jsonb) as n(name)
      join ${marketplaceFactsAs('m')} on lower(m.domain_name) = lower(n.name) or lower(m.name) = lower(n.name)
      order by n.name, m.id`,
  );
  const channels = await ensureMarketplaceChannels(db, {
    organisationId,
    marketplaceIds: storefronts.map((row) => Number(row.marketplaceId)),
  });
  const ids = new Map<string, number | null>();
  const fed: number[] = [];
  for (const row of storefronts) {
    const id = channels.ids.get(Number(row.marketplaceId)) ?? null;
    ids.set(row.name, id);
    if (id !== null && sellsInRegion(sourceRegion, row.regionCode)) fed.push(id);
  }
  const others = unique.filter((name) => !ids.has(name));
  if (others.length > 0) {
    const named = await queryRows<{ name: string; id: number | null }>(
      db,
      sql`
        select n.name, (
          select c.id from sales_channels c
          where c.organisation_id = ${organisationId} and lower(c.name) = lower(n.name)
          limit 1) as id
        from jsonb_array_elements_text(${JSON.stringify(others)}::jsonb) as n(name)`,
    );
    for (const row of named) {
      const id = row.id === null ? null : Number(row.id);
      ids.set(row.name, id);
      if (id !== null) fed.push(id);
    }
  }
  await linkSourceToChannels(db, { organisationId, reportSourceId, channelIds: fed });
  return { ids, created: channels.created };
}
