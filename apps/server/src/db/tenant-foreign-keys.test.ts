import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../modules/products/products.tables.ts';
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
});
