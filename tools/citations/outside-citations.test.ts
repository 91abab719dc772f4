import { describe, expect, test } from 'vitest';
import { findOutsideCitations, formatCitations, scanRepository } from './outside-citations.mjs';

// The fixtures are assembled from parts, so this file does not itself cite what it forbids.
const notes = (name: string) => `${name}.md`;
const sibling = ['..', 'shared'].join('/');
const beside = ['', 'work', 'shared'].join('/');
const spApiNotes = notes(['sp', 'api'].join('-'));
const reference = ['ref', 'erence'].join('');

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

  test('finds the reference notes by name, as a bare reference/ path, or by section', () => {
    const rule = 'reference notes outside the repository';
    const text = [
      `/** SP-API regions: one host per region (${spApiNotes} §1.1, §1.3). */`,
      `// Header as Amazon writes it (${reference}/${spApiNotes} §3).`,
      ` * The usage plans (${reference} §2) and the FC codes (${reference}/fulfilment-centres.md).`,
      `See ${notes('reports')} and ${notes('marketplaces')}, or shared/${reference}/${spApiNotes}.`,
      `Quoted fields as in ${reference}/flat-files.md.`,
    ].join('\n');
    expect(findOutsideCitations(text)).toEqual(
      [1, 2, 3, 4, 5].map((line) => ({ line, rule, text: expect.any(String) })),
    );
  });

  test('leaves alone what stays inside the repository', () => {
    const text = [
      "import { can } from '../../shared/permissions.ts';",
      "import { ROLES } from '@backoffice/shared';",
      ' * Problem rules (docs/domain/store-order-problems.md), money (decision 6).',
      ' * packages/shared/src/domain/transfers.ts; a DESIGN_NOTES.mdx file; README.md.',
      `Sources: apps/server/src/modules/${reference}/datasets/sources.md, docs/domain/${notes('reports')}.`,
      `A ${reference} to the Reports model (models/reports-api-model/reports_2021-06-30.json); my-${spApiNotes}.`,
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
