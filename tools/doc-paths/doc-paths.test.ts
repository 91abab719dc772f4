import { describe, expect, test } from 'vitest';
import { missingPaths, namedPaths } from './doc-paths.mjs';

describe('paths the documentation names', () => {
  test('are found in backticks from the root and in links from the file', () => {
    const text = [
      'The scan lives in `apps/server/src/modules/store-orders/store-orders.jobs.ts`.',
      'See [the jobs](../../apps/server/src/jobs/workers.ts#L10) and [decision 9](decisions/0009-x.md).',
      'Not paths: [a site](https://example.com/a/b), `npm run walk`, [top](#top).',
    ].join('\n');
    expect(namedPaths(text, 'docs/domain/jobs.md')).toEqual([
      { line: 1, path: 'apps/server/src/modules/store-orders/store-orders.jobs.ts' },
      { line: 2, path: 'apps/server/src/jobs/workers.ts' },
      { line: 2, path: 'docs/domain/decisions/0009-x.md' },
    ]);
  });

  test('all exist in the repository', () => {
    expect(missingPaths()).toEqual([]);
  });
});
