import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';

/** The marketplace a report is of, by Amazon's marketplace id (what the report API names). */
export function MarketplaceField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const reference = useQuery(referenceQueryOptions());
  const marketplaces = useMemo(
    () => [...(reference.data?.marketplaces ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [reference.data],
  );
  return (
    <SelectField
      label="Marketplace"
      id={id}
      registration={registration}
      error={error}
      hint="FBA inventory reports do not say which marketplace they are of; needed when the source sells in more than one country."
    >
      <option value="">
        {reference.isPending ? 'Loading marketplaces…' : 'The source’s only marketplace'}
      </option>
      {marketplaces.map((marketplace) => (
        <option key={marketplace.mws_id} value={marketplace.mws_id}>
          {marketplace.name} ({marketplace.country_code})
        </option>
      ))}
    </SelectField>
  );
}
