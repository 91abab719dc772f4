import {
  type ForecastSettings,
  type ForecastSettingsRequest,
  forecastSettingsRequestSchema,
  SERVICE_LEVELS,
} from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { formatServiceLevel } from '../../../lib/service-levels.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

const FIELDS = ['time_zone', 'cover_days', 'service_level'] as const;

/**
 * The forecasts' settings (admins): the time zone that says what "today" is, the cover days, and
 * the service level safety stock is held for.
 */
export function ForecastSettingsDialog({
  settings,
  onSubmit,
  onHide,
}: {
  settings: ForecastSettings;
  onSubmit: (body: ForecastSettingsRequest) => Promise<unknown>;
  onHide: () => void;
}) {
  const form = useGuardedForm('forecast-settings', {
    resolver: zodResolver(forecastSettingsRequestSchema),
    defaultValues: {
      time_zone: settings.time_zone,
      cover_days: String(settings.cover_days),
      service_level: String(settings.service_level),
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      onHide={onHide}
      id="forecast-settings"
      title="Forecast settings"
      onSubmit={form.handleSubmit((body) =>
        submitShowingServerErrors(
          async () => {
            await onSubmit(body as ForecastSettingsRequest);
            onHide();
          },
          form.setError,
          FIELDS,
        ),
      )}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      submitLabel="Save"
      submitIcon={Save}
    >
      <TextField
        label="Time zone"
        id="forecast-settings-time-zone"
        registration={form.register('time_zone')}
        error={errors.time_zone?.message}
        hint="Decides what “today” is for the forecasts and reorder dates, e.g. Europe/Berlin."
        autoComplete="off"
      />
      <TextField
        label="Cover days"
        id="forecast-settings-cover-days"
        registration={form.register('cover_days')}
        error={errors.cover_days?.message}
        hint="Days of demand a recommended order covers after it arrives. Saving recomputes every SKU."
        autoComplete="off"
      />
      <SelectField
        label="Service level"
        id="forecast-settings-service-level"
        registration={form.register('service_level')}
        error={errors.service_level?.message}
        hint="The chance stock lasts until an order lands: higher holds more safety stock, for fewer stock-outs."
      >
        {SERVICE_LEVELS.map((level) => (
          <option key={level} value={String(level)}>
            {formatServiceLevel(level)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
