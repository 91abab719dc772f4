import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { COUNTRIES, FULFILLMENT_CENTERS, MARKETPLACES } from './datasets/reference-datasets.dataset.ts';
import {
  type CountryRow,
  countries,
  type MarketplaceRow,
  marketplaceCountries,
  marketplaces,
  referenceDataSync,
  referenceFulfillmentCenters,
} from './reference.tables.ts';

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

export async function listMarketplaces(db: Executor): Promise<MarketplaceRow[]> {
  return db.select().from(marketplaces).orderBy(asc(marketplaces.name), asc(marketplaces.id));
}

/** Which countries each marketplace serves, as (marketplace id, country id) pairs. */
export async function listMarketplaceCountries(db: Executor) {
  return db.select().from(marketplaceCountries);
}

/**
 * Upserts the shipped datasets by natural key (country code, marketplace id, FC code), so ids stay
 * stable and a corrected value in the datasets reaches every install.
 */
export async function upsertReferenceDatasets(db: Executor): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRIES.map((country) => ({
        countryCode: country.code,
        name: country.name,
        regionCode: country.regionCode,
      })),
    )
    .onConflictDoUpdate({
      target: countries.countryCode,
      set: { name: sql`excluded.name`, regionCode: sql`excluded.region_code` },
    });
  await db
    .insert(marketplaces)
    .values(
      MARKETPLACES.map((marketplace) => ({
        mwsId: marketplace.mwsId,
        name: marketplace.name,
        countryCode: marketplace.countryCode,
        regionCode: marketplace.regionCode,
        defaultCurrencyCode: marketplace.defaultCurrencyCode,
        defaultLanguageCode: marketplace.defaultLanguageCode,
        domainName: marketplace.domainName,
        endpoint: marketplace.endpoint,
        sellerCentralHost: marketplace.sellerCentralHost,
      })),
    )
    .onConflictDoUpdate({
      target: marketplaces.mwsId,
      set: {
        name: sql`excluded.name`,
        countryCode: sql`excluded.country_code`,
        regionCode: sql`excluded.region_code`,
        defaultCurrencyCode: sql`excluded.default_currency_code`,
        defaultLanguageCode: sql`excluded.default_language_code`,
        domainName: sql`excluded.domain_name`,
        endpoint: sql`excluded.endpoint`,
        sellerCentralHost: sql`excluded.seller_central_host`,
      },
    });

  const countryIds = new Map(
    (await db.select({ id: countries.id, code: countries.countryCode }).from(countries)).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const marketplaceIds = new Map(
    (await db.select({ id: marketplaces.id, mwsId: marketplaces.mwsId }).from(marketplaces)).map((row) => [
      row.mwsId,
      row.id,
    ]),
  );
  const idOf = <K>(map: Map<K, number>, key: K, what: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Reference data: unknown ${what} ${String(key)}`);
    return value;
  };

  await db
    .insert(marketplaceCountries)
    .values(
      MARKETPLACES.flatMap((marketplace) =>
        marketplace.countries.map((code) => ({
          marketplaceId: idOf(marketplaceIds, marketplace.mwsId, 'marketplace'),
          countryId: idOf(countryIds, code, 'country'),
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(referenceFulfillmentCenters)
    .values(
      FULFILLMENT_CENTERS.map((center) => ({
        code: center.code,
        marketplaceId: idOf(marketplaceIds, center.marketplaceMwsId, 'marketplace'),
        countryId: idOf(countryIds, center.countryCode, 'country'),
        state: center.state ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: referenceFulfillmentCenters.code,
      set: {
        marketplaceId: sql`excluded.marketplace_id`,
        countryId: sql`excluded.country_id`,
        state: sql`excluded.state`,
      },
    });
}

export async function syncedReferenceDigest(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ digest: referenceDataSync.digest }).from(referenceDataSync);
  return row?.digest;
}

export async function recordReferenceDigest(db: Executor, digest: string): Promise<void> {
  await db
    .insert(referenceDataSync)
    .values({ digest })
    .onConflictDoUpdate({ target: referenceDataSync.only, set: { digest, syncedAt: sql`now()` } });
}
