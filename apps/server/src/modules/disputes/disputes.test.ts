import type { Counts, Dispute, DisputeCandidate, DisputeTotals, ReportType } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/fixtures.ts';
import { createWarehouseViaApi } from '../../testing/ledger-fixtures.ts';
import { outcome, report, upload } from '../../testing/report-fixtures.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { remindDisputeDeadlines } from './disputes.jobs.ts';
import { countDisputesNeedingAction, listDisputeCandidates, openDispute } from './disputes.usecases.ts';

const server = useTestServer();
const newUlid = (() => {
  const next = monotonicFactory();
  return () => next().toLowerCase();
})();
const REIMBURSEMENTS: ReportType = 'GET_FBA_REIMBURSEMENTS_DATA';

/** An organisation whose transfer of 10 mugs (COGS 4.00 GBP) closed with 7 received. */
async function shortTransfer() {
  const account = await signUp(server, { name: 'Claire Claims' });
  const client = account.client;
  const base = `/api/organisations/${account.organisation.ulid}`;
  const hub = await createWarehouseViaApi(client, base, { name: 'Hub' });
  const fba = await createWarehouseViaApi(client, base, { name: 'FBA UK' });
  const sku = await client.post(`${base}/skus`, { sku_id: 'MUG', cogs: '4.00', cogs_currency: 'GBP' });
  expect(sku.status, JSON.stringify(sku.body)).toBe(201);
  const skuId = (sku.body.data as { id: number }).id;
  expect(
    (
      await client.post(`${base}/warehouses/${hub.ulid}/adjustments`, {
        sku_id: skuId,
        quantity: 20,
        reason: 'Count',
      })
    ).status,
  ).toBe(201);
  const itemUlid = newUlid();
  const created = await client.post(`${base}/transfers`, {
    name: 'Restock FBA UK',
    outgoing_warehouse_id: hub.id,
    destination_warehouse_id: fba.id,
    items: [{ ulid: itemUlid, sku_id: skuId, quantity_shipped: 10 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const transferId = (created.body.data as { id: number }).id;
  const path = `${base}/transfers/${transferId}`;
  expect((await client.post(`${path}/ship`, {})).status).toBe(200);
  const received = await client.post(`${path}/receive`, {
    items: [{ ulid: itemUlid, quantity_received: 7 }],
    close: true,
  });
  expect(received.body.data).toMatchObject({ status: 'CLOSED' });
  const organisationId = (
    await client.get<{ data: { current_organisation: { id: number } } }>('/api/users/me')
  ).body.data.current_organisation.id;
  return { client, base, skuId, transferId, organisationId, hubId: hub.id, fbaId: fba.id };
}

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const firstPage = { page: 1, per_page: 25 };

async function candidates(client: TestClient, base: string) {
  const response = await client.get(`${base}/disputes/candidates`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as DisputeCandidate[];
}

const disputesCount = async (client: TestClient, base: string) =>
  ((await client.get(`${base}/counts`)).body as unknown as Counts).disputes;

describe('disputes', () => {
  it('a short-received transfer yields a candidate; opened, submitted, then a reimbursements report settles it', async () => {
    const { client, base, skuId, transferId } = await shortTransfer();

    const [candidate, ...others] = await candidates(client, base);
    expect(others).toEqual([]);
    expect(candidate).toMatchObject({
      key: `transfer:${transferId}:${skuId}`,
      kind: 'transfer_shortage',
      transfer_id: transferId,
      units: 3,
      currency: 'GBP',
      amount_at_stake: '12.00',
    });
    expect(candidate?.evidence).toContainEqual({ label: 'Received', value: '7' });
    expect(await disputesCount(client, base)).toBe(0);
    // The finding is money on the table until a dispute is opened for it.
    const claimable = async () =>
      ((await client.get(`${base}/disputes/totals`)).body.data as DisputeTotals).claimable;
    expect(await claimable()).toEqual({ count: 1, amounts: [{ currency: 'GBP', amount: '12.00' }] });

    const opened = await client.post(`${base}/disputes`, {
      candidate_key: candidate?.key,
      note: 'Three mugs missing',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const dispute = opened.body.data as Dispute;
    expect(dispute).toMatchObject({
      status: 'OPEN',
      amount_claimed: '12.00',
      amount_reimbursed: '0.00',
      needs_action: true,
      allowed_actions: ['submit', 'close'],
      note: 'Three mugs missing',
    });
    expect(await disputesCount(client, base)).toBe(1);
    expect(await claimable()).toEqual({ count: 0, amounts: [] });
    expect(await candidates(client, base)).toEqual([]);
    const again = await client.post(`${base}/disputes`, { candidate_key: candidate?.key });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('candidate_key');
    // The transfer links to its dispute.
    const ofTransfer = await client.get(`${base}/disputes?transfer_id=${transferId}`);
    expect((ofTransfer.body.data as Dispute[]).map((each) => each.id)).toEqual([dispute.id]);

    const path = `${base}/disputes/${dispute.id}`;
    expect((await client.post(`${path}/submit`, {})).status).toBe(422);
    expect((await client.post(`${path}/reimburse`, { amount: '1.00' })).body.code).toBe(
      'disputes.illegal_action',
    );
    const submitted = await client.post(`${path}/submit`, { case_id: 'CASE-77' });
    expect(submitted.body.data).toMatchObject({
      status: 'SUBMITTED',
      case_id: 'CASE-77',
      needs_action: false,
    });
    expect(await disputesCount(client, base)).toBe(0);

    // Amazon pays the case in two rows of its reimbursements report.
    const source = await client.post(`${base}/report-sources`, {
      name: 'Seller Central files',
      type: 'manual',
    });
    const row = (id: string, total: string, quantity: string) => ({
      'approval-date': new Date().toISOString(),
      'reimbursement-id': id,
      'case-id': 'CASE-77',
      reason: 'Lost_Inbound',
      sku: 'MUG',
      'currency-unit': 'GBP',
      'amount-per-unit': '4.00',
      'amount-total': total,
      'quantity-reimbursed-cash': quantity,
      'quantity-reimbursed-inventory': '0',
      'quantity-reimbursed-total': quantity,
    });
    const file = report(REIMBURSEMENTS, [row('R-1', '8.00', '2'), row('R-2', '4.00', '1')]);
    const uploaded = await upload(
      client,
      base,
      { report_source_id: String((source.body.data as { id: number }).id), report_type: REIMBURSEMENTS },
      file,
    );
    expect((await outcome(client, base, uploaded.id)).status).toBe('PROCESSED');
    // Settled by the disputes module following the report.processed event (decision 23), moments
    // after the report shows processed.
    await expect
      .poll(async () => ((await client.get(path)).body.data as Dispute).status, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe('REIMBURSED');
    const settled = (await client.get(path)).body.data as Dispute;
    expect(settled).toMatchObject({ status: 'REIMBURSED', amount_reimbursed: '12.00', allowed_actions: [] });
    expect(settled.resolved_at).not.toBeNull();

    const totals = (await client.get(`${base}/disputes/totals`)).body.data as DisputeTotals;
    expect(totals).toEqual({
      open: 0,
      needs_action: 0,
      at_stake: [],
      recovered_this_year: [{ currency: 'GBP', amount: '12.00' }],
      claimable: { count: 0, amounts: [] },
    });
  });

  it('a partial reimbursement by hand waits within the claim window and needs action past it; closing ends it; another organisation sees none of it', async () => {
    const { client, base, organisationId } = await shortTransfer();
    const [candidate] = await candidates(client, base);
    const dispute = (await client.post(`${base}/disputes`, { candidate_key: candidate?.key })).body
      .data as Dispute;
    const path = `${base}/disputes/${dispute.id}`;
    await client.post(`${path}/submit`, { case_id: 'C-1' });
    const partly = await client.post(`${path}/reimburse`, { amount: '5.00' });
    expect(partly.body.data).toMatchObject({
      status: 'PARTIALLY_REIMBURSED',
      amount_reimbursed: '5.00',
      needs_action: false,
    });
    expect(await disputesCount(client, base)).toBe(0);
    const pastDeadline = new Date(new Date(dispute.deadline_at as string).getTime() + DAY);
    const needing = (now: Date) =>
      countDisputesNeedingAction({ db: server.ctx.db, organisationId, now }).then((result) => result.count);
    expect(await needing(pastDeadline)).toBe(1);
    const tooPrecise = await client.post(`${path}/reimburse`, { amount: '1.234' });
    expect(tooPrecise.status).toBe(422);
    const closed = await client.post(`${path}/close`, {});
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', allowed_actions: [] });
    expect(await needing(pastDeadline)).toBe(0);

    const other = await signUp(server);
    const otherBase = `/api/organisations/${other.organisation.ulid}`;
    expect((await other.client.get(`${otherBase}/disputes/${dispute.id}`)).status).toBe(404);
    expect((await other.client.post(`${otherBase}/disputes/${dispute.id}/reject`, {})).status).toBe(404);
    expect(await candidates(other.client, otherBase)).toEqual([]);
  });

  it('needing action count the same on the dashboard and sidebar (/counts), the screen’s figure and its filter: OPEN, or past the deadline unsettled', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const insert = async (title: string, status: string, deadlineDays: number) => {
      const [row] = await queryRows<{ id: number }>(
        server.ctx.db,
        sql`insert into disputes (organisation_id, kind, status, title, units, currency, amount_claimed,
            amount_reimbursed, case_id, deadline_at)
          values (${organisation.id}, 'warehouse_loss', ${status}, ${title}, 2, 'GBP', 800,
            ${status === 'REIMBURSED' ? 800 : 0}, ${status === 'OPEN' ? null : `C-${title}`},
            ${daysFromNow(deadlineDays)})
          returning id::int`,
      );
      return row?.id as number;
    };
    const byId = (a: number, b: number) => a - b;
    const open = await insert('open', 'OPEN', 30);
    const lateSubmitted = await insert('late', 'SUBMITTED', -2);
    await insert('paid', 'REIMBURSED', -2);

    const count = await disputesCount(client, base);
    const totals = (await client.get(`${base}/disputes/totals`)).body.data as DisputeTotals;
    const filtered = await client.get(`${base}/disputes?needs_action=true&sort=created_at`);
    const all = (await client.get(`${base}/disputes?per_page=100`)).body.data as Dispute[];
    expect({
      count,
      screen: totals.needs_action,
      filter: (filtered.body.meta as { total: number }).total,
      rows: (filtered.body.data as Dispute[]).map((each) => each.id).sort(byId),
      flagged: all
        .filter((each) => each.needs_action)
        .map((each) => each.id)
        .sort(byId),
    }).toEqual({
      count: 2,
      screen: 2,
      filter: 2,
      rows: [open, lateSubmitted].sort(byId),
      flagged: [open, lateSubmitted].sort(byId),
    });
  });

  it('change their note, case id and claimed amount (in the finding’s currency), refusing an amount it cannot hold', async () => {
    const { client, base } = await shortTransfer();
    const [candidate] = await candidates(client, base);
    const dispute = (await client.post(`${base}/disputes`, { candidate_key: candidate?.key })).body
      .data as Dispute;
    const path = `${base}/disputes/${dispute.id}`;

    const changed = await client.put(path, {
      note: 'Carrier confirmed the loss',
      case_id: 'C-5',
      amount_claimed: '15.50',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      note: 'Carrier confirmed the loss',
      case_id: 'C-5',
      amount_claimed: '15.50',
      currency: 'GBP',
      status: 'OPEN',
    });
    for (const amount of ['15.505', '-1', 'ten']) {
      const refused = await client.put(path, { amount_claimed: amount });
      expect(refused.status, amount).toBe(422);
      expect(refused.body.errors).toHaveProperty('amount_claimed');
    }
    expect((await client.get(path)).body.data).toMatchObject({ amount_claimed: '15.50' });
    // Found by its case id or title, case-insensitively; LIKE's wildcards are taken literally.
    const found = async (search: string) =>
      (
        (await client.get(`${base}/disputes?search=${encodeURIComponent(search)}`)).body.data as Dispute[]
      ).map((each) => each.id);
    expect(await found('c-5')).toEqual([dispute.id]);
    expect(await found('mug short')).toEqual([dispute.id]);
    expect(await found('%')).toEqual([]);
  });

  it('remind once a day of open disputes whose claim window closes within 7 days, not of later or submitted ones', async () => {
    const { client, base } = await shortTransfer();
    const [candidate] = await candidates(client, base);
    const dispute = (await client.post(`${base}/disputes`, { candidate_key: candidate?.key })).body
      .data as Dispute;
    const organisationId = (
      await client.get<{ data: { current_organisation: { id: number } } }>('/api/users/me')
    ).body.data.current_organisation.id;
    const deadline = new Date(dispute.deadline_at as string);
    const remind = (now: Date) => remindDisputeDeadlines({ db: server.ctx.db, jobs: server.ctx.jobs, now });

    expect((await remind(new Date(deadline.getTime() - 8 * 86_400_000))).organisationIds).not.toContain(
      organisationId,
    );
    expect((await remind(new Date(deadline.getTime() - 6 * 86_400_000))).organisationIds).toContain(
      organisationId,
    );
    await client.post(`${base}/disputes/${dispute.id}/submit`, { case_id: 'C-9' });
    expect((await remind(new Date(deadline.getTime() - 6 * 86_400_000))).organisationIds).not.toContain(
      organisationId,
    );
  });
  it('offer a finding only while its claim window is open: past the deadline it is neither listed nor opened', async () => {
    const { organisationId, transferId, skuId } = await shortTransfer();
    const db = server.ctx.db;
    const key = `transfer:${transferId}:${skuId}`;
    const found = async (now: Date) =>
      (await listDisputeCandidates({ db, organisationId, query: firstPage, now })).page.data.map(
        (c) => c.key,
      );

    expect(await found(daysFromNow(59))).toEqual([key]);
    expect(await found(daysFromNow(61))).toEqual([]);
    await expect(
      openDispute({ db, organisationId, userId: 0, input: { candidate_key: key }, now: daysFromNow(61) }),
    ).rejects.toMatchObject({ code: 'disputes.unknown_candidate' });
  });

  it('credit a reimbursement to an old loss past its window first, so a recent loss of the SKU stays owed', async () => {
    const { client, base, organisationId, skuId, fbaId } = await shortTransfer();
    const db = server.ctx.db;
    const source = await client.post(`${base}/report-sources`, { name: 'Ledger files', type: 'manual' });
    const sourceId = (source.body.data as { id: number }).id;
    const lost = async (units: number, daysAgo: number) => {
      const [row] = await queryRows<{ id: string | number }>(
        db,
        sql`insert into inventory_movements
          (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type, reason)
          values (${organisationId}, ${fbaId}, ${skuId}, 'lost', ${-units}, ${daysFromNow(-daysAgo)}, 'report', 'M')
          returning id`,
      );
      return Number(row?.id);
    };
    const reimbursed = (id: string, units: number, daysAgo: number) =>
      db.execute(sql`insert into reimbursements (organisation_id, report_source_id, idempotency_key,
          reimbursement_id, approval_date, reason, sku_id, seller_sku, currency, amount_per_unit,
          amount_total, quantity_cash, quantity_total)
        values (${organisationId}, ${sourceId}, ${id}, ${id}, ${daysFromNow(-daysAgo)}, 'Lost_Warehouse',
          ${skuId}, 'MUG', 'GBP', 400, ${400 * units}, ${units}, ${units})`);
    await lost(3, 100);
    const recent = await lost(2, 10);
    // Amazon paid three units five days ago, in two rows: the old loss's three.
    await reimbursed('R-1', 2, 5);
    await reimbursed('R-2', 1, 5);

    const losses = (await candidates(client, base)).filter((c) => c.kind === 'warehouse_loss');
    expect(losses.map((c) => [c.key, c.units, c.amount_at_stake])).toEqual([[`loss:${recent}`, 2, '8.00']]);

    await reimbursed('R-3', 2, 1);
    expect((await candidates(client, base)).filter((c) => c.kind === 'warehouse_loss')).toEqual([]);
  });

  it('of one transfer (transfer_id, as the disputes list takes it): only its findings, none of another organisation’s transfer', async () => {
    const { client, base, organisationId, skuId, fbaId, transferId } = await shortTransfer();
    // A loss worth more than the shortage: unfiltered, it is the first finding.
    await server.ctx.db.execute(sql`insert into inventory_movements
      (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type)
      values (${organisationId}, ${fbaId}, ${skuId}, 'lost', -5, now() - interval '1 day', 'report')`);
    const found = async (query: string, as = client, at = base) => {
      const response = await as.get(`${at}/disputes/candidates?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as unknown as { data: DisputeCandidate[]; meta: { total: number } };
    };
    expect((await found('')).data.map((c) => c.kind)).toEqual(['warehouse_loss', 'transfer_shortage']);

    const ofTransfer = await found(`transfer_id=${transferId}`);
    expect(ofTransfer.data.map((c) => [c.key, c.transfer_id])).toEqual([
      [`transfer:${transferId}:${skuId}`, transferId],
    ]);
    expect(ofTransfer.meta.total).toBe(1);

    // Another organisation's short transfer: its id shows nothing here, and this one's nothing there.
    const other = await shortTransfer();
    expect(await found(`transfer_id=${other.transferId}`)).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await found(`transfer_id=${transferId}`, other.client, other.base)).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const refused = await client.get(`${base}/disputes/candidates?transfer_id=${bad}`);
      expect(refused.status, bad).toBe(422);
      expect(refused.body.errors, bad).toHaveProperty('transfer_id');
    }
  });

  it('come a page at a time, largest amount first, with the total', async () => {
    const { client, base, organisationId, skuId, fbaId } = await shortTransfer();
    for (const units of [1, 5, 2])
      await server.ctx.db.execute(sql`insert into inventory_movements
        (organisation_id, warehouse_id, sku_id, type, quantity, occurred_at, source_type)
        values (${organisationId}, ${fbaId}, ${skuId}, 'lost', ${-units}, now() - interval '1 day', 'report')`);
    const page = async (query: string) => {
      const response = await client.get(`${base}/disputes/candidates?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as unknown as { data: DisputeCandidate[]; meta: Record<string, number> };
    };
    const first = await page('per_page=2');
    expect(first.data.map((c) => c.amount_at_stake)).toEqual(['20.00', '12.00']);
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    const second = await page('per_page=2&page=2');
    expect(second.data.map((c) => c.amount_at_stake)).toEqual(['8.00', '4.00']);
    expect((await client.get(`${base}/disputes/candidates?per_page=0`)).status).toBe(422);
  });
});
