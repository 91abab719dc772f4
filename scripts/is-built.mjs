// Whether a build's output is at least as new as every one of its sources (files or folders,
// walked for their newest modification): the check behind `npm start` and `npm install` building
// only what changed (scripts/build-web-if-needed.mjs, apps/server/build.mjs --if-needed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stat.mtimeMs,
  );
}

/** `output` and `sources` are absolute paths. */
export function isBuilt(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt >= Math.max(...sources.map(newestModification));
}
