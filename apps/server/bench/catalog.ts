import { SEARCH_DEFAULT_LIMIT } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/modules/demo/seed-demo.usecase.ts';
import { searchOrganisation } from '../src/modules/search/search.usecases.ts';
import { TestClient } from '../src/testing/test-client.ts';
import { type BenchServer, removeBenchOrganisation, startBenchServer } from './bench-server.ts';
import { skuPageSql, skusNeedingAttentionSql, stockPerWarehouseSql } from './catalog-sql.ts';
import { formatRow, measure } from './measure.ts';
import { formatWallRow, tenantWallCost } from './tenant-wall.ts';

/**
 * The catalog at scale: a demo organisation with `skus` SKUs (50,000 by default) and a short
 * ledger history, then the SKU list (first page, sorted, filtered, deep) and a product's stock
 * per warehouse over HTTP, each beside its best single SQL statement.
 */
export async function catalogBench({ skus, days, runs }: { skus: number; days: number; runs: number }) {
  const server = await startBenchServer();
  const { ctx } = server;
  const email = `bench-catalog-${Date.now()}@example.com`;
  console.log(`Catalog at ${skus} SKUs on ${ctx.database.driver}, ${runs} requests each (after warm-up)\n`);

  const seeded = await seedDemo({ db: ctx.db, options: { skus, days, seed: 42, email, orders: false } });
  const { counts } = seeded;
  console.log(
    `Seeded ${counts.skus} SKUs, ${counts.products} products, ${counts.listings} listings, ` +
      `${counts.movements} ledger movements (${days} days), ${counts.warehouseStock} stock rows ` +
      `in ${(seeded.milliseconds / 1000).toFixed(1)} s`,
  );
  // The product analyses after a seed (db/analyse.ts), so the figures are those of a database as
  // the product leaves it. BENCH_VACUUM=1 adds a VACUUM ANALYZE first (a database in steady use).
  if (process.env.BENCH_VACUUM === '1') {
    const analyzeStarted = performance.now();
    await ctx.db.execute(sql`vacuum analyze`);
    console.log(`vacuum analyze: ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s\n`);
  } else {
    console.log('no vacuum analyze by the bench (BENCH_VACUUM=1 adds one)\n');
  }

  const organisationId = seeded.organisation.id;
  const base = `/api/organisations/${seeded.organisation.ulid}`;
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const login = await client.post('/api/fortify/login', { email, password: seeded.password });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);

  const perPage = 25;
  const deepPage = Math.min(500, Math.ceil(skus / perPage));
  const cases = [
    { name: 'GET …/skus (first page)', path: '/skus', query: { sort: 'sku_id', sortDesc: false, page: 1 } },
    {
      name: 'GET …/skus?sort=stock&sortDesc',
      path: '/skus?sort=stock&sortDesc=true',
      query: { sort: 'stock', sortDesc: true, page: 1 },
    },
    {
      name: 'GET …/skus?search&needs_attention',
      path: '/skus?search=backpack&needs_attention=true',
      query: { sort: 'sku_id', sortDesc: false, page: 1, search: 'backpack', needsAttention: true },
    },
    {
      name: `GET …/skus?page=${deepPage}`,
      path: `/skus?page=${deepPage}`,
      query: { sort: 'sku_id', sortDesc: false, page: deepPage },
    },
  ] as const;

  for (const item of cases) {
    if (!(await answers(client, `${base}${item.path}`))) continue;
    await expectSamePage(
      client,
      `${base}${item.path}`,
      server,
      skuPageSql(organisationId, { perPage, ...item.query }),
    );
    const api = await measure(runs, () => client.get(`${base}${item.path}`));
    const direct = await measure(runs, () =>
      ctx.db.execute(skuPageSql(organisationId, { perPage, ...item.query })),
    );
    console.log(formatRow(item.name, api, direct));
    const search = item.path.split('?')[1] ?? '';
    console.log(formatWallRow(item.name, api, await tenantWallCost({ ctx, organisationId, search, runs })));
  }

  const products = await productsWithSeveralSkus(server, organisationId);
  if (products.length > 0 && (await answers(client, `${base}/products/${products[0]}/stock-per-warehouse`))) {
    await expectSameStock(
      client,
      `${base}/products/${products[0]}/stock-per-warehouse`,
      server,
      stockPerWarehouseSql(organisationId, products[0] ?? 0),
    );
    let next = 0;
    const api = await measure(runs, () =>
      client.get(`${base}/products/${products[next++ % products.length]}/stock-per-warehouse`),
    );
    next = 0;
    const direct = await measure(runs, () =>
      ctx.db.execute(stockPerWarehouseSql(organisationId, products[next++ % products.length] ?? 0)),
    );
    console.log(formatRow('GET …/products/{id}/stock-per-wh', api, direct));
  }

  await searchBench({ client, base, server, organisationId, runs });

  if (await answers(client, `${base}/counts`)) {
    const api = await measure(runs, () => client.get(`${base}/counts`));
    const direct = await measure(runs, () => ctx.db.execute(skusNeedingAttentionSql(organisationId)));
    console.log(formatRow('GET …/counts', api, direct));
  }

  await removeBenchOrganisation(server, { organisationId, userId: seeded.user.id });
  await server.close();
}

/**
 * The global search (issue 8: well under 100 ms at 50,000 SKUs) beside the same statements run
 * directly (the use case on the database, no HTTP, no tenant transaction): a common word, a part
 * of an ASIN and of a SKU id taken from the data, two characters, and a query nothing matches.
 */
async function searchBench({
  client,
  base,
  server,
  organisationId,
  runs,
}: {
  client: TestClient;
  base: string;
  server: BenchServer;
  organisationId: number;
  runs: number;
}) {
  const [sample] = await queryRows<{ sku_id: string; asin: string | null }>(
    server.ctx.db,
    sql`select sku_id, asin from skus where organisation_id = ${organisationId} and asin is not null order by id limit 1 offset 777`,
  );
  const queries = [
    ['common word', 'backpack'],
    ['part of an ASIN', sample?.asin?.slice(2, 8) ?? 'B0'],
    ['part of a SKU id', sample?.sku_id.slice(0, 7) ?? 'SKU'],
    ['two characters', 'gr'],
    ['no match', 'zzqxj'],
  ] as const;
  for (const [label, query] of queries) {
    const path = `${base}/search?query=${encodeURIComponent(query)}`;
    if (!(await answers(client, path))) continue;
    const api = await measure(runs, () => client.get(path));
    const direct = await measure(runs, () =>
      searchOrganisation({
        db: server.ctx.db,
        organisationId,
        query: { query, limit: SEARCH_DEFAULT_LIMIT },
      }),
    );
    console.log(formatRow(`GET …/search (${label})`, api, direct));
  }
}

/** The endpoints are young: a figure is only printed for one that answers 200. */
async function answers(client: TestClient, path: string): Promise<boolean> {
  const response = await client.get(path);
  if (response.status === 200) return true;
  console.log(`${path.replace(/^\/api\/organisations\/[^/]+/, '…')}: skipped, answers ${response.status}`);
  return false;
}

/** Up to 50 products with 2+ SKUs (those the stock-per-warehouse screen is for). */
async function productsWithSeveralSkus(server: BenchServer, organisationId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    server.ctx.db,
    sql`select product_id as id from skus where organisation_id = ${organisationId} and product_id is not null
      group by product_id having count(*) > 1 order by product_id limit 50`,
  );
  return rows.map((row) => Number(row.id));
}

/** The ratio only means something if both sides produce the same page: same SKUs, same total, same stock. */
async function expectSamePage(client: TestClient, path: string, server: BenchServer, query: SQL) {
  const api = (await client.get(path)).body as {
    data: { id: number; stock: number }[];
    meta: { total: number };
  };
  const rows = await queryRows<{ id: number; stock: number; total: number }>(server.ctx.db, query);
  const fromApi = JSON.stringify({ ids: api.data.map((sku) => [sku.id, sku.stock]), total: api.meta.total });
  const fromSql = JSON.stringify({
    ids: rows.map((row) => [Number(row.id), Number(row.stock)]),
    total: Number(rows[0]?.total ?? 0),
  });
  if (fromApi !== fromSql)
    console.log(`${path}: WARNING, the SQL page differs from the API's:\n  ${fromApi}\n  ${fromSql}`);
}

async function expectSameStock(client: TestClient, path: string, server: BenchServer, query: SQL) {
  const api = (await client.get(path)).body as {
    data: { warehouse: { id: number }; quantity: number; skus: unknown[] }[];
  };
  const rows = await queryRows<{ id: number; quantity: number; skus: unknown[] }>(server.ctx.db, query);
  const fromApi = JSON.stringify(api.data.map((row) => [row.warehouse.id, row.quantity, row.skus.length]));
  const fromSql = JSON.stringify(rows.map((row) => [Number(row.id), Number(row.quantity), row.skus.length]));
  if (fromApi !== fromSql)
    console.log(`${path}: WARNING, the SQL answer differs from the API's:\n  ${fromApi}\n  ${fromSql}`);
}
