// @vitest-environment jsdom
import type { PurchaseOrder, Shipment, TransferItem } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvImportDialog } from '../components/ui/data-table/csv-import-dialog.tsx';
import '../components/ui/unsaved-changes-dialog.tsx';
import { UnsavedChangesPrompt } from '../components/ui/unsaved-changes-prompt.tsx';
import { ForecastSettingsDialog } from '../features/forecasts/components/forecast-settings-dialog.tsx';
import { ReceiveDialog as ReceivePurchaseOrderDialog } from '../features/purchase-orders/components/receive-dialog.tsx';
import { ShipmentDialog } from '../features/shipments/components/shipment-dialog.tsx';
import { ShipmentImportDialog } from '../features/shipments/components/shipment-import-dialog.tsx';
import { NewSkuDialog } from '../features/skus/components/new-sku-dialog.tsx';
import { ShipDialog } from '../features/transfers/components/ship-dialog.tsx';
import { TicketDialog } from '../features/transfers/components/ticket-dialog.tsx';
import { hasUnsavedChanges } from '../lib/unsaved-changes.ts';
import { type RenderUiResult, renderUi } from '../testing/render.tsx';

const ORGANISATION = '01jq0000000000000000000001';
const never = () => new Promise<never>(() => {});

const SHIPMENT = {
  id: 3,
  shipment_id: 'FBA15ABCD1234',
  name: null,
  status: 'WORKING',
  report_source_id: null,
  destination_fulfillment_center: 'PHX7',
  fulfillment_center: null,
  destination_warehouse_id: null,
  destination_warehouse: null,
  outgoing_warehouse_id: null,
  outgoing_warehouse: null,
  label_prep_type: null,
  are_cases_required: null,
  inbound_plan: null,
  inbound_shipment_id: null,
  auto_import: false,
  import_error: null,
  transfer: null,
  total_shipped: 0,
  total_received: 0,
  item_count: 0,
  unmapped_count: 0,
  items: [],
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
} as unknown as Shipment;

const ITEM = {
  id: 1,
  ulid: '01jq0000000000000000000011',
  sku_id: 1,
  sku: { id: 1, sku_id: 'MUG-BLUE', asin: null, display_name: 'MUG-BLUE' },
  quantity_shipped: 5,
  quantity_received: 0,
  quantity_expected: 5,
  quantity_in_case: null,
} as TransferItem;

const ORDER = {
  id: 9,
  warehouse: { id: 1, name: 'Hub' },
  lines: [{ id: 4, quantity: 10, quantity_received: 0, sku: { display_name: 'MUG-BLUE' } }],
} as unknown as PurchaseOrder;

/** A dialog on a page with a link away, under the app root's prompt. */
function renderOnPage(dialog: ReactNode): RenderUiResult {
  return renderUi(
    <>
      <UnsavedChangesPrompt />
      <Link to="/elsewhere">Elsewhere</Link>
      {dialog}
    </>,
  );
}

const inDialog = (name: string) => within(screen.getByRole('dialog', { name }));

afterEach(() => sessionStorage.clear());

describe('a form in a dialog with changes not saved', () => {
  it('asks before a link leaves its page; Stay keeps the dialog as typed', async () => {
    const app = renderOnPage(
      <TicketDialog
        current={{ ticket_number: null, ticket_status: null }}
        onSubmit={never}
        onHide={() => {}}
      />,
    );
    const ticket = inDialog('Raise ticket').getByRole<HTMLInputElement>('textbox', { name: 'Ticket number' });
    await app.user.type(ticket, 'CASE-1');

    await app.user.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }));
    const prompt = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await app.user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull());
    expect(app.location()).toBe('/');
    expect(ticket.value).toBe('CASE-1');
  });

  it('counts as unsaved in every kind of dialog: react-hook-form or its own state', async () => {
    const cases: { render: () => ReactNode; edit: (app: RenderUiResult) => Promise<void> }[] = [
      {
        render: () => (
          <ForecastSettingsDialog
            settings={{ time_zone: 'UTC', cover_days: 30, service_level: 0.95 }}
            onSubmit={never}
            onHide={() => {}}
          />
        ),
        edit: (app) => app.user.type(screen.getByRole('textbox', { name: 'Cover days' }), '5'),
      },
      {
        render: () => (
          <ShipDialog
            items={[ITEM]}
            originName="Hub"
            defaultDate="2026-03-02"
            onSubmit={never}
            onHide={() => {}}
          />
        ),
        edit: async (app) => {
          const date = screen.getByLabelText('Shipping date');
          await app.user.clear(date);
          await app.user.type(date, '2026-03-05');
        },
      },
      {
        render: () => <ReceivePurchaseOrderDialog order={ORDER} onHide={() => {}} onReceive={never} />,
        edit: async (app) => {
          const received = screen.getByRole('textbox', { name: 'Received now of MUG-BLUE' });
          await app.user.clear(received);
          await app.user.type(received, '4');
        },
      },
      {
        render: () => (
          <ShipmentDialog
            organisationUlid={ORGANISATION}
            shipment={SHIPMENT}
            failed={false}
            onRetry={() => {}}
            warehouses={[{ id: 2, name: 'Hub' } as never]}
            editable
            onHide={() => {}}
            onImport={never}
            onAutoImport={never}
          />
        ),
        edit: (app) => app.user.selectOptions(screen.getByLabelText('From (origin)'), 'Hub'),
      },
      {
        render: () => <ShipmentImportDialog show onHide={() => {}} onSubmit={never} />,
        edit: (app) =>
          app.user.upload(screen.getByLabelText('Inbound-shipment file'), new File(['x'], 'shipments.txt')),
      },
    ];
    for (const { render, edit } of cases) {
      const app = renderOnPage(render());
      expect(hasUnsavedChanges()).toBe(false);
      await edit(app);
      await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
      app.unmount();
      expect(hasUnsavedChanges()).toBe(false);
    }
  });

  it('a chosen CSV file not imported yet counts too', async () => {
    const app = renderOnPage(<CsvImportDialog path="/api/x/products" invalidate={[]} noun="products" />);
    await app.user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(hasUnsavedChanges()).toBe(false);
    await app.user.upload(screen.getByLabelText('CSV file'), new File(['name'], 'products.csv'));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    // The footer's Close (the header's × is named Close too).
    const [, close] = inDialog('Import products').getAllByRole('button', { name: 'Close' });
    await app.user.click(close as HTMLElement);
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('closed with Cancel, keeps nothing: opened again, it is empty and nothing is unsaved', async () => {
    const app = renderOnPage(<NewSkuDialog organisationUlid={ORGANISATION} onSubmit={never} />);
    await app.user.click(screen.getByRole('button', { name: 'New SKU' }));
    await app.user.type(screen.getByRole('textbox', { name: 'SKU id' }), 'MUG-RED');
    expect(hasUnsavedChanges()).toBe(true);

    await app.user.click(inDialog('New SKU').getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await app.user.click(screen.getByRole('button', { name: 'New SKU' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'SKU id' }).value).toBe('');
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });
});
