import { WEB_URL_MESSAGE } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

const server = useTestServer();

const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
];

const refused = {
  message: WEB_URL_MESSAGE,
  errors: { destination_url: [WEB_URL_MESSAGE] },
  code: 'validation_failed',
};

async function storedUrls(organisationId: number) {
  const rows = await queryRows<{ destination_url: string | null }>(
    server.ctx.db,
    sql`select destination_url from transfers where organisation_id = ${organisationId} order by id`,
  );
  return rows.map((row) => row.destination_url);
}

describe("a transfer's destination_url", () => {
  it('is refused with 422 on the field unless it is an http(s) address, and nothing is written', async () => {
    const { client, organisation } = await signUp(server, { name: 'Shipper' });
    const base = `/api/organisations/${organisation.ulid}`;
    for (const destination_url of REFUSED) {
      const response = await client.post(`${base}/transfers`, { name: 'Restock', destination_url });
      expect(response.status, destination_url).toBe(422);
      expect(response.body, destination_url).toEqual(refused);
    }
    expect(await storedUrls(organisation.id)).toEqual([]);

    const url = 'https://sellercentral.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA1/summary';
    const created = await client.post(`${base}/transfers`, { name: 'Restock', destination_url: url });
    expect(created.status).toBe(201);
    expect(created.body.data.destination_url).toBe(url);
    const path = `${base}/transfers/${created.body.data.id}`;
    for (const destination_url of REFUSED) {
      const response = await client.put(path, { destination_url });
      expect(response.status, destination_url).toBe(422);
      expect(response.body, destination_url).toEqual(refused);
    }
    expect(await storedUrls(organisation.id)).toEqual([url]);

    // Blank clears it, as before.
    expect((await client.put(path, { destination_url: '' })).body.data.destination_url).toBeNull();
    expect(await storedUrls(organisation.id)).toEqual([null]);
  });
});
