import { type Import, isImportFinished } from '@backoffice/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { exited, startChildServer } from '../../testing/child-server.ts';
import { setUpKillTest, signUpOnChild } from '../../testing/kill-test.ts';
import { forecasts } from '../forecasts/forecasts.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import { applyImportJob } from './imports.jobs.ts';
import { imports } from './imports.tables.ts';

/**
 * kill -9 during a CSV import (decision 9): the real server (src/server.ts) in a child process,
 * on a copy of the migrated test template: a PGlite data directory, or a PostgreSQL database of
 * its own when TEST_DATABASE_URL is set (the first start on an empty database is server.test.ts's
 * to test; here it cost 10-15 s). The process dies while the import's apply transaction runs;
 * restarted with a short job timeout, the lost job expires and is retried, and the import ends
 * all-or-nothing with a clean ledger.
 */
const ROWS = 60_000;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function skuCount(db: Database, organisationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(skus).where(eq(skus.organisationId, organisationId));
  return row?.n ?? -1;
}

// On PGlite this found a hang: the retried insert waited forever on index entries the killed
// attempt left under an xid the recovered database took for one in progress (db/client.ts).
describe('kill -9 during a CSV import', () => {
  it('ends the import all-or-nothing after a restart, and the ledger stays clean', {
    timeout: 240_000,
  }, async () => {
    const setUp = await setUpKillTest('sbo-kill-');
    cleanup.push(setUp.remove);
    const { env, baseUrl } = setUp;
    let ulid = '';
    const inspect = (check: (db: Database, organisationId: number) => Promise<void>) =>
      setUp.inspect(ulid, check);

    let server = await startChildServer(env, baseUrl);
    cleanup.push(async () => {
      server.kill('SIGKILL');
      await exited(server);
    });
    const signedUp = await signUpOnChild(baseUrl, 'kill@example.com');
    const { client, base } = signedUp;
    ulid = signedUp.ulid;
    const lines = ['sku_id,cogs'];
    for (let i = 0; i < ROWS; i++) lines.push(`KILL-${i},${(i % 500) / 100}`);
    const form = new FormData();
    form.set('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'kill.csv');

    const upload = await client.post(`${base}/skus/import`, form);
    expect(upload.status, JSON.stringify(upload.body)).toBe(202);
    const id = (upload.body.data as Import).id;

    // Kill once the job has marked the import running (its one apply transaction is under way).
    // On PGlite the apply holds the server's only thread, so a poll left unanswered for 200 ms
    // means the same; which phase the kill hit is read from the database below.
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let seen: string = 'queued';
    for (let polls = 0; seen === 'queued' && polls < 2_000; polls++) {
      seen = await fetch(`${baseUrl}${base}/imports/${id}`, {
        headers: { cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(200),
      }).then(
        async (response) => ((await response.json()) as { data: Import }).data.status,
        () => 'busy',
      );
    }
    server.kill('SIGKILL');
    await exited(server);
    expect(['running', 'busy'], `the kill came too late (${seen})`).toContain(seen);
    await inspect(async (db, organisationId) => {
      const [killed] = await db.select().from(imports).where(eq(imports.id, id));
      // Mid-import: the running mark (its own transaction) committed; the rows all or none, with
      // applied_at (almost always none: the apply is the long part, the settling comes after).
      expect(killed).toMatchObject({ status: 'running', attempts: 1 });
      const written = await skuCount(db, organisationId);
      expect([0, ROWS]).toContain(written);
      expect(killed?.appliedAt === null).toBe(written === 0);
    });

    server = await startChildServer(env, baseUrl);
    let outcome: Import | undefined;
    // The killed job is taken back at its timeout (2 s here) or, at the latest, 30 s after its last
    // beat (JOB_LIVENESS); a CI machine running other files beside this one needs the margin.
    const deadline = Date.now() + 90_000;
    while (!outcome || !isImportFinished(outcome.status)) {
      expect(Date.now(), `import still ${outcome?.status}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await client.get(`${base}/imports/${id}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      outcome = response.body.data as Import;
    }
    server.kill('SIGTERM');
    await exited(server);

    await inspect(async (db, organisationId) => {
      const written = await skuCount(db, organisationId);
      const [stored] = await db.select().from(imports).where(eq(imports.id, id));
      // All or nothing: done with every row, or failed with none.
      if (outcome.status === 'done') {
        expect(outcome).toMatchObject({ created: ROWS, updated: 0, processed: ROWS });
        expect(written).toBe(ROWS);
        // Settled after the restart: every new SKU has its forecasts row.
        const [settled] = await db
          .select({ n: count() })
          .from(forecasts)
          .where(eq(forecasts.organisationId, organisationId));
        // Or, on a loaded machine, every attempt ran out of the 2 s job timeout while settling: the
        // rows are written and the import done, its forecasts rows left to the nightly recompute
        // (failImport), which is the design, not a loss.
        if (settled?.n !== ROWS) expect(stored?.attempts).toBe(applyImportJob.retryLimit + 1);
      } else {
        expect(outcome.status).toBe('failed');
        expect(written).toBe(0);
      }
      // The killed attempt counted, and another ran after the restart.
      expect(stored?.attempts).toBeGreaterThanOrEqual(2);
      const ledger = await checkLedger({ db });
      expect(ledger.mismatches).toEqual([]);
      expect(ledger.totalMismatches).toEqual([]);
      expect(ledger.countMismatches).toEqual([]);
    });
  });
});
