import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forecastOverrides, forecastQueue, forecasts } from '../modules/forecasts/forecasts.tables.ts';
import { organisations } from '../modules/organisations/organisations.tables.ts';
import { products } from '../modules/products/products.tables.ts';
import { skus } from '../modules/skus/skus.tables.ts';
import { suppliers } from '../modules/suppliers/suppliers.tables.ts';
import { signUp } from '../testing/fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';
import { isForeignKeyViolation } from './errors.ts';

const server = useTestServer();

/** What the database itself guarantees, whatever the code above it does (decision 5). */
describe('tenant foreign keys', () => {
  it("refuses a pointer into another organisation's rows", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server);
    const [theirSupplier] = await server.ctx.db
      .insert(suppliers)
      .values({ organisationId: theirs.organisation.id, name: 'Theirs' })
      .returning();
    const attempt = server.ctx.db
      .insert(products)
      .values({ organisationId: mine.organisation.id, name: 'Mine', supplierId: theirSupplier?.id });
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  it('clears only the pointer when its target is deleted', async () => {
    const { organisation } = await signUp(server);
    const [supplier] = await server.ctx.db
      .insert(suppliers)
      .values({ organisationId: organisation.id, name: 'Gone soon' })
      .returning();
    const [product] = await server.ctx.db
      .insert(products)
      .values({ organisationId: organisation.id, name: 'Stays', supplierId: supplier?.id })
      .returning();
    await server.ctx.db
      .delete(suppliers)
      .where(and(eq(suppliers.organisationId, organisation.id), eq(suppliers.id, supplier?.id ?? 0)));
    const [after] = await server.ctx.db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? 0));
    expect(after).toMatchObject({ organisationId: organisation.id, supplierId: null, name: 'Stays' });
  });

  // Migration 0036: a SKU's rows reach their organisation through the SKU alone.
  it("keeps a SKU's rows in the SKU's organisation, and deleting the organisation deletes them", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server);
    const [sku] = await server.ctx.db
      .insert(skus)
      .values({ organisationId: mine.organisation.id, skuId: 'MUG' })
      .returning();
    const skuId = sku?.id ?? 0;
    const override = {
      skuId,
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      kind: 'multiplier' as const,
      value: 2,
    };
    await server.ctx.db
      .insert(forecastOverrides)
      .values({ organisationId: mine.organisation.id, ...override });
    const misplaced = await server.ctx.db
      .insert(forecastOverrides)
      .values({ organisationId: theirs.organisation.id, ...override })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isForeignKeyViolation(misplaced)).toBe(true);

    const rowsOf = async (organisationId: number) => {
      const counts = [];
      for (const table of [forecasts, forecastQueue, forecastOverrides])
        counts.push(await server.ctx.db.$count(table, sql`organisation_id = ${organisationId}`));
      return counts;
    };
    // The SKU's pending forecast and its place in the queue came with it (skus_inserted).
    expect(await rowsOf(mine.organisation.id)).toEqual([1, 1, 1]);
    await server.ctx.db.delete(organisations).where(eq(organisations.id, mine.organisation.id));
    expect(await rowsOf(mine.organisation.id)).toEqual([0, 0, 0]);
  });
});
