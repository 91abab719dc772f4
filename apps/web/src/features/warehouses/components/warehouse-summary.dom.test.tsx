// @vitest-environment jsdom
import type { Warehouse } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { WarehouseSummary } from './warehouse-summary.tsx';

const country = (id: number, code: string, name: string) => ({
  id,
  name,
  country_code: code,
  region_code: code === 'GB' || code === 'NL' ? 'EU' : 'NA',
});

function warehouse(countries: ReturnType<typeof country>[]): Warehouse {
  return {
    id: 1,
    ulid: '01JWAREHOUSESUMMARY',
    name: 'Rotterdam 3PL',
    foreign_id: null,
    report_source_id: null,
    report_source: null,
    countries,
    is_distribution_center: true,
    is_fulfillment_center: false,
    transit_days: null,
    sku_count: 3,
    stock: 120,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}

describe('a warehouse at a glance', () => {
  it('says which regions of sale it plans for, and that a warehouse feeding several shares its units', () => {
    renderUi(
      <WarehouseSummary
        warehouse={warehouse([country(1, 'NL', 'Netherlands'), country(2, 'GB', 'United Kingdom')])}
      />,
    );
    expect(screen.getByTestId('warehouse-regions').textContent).toBe(
      'EU (pan-European), UK: shared between their plans',
    );
  });

  it('plans for one region, or for every region when it names no country', () => {
    const { unmount } = renderUi(
      <WarehouseSummary warehouse={warehouse([country(3, 'US', 'United States')])} />,
    );
    expect(screen.getByTestId('warehouse-regions').textContent).toBe('US');
    unmount();
    renderUi(<WarehouseSummary warehouse={warehouse([])} />);
    expect(screen.getByTestId('warehouse-regions').textContent).toBe('Every region (no country set)');
  });
});
