import { useQuery } from '@tanstack/react-query';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';

/**
 * An Amazon source's home site (where its seller authorized the app), as the connect form names
 * it: the country and the storefront, with the Seller Central host; the bare code until the
 * reference data is there.
 */
export function HomeSite({ code }: { code: string | null }) {
  const reference = useQuery(referenceQueryOptions());
  if (code === null) return <>–</>;
  const marketplace = reference.data?.marketplaces.find((candidate) => candidate.country_code === code);
  if (!marketplace) return <>{code}</>;
  const country =
    reference.data?.countries.find((candidate) => candidate.country_code === code)?.name ?? code;
  return (
    <>
      {country} ({marketplace.domain_name})
      <span className="d-block text-body-secondary">{marketplace.seller_central_host}</span>
    </>
  );
}
