// @vitest-environment jsdom
import { ERROR_CODES, type Shipment } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '../../../lib/notify.ts';
import { UserContext } from '../../../lib/use-user.ts';
import { fakeFetch, jsonResponse } from '../../../testing/fake-fetch.ts';
import { EMPTY_PAGE, requestCount } from '../../../testing/query-probe.tsx';
import { renderUi } from '../../../testing/render.tsx';
import { memberOf } from '../../../testing/users.ts';
import { ShipmentsPage } from './shipments-page.tsx';

const ORG = '01JSHIPMENTSORG';
const BASE = `/api/organisations/${ORG}`;

const SHIPMENT: Shipment = {
  id: 3,
  shipment_id: 'FBA15DJ9S3J5',
  name: 'FBA (2/11/20, 11:18 AM) - 1',
  status: 'SHIPPED',
  report_source_id: null,
  destination_fulfillment_center: 'MKC6',
  fulfillment_center: null,
  destination_warehouse_id: null,
  destination_warehouse: null,
  outgoing_warehouse_id: null,
  outgoing_warehouse: null,
  label_prep_type: 'SELLER_LABEL',
  are_cases_required: false,
  inbound_plan: { id: 'wf00000001-ab12-cd34-ef56-0123456789ab', name: 'FBA (02/11/2020, 11:18 AM)' },
  inbound_shipment_id: 'sh00000001-ab12-cd34-ef56-0123456789ab',
  auto_import: false,
  import_error: null,
  transfer: null,
  total_shipped: 4,
  total_received: 0,
  item_count: 1,
  unmapped_count: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const page = (rows: Shipment[]) => ({
  data: rows,
  meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 },
});

function renderPage(role: 'member' | 'viewer' = 'member') {
  return renderUi(
    <UserContext value={memberOf(ORG, role)}>
      <ShipmentsPage />
    </UserContext>,
    { route: `/organisation/${ORG}/shipments`, path: '/organisation/:organisation/*' },
  );
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('Shipments page', () => {
  it('introduces itself, imports a file, lists the refused lines, and shows the shipments once a file is good', async () => {
    let imported = false;
    let attempt = 0;
    const requests = fakeFetch({
      [`GET ${BASE}/shipments`]: () => jsonResponse(200, imported ? page([SHIPMENT]) : EMPTY_PAGE),
      [`POST ${BASE}/shipments/import`]: () => {
        attempt += 1;
        if (attempt === 1)
          return jsonResponse(422, {
            message: 'The import has errors; nothing was imported.',
            errors: {
              'rows.3.QuantityShipped': ['The quantity must be a whole number of at least 0.'],
              'rows.4.SellerSKU': ['"CR-1" is also on row 2.'],
            },
            code: ERROR_CODES.importInvalid,
          });
        imported = true;
        return jsonResponse(200, { data: { created: 1, updated: 0, shipment_ids: ['FBA15DJ9S3J5'] } });
      },
    });
    const { user } = renderPage();

    const intro = await screen.findByRole('region', { name: 'No shipments yet.' });
    expect(intro.textContent).toContain('arrives with the marketplace connection');
    await user.click(within(intro).getByRole('button', { name: 'Import file' }));
    const dialog = screen.getByRole('dialog', { name: 'Import shipments' });
    const file = new File(['ShipmentId\tShipmentStatus\tSellerSKU\tQuantityShipped\n'], 'shipments.txt');
    await user.upload(within(dialog).getByLabelText('Inbound-shipment file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const lines = await within(dialog).findAllByTestId('import-error-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Line 3: QuantityShipped: The quantity must be a whole number of at least 0.',
      'Line 4: SellerSKU: "CR-1" is also on row 2.',
    ]);
    expect(getToasts()).toEqual([]);
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByTestId('import-result')).textContent).toBe(
      'Imported: 1 created, 0 updated.',
    );
    expect(within(dialog).queryByTestId('import-errors')).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    const row = await screen.findByTestId('shipment-row');
    expect(row.textContent).toContain('FBA15DJ9S3J5');
    expect(row.textContent).toContain('1 unmapped SKU');
    expect(row.textContent).toContain('Not imported');
    expect(requestCount(requests, 'GET', `${BASE}/shipments`)).toBeGreaterThanOrEqual(2);
  });

  it('opens a shipment with its items and shows why "Import as transfer" was refused; viewers only read', async () => {
    const detail = {
      ...SHIPMENT,
      items: [
        {
          id: 8,
          seller_sku: 'CR-47K6-H6QN',
          fulfillment_network_sku: 'X0014BIZ8T',
          sku_id: null,
          sku: null,
          quantity_shipped: 4,
          quantity_received: 0,
          quantity_in_case: null,
        },
      ],
    };
    const requests = fakeFetch({
      [`GET ${BASE}/shipments`]: () => jsonResponse(200, page([SHIPMENT])),
      [`GET ${BASE}/shipments/3`]: () => jsonResponse(200, { data: detail }),
      [`GET ${BASE}/warehouses`]: () => jsonResponse(200, page([])),
      [`POST ${BASE}/shipments/3/import-transfer`]: () =>
        jsonResponse(422, {
          message: 'No SKU CR-47K6-H6QN.',
          errors: { 'items.0.seller_sku': ['No SKU CR-47K6-H6QN: add it to your SKUs before importing.'] },
          code: 'shipments.unmapped_sku',
        }),
    });
    const { user, unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'FBA15DJ9S3J5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment FBA15DJ9S3J5' });
    const item = await within(dialog).findByTestId('shipment-item');
    expect(item.textContent).toContain('CR-47K6-H6QN');
    expect(item.textContent).toContain('Unmapped');
    expect(within(dialog).getByTestId('shipment-inbound-plan').textContent).toContain(
      'FBA (02/11/2020, 11:18 AM)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import as transfer' }));
    expect((await within(dialog).findByTestId('shipment-refusal')).textContent).toContain(
      'add it to your SKUs',
    );
    expect(getToasts()).toEqual([]);
    const sent = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({});
    unmount();

    renderPage('viewer');
    await user.click(await screen.findByRole('button', { name: 'FBA15DJ9S3J5' }));
    const readOnly = await screen.findByRole('dialog', { name: 'Shipment FBA15DJ9S3J5' });
    await within(readOnly).findByTestId('shipment-item');
    expect(within(readOnly).queryByRole('button', { name: 'Import as transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import file' })).toBeNull();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  });
});
