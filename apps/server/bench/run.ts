import { amazonSyncBench } from './amazon-sync.ts';
import { backgroundBench } from './background.ts';
import { catalogBench } from './catalog.ts';
import { foundationBench } from './foundation.ts';
import { importBench } from './import.ts';
import { ingestionBench } from './ingestion.ts';
import { ingestionMemoryBench } from './ingestion-memory.ts';
import { orderProblemsBench } from './order-problems.ts';
import { planningBench } from './planning.ts';
import { screensBench } from './screens.ts';
import { serviceLevelsBench } from './service-levels.ts';
import { transfersBench } from './transfers.ts';

/**
 * `npm run bench`: request latency over real HTTP beside the same work done directly in SQL; the
 * ratio is the figure (the cost of the HTTP, session, tenancy and serialisation layers). First
 * the per-page-load endpoints, then the catalog at 50,000 SKUs (BENCH_SKUS). PGlite by default,
 * PostgreSQL with BENCH_DATABASE_URL; BENCH_RUNS sets the requests per figure. Last, a 50,000-row
 * CSV import (BENCH_IMPORT_ROWS) with other requests' latency while it runs.
 */
const runs = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
// BENCH_ONLY=foundation,catalog,transfers,import,ingestion,order-problems,planning,service-levels,amazon-sync runs only
// those parts (order-problems also times dispute detection on its dataset); so do the parts named
// as arguments (`npm run bench -- amazon-sync`).
const named = process.argv.slice(2).flatMap((arg) => arg.split(','));
const only = named.length > 0 ? named : process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const wanted = (part: string) => !only || only.includes(part);
if (wanted('foundation')) {
  await foundationBench(runs ?? 300);
  console.log();
}
if (wanted('catalog')) {
  await catalogBench({
    skus: Number(process.env.BENCH_SKUS ?? 50_000),
    days: Number(process.env.BENCH_DAYS ?? 14),
    runs: runs ?? 100,
  });
  console.log();
}
if (wanted('transfers')) {
  await transfersBench({
    skus: Number(process.env.BENCH_SKUS ?? 50_000),
    transfers: Number(process.env.BENCH_TRANSFERS ?? 100_000),
    runs: runs ?? 100,
  });
  console.log();
}
if (wanted('screens')) {
  // Every screen's first-load reads at a big seller's size (issue 32); BENCH_SCREENS_SCALE shrinks
  // the dataset (0.1: a tenth of everything) for a quick look.
  const scale = Number(process.env.BENCH_SCREENS_SCALE ?? 1);
  await screensBench({
    runs: runs ?? 40,
    size: {
      skus: Math.round(50_000 * scale),
      orders: Math.round(1_000_000 * scale),
      transfers: Math.round(100_000 * scale),
      purchaseOrders: Math.round(20_000 * scale),
      disputes: Math.round(5_000 * scale),
    },
  });
  console.log();
}
if (wanted('import')) {
  await importBench(Number(process.env.BENCH_IMPORT_ROWS ?? 50_000));
  console.log();
}
if (wanted('ingestion')) {
  await ingestionBench(Number(process.env.BENCH_INGEST_ROWS ?? 100_000));
  console.log();
}
if (wanted('order-problems')) {
  await orderProblemsBench({
    skus: Number(process.env.BENCH_SKUS ?? 50_000),
    orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
    runs: runs ?? 100,
  });
  console.log();
}
if (wanted('planning')) {
  await planningBench({
    skus: Number(process.env.BENCH_SKUS ?? 50_000),
    days: Number(process.env.BENCH_DAYS ?? 14),
    runs: runs ?? 100,
    // Two years for each SKU: 37 million movements at 50,000, too many for the embedded database.
    historySkus: Number(process.env.BENCH_HISTORY_SKUS ?? (process.env.BENCH_DATABASE_URL ? 50_000 : 5_000)),
  });
  console.log();
}
if (wanted('service-levels')) {
  // What a target service level costs in stock and saves in stock-outs, over a held-out year of the
  // demo (no database; about 20–30 s).
  await serviceLevelsBench({
    skus: Number(process.env.BENCH_SL_SKUS ?? 300),
    seed: Number(process.env.BENCH_SL_SEED ?? 42),
    leadSpread: Number(process.env.BENCH_SL_LEAD_SPREAD ?? 0.12),
    refitDays: Number(process.env.BENCH_SL_REFIT_DAYS ?? 28),
    coverDays: Number(process.env.BENCH_SL_COVER_DAYS ?? 30),
    sigmaScale: Number(process.env.BENCH_SL_SIGMA_SCALE ?? 1),
  });
  console.log();
}
if (wanted('amazon-sync')) {
  const { pass } = await amazonSyncBench({
    speed: Number(process.env.BENCH_AMAZON_SPEED ?? 60),
    timeoutSeconds: Number(process.env.BENCH_AMAZON_TIMEOUT_SECONDS ?? 600),
  });
  if (!pass) process.exitCode = 1;
  console.log();
}
// The server's own memory for a large report (BENCH_MEMORY_ROWS, default 1,000,000): its own part,
// since it takes minutes.
if (only?.includes('ingestion-memory'))
  await ingestionMemoryBench(Number(process.env.BENCH_MEMORY_ROWS ?? 1_000_000));
// Background work beside requests on PGlite (issue 32): reports uploaded to the compiled server in
// its own process, page loads timed while their follow-up jobs run; minutes, so only when named.
if (only?.includes('background')) await backgroundBench();
