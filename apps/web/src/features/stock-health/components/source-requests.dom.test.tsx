// @vitest-environment jsdom
import type { StockHealthRequest, StockHealthSource } from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render.tsx';
import { SourceRequests } from './source-requests.tsx';

const ORG = '01JSOURCEREQUESTSORG';
const at = '2026-03-02T10:00:00.000Z';

const request = (overrides: Partial<StockHealthRequest>): StockHealthRequest => ({
  id: 1,
  report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  status: 'PROCESSED',
  error: null,
  error_document: null,
  rows_written: 0,
  rows_failed: 0,
  requested_at: at,
  processed_at: at,
  ...overrides,
});

const sourceWith = (latest: StockHealthRequest[]): StockHealthSource => ({
  id: 4,
  name: 'Acme JP',
  type: 'amazon',
  region_code: 'FE',
  has_daily_sync: true,
  connected: true,
  orders_synced_at: at,
  shipments_synced_at: at,
  inventory_synced_at: at,
  fba_inventory_fetched_at: null,
  sync_started_at: at,
  sync_error: null,
  authorization_checked_at: at,
  authorization_error: null,
  latest_requests: latest,
});

describe('the Health screen’s latest reports of a source', () => {
  it('gives a FATAL report Amazon’s explanation, cut short, and a report without data no error', () => {
    const explanation = `{"errorDetails":"${'The report could not be generated. '.repeat(10)}"}`;
    renderUi(
      <SourceRequests
        organisationUlid={ORG}
        source={sourceWith([
          request({
            id: 7,
            status: 'FATAL',
            error: 'Amazon could not produce the report. Request it again later.',
            error_document: explanation,
          }),
          request({ id: 8, report_type: 'GET_LEDGER_DETAIL_VIEW_DATA', status: 'CANCELLED' }),
        ])}
      />,
    );
    const [fatal, cancelled] = screen.getAllByTestId('health-source-request') as [HTMLElement, HTMLElement];
    const said = within(fatal).getByTestId('health-source-request-error-document');
    expect(
      said.textContent?.startsWith('Amazon says: {"errorDetails":"The report could not be generated.'),
    ).toBe(true);
    expect(said.textContent?.endsWith('…')).toBe(true);
    expect(said.getAttribute('title')).toBe(explanation);

    expect(within(cancelled).getByTestId('report-request-status').textContent).toBe('No data for the period');
    expect(cancelled.querySelector('.text-danger')).toBeNull();
    expect(within(cancelled).queryByTestId('health-source-request-error-document')).toBeNull();
  });
});
