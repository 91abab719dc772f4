// @vitest-environment jsdom
import type { ForecastChannel, ForecastDetail } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { addDays, todayIn } from './forecast-days.ts';
import { ForecastDetailCard } from './forecast-detail-card.tsx';

// jsdom has no canvas: the chart only says what it was given (the browser journey draws it).
vi.mock('./forecast-chart.tsx', () => ({
  ForecastChart: ({
    series,
    channel,
  }: {
    series: { history: { y: number }[]; forecast: { y: number }[]; band80: unknown[]; stock: unknown[] };
    channel?: string;
  }) => (
    <div data-testid="forecast-chart">
      {channel ?? 'SKU'}: sold {series.history[0]?.y}, forecast {series.forecast[0]?.y},{' '}
      {series.band80.length} band, {series.stock.length} stock
    </div>
  ),
}));

const TODAY = todayIn('UTC');

function channel(
  key: string,
  name: string,
  share: number,
  unitsPerDay: number,
  units30d: number,
): ForecastChannel {
  return {
    key,
    sales_channel_id: key.startsWith('id:') ? Number(key.slice(3)) : null,
    name,
    share,
    daily_demand: 4 * share,
    units_30d: units30d,
    cover_units: 4 * share * 60,
    points: Array.from({ length: 365 }, (_, index) => ({ date: addDays(TODAY, index), units: 4 * share })),
    history: Array.from({ length: 200 }, (_, index) => ({
      date: addDays(TODAY, index - 200),
      units: unitsPerDay,
    })),
  };
}

function detail(channels: ForecastChannel[]): ForecastDetail {
  const points = Array.from({ length: 365 }, (_, index) => ({
    date: addDays(TODAY, index),
    units: 4,
    lo80: 3,
    hi80: 5,
    lo95: 2,
    hi95: 6,
  }));
  return {
    sku_id: 7,
    sku: { id: 7, sku_id: 'MUG-7', display_name: 'Mug', product_id: 1, image_url: null },
    model: 'ets',
    mase: 0.8,
    wape: 0.3,
    baseline_mase: 1,
    scores: [],
    generated_at: '2026-03-01T02:00:00.000Z',
    queued: false,
    history: Array.from({ length: 200 }, (_, index) => ({
      date: addDays(TODAY, index - 200),
      units: 4,
      in_stock: true,
    })),
    points,
    projected_stock: points.map((point) => ({ date: point.date, units: 100 })),
    overrides: [],
    replenishment: {
      stock: 100,
      inbound: 0,
      min_stock: 0,
      lead_days: 10,
      cover_days: 60,
      case_pack: null,
      days_of_cover: 25,
      out_of_stock_date: addDays(TODAY, 25),
      reorder_date: addDays(TODAY, 15),
      recommended_order_quantity: 240,
    },
    amazon_restock: null,
    channels,
    regions: [],
    service_level_target: 0.95,
  };
}

function renderCard(data: ForecastDetail) {
  return renderUi(
    <ForecastDetailCard
      query={{ data, isPending: false, isError: false, error: null, refetch: vi.fn() }}
      closeLink="/forecasts"
      today={TODAY}
    />,
  );
}

describe('the forecast by channel', () => {
  it('lists each channel’s share, units of the last 30 days, units a day and over the cover days', () => {
    renderCard(
      detail([
        channel('id:1', 'Amazon.co.uk', 0.75, 3, 90),
        channel('name:Non-Amazon', 'Non-Amazon', 0.25, 1, 30),
      ]),
    );
    const section = screen.getByTestId('forecast-channels');
    expect(within(section).getByRole('heading', { name: 'By channel' })).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Forecast by channel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Channel', 'Share', 'Last 30 d', 'Per day', 'Next 60 d']);
    const rows = within(section).getAllByTestId('forecast-channel-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Amazon.co.uk', '75%', '90', '3', '180'],
      ['Non-Amazon', '25%', '30', '1', '60'],
    ]);
  });

  it('shows the chosen channel’s units ordered and forecast on the chart, without bands or stock', async () => {
    const { user } = renderCard(
      detail([channel('id:1', 'Amazon.co.uk', 0.75, 3, 90), channel('id:2', 'Amazon.de', 0.25, 1, 30)]),
    );
    expect(screen.getByTestId('forecast-chart').textContent).toBe(
      'SKU: sold 4, forecast 4, 180 band, 180 stock',
    );
    const select = screen.getByLabelText('Chart shows');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All channels', 'Amazon.co.uk', 'Amazon.de']);
    await user.selectOptions(select, 'Amazon.de');
    expect(screen.getByTestId('forecast-chart').textContent).toBe(
      'Amazon.de: sold 1, forecast 1, 0 band, 0 stock',
    );
    const [uk, de] = screen.getAllByTestId('forecast-channel-row');
    expect(de?.className).toContain('table-active');
    expect(uk?.className).not.toContain('table-active');
    await user.selectOptions(select, 'All channels');
    expect(screen.getByTestId('forecast-chart').textContent).toBe(
      'SKU: sold 4, forecast 4, 180 band, 180 stock',
    );
  });

  it('says so when the SKU has no orders, with nothing to choose', () => {
    renderCard(detail([]));
    const section = screen.getByTestId('forecast-channels');
    expect(within(section).getByTestId('empty-state').textContent).toContain('No orders for this SKU yet');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Chart shows')).toBeNull();
  });
});
