import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, jobIdFor } from '../../jobs/job-queue.ts';
import { signUp } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';
import type { DomainEvent, EventConsumer } from './domain-events.domain.ts';
import { deliverEvents } from './domain-events.jobs.ts';
import { consumerPositions, ensureConsumers, eventsRecorded } from './domain-events.repository.ts';
import { recordEvent } from './record-event.usecase.ts';

const server = useTestServer();

/** A job no worker takes: what a consumer queued stays in the queue for the test to count. */
const probeJob = defineJob<{ organisationId: number; eventId: number }>({
  name: 'test.domain-events-probe',
  retryLimit: 0,
  retryDelaySeconds: 1,
});

/** A consumer that keeps what it was handed and queues one probe job per event. */
function recorder(name: string, { failOn }: { failOn?: (event: DomainEvent) => boolean } = {}) {
  const handled: DomainEvent[] = [];
  const consumer: EventConsumer = {
    name,
    follows: ['sku.changed'],
    queues: [probeJob],
    async handle({ event, enqueue }) {
      await enqueue(
        probeJob,
        { organisationId: event.organisationId, eventId: event.id },
        { id: jobIdFor(`${name}@${event.id}`) },
      );
      if (failOn?.(event)) throw new Error(`refused event ${event.id}`);
      handled.push(event);
    },
  };
  return { consumer, handled };
}

async function probesOf(name: string, eventIds: number[]): Promise<string[]> {
  const ids = eventIds.map((id) => jobIdFor(`${name}@${id}`));
  const rows = await queryRows<{ id: string }>(
    server.ctx.db,
    sql`select id::text from pgboss.job where id::text in ${ids} order by created_on`,
  );
  return rows.map((row) => row.id);
}

async function skuChanged(organisationId: number, skuId: number) {
  await inTenant(server.ctx.db, organisationId, (tx) =>
    recordEvent(tx, {
      organisationId,
      type: 'sku.changed',
      aggregate: `sku:${skuId}`,
      payload: { skuIds: [skuId] },
    }),
  );
}

const context = () => ({ db: server.ctx.db, jobs: server.ctx.jobs, log: server.ctx.log });

/**
 * Delivers until `done`: on PostgreSQL a delivery passes no event of a transaction still running
 * in the database, and the server's own background work (its dispatcher, the queue) writes too.
 */
async function deliverUntil(
  consumer: EventConsumer,
  done: () => boolean,
  options: { lastAttempt?: boolean } = {},
): Promise<void> {
  for (let tries = 0; tries < 200 && !done(); tries++) {
    await deliverEvents(context(), consumer, options);
    if (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('domain events through the outbox', () => {
  it('delivers each event once, in order, with the jobs its consumer queued', async () => {
    const { organisation } = await signUp(server);
    const { consumer, handled } = recorder('test.once-in-order');
    await server.ctx.jobs.prepare(probeJob);
    await ensureConsumers(server.ctx.db, [consumer.name]);
    const [before] = await eventsRecorded(server.ctx.db).then((events) => events.slice(-1));
    for (const skuId of [11, 12, 13]) await skuChanged(organisation.id, skuId);
    const recorded = (await eventsRecorded(server.ctx.db, before?.id ?? 0)).filter(
      (event) => event.organisationId === organisation.id,
    );
    expect(recorded.map((event) => event.payload)).toEqual([
      { skuIds: [11] },
      { skuIds: [12] },
      { skuIds: [13] },
    ]);

    const mine = () => handled.filter((event) => event.organisationId === organisation.id);
    await deliverUntil(consumer, () => mine().length === recorded.length);
    expect(mine().map((event) => event.id)).toEqual(recorded.map((event) => event.id));
    expect(
      await probesOf(
        consumer.name,
        recorded.map((event) => event.id),
      ),
    ).toHaveLength(3);

    // Delivered again: nothing new, nothing twice.
    const count = handled.length;
    expect(await deliverEvents(context(), consumer)).toBe(0);
    expect(handled).toHaveLength(count);
    const [position] = await consumerPositions(server.ctx.db, [consumer.name]);
    expect(position?.eventId).toBe(recorded.at(-1)?.id);
  });

  it('undoes a failed delivery whole, and passes over an event that fails on the last attempt', async () => {
    const { organisation } = await signUp(server);
    const name = 'test.failing';
    await ensureConsumers(server.ctx.db, [name]);
    // Start after every event so far: only this test's three count.
    await deliverEvents(context(), recorder(name).consumer);
    for (const skuId of [21, 22, 23]) await skuChanged(organisation.id, skuId);
    const recorded = (await eventsRecorded(server.ctx.db)).filter(
      (event) => event.organisationId === organisation.id,
    );
    const [first, bad, last] = recorded.map((event) => event.id);
    const failing = recorder(name, { failOn: (event) => event.id === bad });

    let refused: unknown;
    for (let tries = 0; tries < 200 && !refused; tries++)
      await deliverEvents(context(), failing.consumer).catch((error: unknown) => {
        refused = error;
      });
    expect(refused).toEqual(new Error(`refused event ${bad}`));
    // The batch rolled back: the first event's job is not queued and the cursor has not moved.
    expect(await probesOf(name, [first as number])).toEqual([]);
    const [stuck] = await consumerPositions(server.ctx.db, [name]);
    expect(stuck?.eventId).toBeLessThan(first as number);

    // The job's last attempt: one event per transaction, the bad one passed over.
    const lastAttempt = recorder(name, { failOn: (event) => event.id === bad });
    await deliverUntil(lastAttempt.consumer, () => lastAttempt.handled.some((event) => event.id === last), {
      lastAttempt: true,
    });
    expect(
      lastAttempt.handled
        .filter((event) => event.organisationId === organisation.id)
        .map((event) => event.id),
    ).toEqual([first, last]);
    expect(await probesOf(name, [first as number, bad as number, last as number])).toEqual(
      [first, last].map((id) => jobIdFor(`${name}@${id}`)),
    );
    const [moved] = await consumerPositions(server.ctx.db, [name]);
    expect(moved?.eventId).toBe(last);
    expect(moved?.lastFailure).toMatchObject({
      eventId: bad,
      type: 'sku.changed',
      message: `refused event ${bad}`,
    });
  });

  it('queues a problem scan after a SKU is edited, through the running dispatcher', async () => {
    const { client, organisation } = await signUp(server);
    const base = `/api/organisations/${organisation.ulid}`;
    const created = await client.post(`${base}/skus`, { sku_id: 'EVENT-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const skuId = created.body.data.id as number;
    const updated = await client.put(`${base}/skus/${skuId}`, { cogs: 2.5 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const [event] = (await eventsRecorded(server.ctx.db)).filter(
      (recorded) => recorded.organisationId === organisation.id && recorded.type === 'sku.changed',
    );
    expect(event?.payload).toEqual({ skuIds: [skuId] });
    const scanJobId = jobIdFor(`store-orders.problem-scan@${event?.id}`);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              server.ctx.db,
              sql`select count(*)::int as n from (select id from pgboss.job union all select id from pgboss.archive) jobs
                  where id = ${scanJobId}::uuid`,
            )
          )[0]?.n,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the delivery order on PostgreSQL', () => {
  it('never passes an event of a transaction still running, so one committed late is not skipped', async () => {
    const { organisation } = await signUp(server);
    const name = 'test.late-commit';
    await ensureConsumers(server.ctx.db, [name]);
    await deliverEvents(context(), recorder(name).consumer);
    const late = recorder(name);

    // A transaction records its event first and commits last.
    let commitLate: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      commitLate = resolve;
    });
    let recordedLate: () => void = () => {};
    const lateRecorded = new Promise<void>((resolve) => {
      recordedLate = resolve;
    });
    const slow = inTenant(server.ctx.db, organisation.id, async (tx) => {
      await recordEvent(tx, {
        organisationId: organisation.id,
        type: 'sku.changed',
        aggregate: 'sku:31',
        payload: { skuIds: [31] },
      });
      recordedLate();
      await held;
    });
    await lateRecorded;
    await skuChanged(organisation.id, 32);

    await deliverEvents(context(), late.consumer);
    expect(late.handled.filter((event) => event.organisationId === organisation.id)).toEqual([]);

    commitLate();
    await slow;
    await deliverUntil(
      late.consumer,
      () => late.handled.filter((event) => event.organisationId === organisation.id).length === 2,
    );
    expect(
      late.handled.filter((event) => event.organisationId === organisation.id).map((event) => event.payload),
    ).toEqual([{ skuIds: [31] }, { skuIds: [32] }]);
  });
});
