// @vitest-environment jsdom
import type { ReportSource, StoreOrder, StoreOrderDetail, StoreOrderItem } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserContext } from '../../../lib/use-user.ts';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { StoreOrdersPage } from './store-orders-page.tsx';

const ORG = '01JSTOREORDERSORG';
const BASE = `/api/organisations/${ORG}`;

const item = (
  id: number,
  seller_sku: string,
  sku_display_name: string,
  quantity: number,
): StoreOrderItem => ({
  id,
  sku_id: id + 100,
  seller_sku,
  sku_display_name,
  asin: null,
  product_name: null,
  item_status: 'Shipped',
  quantity,
  currency: 'GBP',
  item_price: '12.50',
  item_tax: '2.50',
  shipping_price: null,
  shipping_tax: null,
  item_promotion_discount: null,
  ship_promotion_discount: null,
  // The first line's fees are in a settlement report; the second's are Amazon's estimate until
  // its settlement; the third's are not known at all.
  fees: id === 1 ? '3.10' : id === 2 ? '1.20' : null,
  fees_estimated: id === 2,
});

const ORDER: StoreOrder = {
  id: 9,
  order_id: '202-1234567-1234567',
  merchant_order_id: null,
  report_source_id: 4,
  sales_channel_id: 6,
  sales_channel_name: 'Amazon.co.uk',
  purchase_date: '2026-03-02T10:00:00.000Z',
  last_updated_at: null,
  status: 'Shipped',
  fulfillment_channel: 'AFN',
  currency: 'GBP',
  item_total: '37.50',
  tax_total: '7.50',
  shipping_total: null,
  discount_total: null,
  units: 4,
  item_count: 3,
  ship_city: 'Leeds',
  ship_state: null,
  ship_postal_code: 'LS1',
  ship_country: 'GB',
  is_business_order: false,
  shipped_at: '2026-03-02T12:00:00.000Z',
  cancelled_at: null,
  problems: [],
  problems_detected_at: null,
  problem_acknowledged_at: null,
  problem_acknowledged_by: null,
  problem_note: null,
  items: [
    item(1, 'CR-1', 'Camp chair (CR-1)', 2),
    item(2, 'CR-2', 'Camp table (CR-2)', 1),
    item(3, 'CR-3', 'CR-3', 1),
  ],
  created_at: '2026-03-02T10:05:00.000Z',
  updated_at: '2026-03-02T10:05:00.000Z',
};

const SOURCE = {
  id: 4,
  name: 'Acme EU',
  type: 'amazon',
  sales_channels: [{ report_source_id: 4, sales_channel_id: 6, name: 'Amazon.co.uk', type: 'amazon' }],
} as unknown as ReportSource;

const detailOf = (order: StoreOrder, more: Partial<StoreOrderDetail> = {}): StoreOrderDetail => ({
  ...order,
  timeline: [
    {
      at: order.purchase_date,
      kind: 'purchased',
      text: 'Ordered on Amazon.co.uk: 4 units, fulfilled by Amazon.',
    },
  ],
  margin: {
    currency: 'GBP',
    revenue: '37.50',
    refunded: '5.00',
    cogs: '12.00',
    fees: '4.30',
    estimated_fees: '1.20',
    estimated_fees_skus: ['CR-2'],
    margin: '16.20',
    unknown_cogs_skus: [],
    unknown_fees_skus: ['CR-3'],
  },
  ...more,
});

function renderPage(query = '', role: 'viewer' | 'member' = 'viewer') {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <StoreOrdersPage />
    </UserContext>,
    { route: `/organisation/${ORG}/store-orders${query}`, path: '/organisation/:organisation/*' },
  );
}

beforeEach(() => {
  // jsdom has no matchMedia, which the order's side panel (Offcanvas) asks for its breakpoint.
  const query = {
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  };
  vi.stubGlobal('matchMedia', () => query);
});

/** The list's requests: the screen's own, not Problem Orders' question whether there is any order. */
function lastListQuery(requests: readonly FakeRequest[]) {
  const asked = requests
    .filter(
      (request) =>
        request.url.pathname === `${BASE}/store-orders` && request.url.searchParams.get('per_page') !== '1',
    )
    .at(-1);
  return Object.fromEntries(asked?.url.searchParams ?? []);
}

/** The orders list as the server answers it: `problems=true` lists the problem orders only. */
function problemsOf(all: StoreOrder[], problems: StoreOrder[]) {
  return (request: FakeRequest) => {
    const data = request.url.searchParams.get('problems') === 'true' ? problems : all;
    return jsonResponse(200, {
      data,
      meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 },
    });
  };
}

describe('the orders list', () => {
  it('shows each order with its first SKUs, and all its items beside the list', async () => {
    fakeFetch({
      [`GET ${BASE}/store-orders`]: () =>
        jsonResponse(200, { data: [ORDER], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/9`]: () => jsonResponse(200, { data: detailOf(ORDER) }),
    });
    const { user } = renderPage();

    const row = await screen.findByTestId('store-order-row');
    expect(within(row).getByTestId('store-order-status').textContent).toBe('Shipped');
    expect(within(row).getByTestId('store-order-channel').textContent).toBe('AFN (Fulfilled by Amazon)');
    expect(row.textContent).toContain('Amazon.co.uk');
    expect(row.textContent).toContain('37.50 GBP');
    expect(within(row).getByTestId('store-order-items').textContent).toBe('CR-1 ×2CR-2+1 more');

    await user.click(within(row).getByRole('button', { name: '+1 more' }));
    const panel = await screen.findByRole('dialog', { name: 'Order 202-1234567-1234567' });
    const items = within(panel).getAllByTestId('store-order-item');
    expect(items.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'Camp chair (CR-1)',
      'Camp table (CR-2)',
      'CR-3',
    ]);
    expect(items[0]?.textContent).toContain('12.50 GBP');
    expect(items[0]?.textContent).toContain('3.10 GBP');
    // Settled fees as they are; estimated ones marked so; unknown ones a dash.
    expect(within(items[0] as HTMLElement).queryByTestId('store-order-fees-estimated')).toBeNull();
    expect(items[1]?.textContent).toContain('1.20 GBP');
    expect(within(items[1] as HTMLElement).getByTestId('store-order-fees-estimated').textContent).toBe(
      'estimated',
    );
    expect(items[2]?.textContent).toContain('—');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/skus/101`);
    expect(panel.textContent).toContain('Leeds, LS1, GB');
    expect((await within(panel).findByTestId('store-order-margin')).textContent).toBe(
      '16.20 GBP estimated (37.50 GBP less refunds 5.00 GBP less COGS 12.00 GBP less fees 4.30 GBP, 1.20 GBP of them estimated for CR-2; before the fees of CR-3, which no settlement report has stated yet)',
    );
    expect(within(panel).getByTestId('store-order-margin-estimated').getAttribute('title')).toMatch(
      /Amazon’s estimate/,
    );
    expect(within(panel).getByTestId('store-order-timeline').textContent).toContain(
      'Ordered on Amazon.co.uk: 4 units',
    );
    expect(within(panel).queryByTestId('store-order-problem-list')).toBeNull();
  });

  it('shows a problem order’s reasons, and a member acknowledges it with a note', async () => {
    const problem = {
      ...ORDER,
      problems: [
        { rule: 'missing_cogs' as const, message: 'SKU CR-3 has no COGS: the order’s margin is unknown.' },
      ],
      problems_detected_at: '2026-03-02T11:00:00.000Z',
    };
    const acknowledgedOrder = {
      ...problem,
      problem_acknowledged_at: '2026-03-03T09:00:00.000Z',
      problem_acknowledged_by: { id: 1, name: 'Ada' },
      problem_note: 'Costs come with the invoice.',
    };
    const unknownMargin = {
      currency: 'GBP',
      revenue: '37.50',
      refunded: '0.00',
      cogs: null,
      fees: null,
      estimated_fees: null,
      estimated_fees_skus: [],
      margin: null,
      unknown_cogs_skus: ['CR-3'],
      unknown_fees_skus: [],
    };
    let acknowledged = false;
    const requests = fakeFetch({
      [`GET ${BASE}/store-orders`]: (request) =>
        problemsOf([problem], acknowledged ? [] : [problem])(request),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/problem-summary`]: () => jsonResponse(200, { data: [] }),
      [`GET ${BASE}/store-orders/9`]: () =>
        jsonResponse(200, {
          data: detailOf(acknowledged ? acknowledgedOrder : problem, { margin: unknownMargin }),
        }),
      [`POST ${BASE}/store-orders/9/acknowledge`]: () => {
        acknowledged = true;
        return jsonResponse(200, { data: detailOf(acknowledgedOrder, { margin: unknownMargin }) });
      },
      [`GET ${BASE}/counts`]: () =>
        jsonResponse(200, { disputes: 0, transfers: { drafts: 0, problems: 0 }, skus: 0, orders: 0 }),
    });
    const { user } = renderPage('?problems=true', 'member');

    const row = await screen.findByTestId('store-order-row');
    const badge = within(row).getByText('SKU without COGS');
    expect(badge.getAttribute('title')).toBe('SKU CR-3 has no COGS: the order’s margin is unknown.');

    await user.click(within(row).getByTestId('store-order-open'));
    const panel = await screen.findByRole('dialog', { name: 'Order 202-1234567-1234567' });
    expect(within(panel).getByTestId('store-order-problem-list').textContent).toContain(
      'SKU CR-3 has no COGS',
    );
    expect((await within(panel).findByTestId('store-order-margin')).textContent).toBe(
      'Unknown: no COGS in GBP for CR-3.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(panel).findByText('The note field is required.')).toBeTruthy();
    await user.type(within(panel).getByLabelText('Note'), 'Costs come with the invoice.');
    await user.click(within(panel).getByRole('button', { name: 'Acknowledge' }));

    expect((await within(panel).findByTestId('store-order-acknowledgement')).textContent).toContain(
      'Acknowledged by Ada',
    );
    const posted = requests.find((request) => request.url.pathname === `${BASE}/store-orders/9/acknowledge`);
    expect(JSON.parse(String(posted?.body))).toEqual({ note: 'Costs come with the invoice.' });
    // The list is asked again, and the problem order is gone from it.
    expect(await screen.findByText('No problem orders to look at.')).toBeTruthy();
  });

  it('offers a viewer no acknowledge form', async () => {
    const problem = { ...ORDER, problems: [{ rule: 'late_shipment' as const, message: 'Late.' }] };
    fakeFetch({
      [`GET ${BASE}/store-orders`]: () =>
        jsonResponse(200, {
          data: [problem],
          meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 },
        }),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/9`]: () => jsonResponse(200, { data: detailOf(problem) }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('store-order-open'));
    const panel = await screen.findByRole('dialog', { name: 'Order 202-1234567-1234567' });
    expect(within(panel).getByTestId('store-order-problem-list').textContent).toContain('Late.');
    await within(panel).findByTestId('store-order-timeline');
    expect(within(panel).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('keeps its filters in the URL, and takes the sidebar’s Problem Orders link without breaking', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/store-orders`]: problemsOf([ORDER], []),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/problem-summary`]: () => jsonResponse(200, { data: [] }),
    });
    const { user, query } = renderPage('?problems=true&report_source_id=4');

    expect((await screen.findByTestId('store-orders-problems-note')).textContent).toContain(
      'nobody has acknowledged yet',
    );
    expect(screen.getByRole('heading', { name: 'Problem Orders' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Source: Acme EU/ })).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({
      page: '1',
      per_page: '25',
      sort: 'purchase_date',
      sortDesc: 'true',
      report_source_id: '4',
      problems: 'true',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Fulfilment channel' }), 'AFN');
    await screen.findByRole('option', { name: 'Amazon.co.uk' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sales channel' }), 'Amazon.co.uk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.type(screen.getByLabelText('Purchased from'), '2026-03-01');
    await waitFor(() =>
      expect(query()).toEqual({
        problems: 'true',
        report_source_id: '4',
        fulfillment_channel: 'AFN',
        sales_channel_id: '6',
        status: 'Pending',
        from: '2026-03-01',
      }),
    );
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({
        fulfillment_channel: 'AFN',
        sales_channel_id: '6',
        status: 'Pending',
        from: '2026-03-01',
      }),
    );
    expect(await screen.findByText('No problem orders to look at.')).toBeTruthy();
  }, 20_000);

  it('says first what the problem orders come from, shows one rule’s, and links to the SKUs to fix', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/store-orders`]: problemsOf([ORDER], []),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/problem-summary`]: () =>
        jsonResponse(200, {
          data: [
            { rule: 'missing_cogs', orders: 1204, skus: 12 },
            { rule: 'late_shipment', orders: 1, skus: null },
          ],
        }),
    });
    const { user, query } = renderPage('?problems=true');

    const rules = await screen.findAllByTestId('order-problem-summary');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'SKU without COGS: 1,204 ordersSet their COGS (12 SKUs)',
      'Not shipped by its latest ship date: 1 order',
    ]);
    expect(
      within(rules[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/organisation/${ORG}/skus?has_cogs=false`);
    await user.click(within(rules[1] as HTMLElement).getByRole('button', { name: /latest ship date/ }));
    await waitFor(() => expect(query()).toEqual({ problems: 'true', problem: 'late_shipment' }));
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ problems: 'true', problem: 'late_shipment' }),
    );
    expect(
      within(rules[1] as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('Problem Orders with no order at all: says what fills it and links to Report Requests, no bare filters', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [] }),
      [`GET ${BASE}/store-orders/problem-summary`]: () => jsonResponse(200, { data: [] }),
    });
    renderPage('?problems=true');

    expect(screen.getByRole('heading', { name: 'Problem Orders' })).toBeTruthy();
    const intro = await screen.findByRole('region', { name: 'No orders yet.' });
    expect(intro.textContent).toContain('Orders the problem rules flag');
    expect(intro.textContent).toContain('when an orders report is processed');
    expect(within(intro).getByRole('link', { name: 'Go to Report Requests' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests`,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    // Whether there is any order at all: the whole list's total, asked once the problem list is empty.
    const whole = requests.filter(
      (request) =>
        request.url.pathname === `${BASE}/store-orders` && !request.url.searchParams.has('problems'),
    );
    expect(whole.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ per_page: '1' }]);
  });

  it('Problem Orders with orders but none to look at: the filters and the table say so, no introduction', async () => {
    fakeFetch({
      [`GET ${BASE}/store-orders`]: problemsOf([ORDER], []),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [SOURCE] }),
      [`GET ${BASE}/store-orders/problem-summary`]: () => jsonResponse(200, { data: [] }),
    });
    renderPage('?problems=true');

    expect(await screen.findByText('No problem orders to look at.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'No orders yet.' })).toBeNull();
  });

  it('with no order at all, says where orders come from and links to Report Requests', async () => {
    fakeFetch({
      [`GET ${BASE}/store-orders`]: () => jsonResponse(200, EMPTY_PAGE),
      [`GET ${BASE}/report-sources`]: () => jsonResponse(200, { data: [] }),
    });
    renderPage();
    const intro = await screen.findByRole('region', { name: 'No orders yet.' });
    expect(intro.textContent).toContain('when an orders report is processed');
    expect(within(intro).getByRole('link', { name: 'Go to Report Requests' }).getAttribute('href')).toBe(
      `/organisation/${ORG}/report-requests`,
    );
  });
});
