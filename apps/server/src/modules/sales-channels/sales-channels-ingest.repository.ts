import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';

/**
 * The channels that reports name ("Amazon.co.uk"), by name, for one report source. A name that
 * is a marketplace's storefront is the organisation's channel for that marketplace, created
 * (type amazon, named as the report names it) and linked to the source when first seen; other
 * names ("Non-Amazon", a web shop) map to the organisation's channel of that name if there is
 * one, else to none.
 */
export async function ensureReportedChannels(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    names,
  }: { organisationId: number; reportSourceId: number; names: readonly string[] },
): Promise<{ ids: Map<string, number | null>; created: number }> {
  const unique = [...new Set(names)].sort();
  if (unique.length === 0) return { ids: new Map(), created: 0 };
  const list = JSON.stringify(unique);
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`
      insert into sales_channels (organisation_id, name, type, marketplace_id)
      select ${organisationId}, n.name, 'amazon', m.id
      from jsonb_array_elements_text(${list}::jsonb) as n(name)
      join marketplaces m on lower(m.domain_name) = lower(n.name)
      where not exists (
        select 1 from sales_channels c
        where c.organisation_id = ${organisationId}
          and (c.marketplace_id = m.id or lower(c.name) = lower(n.name)))
      on conflict do nothing
      returning id`,
  );
  // A channel of the marketplace (or of the same name) that no source feeds yet is this source's.
  const found = await queryRows<{ name: string; id: number | null }>(
    db,
    sql`
      select n.name, (
        select c.id from sales_channels c
        left join marketplaces m on m.id = c.marketplace_id
        where c.organisation_id = ${organisationId}
          and (lower(c.name) = lower(n.name) or lower(m.domain_name) = lower(n.name))
        order by (lower(c.name) = lower(n.name)) desc, c.id
        limit 1) as id
      from jsonb_array_elements_text(${list}::jsonb) as n(name)`,
  );
  const ids = new Map(found.map((row) => [row.name, row.id === null ? null : Number(row.id)]));
  const linked = [...ids.values()].filter((id): id is number => id !== null);
  if (linked.length > 0)
    await db.execute(sql`
      insert into report_source_sales_channels (organisation_id, report_source_id, sales_channel_id)
      select ${organisationId}, ${reportSourceId}, c.id
      from unnest(${bigintArray(linked)}) as c(id)
      where not exists (
        select 1 from report_source_sales_channels l
        where l.organisation_id = ${organisationId} and l.sales_channel_id = c.id)
      on conflict do nothing`);
  return { ids, created: inserted.length };
}
