import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { insertImport, stageImportRows } from '../imports/imports.repository.ts';
import { skus } from './skus.tables.ts';
import { addPendingForecastsOfStagedSkus, deferPendingForecasts } from './skus-import.repository.ts';

const server = useTestServer();

describe("a SKU import's pending forecasts, settled after its commit", () => {
  it('walks the staged lines in batches, past lines whose SKU is gone, writing each missing row once', async () => {
    const { organisation } = await signUp(server);
    const organisationId = organisation.id;
    const db = server.ctx.db;
    const staged = await insertImport(db, { organisationId, resource: 'skus', total: 4 });
    const lines = ['GONE-1', 'GONE-2', 'HERE-1', 'HERE-2'].map((skuId, index) => ({
      line: index + 2,
      data: { skuId, product: null, values: {} },
    }));
    await stageImportRows(db, { organisationId, importId: staged.id, rows: lines });
    // As the import's transaction writes them: without their pending forecasts rows.
    await inTenant(db, organisationId, async (tx) => {
      await deferPendingForecasts(tx);
      await tx.insert(skus).values([
        { organisationId, skuId: 'HERE-1' },
        { organisationId, skuId: 'HERE-2' },
      ]);
    });
    const pending = async () =>
      (
        await queryRows<{ sku_id: string }>(
          db,
          sql`select s.sku_id from skus s
            join forecasts f on f.organisation_id = s.organisation_id and f.sku_id = s.id
            join forecast_queue q on q.organisation_id = s.organisation_id and q.sku_id = s.id
            where s.organisation_id = ${organisationId} order by s.sku_id`,
        )
      ).map((row) => row.sku_id);
    expect(await pending()).toEqual([]);

    const key = { organisationId, importId: staged.id };
    const batch = (afterLine: number) =>
      inTenant(db, organisationId, (tx) => addPendingForecastsOfStagedSkus(tx, key, { afterLine, lines: 2 }));
    // Lines 2 and 3 name SKUs deleted since (or never written): the walk goes on past them.
    expect(await batch(0)).toBe(3);
    expect(await pending()).toEqual([]);
    expect(await batch(3)).toBe(5);
    expect(await pending()).toEqual(['HERE-1', 'HERE-2']);
    expect(await batch(5)).toBeNull();
    // Again from the start (a retry): nothing is written twice.
    expect(await batch(0)).toBe(3);
    expect(await batch(3)).toBe(5);
    const [{ rows } = { rows: -1 }] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from forecasts where organisation_id = ${organisationId}`,
    );
    expect(rows).toBe(2);
  });
});
