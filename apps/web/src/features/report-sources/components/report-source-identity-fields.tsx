import { REPORT_SOURCE_REGIONS, type ReportSource } from '@backoffice/shared';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { HomeSite } from './home-site.tsx';
import {
  REPORT_SOURCE_REGION_LABELS,
  type ReportSourceFormOutput,
  type ReportSourceFormValues,
} from './report-source-form-schema.ts';

/**
 * Which seller account the source reads: region and seller id typed when it is created, shown
 * (with an Amazon source's home site) once it exists, since they cannot change then.
 */
export function ReportSourceIdentityFields({
  source,
  form,
}: {
  source?: ReportSource;
  form: UseFormReturn<ReportSourceFormValues, unknown, ReportSourceFormOutput>;
}) {
  const { errors } = form.formState;
  if (source === undefined)
    return (
      <>
        <SelectField
          id="report-source-region"
          label="Region"
          registration={form.register('region_code')}
          error={errors.region_code?.message}
        >
          {REPORT_SOURCE_REGIONS.map((region) => (
            <option key={region} value={region}>
              {REPORT_SOURCE_REGION_LABELS[region]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Seller partner ID"
          id="seller_partner_id"
          registration={form.register('seller_partner_id')}
          error={errors.seller_partner_id?.message}
          hint="Amazon's merchant token, e.g. A1B2C3D4E5F6G7. Optional."
        />
      </>
    );
  return (
    <dl className="row small mb-3">
      <dt className="col-sm-4">Region</dt>
      <dd className="col-sm-8">{source.region_code}</dd>
      <dt className="col-sm-4">Seller partner ID</dt>
      <dd className="col-sm-8">{source.seller_partner_id ?? '–'}</dd>
      {source.type === 'amazon' && (
        <>
          <dt className="col-sm-4">Home site</dt>
          <dd className="col-sm-8" data-testid="report-source-home-site">
            <HomeSite code={source.home_site} />
          </dd>
        </>
      )}
    </dl>
  );
}
