import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { countries, referenceDataSync } from './reference.tables.ts';
import { referenceDatasetsDigest } from './reference-sync.usecase.ts';

/**
 * A restart does not rewrite the reference tables when the shipped datasets are the ones last
 * synced (issue 28), and still brings them in line when the datasets changed.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

const usName = async () =>
  (await handle.db.select({ name: countries.name }).from(countries).where(eq(countries.countryCode, 'US')))[0]
    ?.name;

describe('the reference data at start-up', () => {
  it('records the digest of the datasets it synced', async () => {
    const [row] = await handle.db.select().from(referenceDataSync);
    expect(row?.digest).toBe(referenceDatasetsDigest());
  });

  it('is left alone when the datasets did not change, and synced again when they did', async () => {
    const shipped = await usName();
    await handle.db.update(countries).set({ name: 'Edited by hand' }).where(eq(countries.countryCode, 'US'));

    await runMigrations(handle);
    expect(await usName()).toBe('Edited by hand');

    // What a new version with other datasets finds: a digest that is not its own.
    await handle.db.update(referenceDataSync).set({ digest: 'an older version' });
    await runMigrations(handle);
    expect(await usName()).toBe(shipped);
    expect((await handle.db.select().from(referenceDataSync))[0]?.digest).toBe(referenceDatasetsDigest());
  });
});
