#!/usr/bin/env node
// Issue 8, defect 2: the JavaScript a first visit of the dashboard downloads (the entry chunk, its
// static imports, the dashboard screen's chunk and its static imports) stays at most 170 KB
// gzipped. Reads the build's manifest (apps/web/vite.config.ts: build.manifest), so it measures
// what the browser fetches, whatever the chunks are called. Fails `npm test` above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 170;
const DASHBOARD_SOURCE = 'src/features/dashboard/routes/dashboard-page.tsx';

const dist = process.env.WEB_DIST_DIR ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk and every chunk it imports statically, as manifest keys. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('the build manifest names no entry chunk');
if (!manifest[DASHBOARD_SOURCE]) throw new Error(`the build manifest has no chunk for ${DASHBOARD_SOURCE}`);
const initial = withStaticImports(DASHBOARD_SOURCE, withStaticImports(entry));

const rows = [...initial]
  .map((key) => manifest[key].file)
  .map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024 }))
  .sort((a, b) => b.gzipKb - a.gzipKb);
const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
for (const row of rows) console.log(`${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(
  `${total.toFixed(1).padStart(7)} KB  gzipped JavaScript for a first visit of the dashboard (budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB) {
  console.error(
    `Over budget by ${(total - BUDGET_KB).toFixed(1)} KB: keep heavy screens and libraries in lazy chunks.`,
  );
  process.exit(1);
}
