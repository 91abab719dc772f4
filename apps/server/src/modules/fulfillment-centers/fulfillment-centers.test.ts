import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { Json, TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { FULFILLMENT_CENTERS } from '../reference/datasets/reference-datasets.dataset.ts';
import { syncReferenceData } from '../reference/reference-sync.usecase.ts';
import { copyReferenceFulfillmentCentersToAll } from './fulfillment-centers.usecases.ts';

const server = useTestServer();

async function owner() {
  const account = await signUp(server);
  return { ...account, base: `/api/organisations/${account.organisation.ulid}` };
}

async function reference(client: TestClient) {
  const body = (await client.get('/api/reference')).body;
  const marketplace = (mwsId: string) => body.marketplaces.find((m: Json) => m.mws_id === mwsId);
  const country = (code: string) => body.countries.find((c: Json) => c.country_code === code);
  return { marketplace, country };
}

describe('listing fulfilment centres', () => {
  it('gives a new organisation its own copy of the reference list (PHX7 and the rest)', async () => {
    const { client, base } = await owner();
    const response = await client.get(`${base}/fulfillment-centers?per_page=500`);
    expect(response.status).toBe(200);
    expect(response.body.meta.total).toBe(FULFILLMENT_CENTERS.length);
    const phx7 = response.body.data.find((center: Json) => center.name === 'PHX7');
    expect(phx7).toMatchObject({
      state: 'AZ',
      country: { country_code: 'US' },
      marketplace: { mws_id: 'ATVPDKIKX0DER', name: 'Amazon.com' },
    });
    const names = response.body.data.map((center: Json) => center.name);
    expect(names).toEqual([...names].sort());
  });

  it('does not bring back a renamed copy when the reference data is synced again', async () => {
    const { client, base } = await owner();
    const [phx7] = (await client.get(`${base}/fulfillment-centers?search=PHX7`)).body.data;
    const renamed = await client.put(`${base}/fulfillment-centers/${phx7.id}`, { name: 'PHX7-OLD' });
    expect(renamed.status).toBe(200);
    await syncReferenceData({ db: server.ctx.db, afterSync: copyReferenceFulfillmentCentersToAll });
    const names = (await client.get(`${base}/fulfillment-centers?search=PHX7`)).body.data.map(
      (center: Json) => center.name,
    );
    expect(names).toEqual(['PHX7-OLD']);
    expect((await client.get(`${base}/fulfillment-centers`)).body.meta.total).toBe(
      FULFILLMENT_CENTERS.length,
    );
  });

  it('searches by name, filters by marketplace and paginates', async () => {
    const { client, base } = await owner();
    const { marketplace } = await reference(client);
    const search = await client.get(`${base}/fulfillment-centers?search=phx`);
    expect(search.body.data.map((center: Json) => center.name).sort()).toEqual(['PHX6', 'PHX7']);
    const uk = marketplace('A1F83G8C2ARO7P');
    const filtered = await client.get(`${base}/fulfillment-centers?marketplace_id=${uk.id}&per_page=500`);
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((center: Json) => center.marketplace_id === uk.id)).toBe(true);
    expect(filtered.body.data.map((center: Json) => center.name)).toContain('BHX4');
    const page = await client.get(`${base}/fulfillment-centers?per_page=2&page=3&sort=name&sortDesc=true`);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ current_page: 3, per_page: 2 });
  });
});

describe('creating and editing fulfilment centres', () => {
  it('creates one (code upper-cased) and shows it', async () => {
    const { client, base } = await owner();
    const { marketplace, country } = await reference(client);
    const created = await client.post(`${base}/fulfillment-centers`, {
      name: 'xyz1',
      marketplace_id: marketplace('ATVPDKIKX0DER').id,
      country_id: country('US').id,
      state: 'TX',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'XYZ1', state: 'TX', country: { country_code: 'US' } });
    const shown = await client.get(`${base}/fulfillment-centers/${created.body.data.id}`);
    expect(shown.body.data).toEqual(created.body.data);
  });

  it('refuses a taken code and unknown marketplaces or countries (422)', async () => {
    const { client, base } = await owner();
    const response = await client.post(`${base}/fulfillment-centers`, {
      name: 'phx7',
      marketplace_id: 999_999,
      country_id: 999_999,
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.errors).toEqual({
      name: ['The name has already been taken.'],
      marketplace_id: ['The selected marketplace is invalid.'],
      country_id: ['The selected country is invalid.'],
    });
    const unknownCountry = await client.post(`${base}/fulfillment-centers`, {
      name: 'NEW1',
      country_id: 999_999,
    });
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.body).toEqual({
      message: 'The selected country is invalid.',
      errors: { country_id: ['The selected country is invalid.'] },
      code: 'fulfillment_centers.invalid_country',
    });
    const unknownMarketplace = await client.post(`${base}/fulfillment-centers`, {
      name: 'NEW1',
      marketplace_id: 999_999,
    });
    expect(unknownMarketplace.body.code).toBe('fulfillment_centers.invalid_marketplace');
    expect((await client.post(`${base}/fulfillment-centers`, { name: '' })).body.errors.name).toEqual([
      'The name field is required.',
    ]);
  });

  it('updates its own copy only: other organisations keep the reference values', async () => {
    const mine = await owner();
    const theirs = await owner();
    const { country } = await reference(mine.client);
    const phx7 = (await mine.client.get(`${mine.base}/fulfillment-centers?search=PHX7`)).body.data[0];
    const updated = await mine.client.put(`${mine.base}/fulfillment-centers/${phx7.id}`, {
      name: 'PHX7',
      state: 'NV',
      country_id: country('US').id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'PHX7',
      state: 'NV',
      marketplace_id: phx7.marketplace_id,
    });
    const theirCopy = (await theirs.client.get(`${theirs.base}/fulfillment-centers?search=PHX7`)).body
      .data[0];
    expect(theirCopy.state).toBe('AZ');
    const clash = await mine.client.put(`${mine.base}/fulfillment-centers/${phx7.id}`, { name: 'PHX6' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.name).toEqual(['The name has already been taken.']);
    expect(clash.body.code).toBe('fulfillment_centers.name_taken');
  });
});

describe('who may do what', () => {
  it('answers 404 for another organisation’s centre', async () => {
    const mine = await owner();
    const theirs = await owner();
    const theirCenter = (await theirs.client.get(`${theirs.base}/fulfillment-centers?search=PHX7`)).body
      .data[0];
    expect((await mine.client.get(`${mine.base}/fulfillment-centers/${theirCenter.id}`)).status).toBe(404);
    const put = await mine.client.put(`${mine.base}/fulfillment-centers/${theirCenter.id}`, { name: 'MINE' });
    expect(put.status).toBe(404);
    expect(
      (await theirs.client.get(`${theirs.base}/fulfillment-centers/${theirCenter.id}`)).body.data.name,
    ).toBe('PHX7');
  });

  it('lets viewers read but not write (403)', async () => {
    const { owner: boss, base, members } = await teamWith(server, ['viewer']);
    const viewer = members.viewer?.client;
    if (!viewer) throw new Error('team');
    const center = (await boss.client.get(`${base}/fulfillment-centers?search=PHX7`)).body.data[0];
    expect((await viewer.get(`${base}/fulfillment-centers`)).status).toBe(200);
    expect((await viewer.get(`${base}/fulfillment-centers/${center.id}`)).status).toBe(200);
    expect((await viewer.post(`${base}/fulfillment-centers`, { name: 'NEW1' })).status).toBe(403);
    expect((await viewer.put(`${base}/fulfillment-centers/${center.id}`, { name: 'NEW1' })).status).toBe(403);
  });
});
