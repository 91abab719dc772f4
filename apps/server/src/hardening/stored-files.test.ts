import { readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { ReportType } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { created } from '../testing/catalog-fixtures.ts';
import { signUp } from '../testing/fixtures.ts';
import { orderLine, outcome, report, upload } from '../testing/report-fixtures.ts';
import { teamWith } from '../testing/team-fixtures.ts';
import type { TestClient } from '../testing/test-client.ts';
import { useTestServer } from '../testing/test-server.ts';

/**
 * Every kind of file the product keeps or makes from an organisation's data (issue 27): an
 * uploaded report, a logo, a purchase order's PDF. (Shipment files are read and not kept;
 * profile pictures cannot be uploaded.) Walked as signed out, as another organisation's owner,
 * as a viewer and as the owner: only the organisation's own members read them, and nothing is
 * reachable under a public path, the old /storage/ paths included.
 */
const server = useTestServer();
const ORDERS: ReportType = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function organisationWithFiles() {
  const team = await teamWith(server, ['viewer']);
  const { client } = team.owner;
  const base = team.base;
  const source = await created(client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' }));
  const document = gzipSync(
    report(ORDERS, [orderLine('111-0000001-0000001', 'SECRET-SKU', { 'ship-city': 'Leeds' })]),
  );
  const request = await upload(
    client,
    base,
    { report_source_id: String(source.id), report_type: ORDERS },
    document,
  );
  await outcome(client, base, request.id);
  const logoForm = new FormData();
  logoForm.set('name', 'Private Ltd');
  logoForm.set('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const logo: string = (await client.post(`${base}/`, logoForm)).body.data.logo;
  const supplier = await created(client.post(`${base}/suppliers`, { name: 'Acme' }));
  const warehouse = await created(client.post(`${base}/warehouses`, { name: 'Leeds' }));
  const product = await created(client.post(`${base}/products`, { name: 'Mat' }));
  const sku = await created(client.post(`${base}/skus`, { sku_id: 'MAT-1', product_id: product.id }));
  const order = await created(
    client.post(`${base}/purchase-orders`, {
      supplier_id: supplier.id,
      warehouse_id: warehouse.id,
      lines: [{ sku_id: sku.id, quantity: 10, unit_cost: '1.00' }],
    }),
  );
  return {
    team,
    document,
    files: {
      report: `${base}/report-requests/${request.id}/document`,
      logo,
      'purchase order PDF': `${base}/purchase-orders/${order.id}/pdf`,
    },
    organisationId: team.organisation.id,
    requestId: request.id,
  };
}

describe('stored files', () => {
  it('are read by the organisation’s members only, never signed out or by another organisation', async () => {
    const { team, document, files } = await organisationWithFiles();
    const outsider = await signUp(server);
    const signedOut = server.client();
    const readers: [string, TestClient, number][] = [
      ['signed out', signedOut, 401],
      ['another organisation', outsider.client, 404],
      ['a viewer', team.members.viewer?.client as TestClient, 200],
      ['the owner', team.owner.client, 200],
    ];
    for (const [kind, path] of Object.entries(files)) {
      for (const [who, client, status] of readers) {
        const answer = await client.getBytes(path);
        expect(answer.status, `${kind} as ${who}`).toBe(status);
        if (status === 200) {
          expect(answer.bytes.length, `${kind} as ${who}`).toBeGreaterThan(0);
          expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        } else {
          expect(answer.bytes.includes('SECRET-SKU'), `${kind} as ${who}`).toBe(false);
        }
      }
    }
    const back = await team.owner.client.getBytes(files.report);
    expect(back.bytes.equals(document)).toBe(true);
  });

  it('are not reachable from another organisation by pointing its own routes at them', async () => {
    const { team, files } = await organisationWithFiles();
    const outsider = await signUp(server);
    const theirs = `/api/organisations/${outsider.organisation.ulid}`;
    const ours = `/api/organisations/${team.organisation.ulid.toLowerCase()}`;
    for (const path of Object.values(files)) {
      const borrowed = path.replace(new RegExp(`^${ours}`, 'i'), theirs);
      expect(borrowed).not.toBe(path);
      expect((await outsider.client.getBytes(borrowed)).status, borrowed).toBe(404);
    }
  });

  it('are nowhere under a public path: /storage/ answers 404 to everyone, and nothing is written to disk', async () => {
    const { team, organisationId, requestId } = await organisationWithFiles();
    const guesses = [
      `/storage/reports/${organisationId}/${requestId}.report`,
      `/storage/reports/${organisationId}/`,
      '/storage/logos/',
      '/storage/',
    ];
    for (const guess of guesses) {
      for (const client of [server.client(), team.owner.client]) {
        const answer = await client.getBytes(guess);
        expect(answer.status, guess).toBe(404);
        expect(answer.bytes.includes('SECRET-SKU')).toBe(false);
      }
    }
    const storage = await readdir(server.ctx.config.storageDir).catch(() => []);
    expect(storage).toEqual([]);
  });
});
