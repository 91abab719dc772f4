import type { Country } from '@backoffice/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CountryRow, countries, marketplaces } from './reference.tables.ts';

/** Checks on ids that requests carry into the shared reference tables (countries, marketplaces). */
export async function existingCountryIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function countryExists(db: Executor, id: number): Promise<boolean> {
  return (await existingCountryIds(db, [id])).has(id);
}

export async function marketplaceExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaces.id })
    .from(marketplaces)
    .where(eq(marketplaces.id, id))
    .limit(1);
  return row !== undefined;
}

export async function listCountries(db: Executor): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function presentCountry(row: CountryRow): Country {
  return { id: row.id, name: row.name, region_code: row.regionCode, country_code: row.countryCode };
}
