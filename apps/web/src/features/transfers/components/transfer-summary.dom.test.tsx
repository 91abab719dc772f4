// @vitest-environment jsdom
import type { Transfer } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { TransferSummary } from './transfer-summary.tsx';

const ORG = '01JTRANSFERSUMMARYORG';
const SELLER_CENTRAL =
  'https://sellercentral.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA15ABCD1234/summary';

function transfer(destination_url: string | null): Transfer {
  return {
    id: 7,
    name: 'Restock',
    status: 'IN_TRANSIT',
    from: null,
    outgoing_warehouse: { id: 1, ulid: '01JHUB', name: 'Hub' },
    destination_warehouse: { id: 2, ulid: '01JFBA', name: 'Amazon UK' },
    fulfillment_center: null,
    shipping_date: '2026-03-02',
    shipping_days: 5,
    expected_delivery_date: '2026-03-07',
    received_date: null,
    courier: null,
    tracking_number: null,
    shipping_cost: null,
    shipping_cost_currency: 'USD',
    total_shipped: 10,
    total_received: 0,
    total_expected: 10,
    shipped_at: '2026-03-02T10:00:00Z',
    shipment_id: 'FBA15ABCD1234',
    outgoing_order_number: null,
    destination_url,
    ticket_number: null,
    resolved_discrepancy: false,
    closed_at: null,
    problems: [],
  } as unknown as Transfer;
}

const shipmentField = () => screen.getByText('Shipment / order').parentElement as HTMLElement;

describe("the transfer screen's shipment link", () => {
  it('opens Seller Central in a new tab with rel="noopener noreferrer"', () => {
    renderUi(<TransferSummary organisationUlid={ORG} transfer={transfer(SELLER_CENTRAL)} />);
    const link = within(shipmentField()).getByRole('link', { name: 'FBA15ABCD1234' });
    expect(link.getAttribute('href')).toBe(SELLER_CENTRAL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    '  JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
  ])('shows a stored %j as plain text, not a link', (stored) => {
    renderUi(<TransferSummary organisationUlid={ORG} transfer={transfer(stored)} />);
    const field = shipmentField();
    expect(within(field).queryByRole('link')).toBeNull();
    expect(field.querySelector('a')).toBeNull();
    expect(field.textContent).toContain('FBA15ABCD1234');
  });
});
