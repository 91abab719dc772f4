import { describe, expect, test } from 'vitest';
import { findOutsideCitations, formatCitations, scanRepository } from './outside-citations.mjs';

// The fixtures are assembled from parts, so this file does not itself cite what it forbids.
const notes = (name: string) => `${name}.md`;
const sibling = ['..', 'shared'].join('/');
const beside = ['', 'work', 'shared'].join('/');

describe('findOutsideCitations', () => {
  test('finds the design and style notes, a relative path out of the repository and the absolute one', () => {
    const text = [
      '/**',
      ` * Purchase orders (${notes('DESIGN')} "Domain decisions"): the status machine.`,
      ` * Names as ${notes('STYLE')} asks.`,
      ` * See ${sibling}/spec/issue.txt and ${beside}/reference/notes.md §3.`,
      ' */',
    ].join('\n');
    expect(findOutsideCitations(text)).toEqual([
      { line: 2, rule: 'design or style notes', text: expect.stringContaining(notes('DESIGN')) },
      { line: 3, rule: 'design or style notes', text: expect.stringContaining(notes('STYLE')) },
      { line: 4, rule: 'a relative path out of the repository', text: expect.stringContaining(sibling) },
    ]);
    expect(findOutsideCitations(`Header lines as in ${beside}/reference/notes.md`)).toEqual([
      { line: 1, rule: 'an absolute path beside the clone', text: expect.stringContaining(beside) },
    ]);
  });

  test('leaves alone what stays inside the repository', () => {
    const text = [
      "import { can } from '../../shared/permissions.ts';",
      "import { ROLES } from '@backoffice/shared';",
      ' * Problem rules (docs/domain/store-order-problems.md), money (decision 6).',
      ' * packages/shared/src/domain/transfers.ts; a DESIGN_NOTES.mdx file; README.md.',
    ].join('\n');
    expect(findOutsideCitations(text)).toEqual([]);
  });
});

describe('the repository', () => {
  test('no tracked text file cites a file outside the repository', () => {
    // A failure lists each citation as path:line (rule): the line.
    expect(formatCitations(scanRepository())).toBe('');
  });
});
