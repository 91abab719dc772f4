#!/usr/bin/env node
/**
 * Fails when a tracked text file cites a file outside the repository: the design and style notes
 * the project was once written against, or a path into the directory beside the clone that held
 * them. A clone does not have those files, so a comment or a page pointing at them explains
 * nothing; the domain is described in docs/ instead (docs/README.md).
 *
 * What counts as a citation (the patterns are assembled from parts, so this file does not cite
 * what it forbids): the two notes' file names, a relative path that starts by leaving the
 * repository for the sibling `shared` directory, that directory's absolute path on the machines
 * the project was built on, and the reference notes that directory kept: the SP-API notes' file
 * name wherever it appears, its kin's names (reports, marketplaces, fulfilment…) on their own, a
 * `reference/<name>.md` that does not continue a path inside the repository (`modules/reference/`
 * files are fine), and a section cited as `reference §<number>`. The Amazon facts those notes held
 * are told, with their public sources, in the READMEs under apps/server/src/integrations/amazon/.
 * Files are those `git ls-files` lists; binary files (a NUL byte in their first 8 KB) and anything
 * under node_modules are skipped, as are tracked files deleted in the working tree.
 *
 * Usage: node tools/citations/outside-citations.mjs [repoRoot]   (defaults to the repo root)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIBLING = 'shared';
/** The reference notes once kept beside the clone: the SP-API notes, and their kin. */
const SP_API_NOTES = ['sp', 'api'].join('-');
const KIN_NOTES = ['reports', 'marketplaces', 'fulfil[a-z-]*'];
const REFERENCE = 'reference';
/** Not the end of a longer name (`my-sp-api.md`). */
const WHOLE_NAME = '(?<![\\w.-])';
/** Not inside a path either (`docs/reports.md` may well be the repository's own). */
const NOT_IN_A_PATH = '(?<![\\w./-])';

/** @type {{ name: string, pattern: RegExp }[]} */
export const OUTSIDE_CITATIONS = [
  { name: 'design or style notes', pattern: new RegExp(`\\b(?:${['DESIGN', 'STYLE'].join('|')})\\.md\\b`) },
  { name: 'a relative path out of the repository', pattern: new RegExp(`(?<![\\w./-])\\.\\./${SIBLING}\\b`) },
  { name: 'an absolute path beside the clone', pattern: new RegExp(`/${'work'}/${SIBLING}\\b`) },
  {
    name: 'reference notes outside the repository',
    pattern: new RegExp(
      [
        `${WHOLE_NAME}${SP_API_NOTES}\\.md\\b`,
        `${NOT_IN_A_PATH}(?:${KIN_NOTES.join('|')})\\.md\\b`,
        `${NOT_IN_A_PATH}${REFERENCE}/[\\w-]+\\.md\\b`,
        `\\b${REFERENCE} §\\d`,
      ].join('|'),
    ),
  },
];

/**
 * @typedef {{ line: number, text: string, rule: string }} Citation
 * @typedef {Citation & { file: string }} FileCitation
 */

/**
 * Every line of `text` that cites a file outside the repository.
 * @param {string} text
 * @returns {Citation[]}
 */
export function findOutsideCitations(text) {
  /** @type {Citation[]} */
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    for (const { name, pattern } of OUTSIDE_CITATIONS) {
      if (!pattern.test(line)) continue;
      found.push({ line: index + 1, text: line.trim(), rule: name });
      break;
    }
  });
  return found;
}

/** A file is binary when its first 8 KB hold a NUL byte (git's own test). */
const isBinary = (/** @type {Buffer} */ bytes) => bytes.subarray(0, 8192).includes(0);

/**
 * The citations in every tracked text file under `root`, by path then line.
 * @param {string} [root]
 * @returns {FileCitation[]}
 */
export function scanRepository(root = ROOT) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  /** @type {FileCitation[]} */
  const found = [];
  for (const file of listed.toString('utf8').split('\0')) {
    if (!file || file.split('/').includes('node_modules')) continue;
    /** @type {Buffer} */
    let bytes;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      continue; // Deleted in the working tree (or a directory: a submodule), not yet committed.
    }
    if (isBinary(bytes)) continue;
    for (const citation of findOutsideCitations(bytes.toString('utf8'))) found.push({ file, ...citation });
  }
  return found;
}

/** @param {FileCitation[]} citations */
export function formatCitations(citations) {
  return citations.map(({ file, line, rule, text }) => `${file}:${line} (${rule}): ${text}`).join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const citations = scanRepository(process.argv[2] ?? ROOT);
  if (citations.length) {
    const files = new Set(citations.map((citation) => citation.file)).size;
    console.error(
      `${formatCitations(citations)}\n\n${citations.length} citations of files outside the repository in ${files} files.`,
    );
    process.exit(1);
  }
  console.log('No tracked file cites a file outside the repository.');
}
