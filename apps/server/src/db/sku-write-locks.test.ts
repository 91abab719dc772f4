import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import {
  lockEverySkuForWriting,
  lockSkusForWriting,
  MOST_SKU_LOCKS,
  tryLockSkusForWriting,
} from './sku-write-locks.ts';

/**
 * Two connections of a PostgreSQL pool: what one transaction holds, the other's try sees. PGlite
 * has one connection, where every lock is the asker's own: PostgreSQL only (CI's PostgreSQL suite).
 */
describe.skipIf(!testDatabaseUrl())('SKU write locks', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Runs `hold` in a transaction kept open while `meanwhile` runs on another connection. */
  async function whileHeld<T>(
    hold: (tx: Executor) => Promise<void>,
    meanwhile: () => Promise<T>,
  ): Promise<T> {
    let release: () => void = () => undefined;
    let held: () => void = () => undefined;
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holding = handle.db.transaction(async (tx) => {
      await hold(tx);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isHeld;
    try {
      return await meanwhile();
    } finally {
      release();
      await holding;
    }
  }

  const tryLock = (organisationId: number, skuIds: number[]) =>
    handle.db.transaction((tx) => tryLockSkusForWriting(tx, { organisationId, skuIds }));

  it("leaves a writer's SKUs to it and takes the others", async () => {
    const got = await whileHeld(
      (tx) => lockSkusForWriting(tx, { organisationId: 1, skuIds: [12, 10] }),
      () => tryLock(1, [10, 11, 12, 13]),
    );
    expect(got).toEqual(new Set([11, 13]));
  });

  it('takes nothing of an organisation a writer of many SKUs holds, and leaves other organisations alone', async () => {
    const many = Array.from({ length: MOST_SKU_LOCKS + 1 }, (_, index) => index + 1);
    const [inIt, elsewhere] = await whileHeld(
      (tx) => lockSkusForWriting(tx, { organisationId: 2, skuIds: many }),
      async () => [await tryLock(2, [MOST_SKU_LOCKS + 5]), await tryLock(3, [1, 2])],
    );
    expect(inIt).toEqual(new Set());
    expect(elsewhere).toEqual(new Set([1, 2]));
    const rebuilding = await whileHeld(
      (tx) => lockEverySkuForWriting(tx, { organisationId: 2 }),
      () => tryLock(2, [1]),
    );
    expect(rebuilding).toEqual(new Set());
  });

  it('gives the SKUs back when the transaction ends', async () => {
    await whileHeld(
      (tx) => lockSkusForWriting(tx, { organisationId: 4, skuIds: [1] }),
      async () => undefined,
    );
    expect(await tryLock(4, [1])).toEqual(new Set([1]));
  });
});
