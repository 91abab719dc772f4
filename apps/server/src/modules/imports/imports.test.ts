import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { APP_ROLE, inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from '../../lib/csv.ts';
import { catalogOrganisation, csvFile, postCsvBody } from '../../testing/catalog-fixtures.ts';
import { imported, importOutcome } from '../../testing/import-fixtures.ts';
import { seedProduct } from '../../testing/ledger-fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { skus } from '../skus/skus.tables.ts';
import { importSkus, SETTLE_BATCH_LINES } from '../skus/skus-csv.usecases.ts';
import { applyImportJob } from './imports.jobs.ts';
import { insertImport, stageImportRows } from './imports.repository.ts';
import { importRows, imports } from './imports.tables.ts';
import { IMPORT_NOT_QUEUED } from './imports.usecases.ts';

const server = useTestServer();
/** A job no worker takes: queued to see what queueing does to the transaction around it. */
const probeJob = defineJob<{ organisationId: number }>({
  name: 'test.imports-role-probe',
  retryLimit: 0,
  retryDelaySeconds: 0,
});

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

/**
 * A trigger on `table` that fails inserts of rows matching `when` (SQL over `new`), `times` times
 * (all if null): the failure of a write the import makes, at the point it makes it.
 */
async function failInserts({
  name,
  table,
  when,
  times,
}: {
  name: string;
  table: 'skus' | 'forecasts';
  when: string;
  times: number | null;
}) {
  const db = server.ctx.db;
  await db.execute(sql.raw(`create sequence ${name}_tries`));
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    begin
      if ${when} and (${times ?? 'null'}::int is null or nextval('${name}_tries') <= ${times ?? 0}) then
        raise exception 'disk full (simulated)';
      end if;
      return new;
    end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
}

/** Refuses the SKU `BOOM-<organisation>`, `times` times (all if null). */
const refuseSkuInsert = (organisationId: number, times: number | null) =>
  failInserts({
    name: `boom_${organisationId}`,
    table: 'skus',
    when: `new.sku_id = 'BOOM-${organisationId}'`,
    times,
  });

/** Refuses the organisation's pending forecasts rows, `times` times (all if null). */
const refusePendingForecasts = (organisationId: number, times: number | null) =>
  failInserts({
    name: `no_forecasts_${organisationId}`,
    table: 'forecasts',
    when: `new.organisation_id = ${organisationId}`,
    times,
  });

/**
 * SKUs with their forecasts row, pending in the queue or already computed: the recompute follows
 * the SKUs' event within moments (decision 23), so some may be done by the time the test looks.
 */
const skusWithPendingForecast = async (organisationId: number) =>
  (
    await queryRows<{ sku_id: string }>(
      server.ctx.db,
      sql`select s.sku_id from skus s
        join forecasts f on f.organisation_id = s.organisation_id and f.sku_id = s.id
        where s.organisation_id = ${organisationId}
          and (f.generated_at is not null or exists (
            select 1 from forecast_queue q where q.organisation_id = s.organisation_id and q.sku_id = s.id))
        order by s.sku_id`,
    )
  ).map((row) => row.sku_id);

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

  it("gives the new SKUs their pending forecasts after the import's transaction, done only once they have them", async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const rows = Array.from(
      { length: SETTLE_BATCH_LINES + 5 },
      (_, i) => `SETTLE-${String(i).padStart(5, '0')},1`,
    );
    const outcome = await importOutcome(
      client,
      base,
      client.post(`${base}/skus/import`, csvFile(`sku_id,cogs\n${rows.join('\n')}\n`)),
    );
    expect(outcome).toEqual(imported(rows.length, 0));
    // Every batch of lines settled, the last one short.
    expect((await skusWithPendingForecast(organisation.id)).length).toBe(rows.length);
  });

  it('retries the settling alone when it fails after the rows are written: nothing is written twice', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await refusePendingForecasts(organisation.id, 1);
    const outcome = await importOutcome(
      client,
      base,
      client.post(`${base}/skus/import`, csvFile('sku_id,cogs\nS-1,1\nS-2,2\n')),
    );
    // A second apply would have found both SKUs there and reported them updated.
    expect(outcome).toEqual(imported(2, 0));
    expect((await storedImport(organisation.id, outcome.id))?.attempts).toBe(2);
    expect(await skuIdsOf(organisation.id)).toEqual(['S-1:100', 'S-2:200']);
    expect(await skusWithPendingForecast(organisation.id)).toEqual(['S-1', 'S-2']);
  });

  it('never reports an import failed once its rows are written, even when settling fails on every attempt', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    await refusePendingForecasts(organisation.id, null);
    const outcome = await importOutcome(
      client,
      base,
      client.post(`${base}/skus/import`, csvFile('sku_id,cogs\nW-1,1\n')),
    );
    expect(outcome).toEqual(imported(1, 0));
    expect((await storedImport(organisation.id, outcome.id))?.attempts).toBe(applyImportJob.retryLimit + 1);
    expect(await skuIdsOf(organisation.id)).toEqual(['W-1:100']);
    // The nightly recompute writes every SKU's forecasts row; the staged rows are gone.
    expect(await skusWithPendingForecast(organisation.id)).toEqual([]);
    const left = await server.ctx.db
      .select()
      .from(importRows)
      .where(eq(importRows.organisationId, organisation.id));
    expect(left).toEqual([]);
  });

  it('queues an import and its job in one transaction: a job that cannot be queued leaves the import failed, nothing staged', async () => {
    const { organisation } = await catalogOrganisation(server);
    const db = server.ctx.db;
    const logged: unknown[] = [];
    const log = { warn: () => {}, error: (entry: unknown) => logged.push(entry) };
    // The database answered the staging and the mark, then failed the job's insert.
    const jobs: JobQueue = {
      ...server.ctx.jobs,
      enqueueIn: () => Promise.reject(new Error('connection lost (simulated)')),
    };
    await expect(
      importSkus({ db, organisationId: organisation.id, jobs, log, csv: 'sku_id,cogs\nNOT-SENT,1.50\n' }),
    ).rejects.toThrow('connection lost (simulated)');
    const [stored] = await db.select().from(imports).where(eq(imports.organisationId, organisation.id));
    // Not queued without a job (which nothing would ever run): failed, and says so.
    expect(stored).toMatchObject({ status: 'failed', message: IMPORT_NOT_QUEUED, attempts: 0 });
    expect(logged).toEqual([expect.objectContaining({ importId: stored?.id })]);
    const staged = await db.select().from(importRows).where(eq(importRows.organisationId, organisation.id));
    expect(staged).toEqual([]);
    expect(await skuIdsOf(organisation.id)).toEqual([]);
    const queued = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job
          where name = ${applyImportJob.name} and data @> ${JSON.stringify({ organisationId: organisation.id })}::jsonb`,
    );
    expect(queued[0]?.n).toBe(0);
  });

  it('queues the job inside the tenant transaction and puts the tenant role back for what follows it', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const outcome = await importOutcome(
      client,
      base,
      client.post(`${base}/skus/import`, csvFile('sku_id\nROLE-1\n')),
    );
    expect(outcome).toEqual(imported(1, 0));
    await server.ctx.jobs.prepare(probeJob);
    const roles = await inTenant(server.ctx.db, organisation.id, async (tx) => {
      const before = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
      await server.ctx.jobs.enqueueIn(tx, probeJob, { organisationId: organisation.id });
      const after = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
      // Still walled: another organisation's rows stay out of sight.
      const others = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from skus where organisation_id <> ${organisation.id}`,
      );
      return { before: before[0]?.role, after: after[0]?.role, others: others[0]?.n };
    });
    expect(roles).toEqual({ before: APP_ROLE, after: APP_ROLE, others: 0 });
  });

  it('refuses a file over the size limit whole instead of importing the rows before the cut (422), staging nothing', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const name = 'N'.repeat(100);
    const lines = ['sku_id,name'];
    for (let i = 0; lines.length * (name.length + 10) < CSV_MAX_BYTES + 100_000; i++)
      lines.push(`BIG-${i},${name}`);
    const text = `${lines.join('\n')}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(CSV_MAX_BYTES);
    // Read up to the limit, the file's first ~10 MB were imported as if they were all of it.
    const upload = await client.post(`${base}/skus/import`, csvFile(text));
    expect(upload.status, JSON.stringify(upload.body).slice(0, 300)).toBe(422);
    expect(upload.body.errors).toEqual({ file: [CSV_TOO_LARGE] });
    const asText = await postCsvBody(client, `${base}/skus/import`, text);
    expect(asText.status).toBe(413);
    const started = await server.ctx.db
      .select()
      .from(imports)
      .where(eq(imports.organisationId, organisation.id));
    expect(started).toEqual([]);
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
