#!/usr/bin/env node
/**
 * Counts the imports by which one server module reaches into another's storage: of another
 * module's `*.tables.ts` and of its `*.repository.ts`, from non-test files (decision 22 allows
 * none; `modules-own-their-tables` in .dependency-cruiser.cjs fails on any). A measure, for the
 * before and after of a change: run it on another checkout with `baseDir`.
 *
 * Usage: node tools/boundaries/cross-module-imports.mjs [baseDir]   (defaults to the repo root)
 */
import { fileURLToPath } from 'node:url';
import { cruiseModules } from './module-cycles.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULE_OF = /^apps\/server\/src\/modules\/([^/]+)\//;
const TEST = /\.(test|spec)\.tsx?$|\.testing\.ts$/;
const STORAGE = /\.(tables|repository)\.ts$/;

/** @param {string} baseDir */
export async function crossModuleImports(baseDir = ROOT) {
  const result = await cruiseModules(baseDir);
  /** @type {{ tables: string[][], repository: string[][] }} */
  const found = { tables: [], repository: [] };
  for (const module of result.modules) {
    const from = MODULE_OF.exec(module.source)?.[1];
    if (!from || TEST.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = MODULE_OF.exec(dependency.resolved)?.[1];
      const kind = STORAGE.exec(dependency.resolved)?.[1];
      if (!to || to === from || !kind) continue;
      found[/** @type {'tables' | 'repository'} */ (kind)].push([module.source, dependency.resolved]);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = await crossModuleImports(process.argv[2] ?? ROOT);
  console.log(`imports of another module's tables:       ${found.tables.length}`);
  console.log(`imports of another module's repositories: ${found.repository.length}`);
  if (process.argv.includes('--list'))
    for (const [from, to] of [...found.tables, ...found.repository]) console.log(`  ${from} → ${to}`);
}
