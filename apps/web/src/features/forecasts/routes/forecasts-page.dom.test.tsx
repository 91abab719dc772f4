// @vitest-environment jsdom
import type {
  AmazonRestock,
  AmazonRestockMarketplace,
  ForecastDetail,
  ForecastSummary,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { addDays, todayIn } from '../components/forecast-days.ts';
import { ForecastsPage } from './forecasts-page.tsx';

// jsdom has no canvas: the chart is drawn in the browser journey (e2e/forecasts.spec.ts); here it
// only says what it was given.
vi.mock('../components/forecast-chart.tsx', () => ({
  ForecastChart: ({
    series,
    days,
  }: {
    series: { history: unknown[]; forecast: unknown[] };
    days: number;
  }) => (
    <div data-testid="forecast-chart">
      {days} days: {series.history.length} sold, {series.forecast.length} forecast
    </div>
  ),
}));

const ORG = '01JFORECASTSORG';
const BASE = `/api/organisations/${ORG}`;
const TODAY = todayIn('UTC');
const ACCURACY = {
  data: {
    skus: 3,
    mase: 0.74,
    baseline_mase: 0.95,
    beating_baseline: 2,
    wape: 0.481,
    generated_at: '2026-11-26T02:15:00Z',
    models: [
      { model: 'croston_sba', skus: 2, mase: 0.7 },
      { model: 'ets', skus: 1, mase: 0.82 },
    ],
  },
};
const SETTINGS = { data: { time_zone: 'UTC', cover_days: 60, service_level: 0.95 } };

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

function summary(id: number, skuId: string, reorderIn: number | null, extra: Partial<ForecastSummary> = {}) {
  return {
    sku: { id, sku_id: skuId, display_name: `Mug ${skuId}`, product_id: 1, image_url: null },
    model: 'ets',
    mase: 0.82,
    wape: 0.31,
    generated_at: '2026-03-01T02:00:00.000Z',
    queued: false,
    daily_demand: 4.25,
    has_override: false,
    status: 'healthy',
    replenishment: {
      stock: 120,
      inbound: 48,
      min_stock: 10,
      lead_days: 30,
      cover_days: 60,
      case_pack: 12,
      days_of_cover: 28,
      out_of_stock_date: addDays(TODAY, 28),
      reorder_date: reorderIn === null ? null : addDays(TODAY, reorderIn),
      recommended_order_quantity: 264,
    },
    amazon_restock: null,
    ...extra,
  } satisfies ForecastSummary;
}

/** Amazon's advice in one or more marketplaces, with ours (264) minus its total. */
function restock(
  quantity: number | null,
  disagrees: boolean,
  marketplaces: Partial<AmazonRestockMarketplace>[] = [{}],
): AmazonRestock {
  return {
    recommended_quantity: quantity,
    recommended_ship_date: quantity === null ? null : addDays(TODAY, 12),
    as_of: '2026-03-01T06:00:00.000Z',
    difference_quantity: quantity === null ? null : 264 - quantity,
    disagrees,
    marketplaces: marketplaces.map((each) => ({
      marketplace_id: 'ATVPDKIKX0DER',
      marketplace_name: 'Amazon.com',
      country_code: 'US',
      recommended_quantity: quantity,
      recommended_ship_date: quantity === null ? null : addDays(TODAY, 12),
      alert: null,
      days_of_supply: 21,
      as_of: '2026-03-01T06:00:00.000Z',
      report_request_id: 40,
      ...each,
    })),
  };
}

const UNCOMPUTED = (id: number, skuId: string, queued = false): ForecastSummary => ({
  ...summary(id, skuId, null),
  model: null,
  mase: null,
  wape: null,
  generated_at: null,
  daily_demand: null,
  queued,
  replenishment: null,
});

const page = (data: ForecastSummary[]) => ({
  data,
  meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1, from: 1, to: data.length },
});

function detail(): ForecastDetail {
  const history = Array.from({ length: 400 }, (_, index) => ({
    date: addDays(TODAY, index - 400),
    units: 4,
    in_stock: index !== 390,
  }));
  const points = Array.from({ length: 365 }, (_, index) => ({
    date: addDays(TODAY, index),
    units: 4.2,
    lo80: 2,
    hi80: 6,
    lo95: 1,
    hi95: 8,
  }));
  const row = summary(7, 'MUG-7', -2);
  return {
    sku_id: 7,
    sku: row.sku,
    model: 'ets',
    mase: 0.82,
    wape: 0.31,
    baseline_mase: 1,
    scores: [
      { model: 'seasonal_naive', mase: 1, wape: 0.4 },
      { model: 'ets', mase: 0.82, wape: 0.31 },
      { model: 'croston_sba', mase: 1.2, wape: 0.5 },
    ],
    generated_at: row.generated_at,
    queued: false,
    history,
    points,
    projected_stock: points.map((point, index) => ({
      date: point.date,
      units: Math.max(0, 168 - index * 4),
    })),
    overrides: [
      {
        id: 3,
        starts_on: addDays(TODAY, 10),
        ends_on: addDays(TODAY, 16),
        kind: 'multiplier',
        value: 1.5,
        note: 'Spring sale',
        created_at: '2026-03-01T02:00:00.000Z',
      },
    ],
    replenishment: row.replenishment,
    amazon_restock: null,
    channels: [],
    regions: [
      {
        region: 'US',
        name: 'US',
        share: 1,
        daily_demand: 4.2,
        stock: 120,
        in_transit: 48,
        on_order: 0,
        lead_days: 40,
        safety_stock: 30,
        days_of_cover: 28,
        out_of_stock_date: addDays(TODAY, 28),
        reorder_date: addDays(TODAY, -2),
        late_days: 2,
        units_saved_by_ordering_today: 17,
        recommended_order_quantity: 264,
        service_level: 0.81,
        status: 'reorder_now',
        shared_warehouses: [],
      },
    ],
    service_level_target: 0.95,
  };
}

function renderPage({
  role = 'member',
  query = '',
}: {
  role?: 'member' | 'viewer' | 'admin';
  query?: string;
} = {}) {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <ForecastsPage />
    </UserContext>,
    { route: `/organisation/${ORG}/forecasts${query}`, path: '/organisation/:organisation/*' },
  );
}

const listRequests = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname === `${BASE}/forecasts`);

describe('the forecasts screen', () => {
  it('lists what to order, a reorder date today as "Reorder now" and a past one as "Late by N days", within two weeks as a warning; viewers cannot recompute', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/forecasts`]: () =>
        jsonResponse(
          200,
          page([
            summary(1, 'LATE', -3),
            summary(2, 'TODAY', 0),
            summary(3, 'SOON', 9, { has_override: true }),
            summary(4, 'LATER', 40),
            UNCOMPUTED(5, 'NEW'),
          ]),
        ),
      [`GET ${BASE}/forecasts/settings`]: () => jsonResponse(200, SETTINGS),
      [`GET ${BASE}/forecasts/accuracy`]: () => jsonResponse(200, ACCURACY),
    });
    const { user, query } = renderPage({ role: 'viewer' });

    const rows = await screen.findAllByTestId('forecast-row');
    expect(rows).toHaveLength(5);
    // No row has Amazon's advice (no restock report read): no column of dashes for it.
    expect(screen.queryByRole('columnheader', { name: 'Amazon advises' })).toBeNull();
    // The settings (the organisation's time zone) arrive on their own request.
    await waitFor(() =>
      expect(
        rows.map(
          (row) => within(row).queryByTestId('forecast-reorder-date')?.getAttribute('data-urgency') ?? null,
        ),
      ).toEqual(['now', 'now', 'soon', 'later', null]),
    );
    const [late, dueToday, soon, later, fresh] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(late).getByTestId('forecast-reorder-date').textContent).toContain('Late by 3 days');
    expect(
      within(late).getByTestId('forecast-reorder-date').querySelector('time')?.getAttribute('dateTime'),
    ).toBe(addDays(TODAY, -3));
    expect(within(dueToday).getByTestId('forecast-reorder-date').textContent).toContain('Reorder now');
    expect(within(soon).getByTestId('forecast-reorder-date').textContent).toContain('Within 2 weeks');
    expect(within(later).getByTestId('forecast-reorder-date').textContent).not.toMatch(/Reorder now|Within/);
    expect(late.textContent).toContain('Mug LATE');
    expect(late.textContent).toContain('4.25');
    expect(late.textContent).toContain('+ 48 inbound');
    expect(within(late).getByTestId('forecast-order-quantity').textContent).toBe('264');
    expect(within(late).getByTestId('forecast-model').textContent).toContain('MASE 0.82');
    const titles = [...within(late).getByTestId('forecast-model').querySelectorAll('[title]')].map(
      (element) => element.getAttribute('title'),
    );
    // The table names the model briefly and explains it and MASE on hover.
    expect(within(late).getByTestId('forecast-model').textContent).toContain('ETS');
    expect(titles).toContain('Exponential smoothing, trend and weekly season');
    expect(titles.some((title) => /Below 1 beats repeating last week/.test(title ?? ''))).toBe(true);
    expect(within(soon).getByTestId('forecast-model').textContent).toContain('Adjusted');
    expect(within(fresh).getByTestId('forecast-model').textContent).toBe('No forecast');
    expect(within(late).getByRole('link', { name: 'Mug LATE' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/forecasts?sku=1`,
    );
    expect(screen.queryByRole('button', { name: /Recompute/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    // The organisation's accuracy over the list: against repeating last week, and the models chosen.
    const accuracy = await screen.findByTestId('forecast-accuracy-summary');
    expect(accuracy.textContent).toContain('MASE 0.74 against repeating last week’s 0.95 (22% less error)');
    expect(accuracy.textContent).toContain('2 of 3 SKUs beat it');
    expect(accuracy.textContent).toContain('WAPE 48%');
    expect(accuracy.textContent).toContain('Models: Croston SBA 2, ETS 1');
    expect(listRequests(requests)[0]?.url.searchParams.get('sort')).toBe('reorder_date');

    await user.click(screen.getByRole('checkbox', { name: 'Reorder due' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'ets');
    await user.click(screen.getByRole('button', { name: /Order qty/ }));
    await waitFor(() =>
      expect(query()).toEqual({ reorder_due: 'true', model: 'ets', sort: 'recommended_order_quantity' }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(requests).at(-1)?.url.searchParams ?? [])).toMatchObject({
        reorder_due: 'true',
        model: 'ets',
        sort: 'recommended_order_quantity',
      }),
    );
  });

  it('recomputes every SKU when none has a forecast, toasts how many were queued, and polls until they are done', async () => {
    let phase: 'none' | 'queued' | 'done' = 'none';
    let polls = 0;
    const requests = fakeFetch({
      [`GET ${BASE}/forecasts`]: () => {
        if (phase === 'queued' && ++polls >= 2) phase = 'done';
        if (phase === 'none') return jsonResponse(200, page([UNCOMPUTED(1, 'A'), UNCOMPUTED(2, 'B')]));
        if (phase === 'queued')
          return jsonResponse(200, page([UNCOMPUTED(1, 'A', true), UNCOMPUTED(2, 'B', true)]));
        return jsonResponse(200, page([summary(1, 'A', 5), summary(2, 'B', 50)]));
      },
      [`GET ${BASE}/forecasts/settings`]: () => jsonResponse(200, SETTINGS),
      [`GET ${BASE}/forecasts/accuracy`]: () => jsonResponse(200, ACCURACY),
      [`POST ${BASE}/forecasts/recompute`]: () => {
        phase = 'queued';
        return jsonResponse(202, { data: { queued: 2 } });
      },
    });
    const { user } = renderPage();

    const notice = await screen.findByTestId('forecasts-none');
    expect(notice.textContent).toContain('No forecasts yet');
    await user.click(within(notice).getByRole('button', { name: 'Recompute now' }));

    const posted = requests.find((request) => request.url.pathname === `${BASE}/forecasts/recompute`);
    expect(JSON.parse(String(posted?.body))).toEqual({});
    await waitFor(() => expect(getToasts().flatMap((toast) => toast.body)).toContain('2 SKUs queued.'));
    expect(await screen.findAllByTestId('forecast-queued')).toHaveLength(2);
    expect(screen.queryByTestId('forecasts-none')).toBeNull();
    // Polled every 2 s while any row is queued, then no more.
    await waitFor(() => expect(screen.queryAllByTestId('forecast-queued')).toHaveLength(0), {
      timeout: 8_000,
    });
    expect(screen.getAllByTestId('forecast-model')[0]?.textContent).toContain('MASE');
    const asked = listRequests(requests).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(listRequests(requests).length).toBe(asked);
  }, 20_000);

  it('opens a SKU’s forecast from ?sku= with its chart, accuracy against seasonal naive and what to order, and closes it', async () => {
    fakeFetch({
      [`GET ${BASE}/forecasts`]: () => jsonResponse(200, page([summary(7, 'MUG-7', -2)])),
      [`GET ${BASE}/forecasts/settings`]: () => jsonResponse(200, SETTINGS),
      [`GET ${BASE}/forecasts/accuracy`]: () => jsonResponse(200, ACCURACY),
      [`GET ${BASE}/forecasts/7`]: () => jsonResponse(200, { data: detail() }),
    });
    const { user, query } = renderPage({ query: '?sku=7&reorder_due=true' });

    const card = await screen.findByTestId('forecast-detail');
    expect(await within(card).findByRole('heading', { name: 'Mug MUG-7' })).toBeTruthy();
    // 180 days of history and of forecast by default; 90 d and 1 y on the range selector.
    expect(within(card).getByTestId('forecast-chart').textContent).toBe('180 days: 180 sold, 180 forecast');
    await user.click(within(card).getByRole('radio', { name: '1 y' }));
    expect(within(card).getByTestId('forecast-chart').textContent).toBe('365 days: 365 sold, 365 forecast');

    expect(within(card).getByTestId('forecast-detail-model').textContent).toBe(
      'Exponential smoothing, trend and weekly season',
    );
    const accuracy = within(card).getByTestId('forecast-accuracy');
    expect(accuracy.textContent).toContain('0.82 against 1.00 for repeating last week');
    expect(within(accuracy).getAllByRole('row')).toHaveLength(4);
    const reorder = within(card).getByTestId('forecast-detail-reorder-date');
    expect(reorder.textContent).toContain('Late by 2 days');
    expect(reorder.querySelector('time')?.getAttribute('dateTime')).toBe(addDays(TODAY, -2));
    expect(within(card).getByTestId('forecast-detail-order-quantity').textContent).toContain('264');
    expect(within(card).getByTestId('forecast-override-row').textContent).toContain('× 1.5');

    await user.click(within(card).getByRole('link', { name: 'Close' }));
    expect(query()).toEqual({ reorder_due: 'true' });
    expect(screen.queryByTestId('forecast-detail')).toBeNull();

    // The SKU's name in the list opens it again, the list's filters kept.
    await user.click(screen.getByRole('link', { name: 'Mug MUG-7' }));
    expect(query()).toEqual({ reorder_due: 'true', sku: '7' });
    expect(await screen.findByTestId('forecast-detail')).toBeTruthy();
  });

  it("shows Amazon's restock advice beside ours: in the list, a badge where they disagree, and per marketplace on the SKU", async () => {
    const advice = restock(80, true, [
      { recommended_quantity: 80, alert: 'reorder_now' },
      {
        marketplace_id: 'A2EUQ1WTGCTBG2',
        marketplace_name: 'Amazon.ca',
        country_code: 'CA',
        recommended_quantity: null,
        recommended_ship_date: null,
        days_of_supply: null,
      },
    ]);
    fakeFetch({
      [`GET ${BASE}/forecasts`]: () =>
        jsonResponse(
          200,
          page([
            summary(1, 'AGREES', 5, { amazon_restock: restock(260, false) }),
            summary(2, 'DIFFERS', 5, { amazon_restock: restock(100, true) }),
            summary(3, 'NONE', 5),
            summary(4, 'BLANK', 5, { amazon_restock: restock(null, false) }),
          ]),
        ),
      [`GET ${BASE}/forecasts/settings`]: () => jsonResponse(200, SETTINGS),
      [`GET ${BASE}/forecasts/accuracy`]: () => jsonResponse(200, ACCURACY),
      [`GET ${BASE}/forecasts/2`]: () => jsonResponse(200, { data: { ...detail(), amazon_restock: advice } }),
    });
    const { user } = renderPage();

    expect(await screen.findByRole('columnheader', { name: 'Amazon advises' })).toBeTruthy();
    const [agrees, differs, none, blank] = (await screen.findAllByTestId('forecast-row')) as HTMLElement[];
    const cell = (row: HTMLElement | undefined) => within(row as HTMLElement);
    expect(cell(agrees).getByTestId('amazon-restock-quantity').textContent).toBe('260');
    expect(cell(agrees).getByTestId('amazon-restock').querySelector('time')?.getAttribute('dateTime')).toBe(
      addDays(TODAY, 12),
    );
    expect(cell(agrees).queryByTestId('amazon-restock-difference')).toBeNull();
    expect(cell(differs).getByTestId('amazon-restock-quantity').textContent).toBe('100');
    const badge = cell(differs).getByTestId('amazon-restock-difference');
    expect(badge.textContent).toBe('Ours +164');
    expect(badge.getAttribute('title')).toBe("Our order quantity is 164 units more than Amazon's advice");
    expect(cell(none).queryByTestId('amazon-restock')).toBeNull();
    expect(cell(blank).getByTestId('amazon-restock').textContent).toBe('No advice');

    await user.click(screen.getByRole('link', { name: 'Mug DIFFERS' }));
    const panel = await screen.findByTestId('forecast-amazon-restock');
    expect(within(panel).getByRole('heading', { name: 'Amazon’s restock advice' })).toBeTruthy();
    expect(within(panel).getByTestId('amazon-restock-total').textContent).toBe('80 units');
    expect(within(panel).getByTestId('amazon-restock-difference').textContent).toBe('Ours +184');
    expect(panel.textContent).toContain('Our order quantity and Amazon’s advice disagree.');
    const [, us, ca] = within(panel).getAllByRole('row');
    expect(
      within(us as HTMLElement)
        .getAllByRole('cell')
        .map((each) => each.textContent),
    ).toEqual(['Amazon.comReorder now', '80', expect.any(String), '21']);
    expect(
      within(ca as HTMLElement)
        .getAllByRole('cell')
        .map((each) => each.textContent),
    ).toEqual(['Amazon.ca', '—', '—', '—']);
  });

  it('adds an override, a 422 from the server on its field', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/forecasts`]: () => jsonResponse(200, page([summary(7, 'MUG-7', -2)])),
      [`GET ${BASE}/forecasts/settings`]: () => jsonResponse(200, SETTINGS),
      [`GET ${BASE}/forecasts/accuracy`]: () => jsonResponse(200, ACCURACY),
      [`GET ${BASE}/forecasts/7`]: () => jsonResponse(200, { data: detail() }),
      [`POST ${BASE}/forecasts/7/overrides`]: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { starts_on: ['The period overlaps another override (Spring sale).'] },
        }),
    });
    const { user } = renderPage({ query: '?sku=7' });

    const card = await screen.findByTestId('forecast-detail');
    // The SKU's plan per region sits in its card.
    const regions = await within(card).findByRole('table', { name: 'Plan per region' });
    expect(within(regions).getByTestId('forecast-region-late').textContent).toBe(
      'late by 2 days — ordering today still saves 17 units',
    );
    await user.click(await within(card).findByRole('button', { name: 'Add override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add override' });
    // A blank value is refused here, not sent as 0.
    await user.click(within(dialog).getByRole('button', { name: 'Add override' }));
    expect(await within(dialog).findByText('The value field is required.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Multiplier'), '1.5');
    await user.type(within(dialog).getByLabelText('Note'), 'Spring sale again');
    await user.click(within(dialog).getByRole('button', { name: 'Add override' }));

    expect(
      await within(dialog).findByText('The period overlaps another override (Spring sale).'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Starts on').getAttribute('aria-invalid')).toBe('true');
    const posted = requests.find((request) => request.url.pathname === `${BASE}/forecasts/7/overrides`);
    expect(JSON.parse(String(posted?.body))).toEqual({
      starts_on: TODAY,
      ends_on: addDays(TODAY, 6),
      kind: 'multiplier',
      value: 1.5,
      note: 'Spring sale again',
    });
  });
});
