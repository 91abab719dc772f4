#!/usr/bin/env node
/**
 * The documentation names files of the repository (`apps/…`, `packages/…`, `tools/…`,
 * `scripts/…`, in backticks or as relative links); a file renamed or moved leaves such a name
 * pointing nowhere. This lists every name in the Markdown files of the repository (README.md,
 * docs/, the modules' and features' READMEs) that does not exist (its test runs in the suite).
 *
 * Usage: node tools/doc-paths/doc-paths.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOP = String.raw`(?:apps|packages|tools|scripts)/[\w.@/-]+`;
/** `apps/…` in backticks (a trailing `:line` or `#anchor` is not part of the path). */
const QUOTED = new RegExp(String.raw`\`(${TOP})\``, 'g');
/** A Markdown link to a relative path (docs link with ../ up to the root). */
const LINKED = /\]\(((?:\.\.?\/)*[\w.@/-]+?)(?:#[^)]*)?\)/g;

/**
 * The repository paths `text` names, as written in `file` (relative to the root): quoted ones
 * from the root, linked ones from the file's folder. Links to URLs are not paths.
 * @param {string} text
 * @param {string} file
 */
export function namedPaths(text, file) {
  /** @type {{ line: number; path: string }[]} */
  const paths = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(QUOTED)) paths.push({ line: index + 1, path: match[1] ?? '' });
    for (const match of line.matchAll(LINKED)) {
      const target = match[1] ?? '';
      if (/^[a-z]+:/.test(target) || !target.includes('/')) continue;
      paths.push({ line: index + 1, path: normalize(join(dirname(file), target)) });
    }
  });
  return paths.map((named) => ({ ...named, path: named.path.replace(/\/$/, '') }));
}

/** Every named path that does not exist, from the Markdown files git tracks under `root`. */
export function missingPaths(root = ROOT) {
  const files = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && existsSync(join(root, file)));
  return files.flatMap((file) =>
    namedPaths(readFileSync(join(root, file), 'utf8'), file)
      .filter(({ path }) => !path.startsWith('..') && !existsSync(join(root, path)))
      .map((named) => ({ file, ...named })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingPaths();
  for (const { file, line, path } of missing)
    console.error(`${file}:${line} names ${path}, which does not exist`);
  if (missing.length) process.exit(1);
  console.log(`✔ every path the documentation names exists (${relative(process.cwd(), ROOT) || '.'})`);
}
