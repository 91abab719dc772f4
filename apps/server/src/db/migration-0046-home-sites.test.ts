import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketplaces, referenceDataSync } from '../modules/reference/reference.tables.ts';
import { reportSources } from '../modules/report-sources/report-sources.tables.ts';
import { signUp } from '../testing/fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';

const server = useTestServer();

/** Migration 0046's statements, run as the migrator runs them: in order, in one transaction. */
async function runMigration0046(): Promise<void> {
  const text = readFileSync(join(MIGRATIONS_FOLDER, '0046_amazon_home_sites.sql'), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  await server.ctx.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe('migration 0046: home sites', () => {
  it("gives connected Amazon sources their region's default site, and the marketplaces their Seller Central hosts at the next start", async () => {
    const account = await signUp(server);
    const base = `/api/organisations/${account.organisation.ulid}`;
    const source = async (name: string, type: string, region_code: string) => {
      const response = await account.client.post(`${base}/report-sources`, { name, type, region_code });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data.id as number;
    };
    const ids = {
      na: await source('Amazon US', 'amazon', 'NA'),
      eu: await source('Amazon EU', 'amazon', 'EU'),
      fe: await source('Amazon JP', 'amazon', 'FE'),
      unknown: await source('Amazon ?', 'amazon', 'Unknown'),
      threePl: await source('Our 3PL', 'three_pl', 'EU'),
    };
    const db = server.ctx.db;
    // The state before 0046: neither column.
    await db.execute(sql`alter table report_sources drop column home_site`);
    await db.execute(sql`alter table marketplaces drop column seller_central_host`);

    await runMigration0046();

    const rows = await db
      .select({ id: reportSources.id, homeSite: reportSources.homeSite })
      .from(reportSources)
      .where(eq(reportSources.organisationId, account.organisation.id))
      .orderBy(asc(reportSources.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.homeSite]))).toEqual({
      [ids.na]: 'US',
      [ids.eu]: 'GB',
      [ids.fe]: 'JP',
      [ids.unknown]: null,
      [ids.threePl]: null,
    });
    // The hosts come from the datasets: the next start syncs them again.
    expect(await db.select().from(referenceDataSync)).toEqual([]);
    const empty = await db.select({ host: marketplaces.sellerCentralHost }).from(marketplaces);
    expect(new Set(empty.map((row) => row.host))).toEqual(new Set(['']));

    await runMigrations(server.ctx.database);
    const hosts = Object.fromEntries(
      (
        await db
          .select({ countryCode: marketplaces.countryCode, host: marketplaces.sellerCentralHost })
          .from(marketplaces)
      ).map((row) => [row.countryCode, row.host]),
    );
    expect(hosts).toMatchObject({
      US: 'sellercentral.amazon.com',
      GB: 'sellercentral-europe.amazon.com',
      JP: 'sellercentral.amazon.co.jp',
      AU: 'sellercentral.amazon.com.au',
      IN: 'sellercentral.amazon.in',
      BR: 'sellercentral.amazon.com.br',
    });
    expect(Object.values(hosts).filter((host) => host === '')).toEqual([]);
    // The source's screen shows it.
    const shown = await account.client.get(`${base}/report-sources/${ids.eu}`);
    expect(shown.body.data.home_site).toBe('GB');
  });
});
