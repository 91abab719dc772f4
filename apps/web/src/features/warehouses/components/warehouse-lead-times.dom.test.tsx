// @vitest-environment jsdom
import type { LeadTimeLane, WarehouseLeadTimes as LeadTimes } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { renderUi } from '../../../testing/render.tsx';
import { WarehouseLeadTimes } from './warehouse-lead-times.tsx';

const ORG = '01JLEADTIMESORG';
const BASE = `/api/organisations/${ORG}`;
const FBA = { id: 2, ulid: '01JFBA', name: 'Amazon US', is_fulfillment_center: true };

const stats = (median: number, p10: number, p90: number, observations: number) => ({
  median,
  p10,
  p90,
  observations,
});

const supplierLane: LeadTimeLane = {
  origin: { type: 'supplier', id: 7, ulid: null, name: 'Acme Mills' },
  destination: FBA,
  first_received: stats(30, 28, 33, 2),
  last_received: stats(33, 30, 36, 2),
  methods: [],
  plan: {
    metric: 'last_received',
    typed_days: 30,
    typed_from: 'supplier_shipping_time',
    typed_code: 'US',
    learned_days: 33,
    plans_with: 'typed',
    planned_days: 30,
  },
  adopt_into: { kind: 'supplier_shipping_times', supplier_id: 7, entries: [{ type: 'country', code: 'US' }] },
};

const ownLane: LeadTimeLane = {
  origin: { type: 'warehouse', id: 1, ulid: '01JNEWARK', name: 'Newark' },
  destination: FBA,
  first_received: stats(9, 6.6, 12.8, 4),
  last_received: stats(11, 8.6, 13.4, 4),
  methods: [{ method: 'UPS', first_received: stats(8, 6.4, 9.6, 3), last_received: stats(10, 8.4, 11.6, 3) }],
  plan: {
    metric: 'last_received',
    typed_days: 14,
    typed_from: 'default',
    typed_code: null,
    learned_days: 11,
    plans_with: 'learned',
    planned_days: 11,
  },
  adopt_into: { kind: 'warehouse_transit_days', warehouse_ulid: FBA.ulid },
};

const leadTimes: LeadTimes = {
  warehouse: { ...FBA, transit_days: null },
  min_observations: 3,
  lanes: [supplierLane, ownLane],
  receiving: {
    first_received: stats(9, 6.6, 12.8, 4),
    last_received: stats(11, 8.6, 13.4, 4),
    plan: ownLane.plan,
    adopt_into: ownLane.adopt_into,
  },
};

const bodyOf = (request: FakeRequest | undefined) => JSON.parse(String(request?.body));

describe('lead times on the warehouse screen', () => {
  it('shows each lane learned beside typed, says which planning uses, and adopts through the records’ updates', async () => {
    const requests = fakeFetch({
      [`GET ${BASE}/warehouses/${FBA.ulid}/lead-times`]: () => jsonResponse(200, { data: leadTimes }),
      [`GET ${BASE}/suppliers/7`]: () =>
        jsonResponse(200, {
          data: {
            id: 7,
            name: 'Acme Mills',
            shipping_times: [{ id: 1, supplier_id: 7, type: 'country', code: 'US', days: 30 }],
          },
        }),
      [`PUT ${BASE}/suppliers/7`]: () => jsonResponse(200, { data: { id: 7, name: 'Acme Mills' } }),
      [`PUT ${BASE}/warehouses/${FBA.ulid}`]: () => jsonResponse(200, { data: { ...FBA, transit_days: 11 } }),
    });
    const { user } = renderUi(
      <WarehouseLeadTimes organisationUlid={ORG} warehouseUlid={FBA.ulid} editable />,
    );

    const supplier = await screen.findByTestId('lead-time-supplier-7-2');
    expect(within(supplier).getByRole('rowheader').textContent).toContain(
      'From Acme Mills (supplier)orders shipped → received in full',
    );
    expect(supplier.textContent).toContain('33 days30–36 days · 2 orders');
    expect(supplier.textContent).toContain('30 days (US)');
    expect(within(supplier).getByText('Typed: 30 days')).toBeTruthy();

    const own = screen.getByTestId('lead-time-warehouse-1-2');
    expect(own.textContent).toContain('11 days8.6–13.4 days · 4 transfersUPS: 10 days');
    expect(own.textContent).toContain('14 days (default)');
    expect(within(own).getByText('Learned: 11 days')).toBeTruthy();
    expect(screen.getByTestId('lead-time-first-received').textContent).toContain(
      'Receiving at Amazonshipped → first received',
    );
    expect(within(screen.getByTestId('lead-time-first-received')).queryByRole('button')).toBeNull();

    await user.click(within(supplier).getByRole('button', { name: 'Use learned' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(bodyOf(requests.find((request) => request.method === 'PUT'))).toEqual({
      name: 'Acme Mills',
      shipping_times: [{ type: 'country', code: 'US', days: 33 }],
    });

    await user.click(
      within(screen.getByTestId('lead-time-last-received')).getByRole('button', { name: 'Use learned' }),
    );
    await waitFor(() =>
      expect(
        requests.filter(
          (request) => request.method === 'PUT' && request.url.pathname.includes('/warehouses/'),
        ),
      ).toHaveLength(1),
    );
    expect(bodyOf(requests.findLast((request) => request.method === 'PUT'))).toEqual({
      name: 'Amazon US',
      transit_days: 11,
    });
    // Each adoption refreshed the lead times.
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname.endsWith('/lead-times'))).toHaveLength(3),
    );
  });

  it('offers no "Use learned" to viewers, and says when nothing was received yet', async () => {
    fakeFetch({
      [`GET ${BASE}/warehouses/${FBA.ulid}/lead-times`]: () =>
        jsonResponse(200, { data: { ...leadTimes, lanes: [], receiving: null } }),
    });
    renderUi(<WarehouseLeadTimes organisationUlid={ORG} warehouseUlid={FBA.ulid} editable={false} />);
    expect(await screen.findByText(/Nothing has been shipped here and received yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use learned' })).toBeNull();
  });
});
