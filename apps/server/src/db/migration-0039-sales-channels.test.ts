import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forecastChannelPlans } from '../modules/forecasts/forecasts.tables.ts';
import { marketplaces } from '../modules/reference/reference.tables.ts';
import {
  reportSourceSalesChannels,
  salesChannels,
  skuListings,
} from '../modules/sales-channels/sales-channels.tables.ts';
import { storeOrders } from '../modules/store-orders/store-orders.tables.ts';
import { signUp } from '../testing/fixtures.ts';
import { seedSku } from '../testing/ledger-fixtures.ts';
import { useTestServer } from '../testing/test-server.ts';
import { isUniqueViolation } from './errors.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

const server = useTestServer();

/** Migration 0039's statements, run as the migrator runs them: in order, in one transaction. */
async function runMigration0039(): Promise<void> {
  const text = readFileSync(join(MIGRATIONS_FOLDER, '0039_one_sales_channel_per_marketplace.sql'), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  await server.ctx.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

async function organisationWithSources() {
  const account = await signUp(server);
  const base = `/api/organisations/${account.organisation.ulid}`;
  const source = async (name: string, region_code: string) => {
    const response = await account.client.post(`${base}/report-sources`, {
      name,
      type: 'amazon',
      region_code,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };
  return {
    organisationId: account.organisation.id,
    demo: await source('Demo NA', 'NA'),
    connected: await source('Amazon US', 'NA'),
    europe: await source('Amazon EU', 'EU'),
  };
}

describe('migration 0039: one sales channel per marketplace', () => {
  it('merges the channels of one marketplace into one, moving orders, sources, listings and forecast plans onto it', async () => {
    const db = server.ctx.db;
    // The state before 0039: nothing stopped two channels of one marketplace.
    await db.execute(sql`drop index sales_channels_organisation_marketplace_unique`);
    const marketplace = async (mwsId: string) => {
      const [row] = await db.select().from(marketplaces).where(eq(marketplaces.mwsId, mwsId));
      if (!row) throw new Error(`no marketplace ${mwsId}`);
      return row.id;
    };
    const [us, uk, mx, de] = [
      await marketplace('ATVPDKIKX0DER'),
      await marketplace('A1F83G8C2ARO7P'),
      await marketplace('A1AM78C64UM0Y8'),
      await marketplace('A1PA6795UKMFR9'),
    ];
    const { organisationId, demo, connected, europe } = await organisationWithSources();
    const channel = async (name: string, marketplaceId: number | null, organisation = organisationId) => {
      const [row] = await db
        .insert(salesChannels)
        .values({ organisationId: organisation, name, type: 'amazon', marketplaceId })
        .returning({ id: salesChannels.id });
      if (!row) throw new Error('no channel');
      return row.id;
    };
    // As connecting a second account left them: the older one has the suffix.
    const suffixed = await channel('Amazon.com (Amazon US)', us);
    const plain = await channel('Amazon.com', us);
    const ukChannel = await channel('amazon.co.uk', uk);
    const mxChannel = await channel('Amazon.com.mx (Amazon US)', mx);
    const germanShop = await channel('Our German shop', de);
    const germanSuffixed = await channel('Amazon.de (A2SELLER)', de);
    const webShop = await channel('Web shop', null);
    const other = await signUp(server);
    const theirs = await channel('Amazon.com', us, other.organisation.id);

    await db.insert(reportSourceSalesChannels).values([
      { organisationId, reportSourceId: connected, salesChannelId: suffixed },
      { organisationId, reportSourceId: demo, salesChannelId: plain },
      { organisationId, reportSourceId: connected, salesChannelId: germanSuffixed },
    ]);
    const [listedTwice, listedOnce] = [await seedSku(db, organisationId), await seedSku(db, organisationId)];
    await db.insert(skuListings).values([
      { organisationId, salesChannelId: suffixed, skuId: listedTwice.id },
      { organisationId, salesChannelId: plain, skuId: listedTwice.id },
      { organisationId, salesChannelId: suffixed, skuId: listedOnce.id },
    ]);
    const order = (reportSourceId: number, orderId: string, salesChannelId: number) => ({
      organisationId,
      reportSourceId,
      orderId,
      salesChannelId,
      salesChannelName: 'Amazon.com',
      purchaseDate: new Date('2026-11-02T10:00:00Z'),
      status: 'Shipped',
      fulfillmentChannel: 'AFN' as const,
    });
    await db
      .insert(storeOrders)
      .values([
        order(connected, 'US-1', suffixed),
        order(demo, 'US-2', plain),
        order(europe, 'US-3', plain),
        order(connected, 'UK-1', ukChannel),
      ]);
    const plan = (skuId: number, salesChannelId: number, name: string, share: number) => ({
      organisationId,
      skuId,
      channelKey: `id:${salesChannelId}`,
      salesChannelId,
      name,
      share,
      dailyDemand: share * 4,
      units30d: Math.round(share * 120),
      generatedAt: new Date('2026-11-03T00:00:00Z'),
    });
    await db
      .insert(forecastChannelPlans)
      .values([
        plan(listedTwice.id, suffixed, 'Amazon.com (Amazon US)', 0.25),
        plan(listedTwice.id, plain, 'Amazon.com', 0.5),
        plan(listedOnce.id, suffixed, 'Amazon.com (Amazon US)', 1),
      ]);

    await runMigration0039();

    const channels = await db
      .select({ id: salesChannels.id, name: salesChannels.name, marketplaceId: salesChannels.marketplaceId })
      .from(salesChannels)
      .where(eq(salesChannels.organisationId, organisationId))
      .orderBy(asc(salesChannels.name));
    expect(channels).toEqual([
      { id: ukChannel, name: 'Amazon.co.uk', marketplaceId: uk },
      { id: plain, name: 'Amazon.com', marketplaceId: us },
      { id: mxChannel, name: 'Amazon.com.mx', marketplaceId: mx },
      // Named by a person: the oldest of the marketplace keeps its name.
      { id: germanShop, name: 'Our German shop', marketplaceId: de },
      { id: webShop, name: 'Web shop', marketplaceId: null },
    ]);
    // Another organisation's channel of the same marketplace is its own.
    expect(
      await db.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.id, theirs)),
    ).toHaveLength(1);

    const links = await db
      .select({
        source: reportSourceSalesChannels.reportSourceId,
        channel: reportSourceSalesChannels.salesChannelId,
      })
      .from(reportSourceSalesChannels)
      .where(eq(reportSourceSalesChannels.organisationId, organisationId));
    const linked = links.map((link) => `${link.source}>${link.channel}`).sort();
    // Every source that fed a duplicate feeds the one channel, and the sources' orders link them
    // within their region: the EU source's Amazon.com order and the US source's Amazon.co.uk do not.
    expect(linked).toEqual(
      [`${demo}>${plain}`, `${connected}>${plain}`, `${connected}>${germanShop}`].sort(),
    );

    const orders = await db
      .select({ orderId: storeOrders.orderId, channel: storeOrders.salesChannelId })
      .from(storeOrders)
      .where(eq(storeOrders.organisationId, organisationId))
      .orderBy(asc(storeOrders.orderId));
    expect(orders).toEqual([
      { orderId: 'UK-1', channel: ukChannel },
      { orderId: 'US-1', channel: plain },
      { orderId: 'US-2', channel: plain },
      { orderId: 'US-3', channel: plain },
    ]);

    const listings = await db
      .select({ channel: skuListings.salesChannelId, sku: skuListings.skuId })
      .from(skuListings)
      .where(eq(skuListings.organisationId, organisationId));
    expect(listings.map((listing) => `${listing.channel}>${listing.sku}`).sort()).toEqual(
      [`${plain}>${listedTwice.id}`, `${plain}>${listedOnce.id}`].sort(),
    );

    const plans = await db
      .select({
        sku: forecastChannelPlans.skuId,
        key: forecastChannelPlans.channelKey,
        channel: forecastChannelPlans.salesChannelId,
        name: forecastChannelPlans.name,
        share: forecastChannelPlans.share,
        units: forecastChannelPlans.units30d,
      })
      .from(forecastChannelPlans)
      .where(eq(forecastChannelPlans.organisationId, organisationId))
      .orderBy(asc(forecastChannelPlans.skuId));
    expect(plans).toEqual([
      { sku: listedTwice.id, key: `id:${plain}`, channel: plain, name: 'Amazon.com', share: 0.75, units: 90 },
      { sku: listedOnce.id, key: `id:${plain}`, channel: plain, name: 'Amazon.com', share: 1, units: 120 },
    ]);

    // From now on the index refuses a second channel of a marketplace in one organisation.
    const again = await db
      .insert(salesChannels)
      .values({ organisationId, name: 'Amazon US again', type: 'amazon', marketplaceId: us })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(again)).toBe(true);
    expect(
      await db
        .select({ id: salesChannels.id })
        .from(salesChannels)
        .where(and(eq(salesChannels.organisationId, organisationId), eq(salesChannels.marketplaceId, us))),
    ).toEqual([{ id: plain }]);
  });
});
