#!/usr/bin/env node
// Builds the web app when its output is missing or older than any of its sources, so
// `npm start` and the browser tests always serve what the code says without rebuilding needlessly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const output = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/public',
  'packages/shared/src',
  'packages/shared/package.json',
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestModification(join(root, source))));
if (builtAt >= changedAt) {
  console.log('Web app is up to date.');
} else {
  console.log('Building the web app…');
  execSync('npm run build -w @backoffice/web', { cwd: root, stdio: 'inherit' });
}
