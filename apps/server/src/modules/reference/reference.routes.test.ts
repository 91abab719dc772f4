import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import type { Json } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { COUNTRIES, MARKETPLACES } from './datasets/reference-datasets.dataset.ts';
import { countries } from './reference.tables.ts';

const server = useTestServer();

describe('GET /api/reference', () => {
  it('gives every country and marketplace, each marketplace with the countries it serves', async () => {
    const { client } = await signUp(server);
    const response = await client.get('/api/reference');
    expect(response.status).toBe(200);
    expect(response.body.countries).toHaveLength(COUNTRIES.length);
    expect(response.body.marketplaces).toHaveLength(MARKETPLACES.length);
    const us = response.body.countries.find((country: Json) => country.country_code === 'US');
    expect(us).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      region_code: 'NA',
      country_code: 'US',
    });
    const amazonCom = response.body.marketplaces.find((m: Json) => m.mws_id === 'ATVPDKIKX0DER');
    expect(amazonCom).toMatchObject({
      name: 'Amazon.com',
      country_code: 'US',
      region_code: 'NA',
      default_currency_code: 'USD',
    });
    expect(amazonCom.countries.map((country: Json) => country.country_code)).toContain('US');
    const expected = MARKETPLACES.find((m) => m.mwsId === 'ATVPDKIKX0DER')?.countries ?? [];
    expect(amazonCom.countries.map((country: Json) => country.country_code).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it('is for signed-in users only (401)', async () => {
    expect((await server.client().get('/api/reference')).status).toBe(401);
  });

  it('is built once per process: later changes to the tables are not read again', async () => {
    const { client } = await signUp(server);
    const before = (await client.get('/api/reference')).body;
    const [added] = await server.ctx.db
      .insert(countries)
      .values({ countryCode: 'ZZ', name: 'Testland', regionCode: 'EU' })
      .returning();
    try {
      const after = (await client.get('/api/reference')).body;
      expect(after).toEqual(before);
      expect(after.countries.some((country: Json) => country.country_code === 'ZZ')).toBe(false);
    } finally {
      if (added) {
        const { eq } = await import('drizzle-orm');
        await server.ctx.db.delete(countries).where(eq(countries.id, added.id));
      }
    }
  });
});
