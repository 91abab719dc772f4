import type { SimulatorSeller, SpApiSimulator } from '@backoffice/sp-api-simulator';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { marketplaces } from '../modules/reference/reference.tables.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

const US = 'ATVPDKIKX0DER';

/**
 * The stand-in's North American seller connected as the organisation's Amazon source (through
 * the API, with a refresh token the stand-in issued), and its Amazon.com sales channel, as a seller
 * would set them up: what every sync test starts from.
 */
export async function connectStandInSeller(
  server: TestServer,
  simulator: SpApiSimulator,
  { client, base }: { client: TestClient; base: string },
): Promise<{ seller: SimulatorSeller; sourceId: number }> {
  const seller = simulator.sellers.find((candidate) => candidate.region === 'na');
  if (!seller) throw new Error('no NA seller');
  const created = await client.post(`${base}/report-sources`, {
    name: 'Amazon NA',
    type: 'amazon',
    region_code: 'NA',
    seller_partner_id: seller.sellingPartnerId,
    auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sourceId = (created.body.data as { id: number }).id;
  const [us] = await server.ctx.db.select().from(marketplaces).where(eq(marketplaces.mwsId, US));
  const channel = await client.post(`${base}/sales-channels`, {
    name: 'Amazon.com',
    type: 'amazon',
    marketplace_id: us?.id,
    report_source_id: sourceId,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  return { seller, sourceId };
}
