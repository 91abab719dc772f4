import { readFile } from 'node:fs/promises';
import { P95_TARGET_MS, type ScreenFigure } from './screen-reads.ts';

/**
 * The bench README's table from the screens bench's JSON (BENCH_SCREENS_OUT): one row per read,
 * p50 / p95 before and after on each database, the after's ratio to its own SQL, and whether the
 * after meets the p95 target. `npx tsx bench/screens-table.ts pg-before.json pg-after.json
 * [pglite-before.json pglite-after.json]` (a missing file is written `-`).
 */
interface ScreensRun {
  driver: 'postgres' | 'pglite';
  figures: ScreenFigure[];
}

const [pgBefore, pgAfter, pgliteBefore, pgliteAfter] = await Promise.all(
  process.argv
    .slice(2, 6)
    .map(async (file) =>
      file && file !== '-' ? (JSON.parse(await readFile(file, 'utf8')) as ScreensRun) : undefined,
    ),
);
const key = (figure: ScreenFigure) => `${figure.screen}|${figure.path}`;
const byKey = (run: ScreensRun | undefined) => new Map(run?.figures.map((figure) => [key(figure), figure]));
const runs = [pgBefore, pgAfter, pgliteBefore, pgliteAfter].map(byKey);
const reads = [
  ...new Map(
    [pgBefore, pgAfter, pgliteBefore, pgliteAfter]
      .flatMap((run) => run?.figures ?? [])
      .map((f) => [key(f), f]),
  ).values(),
];

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const pair = (figure: ScreenFigure | undefined) =>
  figure ? `${ms(figure.endpoint.p50)} / ${ms(figure.endpoint.p95)}` : '-';
const ratio = (figure: ScreenFigure | undefined) =>
  figure ? `${(figure.endpoint.p50 / figure.sql.p50).toFixed(1)}x` : '-';
const verdict = (figure: ScreenFigure | undefined, target: number) =>
  figure ? (figure.endpoint.p95 <= target ? 'ok' : '**over**') : '-';

console.log(
  '| screen | read | PG before p50 / p95 | PG after | ratio | target | PGlite before | PGlite after | ratio | target |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const read of reads) {
  const [a, b, c, d] = runs.map((run) => run.get(key(read)));
  const path = read.path.replace('/api/organisations/{organisation}', '…');
  console.log(
    `| ${read.screen} | \`${path}\` | ${pair(a)} | ${pair(b)} | ${ratio(b)} | ${verdict(b, P95_TARGET_MS.postgres)} | ${pair(c)} | ${pair(d)} | ${ratio(d)} | ${verdict(d, P95_TARGET_MS.pglite)} |`,
  );
}
