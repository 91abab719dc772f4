import type { ReferenceData, ReportRequest, ReportSource } from '@backoffice/shared';

/** Records as the API answers them, for this feature's screen tests. */
export const SOURCE: ReportSource = {
  id: 4,
  ulid: '01JSOURCE',
  uuid: '6f1c1d7e-0000-4000-8000-000000000004',
  name: 'Acme EU',
  type: 'manual',
  region_code: 'EU',
  seller_partner_id: null,
  home_site: null,
  has_daily_sync: false,
  has_auth_token: false,
  has_client_key: false,
  has_client_secret: false,
  sales_channels: [],
  orders_synced_at: null,
  shipments_synced_at: null,
  inventory_synced_at: null,
  orders_exists: false,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

export const REFERENCE: ReferenceData = {
  countries: [],
  marketplaces: [
    {
      id: 3,
      mws_id: 'A1F83G8C2ARO7P',
      country_code: 'GB',
      default_currency_code: 'GBP',
      default_language_code: 'en_GB',
      domain_name: 'amazon.co.uk',
      endpoint: 'https://sellingpartnerapi-eu.amazon.com',
      seller_central_host: 'sellercentral-europe.amazon.com',
      name: 'Amazon.co.uk',
      region_code: 'EU',
      countries: [],
    },
  ],
};

export const REQUEST: ReportRequest = {
  id: 31,
  report_source_id: 4,
  report_source_name: 'Acme EU',
  report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  origin: 'upload',
  status: 'PROCESSED',
  marketplace_ids: ['A1F83G8C2ARO7P'],
  data_start_time: null,
  data_end_time: null,
  marketplace_report_id: null,
  file_name: 'orders.txt',
  file_size: 2048,
  document: 'stored',
  rows_parsed: 1240,
  rows_written: 1234,
  rows_failed: 6,
  row_problems: [],
  counts: {},
  sales_channels: [],
  warnings: [],
  amounts_rounded: 0,
  error: null,
  error_document: null,
  requested_at: '2026-03-02T10:00:00.000Z',
  processing_started_at: '2026-03-02T10:00:01.000Z',
  processed_at: '2026-03-02T10:00:13.000Z',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:13.000Z',
};

export const page = <T>(rows: T[]) => ({
  data: rows,
  meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 },
});
