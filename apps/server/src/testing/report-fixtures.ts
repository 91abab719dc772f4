import { isReportRequestFinished, type ReportRequest, type ReportType } from '@backoffice/shared';
import { expect } from 'vitest';
import { REPORT_HEADERS } from '../integrations/amazon/reports/index.ts';
import type { TestClient } from './test-client.ts';

/** A flat file of `type`: its real header, then rows given by column name (others empty). */
export function report(type: ReportType, rows: Record<string, string>[], { quoted = false } = {}): string {
  const header = REPORT_HEADERS[type];
  const cell = (value: string) => (quoted ? `"${value}"` : value);
  const lines = [header.map(cell), ...rows.map((row) => header.map((name) => cell(row[name] ?? '')))];
  return `${lines.map((line) => line.join('\t')).join('\n')}\n`;
}

/** One line of an all-orders report: a shipped FBA order on Amazon.co.uk unless overridden. */
export const orderLine = (orderId: string, sku: string, overrides: Record<string, string> = {}) => ({
  'amazon-order-id': orderId,
  'purchase-date': '2026-11-02T10:00:00+00:00',
  'last-updated-date': '2026-11-03T10:00:00+00:00',
  'order-status': 'Shipped',
  'fulfillment-channel': 'Amazon',
  'sales-channel': 'Amazon.co.uk',
  sku,
  asin: `B0${sku}`,
  'product-name': `Product ${sku}`,
  'item-status': 'Shipped',
  quantity: '1',
  currency: 'GBP',
  'item-price': '10.00',
  'ship-country': 'GB',
  ...overrides,
});

export function uploadForm(
  fields: Record<string, string>,
  file: string | Buffer,
  name = 'report.txt',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([file], { type: 'text/plain' }), name);
  return form;
}

/** Polls GET …/report-requests/{id} until the request is final, as the web app does. */
export async function outcome(
  client: TestClient,
  base: string,
  id: number,
  timeoutMs = 30_000,
): Promise<ReportRequest> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(`${base}/report-requests/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const current = response.body.data as ReportRequest;
    if (isReportRequestFinished(current.status)) return current;
    if (Date.now() > deadline) throw new Error(`request ${id} still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads a report document to a source (201, DONE), for its processing to follow. */
export async function upload(
  client: TestClient,
  base: string,
  fields: Record<string, string>,
  file: string | Buffer,
): Promise<ReportRequest> {
  const response = await client.post(`${base}/report-requests`, uploadForm(fields, file));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ReportRequest;
}
