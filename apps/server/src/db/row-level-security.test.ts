import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../modules/organisations/organisations.tables.ts';
import { products } from '../modules/products/products.tables.ts';
import { skus } from '../modules/skus/skus.tables.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type DatabaseHandle, queryRows } from './client.ts';
import { APP_ROLE, inTenant } from './tenant-transaction.ts';

/**
 * The second wall (decision record 10): whatever a query forgets, the database itself refuses
 * another organisation's rows to tenant work. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL as a superuser, which row security would not stop without the role switch.
 */
let handle: DatabaseHandle;
let a: number;
let b: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  const made = await handle.db
    .insert(organisations)
    .values([
      { ulid: ulid(), name: 'A' },
      { ulid: ulid(), name: 'B' },
    ])
    .returning();
  a = made[0]?.id ?? 0;
  b = made[1]?.id ?? 0;
  await handle.db.insert(skus).values([
    { organisationId: a, skuId: 'A-1' },
    { organisationId: a, skuId: 'A-2' },
    { organisationId: b, skuId: 'B-1' },
  ]);
});

afterAll(async () => {
  await handle?.close();
});

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  return work.then(
    () => 'accepted',
    (error: unknown) => sqlState(error),
  );
}

describe('row-level security', () => {
  it('gives a query that forgets its organisation filter only its own organisation', async () => {
    const seen = await inTenant(handle.db, b, async (tx) => ({
      orm: await tx.select({ skuId: skus.skuId, organisationId: skus.organisationId }).from(skus),
      raw: await queryRows<{ sku_id: string }>(tx, sql`select * from skus`),
      count: await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from skus`),
      organisations: await queryRows<{ id: number }>(tx, sql`select id from organisations`),
      who: await queryRows<{ role: string; setting: string }>(
        tx,
        sql`select current_user as role, current_setting('app.organisation_id') as setting`,
      ),
    }));
    expect(seen.orm).toEqual([{ skuId: 'B-1', organisationId: b }]);
    expect(seen.raw.map((row) => row.sku_id)).toEqual(['B-1']);
    expect(seen.count[0]?.n).toBe(1);
    expect(seen.organisations.map((row) => Number(row.id))).toEqual([b]);
    expect(seen.who[0]).toEqual({ role: APP_ROLE, setting: String(b) });
  });

  it("refuses to write another organisation's rows, and cannot touch them", async () => {
    expect(
      await refusal(
        inTenant(handle.db, b, (tx) => tx.insert(skus).values({ organisationId: a, skuId: 'planted' })),
      ),
    ).toBe('42501'); // insufficient_privilege: new row violates row-level security policy
    expect(
      await refusal(
        inTenant(handle.db, b, (tx) =>
          tx.update(skus).set({ organisationId: a }).where(eq(skus.skuId, 'B-1')),
        ),
      ),
    ).toBe('42501'); // moving its own row into another organisation
    const touched = await inTenant(handle.db, b, async (tx) => ({
      updated: await tx.update(skus).set({ name: 'hijacked' }).where(eq(skus.organisationId, a)).returning(),
      deleted: await tx.delete(skus).where(eq(skus.organisationId, a)).returning(),
    }));
    expect(touched).toEqual({ updated: [], deleted: [] });
    const all = await handle.db.select({ skuId: skus.skuId, name: skus.name }).from(skus).orderBy(skus.skuId);
    expect(all).toEqual([
      { skuId: 'A-1', name: null },
      { skuId: 'A-2', name: null },
      { skuId: 'B-1', name: null },
    ]);
  });

  it('lets tenant work write its own rows and nests in an open transaction', async () => {
    const [product] = await inTenant(handle.db, a, (tx) =>
      tx.insert(products).values({ organisationId: a, name: 'Own product' }).returning(),
    );
    expect(product?.organisationId).toBe(a);
    const nested = await handle.db.transaction((outer) =>
      inTenant(outer, b, (tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from products`)),
    );
    expect(nested[0]?.n).toBe(0);
  });

  it('writes all or nothing: a failure rolls back, a failed nested step only its savepoint', async () => {
    const named = async (name: string) =>
      (await handle.db.select().from(products).where(eq(products.name, name))).length;
    const failing = inTenant(handle.db, a, async (tx) => {
      await tx.insert(products).values({ organisationId: a, name: 'Rolled back' });
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await named('Rolled back')).toBe(0);
    await inTenant(handle.db, a, async (tx) => {
      await tx.insert(products).values({ organisationId: a, name: 'Kept' });
      await tx
        .transaction(async (step) => {
          await step.insert(products).values({ organisationId: a, name: 'Undone step' });
          throw new Error('the step failed');
        })
        .catch(() => undefined);
    });
    expect([await named('Kept'), await named('Undone step')]).toEqual([1, 0]);
  });

  it('shows nothing to the application role without an organisation', async () => {
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from skus`);
    });
    expect(rows[0]?.n).toBe(0);
  });

  it('leaves the setting and the role behind when the transaction ends', async () => {
    await inTenant(handle.db, a, async () => undefined);
    const [after] = await queryRows<{ role: string; setting: string | null }>(
      handle.db,
      sql`select current_user as role, nullif(current_setting('app.organisation_id', true), '') as setting`,
    );
    expect(after?.role).not.toBe(APP_ROLE);
    expect(after?.setting ?? null).toBeNull();
  });
});

describe('row-level security in the catalogue', () => {
  it('covers every table with an organisation_id, and organisations, with FORCE and a policy', async () => {
    const tables = await queryRows<{
      table_name: string;
      enabled: boolean;
      forced: boolean;
      policies: string[] | string;
    }>(
      handle.db,
      sql`select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            coalesce(array_agg(p.polname order by p.polname) filter (where p.polname is not null), '{}') as policies
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_policy p on p.polrelid = c.oid
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and (c.relname = 'organisations' or exists (
              select 1 from pg_attribute a
              where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped))
          group by c.oid, c.relname, c.relrowsecurity, c.relforcerowsecurity
          order by c.relname`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['organisations', 'skus']),
    );
    // A new module's table with an organisation_id lands here; its migration must end with
    // `SELECT apply_tenant_row_security();` (migration 0009).
    const missing = tables
      .filter((table) => {
        const policies = Array.isArray(table.policies) ? table.policies : String(table.policies);
        return !table.enabled || !table.forced || !policies.includes('tenant_isolation');
      })
      .map((table) => table.table_name);
    expect(missing).toEqual([]);
  });

  it('lets the planner use LIKE and ILIKE under the policy, which still hides other organisations', async () => {
    const [role] = await queryRows<{ super: boolean }>(
      handle.db,
      sql`select rolsuper as super from pg_roles where rolname = current_user`,
    );
    const flags = await queryRows<{ proname: string; proleakproof: boolean }>(
      handle.db,
      sql`select proname, proleakproof from pg_proc where proname in ('texticlike', 'textlike')
          and pronamespace = 'pg_catalog'::regnamespace order by proname`,
    );
    // Migration 0010 may only say so as a superuser (PGlite always is; so is CI's PostgreSQL).
    expect(flags).toEqual([
      { proname: 'texticlike', proleakproof: role?.super ?? false },
      { proname: 'textlike', proleakproof: role?.super ?? false },
    ]);
    // Applied before the policy or after it, a search without its filter finds only A's rows.
    const found = await inTenant(handle.db, a, (tx) =>
      queryRows<{ sku_id: string }>(tx, sql`select sku_id from skus where sku_id ilike ${'%-1'} order by 1`),
    );
    expect(found).toEqual([{ sku_id: 'A-1' }]);
  });

  it('runs tenant work as a role that owns nothing and cannot bypass row security', async () => {
    const [role] = await queryRows<{ super: boolean; bypass: boolean; login: boolean }>(
      handle.db,
      sql`select rolsuper as super, rolbypassrls as bypass, rolcanlogin as login from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ super: false, bypass: false, login: false });
    const owned = await queryRows<{ relname: string }>(
      handle.db,
      sql`select c.relname from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${APP_ROLE}`,
    );
    expect(owned).toEqual([]);
  });
});
