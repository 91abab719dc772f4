import type { OrganisationDeletion, User } from '@backoffice/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { signUp } from '../../testing/fixtures.ts';
import { orderLine, outcome, report, upload } from '../../testing/report-fixtures.ts';
import { teamWith } from '../../testing/team-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { runOrganisationDeletion } from './organisation-lifecycle.jobs.ts';
import { requestOrganisationDeletion } from './request-deletion.usecase.ts';

const server = useTestServer();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Every table with an organisation_id, from the catalogue: whatever a later module adds too. */
async function tenantTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    server.ctx.db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organisation_id'
          and not a.attisdropped) order by 1`,
  );
  return rows.map((row) => row.name);
}

/** The organisation's rows per tenant table, the empty ones left out. */
async function rowsOf(organisationId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tenantTables()) {
    const [row] = await queryRows<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
    );
    if (row?.n) counts[table] = row.n;
  }
  return counts;
}

/** Stock, documents, orders, a logo and a report document: a bit of everything an organisation holds. */
async function fill(client: TestClient, base: string): Promise<void> {
  const warehouse = await client.post(`${base}/warehouses`, { name: 'Main' });
  const depot = await client.post(`${base}/warehouses`, { name: 'Depot' });
  const sku = await client.post(`${base}/skus`, { sku_id: 'TENT-1' });
  expect(sku.status).toBe(201);
  const adjusted = await client.post(`${base}/warehouses/${warehouse.body.data.ulid}/adjustments`, {
    sku_id: sku.body.data.id,
    quantity: 5,
    reason: 'count',
  });
  expect(adjusted.status).toBe(201);
  const transfer = await client.post(`${base}/transfers`, {
    outgoing_warehouse_id: warehouse.body.data.id,
    destination_warehouse_id: depot.body.data.id,
    items: [{ ulid: '01kaz0000000000000000000aa', sku_id: sku.body.data.id, quantity_shipped: 2 }],
  });
  expect((await client.post(`${base}/transfers/${transfer.body.data.id}/ship`, {})).status).toBe(200);
  const supplier = await client.post(`${base}/suppliers`, { name: 'Maker' });
  const order = await client.post(`${base}/purchase-orders`, {
    supplier_id: supplier.body.data.id,
    warehouse_id: warehouse.body.data.id,
    lines: [{ sku_id: sku.body.data.id, quantity: 3, unit_cost: '1.00' }],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const logo = new FormData();
  logo.set(
    'name',
    (await client.get<{ data: User }>('/api/users/me')).body.data.organisations[0]?.name ?? '',
  );
  logo.set('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  expect((await client.post(`${base}/`, logo)).status).toBe(200);
  const source = await client.post(`${base}/report-sources`, { name: 'Files', type: 'manual' });
  const ORDERS = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
  const uploaded = await upload(
    client,
    base,
    { report_source_id: String(source.body.data.id), report_type: ORDERS },
    report(ORDERS, [orderLine('203-1', 'TENT-1')]),
  );
  expect((await outcome(client, base, uploaded.id)).status).toBe('PROCESSED');
}

async function storedFileCount(organisationId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.ctx.db,
    sql`select count(*)::int as n from stored_files where organisation_id = ${organisationId}`,
  );
  return row?.n ?? 0;
}

/** Polls the deletion as its owner's screen does, until it is done. */
async function finished(client: TestClient, id: number): Promise<OrganisationDeletion> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await client.get<{ data: OrganisationDeletion }>(`/api/organisation-deletions/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (response.body.data.status === 'done') return response.body.data;
    if (Date.now() > deadline) throw new Error(`deletion ${id}: ${JSON.stringify(response.body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const listed = async (client: TestClient) =>
  (await client.get<{ data: User }>('/api/users/me')).body.data.organisations.map((o) => o.ulid);

describe('deleting an organisation', () => {
  it('is for owners only, confirmed by its exact name', async () => {
    const { owner, base, organisation, members } = await teamWith(server, ['admin', 'viewer']);
    for (const member of [members.admin, members.viewer]) {
      const refused = await member?.client.request('DELETE', base, { name: organisation.name });
      expect(refused?.status).toBe(403);
    }
    for (const [body, field] of [
      [undefined, 'The name field is required.'],
      [{}, 'The name field is required.'],
      [{ name: organisation.name.toUpperCase() }, null],
      [{ name: `${organisation.name}x` }, null],
    ] as const) {
      const refused = await owner.client.request('DELETE', base, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors.name).toEqual([
        field ??
          `Type the organisation's name exactly as it is written ("${organisation.name}") to delete it.`,
      ]);
    }
    // Nothing happened: everyone still has it.
    for (const client of [owner.client, members.admin?.client, members.viewer?.client])
      expect(await listed(client as TestClient)).toContain(organisation.ulid);
    expect((await owner.client.get(`${base}/team`)).status).toBe(200);
    // Signed out: 401.
    const visitor = server.client();
    await visitor.csrf();
    expect((await visitor.request('DELETE', base, { name: organisation.name })).status).toBe(401);
  });

  it('takes it from every member at once, then everything of it in the background, and nothing of others', async () => {
    const { owner, base, organisation, members } = await teamWith(server, ['admin']);
    const kept = await signUp(server);
    const keptBase = `/api/organisations/${kept.organisation.ulid}`;
    // The owner's second organisation, and the admin's own: both stay.
    const second = await owner.client.post('/api/organisations', { name: 'Second Brand' });
    expect(second.status).toBe(201);
    await fill(owner.client, base);
    await fill(kept.client, keptBase);
    const doomedBefore = await rowsOf(organisation.id);
    // What its own writes set off (forecasts, a problem scan) done first: only the deletion may differ.
    await backgroundSettled(server, kept.organisation.id);
    const keptBefore = await rowsOf(kept.organisation.id);
    expect(Object.keys(doomedBefore)).toEqual(
      expect.arrayContaining(['inventory_movements', 'purchase_order_lines', 'store_orders', 'stored_files']),
    );
    expect(await storedFileCount(organisation.id)).toBe(2);

    const response = await owner.client.request<{ data: OrganisationDeletion }>('DELETE', base, {
      name: organisation.name,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(response.body.data).toMatchObject({
      organisation: { ulid: organisation.ulid, name: organisation.name },
      status: 'queued',
      finished_at: null,
    });
    // At once: in nobody's list, and its routes answer 404 to its members, as to strangers.
    for (const member of [owner, members.admin]) {
      expect(await listed(member?.client as TestClient)).not.toContain(organisation.ulid);
      for (const path of ['/team', '/skus', '/counts', '/'])
        expect((await member?.client.get(`${base}${path}`))?.status, path).toBe(404);
    }
    expect(await listed(owner.client)).toEqual([second.body.data.ulid]);
    // Only the owner who asked watches the deletion.
    expect(
      (await members.admin?.client.get(`/api/organisation-deletions/${response.body.data.id}`))?.status,
    ).toBe(404);

    const done = await finished(owner.client, response.body.data.id);
    expect(done).toMatchObject({ status: 'done', percent: 100, error: null });
    expect(done.removed).toBeGreaterThan(20);
    expect(done.finished_at).not.toBeNull();
    expect(await rowsOf(organisation.id)).toEqual({});
    expect(
      await server.ctx.db.select().from(organisations).where(eq(organisations.id, organisation.id)),
    ).toEqual([]);
    // Other organisations are as they were, and their members keep them.
    await backgroundSettled(server, kept.organisation.id);
    expect(await rowsOf(kept.organisation.id)).toEqual(keptBefore);
    expect(await storedFileCount(kept.organisation.id)).toBe(2);
    expect((await kept.client.get(`${keptBase}/skus`)).status).toBe(200);
    expect(await listed(members.admin?.client as TestClient)).toEqual([members.admin?.organisation.ulid]);
  }, 120_000);

  it('resumes where a run stopped, and the mark alone hides it before any row goes', async () => {
    const { client, organisation, user } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    await fill(client, base);
    // What the filling set off (forecasts, a problem scan) done first: the count below is of rows
    // the deletion removes, not of rows a recompute is still writing.
    await backgroundSettled(server, organisation.id);
    // Its job queued but never run, as on an instance that died before any worker took it.
    const noJobs = {
      prepare: async () => {},
      enqueueIn: async () => 'not-run',
      wake: () => {},
    } as unknown as JobQueue;
    const { deletion } = await requestOrganisationDeletion({
      db: server.ctx.db,
      jobs: noJobs,
      organisationId: organisation.id,
      userId: user.id,
      input: { name: organisation.name },
    });
    // No job ran: every row is there, yet the organisation is gone for its owner.
    expect(Object.keys(await rowsOf(organisation.id)).length).toBeGreaterThan(10);
    expect((await client.get(`${base}/skus`)).status).toBe(404);
    expect(await listed(client)).toEqual([]);

    const run = { db: server.ctx.db, files: server.ctx.files, organisationId: organisation.id };
    // Out of time before its first file: nothing done, the job would be sent again.
    expect(await runOrganisationDeletion({ ...run, deletionId: deletion.id, sliceSeconds: 0 })).toBe(
      'continued',
    );
    const counted = await client.get<{ data: OrganisationDeletion }>(
      `/api/organisation-deletions/${deletion.id}`,
    );
    expect(counted.body.data).toMatchObject({ status: 'running', removed: 0, percent: 0 });
    expect(counted.body.data.total).toBeGreaterThan(20);
    expect(await runOrganisationDeletion({ ...run, deletionId: deletion.id, sliceSeconds: 60 })).toBe('done');
    expect(await rowsOf(organisation.id)).toEqual({});
    // A further run (a duplicate job) finds it done.
    expect(await runOrganisationDeletion({ ...run, deletionId: deletion.id, sliceSeconds: 60 })).toBe('done');
    const shown = await client.get<{ data: OrganisationDeletion }>(
      `/api/organisation-deletions/${deletion.id}`,
    );
    expect(shown.body.data).toMatchObject({ status: 'done', percent: 100 });
    expect(shown.body.data.removed).toBe(counted.body.data.total);
  }, 120_000);
});

describe('leaving an organisation', () => {
  it('lets a member leave, refuses the last owner with what to do instead, and lets them go once another owner exists', async () => {
    const { owner, base, organisation, members } = await teamWith(server, ['member', 'admin']);
    const member = members.member as Awaited<ReturnType<typeof signUp>>;
    expect((await member.client.delete(`${base}/team/${member.user.id}`)).status).toBe(204);
    expect(await listed(member.client)).not.toContain(organisation.ulid);
    expect((await member.client.get(`${base}/team`)).status).toBe(404);

    const refused = await owner.client.delete(`${base}/team/${owner.user.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message:
        'You are the only owner of this organisation: make another member an owner before you leave, or delete the organisation.',
      errors: {
        member: [
          'You are the only owner of this organisation: make another member an owner before you leave, or delete the organisation.',
        ],
      },
      code: 'team.last_owner',
    });
    expect(await listed(owner.client)).toContain(organisation.ulid);

    const admin = members.admin as Awaited<ReturnType<typeof signUp>>;
    expect(
      (await owner.client.put(`${base}/team/${admin.user.id}/update-role`, { role: 'owner' })).status,
    ).toBe(200);
    expect((await owner.client.delete(`${base}/team/${owner.user.id}`)).status).toBe(204);
    expect(await listed(owner.client)).toEqual([]);
    expect((await admin.client.get(`${base}/team`)).status).toBe(200);
  }, 60_000);
});
