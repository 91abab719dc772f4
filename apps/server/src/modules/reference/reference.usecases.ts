import type { referenceDataSchema } from '@backoffice/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { presentCountry, presentMarketplace } from './reference.presenter.ts';
import { listCountries, listMarketplaceCountries, listMarketplaces } from './reference.repository.ts';

export type ReferenceData = z.infer<typeof referenceDataSchema>;

/** Countries, and marketplaces with the countries each serves, both ordered by name. */
export async function loadReferenceData({ db }: { db: Executor }): Promise<{ reference: ReferenceData }> {
  const countries = (await listCountries(db)).map(presentCountry);
  const countryById = new Map(countries.map((country) => [country.id, country]));
  const links = await listMarketplaceCountries(db);
  const marketplaces = (await listMarketplaces(db)).map((row) =>
    presentMarketplace(
      row,
      links
        .filter((link) => link.marketplaceId === row.id)
        .flatMap((link) => countryById.get(link.countryId) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );
  return { reference: { countries, marketplaces } };
}
