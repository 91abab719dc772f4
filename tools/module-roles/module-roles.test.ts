import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { filesWithoutRole, MODULES_DIR } from './module-roles.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake repository holding `files` (paths under the modules directory). */
function treeWith(files: string[]): string {
  const base = mkdtempSync(join(tmpdir(), 'module-roles-'));
  made.push(base);
  for (const file of files) {
    const path = join(base, MODULES_DIR, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'export {};\n');
  }
  return base;
}

describe('module file roles', () => {
  test('every server module file has a role suffix', () => {
    expect(filesWithoutRole()).toEqual([]);
  });

  test('reports a file without a suffix, and only that one', () => {
    const base = treeWith([
      'widgets/widgets.usecases.ts',
      'widgets/widgets.routes.ts',
      'widgets/widgets.test.ts',
      'widgets/README.md',
      'widgets/engine/score.domain.ts',
      'widgets/helpers.ts',
      'widgets/engine/score.ts',
      'widgets/widgets.util.ts',
    ]);
    expect(filesWithoutRole(base)).toEqual([
      'widgets/engine/score.ts',
      'widgets/helpers.ts',
      'widgets/widgets.util.ts',
    ]);
  });
});
