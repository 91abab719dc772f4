import type { Country, Marketplace } from '@backoffice/shared';

/** <option>s for a marketplace select, after a "none" option; ids are strings as select values are. */
export function MarketplaceOptions({
  marketplaces,
  none = 'None',
}: {
  marketplaces: readonly Marketplace[];
  none?: string;
}) {
  return (
    <>
      <option value="">{none}</option>
      {marketplaces.map((marketplace) => (
        <option key={marketplace.id} value={String(marketplace.id)}>
          {marketplace.name} ({marketplace.country_code})
        </option>
      ))}
    </>
  );
}

export function CountryOptions({
  countries,
  none = 'None',
}: {
  countries: readonly Country[];
  none?: string;
}) {
  return (
    <>
      <option value="">{none}</option>
      {countries.map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.name} ({country.country_code})
        </option>
      ))}
    </>
  );
}
