// @vitest-environment jsdom
import type { ForecastRegionPlan } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { ForecastRegionPlans } from './forecast-region-plans.tsx';

const ROTTERDAM = { id: 4, name: 'Rotterdam 3PL' };

function plan(region: string, name: string, extra: Partial<ForecastRegionPlan> = {}): ForecastRegionPlan {
  return {
    region,
    name,
    share: 0.5,
    daily_demand: 2.25,
    stock: 120,
    in_transit: 24,
    on_order: 0,
    lead_days: 40,
    safety_stock: 18,
    days_of_cover: 64,
    out_of_stock_date: '2026-05-04',
    reorder_date: '2026-03-25',
    late_days: 0,
    units_saved_by_ordering_today: 0,
    recommended_order_quantity: 96,
    service_level: 0.97,
    status: 'healthy',
    shared_warehouses: [],
    ...extra,
  };
}

const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());

describe('the plan per region', () => {
  it('shows each region’s demand, stock, safety stock, reorder date, order, service level and status', () => {
    renderUi(
      <ForecastRegionPlans
        target={0.95}
        plans={[
          plan('US', 'US', { share: 0.7, daily_demand: 3.5, stock: 1200, status: 'overstocked' }),
          plan('CA', 'CA', {
            share: 0.3,
            stock: 10,
            in_transit: 0,
            on_order: 12,
            days_of_cover: 4,
            reorder_date: '2026-02-20',
            late_days: 9,
            units_saved_by_ordering_today: 14,
            service_level: 0.412,
            status: 'reorder_now',
          }),
        ]}
      />,
    );
    const section = screen.getByTestId('forecast-regions');
    expect(within(section).getByRole('heading', { name: 'Plan per region' })).toBeTruthy();
    expect(section.textContent).toContain('Target service level 95%');
    const table = within(section).getByRole('table', { name: 'Plan per region' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Region',
      'Share',
      'Per day',
      'Stock',
      'In transit',
      'On order',
      'Safety stock',
      'Days of cover',
      'Reorder by',
      'Order',
      'Service level',
      'Status',
    ]);
    const [us, ca] = within(section).getAllByTestId('forecast-region-row') as HTMLElement[];
    expect(cells(us as HTMLElement)).toEqual([
      'US',
      '70%',
      '3.5',
      '1,200',
      '24',
      '0',
      '18',
      '64',
      expect.any(String),
      '96',
      '97% of 95%',
      'Overstocked',
    ]);
    expect(within(us as HTMLElement).getByRole('rowheader').textContent).toBe('US');
    expect(us?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-25');
    expect(within(us as HTMLElement).queryByTestId('forecast-region-late')).toBeNull();
    expect(within(us as HTMLElement).getByTestId('forecast-region-service-level').className).toContain(
      'text-success',
    );

    // Late: by how much, and what ordering today still saves; short of the target: a warning.
    expect(within(ca as HTMLElement).getByTestId('forecast-region-late').textContent).toBe(
      'late by 9 days — ordering today still saves 14 units',
    );
    const reached = within(ca as HTMLElement).getByTestId('forecast-region-service-level');
    expect(reached.textContent).toBe('41.2% of 95%');
    expect(reached.className).toContain('text-warning');
    expect(
      within(ca as HTMLElement)
        .getByTestId('stock-status')
        .getAttribute('data-status'),
    ).toBe('reorder_now');
    // Each cell names its column for when the rows stack on a phone.
    expect(
      [...(ca as HTMLElement).querySelectorAll('[data-label]')].map((cell) =>
        cell.getAttribute('data-label'),
      ),
    ).toEqual([
      'Region',
      'Share',
      'Per day',
      'Stock',
      'In transit',
      'On order',
      'Safety stock',
      'Days of cover',
      'Reorder by',
      'Order',
      'Service level',
      'Status',
    ]);
    expect(within(section).queryByTestId('forecast-region-shared')).toBeNull();
  });

  it('says when a warehouse is shared with other regions, what a region without demand reaches, and a lateness that costs nothing yet', () => {
    renderUi(
      <ForecastRegionPlans
        target={0.99}
        plans={[
          // Late by a day, but a week's wait would lose no sales: only the lateness is said.
          plan('EU', 'EU (pan-European)', {
            shared_warehouses: [ROTTERDAM],
            late_days: 1,
            units_saved_by_ordering_today: 0,
          }),
          plan('GB', 'UK', {
            shared_warehouses: [ROTTERDAM],
            share: 0,
            daily_demand: 0,
            service_level: null,
            reorder_date: null,
            days_of_cover: null,
          }),
        ]}
      />,
    );
    const [eu, uk] = screen.getAllByTestId('forecast-region-row') as HTMLElement[];
    expect(within(eu as HTMLElement).getByRole('rowheader').textContent).toBe(
      'EU (pan-European)shares Rotterdam 3PL',
    );
    expect(cells(uk as HTMLElement).slice(7, 11)).toEqual(['Over a year', '—', '96', 'No demand']);
    expect(within(eu as HTMLElement).getByTestId('forecast-region-late').textContent).toBe('late by 1 day');
    expect(screen.getAllByTestId('forecast-region-shared').map((note) => note.textContent)).toEqual([
      'Rotterdam 3PL serves more than one region: EU (pan-European) and UK each count the part of its units in proportion to their demand.',
    ]);
  });

  it('says there is no plan yet when the forecast has none', () => {
    renderUi(<ForecastRegionPlans target={0.95} plans={[]} />);
    const section = screen.getByTestId('forecast-regions');
    expect(within(section).getByTestId('empty-state').textContent).toContain('No plan per region');
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
