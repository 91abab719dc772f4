// @vitest-environment jsdom
import type { ForecastSettingsRequest } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderUi } from '../../../testing/render.tsx';
import { ForecastSettingsDialog } from './forecast-settings-dialog.tsx';

const SETTINGS = { time_zone: 'Europe/Berlin', cover_days: 60, service_level: 0.97 };

describe('the forecast settings', () => {
  it('offers the service levels, explains them, and sends the one chosen with the other settings', async () => {
    const onSubmit = vi.fn(async (_body: ForecastSettingsRequest) => undefined);
    const onHide = vi.fn();
    const { user } = renderUi(
      <ForecastSettingsDialog settings={SETTINGS} onSubmit={onSubmit} onHide={onHide} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forecast settings' });
    const select = within(dialog).getByRole('combobox', { name: 'Service level' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['90%', '95%', '97%', '98%', '99%']);
    expect(select.value).toBe('0.97');
    expect(select.getAttribute('aria-describedby')).toBe('forecast-settings-service-level-hint');
    expect(document.getElementById('forecast-settings-service-level-hint')?.textContent).toBe(
      'The chance stock lasts until an order lands: higher holds more safety stock, for fewer stock-outs.',
    );

    await user.selectOptions(select, '99%');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      time_zone: 'Europe/Berlin',
      cover_days: 60,
      service_level: 0.99,
    });
    await waitFor(() => expect(onHide).toHaveBeenCalled());
  });

  it('puts the server’s 422 on the service level', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { service_level: ['The service level must be one of 0.9, 0.95, 0.97, 0.98, 0.99.'] },
      });
    });
    const { user } = renderUi(
      <ForecastSettingsDialog settings={SETTINGS} onSubmit={onSubmit} onHide={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forecast settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The service level must be one of 0.9, 0.95, 0.97, 0.98, 0.99.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Service level' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
