import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { type Executor, queryRows } from '../../db/client.ts';
import { countryFactsAs } from '../reference/reference.facts.ts';

/**
 * The warehouse that stands for a report source's marketplace stock in one country (Amazon's
 * fulfilment network there: FBA stock is pooled per country, or per region in North America),
 * created when a report first names that country: fulfilment centre, linked to the source,
 * covering the country, named "<source> FBA <country>" (with a number if the name is taken).
 */
export async function ensureFbaWarehouses(
  db: Executor,
  {
    organisationId,
    reportSourceId,
    sourceName,
    countryCodes,
  }: { organisationId: number; reportSourceId: number; sourceName: string; countryCodes: readonly string[] },
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>();
  let created = 0;
  for (const countryCode of [...new Set(countryCodes)].sort()) {
    const existing = await queryRows<{ id: number }>(
      db,
      sql`
        select w.id from warehouses w
        join warehouse_countries wc on wc.organisation_id = w.organisation_id and wc.warehouse_id = w.id
        join ${countryFactsAs('c')} on c.id = wc.country_id
        where w.organisation_id = ${organisationId} and w.report_source_id = ${reportSourceId}
          and w.is_fulfillment_center and c.country_code = ${countryCode}
        order by w.id limit 1`,
    );
    const found = existing[0];
    if (found) {
      ids.set(countryCode, Number(found.id));
      continue;
    }
    const name = await freeName(db, organisationId, `${sourceName} FBA ${countryCode}`);
    const [inserted] = await queryRows<{ id: number }>(
      db,
      sql`
        insert into warehouses (organisation_id, ulid, name, report_source_id, is_fulfillment_center)
        values (${organisationId}, ${ulid()}, ${name}, ${reportSourceId}, true)
        returning id`,
    );
    if (!inserted) throw new Error('Warehouse insert returned nothing');
    await db.execute(sql`
      insert into warehouse_countries (organisation_id, warehouse_id, country_id)
      select ${organisationId}, ${inserted.id}, c.id from ${countryFactsAs('c')} where c.country_code = ${countryCode}`);
    ids.set(countryCode, Number(inserted.id));
    created += 1;
  }
  return { ids, created };
}

async function freeName(db: Executor, organisationId: number, wanted: string): Promise<string> {
  const taken = await queryRows<{ name: string }>(
    db,
    sql`select lower(name) as name from warehouses
        where organisation_id = ${organisationId} and lower(name) like ${`${wanted.toLowerCase()}%`}`,
  );
  const names = new Set(taken.map((row) => row.name));
  if (!names.has(wanted.toLowerCase())) return wanted;
  for (let n = 2; ; n += 1) if (!names.has(`${wanted} ${n}`.toLowerCase())) return `${wanted} ${n}`;
}
