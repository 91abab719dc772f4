#!/usr/bin/env node
// Builds the web app when its output is missing or older than any of its sources, so
// `npm start` and the browser tests always serve what the code says without rebuilding needlessly.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { isBuilt } from './is-built.mjs';

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

export function buildWebIfNeeded() {
  if (
    isBuilt(
      output,
      sources.map((source) => join(root, source)),
    )
  )
    return;
  console.log('Building the web app…');
  execSync('npm run build -w @backoffice/web', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === import.meta.filename) buildWebIfNeeded();
