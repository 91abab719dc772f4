import { catalogBench } from './catalog.ts';
import { foundationBench } from './foundation.ts';

/**
 * `npm run bench`: request latency over real HTTP beside the same work done directly in SQL; the
 * ratio is the figure (the cost of the HTTP, session, tenancy and serialisation layers). First
 * the per-page-load endpoints, then the catalog at 50,000 SKUs (BENCH_SKUS). PGlite by default,
 * PostgreSQL with BENCH_DATABASE_URL; BENCH_RUNS sets the requests per figure.
 */
const runs = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
await foundationBench(runs ?? 300);
console.log();
await catalogBench({
  skus: Number(process.env.BENCH_SKUS ?? 50_000),
  days: Number(process.env.BENCH_DAYS ?? 14),
  runs: runs ?? 100,
});
