import { errorResponseSchema, type Marketplace, referenceDataSchema } from '@backoffice/shared';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { marketplaceCountries, marketplaces } from './reference.tables.ts';
import { listCountries, presentCountry } from './reference-lookups.ts';

type ReferenceData = z.infer<typeof referenceDataSchema>;

/** Countries, and marketplaces with the countries each serves, both ordered by name. */
export async function loadReferenceData(db: Executor): Promise<ReferenceData> {
  const countries = (await listCountries(db)).map(presentCountry);
  const countryById = new Map(countries.map((country) => [country.id, country]));
  const links = await db.select().from(marketplaceCountries);
  const rows = await db.select().from(marketplaces).orderBy(asc(marketplaces.name), asc(marketplaces.id));
  const result: Marketplace[] = rows.map((row) => ({
    id: row.id,
    mws_id: row.mwsId,
    country_code: row.countryCode,
    default_currency_code: row.defaultCurrencyCode,
    default_language_code: row.defaultLanguageCode,
    domain_name: row.domainName,
    endpoint: row.endpoint,
    name: row.name,
    region_code: row.regionCode,
    countries: links
      .filter((link) => link.marketplaceId === row.id)
      .flatMap((link) => countryById.get(link.countryId) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return { countries, marketplaces: result };
}

/**
 * Shipped reference data for forms: GET /api/reference (signed in, not organisation-scoped).
 * Reference tables change only at start-up (syncReferenceData), so the answer is built once per
 * process and kept.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let cached: Promise<ReferenceData> | undefined;
  app.get(
    '/reference',
    {
      schema: {
        tags: ['reference'],
        response: { 200: referenceDataSchema, 401: errorResponseSchema },
      },
    },
    async () => {
      cached ??= loadReferenceData(ctx.db).catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  );
};
