import type { ForecastDetail, ForecastSettings } from '@backoffice/shared';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateForecastOverride } from '../api/create-forecast-override.ts';
import { useUpdateForecastSettings } from '../api/update-forecast-settings.ts';
import { ForecastOverrideDialog } from '../components/forecast-override-dialog.tsx';
import { newOverrideValues } from '../components/forecast-override-form-schema.ts';
import { ForecastSettingsDialog } from '../components/forecast-settings-dialog.tsx';

export type ForecastDialog = 'override' | 'settings' | null;

/** The dialog open on the Forecasts screen, if any: a new override for the opened SKU, or the settings. */
export function ForecastDialogs({
  organisationUlid,
  dialog,
  onHide,
  skuId,
  detail,
  settings,
  today,
}: {
  organisationUlid: string;
  dialog: ForecastDialog;
  onHide: () => void;
  skuId: number | null;
  detail: ForecastDetail | undefined;
  settings: ForecastSettings | undefined;
  today: string;
}) {
  const createOverride = useCreateForecastOverride();
  const updateSettings = useUpdateForecastSettings();
  if (dialog === 'override' && skuId !== null && detail)
    return (
      <ForecastOverrideDialog
        skuLabel={detail.sku.display_name}
        defaultValues={newOverrideValues(today)}
        onHide={onHide}
        onSubmit={async (body) => {
          await createOverride.mutateAsync({ organisationUlid, skuId, body });
          notifySuccess('The override was added; the forecast is being recomputed.', 'Forecasts');
        }}
      />
    );
  if (dialog === 'settings' && settings)
    return (
      <ForecastSettingsDialog
        settings={settings}
        onHide={onHide}
        onSubmit={async (body) => {
          await updateSettings.mutateAsync({ organisationUlid, body });
          notifySuccess('The settings were saved; every SKU is being recomputed.', 'Forecasts');
        }}
      />
    );
  return null;
}
