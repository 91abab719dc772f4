import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { catalogOrganisation, csvFile, postCsvBody } from '../../testing/catalog-fixtures.ts';
import { imported, importOutcome } from '../../testing/import-fixtures.ts';
import { seedProduct } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';
import { insertImport, markImportQueued, stageImportRows } from './imports.repository.ts';
import { importRows, imports } from './imports.tables.ts';
import { applyImportJob, resendStrandedImports } from './imports.usecases.ts';

const server = useTestServer();

const skuIdsOf = async (organisationId: number) =>
  (
    await server.ctx.db
      .select({ skuId: skus.skuId, cogs: skus.cogs })
      .from(skus)
      .where(eq(skus.organisationId, organisationId))
      .orderBy(skus.skuId)
  ).map((row) => `${row.skuId}:${row.cogs}`);

const storedImport = async (organisationId: number, id: number) => {
  const [row] = await server.ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.organisationId, organisationId), eq(imports.id, id)));
  return row;
};

/** A trigger that refuses the SKU `BOOM-<organisation>` on insert, `times` times (all if null). */
async function refuseSkuInsert(organisationId: number, times: number | null) {
  const name = `boom_${organisationId}`;
  const db = server.ctx.db;
  await db.execute(sql.raw(`create sequence ${name}_tries`));
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    begin
      if new.sku_id = 'BOOM-${organisationId}' and (${times ?? 'null'}::int is null or nextval('${name}_tries') <= ${times ?? 0}) then
        raise exception 'disk full (simulated)';
      end if;
      return new;
    end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on skus for each row execute function ${name}()`),
  );
}

describe('CSV imports in the background', () => {
  it('answers 202 with a queued import, then shows it done with what it created and updated', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await server.ctx.db.insert(skus).values({ organisationId: organisation.id, skuId: 'OLD', cogs: 100 });
    const upload = await client.post(
      `${base}/skus/import`,
      csvFile('sku_id,cogs\nOLD,2.50\nNEW-1,3\nNEW-2,\n'),
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(202);
    expect(upload.body.data).toMatchObject({ resource: 'skus', status: 'queued', total: 3, processed: 0 });

    const outcome = await importOutcome(client, base, upload);
    expect(outcome).toEqual(imported(2, 1));
    expect(outcome).toMatchObject({ total: 3, processed: 3, message: null, finished_at: expect.any(String) });
    expect(await skuIdsOf(organisation.id)).toEqual(['NEW-1:300', 'NEW-2:null', 'OLD:250']);
    // The staged rows are gone once the import has run.
    const left = await server.ctx.db
      .select()
      .from(importRows)
      .where(eq(importRows.organisationId, organisation.id));
    expect(left).toEqual([]);
  });

  it('leaves the planner knowing how many SKUs the organisation now has', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const rows = Array.from({ length: 2_000 }, (_, i) => `STAT-${i},1`);
    const upload = await client.post(`${base}/skus/import`, csvFile(`sku_id,cogs\n${rows.join('\n')}\n`));
    expect(await importOutcome(client, base, upload)).toEqual(imported(2_000, 0));
    // Planned on the statistics of an organisation without SKUs, its next list ran a nested loop
    // over every row for each row (90–110 s at 50,000 on PostgreSQL).
    const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      server.ctx.db,
      sql`explain (format json) select * from skus where organisation_id = ${organisation.id}`,
    );
    expect(plan?.['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(1_000);
  });

  it('still answers 422 at once for rows the upload can check, and stages nothing', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const response = await postCsvBody(
      client,
      `${base}/skus/import`,
      'sku_id,product\nA-1,No such product\n',
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'rows.2.product': ['No product named "No such product".'] });
    expect(
      await server.ctx.db.select().from(imports).where(eq(imports.organisationId, organisation.id)),
    ).toEqual([]);
  });

  it("fails with the rows' errors when what a row names is gone by the time the job runs, writing nothing", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const product = await seedProduct(server.ctx.db, organisation.id, 'Mat');
    const db = server.ctx.db;
    const staged = await insertImport(db, { organisationId: organisation.id, resource: 'skus', total: 2 });
    await stageImportRows(db, {
      organisationId: organisation.id,
      importId: staged.id,
      rows: [
        { line: 2, data: { skuId: 'KEPT-OUT', product: 'Mat', values: { productId: product.id } } },
        { line: 3, data: { skuId: 'GONE', product: 'Deleted', values: { productId: product.id + 1000 } } },
      ],
    });
    await server.ctx.jobs.enqueue(applyImportJob, { organisationId: organisation.id, importId: staged.id });
    const outcome = await importOutcome(client, base, {
      status: 202,
      headers: new Headers(),
      body: { data: staged },
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      created: 0,
      updated: 0,
      processed: 0,
      errors: { 'rows.3.product': ['No product named "Deleted".'] },
    });
    expect(await skuIdsOf(organisation.id)).toEqual([]);
  });

  it('writes nothing when the apply fails half-way, and marks the import failed once its retries are spent', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await server.ctx.db.insert(skus).values({ organisationId: organisation.id, skuId: 'OLD', cogs: 100 });
    await refuseSkuInsert(organisation.id, null);
    const outcome = await importOutcome(
      client,
      base,
      client.post(
        `${base}/skus/import`,
        csvFile(`sku_id,cogs\nOLD,9.00\nFINE,1\nBOOM-${organisation.id},2\n`),
      ),
    );
    expect(outcome).toMatchObject({ status: 'failed', created: 0, updated: 0, errors: null });
    expect(outcome.message).toMatch(/nothing was imported/);
    // The update of OLD ran before the insert failed; it was rolled back with it.
    expect(await skuIdsOf(organisation.id)).toEqual(['OLD:100']);
    expect((await storedImport(organisation.id, outcome.id))?.attempts).toBe(applyImportJob.retryLimit + 1);
  });

  it('retries an attempt that failed (a crash, a lost connection) and writes every row once', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await refuseSkuInsert(organisation.id, 1);
    const outcome = await importOutcome(
      client,
      base,
      client.post(`${base}/skus/import`, csvFile(`sku_id,cogs\nA,1\nBOOM-${organisation.id},2\n`)),
    );
    expect(outcome).toEqual(imported(2, 0));
    expect(await skuIdsOf(organisation.id)).toEqual(['A:100', `BOOM-${organisation.id}:200`]);
    expect((await storedImport(organisation.id, outcome.id))?.attempts).toBe(2);
  });

  it('sends the job again at start-up for an import left queued without one, which is then written once', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const db = server.ctx.db;
    // As an instance that died between marking the import queued and sending its job leaves it.
    const staged = await insertImport(db, { organisationId: organisation.id, resource: 'skus', total: 1 });
    const key = { organisationId: organisation.id, id: staged.id };
    await stageImportRows(db, {
      organisationId: organisation.id,
      importId: staged.id,
      rows: [{ line: 2, data: { skuId: 'STRANDED', product: null, values: { cogs: 150 } } }],
    });
    await markImportQueued(db, key);
    const resend = () => resendStrandedImports({ db, jobs: server.ctx.jobs, log: server.ctx.log });
    // Queued moments ago: its job may still be on its way.
    expect(await resend()).toBe(0);
    await db
      .update(imports)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(imports.organisationId, key.organisationId), eq(imports.id, key.id)));
    expect(await resend()).toBe(1);
    const outcome = await importOutcome(client, base, {
      status: 202,
      headers: new Headers(),
      body: { data: staged },
    });
    expect(outcome).toEqual(imported(1, 0));
    expect(await skuIdsOf(organisation.id)).toEqual(['STRANDED:150']);
    expect(await resend()).toBe(0);
  });

  it("answers 404 for another organisation's import, as for one that does not exist", async () => {
    const owner = await catalogOrganisation(server);
    const upload = await owner.client.post(`${owner.base}/skus/import`, csvFile('sku_id\nMINE\n'));
    const mine = await importOutcome(owner.client, owner.base, upload);
    const outsider = await catalogOrganisation(server);
    expect((await outsider.client.get(`${outsider.base}/imports/${mine.id}`)).status).toBe(404);
    expect((await outsider.client.get(`${owner.base}/imports/${mine.id}`)).status).toBe(404);
    expect((await owner.client.get(`${owner.base}/imports/${mine.id + 1000}`)).status).toBe(404);
  });
});
