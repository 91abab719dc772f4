#!/usr/bin/env node
/**
 * Fails when SQL text in a server module names another module's table (decision 22: a module
 * reads another's published facts and writes through its use cases). dependency-cruiser sees
 * imports only; a drizzle `sql\`select … from skus\`` template imports nothing and would slip
 * past `modules-own-their-tables`. Interpolate the owner's projection instead
 * (`from ${skuFactsAs('s')}`), or call its use case.
 *
 * The owners are learned from `apps/server/src/modules/<module>/*.tables.ts` (`pgTable('name', …)`).
 * Every non-test `.ts` file under apps/server/src/modules is read; the text of its string and
 * template literals (not the code between them, not `${…}`, not comments) is searched for a table
 * name after `from`, `join`, `into`, `update`, `table` or `truncate` (any case, `public.` and
 * double quotes allowed). Tests (`*.test.ts`, `*.spec.ts`) and test helpers (`*.testing.ts`) are
 * exempt, as they are from the import rules.
 *
 * Usage: node tools/boundaries/raw-sql-tables.mjs [baseDir]   (baseDir defaults to the repo root)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES_DIR = 'apps/server/src/modules';
const TEST = /\.(test|spec)\.tsx?$|\.testing\.ts$/;
const TABLE = /\bpgTable\(\s*(['"`])([A-Za-z_][\w]*)\1/g;
const NAMED =
  /\b(from|join|into|update|table|truncate)\s+(?:only\s+)?(?:"?public"?\.)?"?([A-Za-z_][\w]*)"?/gi;

/**
 * @typedef {{ file: string, line: number, table: string, owner: string, module: string }} RawSqlOffence
 */

/** Module files under `baseDir`, relative to it (`apps/server/src/modules/<module>/…`). */
function moduleFiles(baseDir = ROOT) {
  const top = join(baseDir, MODULES_DIR);
  return readdirSync(top, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(baseDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** @param {string} file a path relative to the base directory */
const moduleOf = (file) => file.slice(MODULES_DIR.length + 1).split('/')[0] ?? '';

/**
 * Table name → owning module, from every `<module>/*.tables.ts` under `baseDir`.
 * @param {string} [baseDir]
 * @returns {Map<string, string>}
 */
export function tableOwners(baseDir = ROOT) {
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const file of moduleFiles(baseDir)) {
    if (!/^[^/]+\/[^/]+\.tables\.ts$/.test(file.slice(MODULES_DIR.length + 1))) continue;
    const text = sqlFreeOfComments(readFileSync(join(baseDir, file), 'utf8'), { code: true });
    for (const [, , name] of text.matchAll(TABLE)) owners.set(String(name), moduleOf(file));
  }
  return owners;
}

/**
 * `source` with its comments blanked (newlines kept, so line numbers stay). With `code: false`,
 * everything outside string and template literals is blanked too, `${…}` included: what is left
 * is the text a query could be made of.
 * @param {string} source
 * @param {{ code?: boolean }} [options]
 */
export function sqlFreeOfComments(source, { code = false } = {}) {
  let out = '';
  /** @type {('template' | 'brace')[]} */
  const stack = [];
  let i = 0;
  let lastSignificant = '';
  const blank = (/** @type {string} */ text) => text.replace(/[^\n]/g, ' ');
  const keepCode = (/** @type {string} */ text) => (code ? text : blank(text));
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    const inTemplate = stack.at(-1) === 'template';
    if (inTemplate) {
      if (c === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        stack.pop();
        out += keepCode(c);
        lastSignificant = c;
        i++;
      } else if (c === '$' && next === '{') {
        stack.push('brace');
        out += keepCode('${');
        i += 2;
        lastSignificant = '{';
      } else {
        out += c;
        i++;
      }
      continue;
    }
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant))) {
      // A regular expression literal: skip it whole, so its quotes open no string.
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        else if (source[j] === '/' && !inClass) break;
        j++;
      }
      out += keepCode(source.slice(i, j + 1));
      i = j + 1;
      lastSignificant = '/';
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += keepCode(c) + source.slice(i + 1, j) + keepCode(source[j] === c ? c : '');
      i = source[j] === c ? j + 1 : j;
      lastSignificant = c;
    } else if (c === '`') {
      stack.push('template');
      out += keepCode(c);
      i++;
    } else if (c === '{') {
      stack.push('brace');
      out += keepCode(c);
      lastSignificant = c;
      i++;
    } else if (c === '}') {
      if (stack.at(-1) === 'brace') stack.pop();
      out += keepCode(c);
      lastSignificant = c;
      i++;
    } else {
      out += keepCode(String(c));
      if (!/\s/.test(String(c))) {
        // After a word (`return /x/` aside) or `)`, a slash divides.
        lastSignificant = /[\w$)\]]/.test(String(c)) ? 'x' : String(c);
        if (/[\w$]/.test(String(c))) {
          const word = /^[\w$]+/.exec(source.slice(i))?.[0] ?? '';
          if (['return', 'typeof', 'case', 'in', 'of', 'yield', 'await'].includes(word))
            lastSignificant = '(';
          out += keepCode(word.slice(1));
          i += word.length;
          continue;
        }
      }
      i++;
    }
  }
  return out;
}

/**
 * Every place under `baseDir`'s modules where SQL text names a table of another module.
 * @param {string} [baseDir]
 * @returns {RawSqlOffence[]}
 */
export function rawSqlOffences(baseDir = ROOT) {
  const owners = tableOwners(baseDir);
  /** @type {RawSqlOffence[]} */
  const offences = [];
  for (const file of moduleFiles(baseDir)) {
    if (!file.endsWith('.ts') || TEST.test(file)) continue;
    const module = moduleOf(file);
    const text = sqlFreeOfComments(readFileSync(join(baseDir, file), 'utf8'));
    text.split('\n').forEach((line, index) => {
      NAMED.lastIndex = 0;
      for (let match = NAMED.exec(line); match; match = NAMED.exec(line)) {
        // Next search right after the keyword: `from ${x} join skus` blanks to `from   join skus`.
        NAMED.lastIndex = match.index + String(match[1]).length;
        const table = String(match[2]).toLowerCase();
        const owner = owners.get(table);
        if (owner && owner !== module) offences.push({ file, line: index + 1, table, owner, module });
      }
    });
  }
  return offences;
}

/** @param {RawSqlOffence[]} offences */
export function formatOffences(offences) {
  return offences
    .map(({ file, line, table, owner }) => `${file}:${line}: ${table} belongs to ${owner}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseDir = process.argv[2] ?? ROOT;
  const offences = rawSqlOffences(baseDir);
  if (offences.length === 0) {
    console.log(`✔ no SQL text under ${MODULES_DIR} names another module's table`);
  } else {
    console.error(
      `✘ ${offences.length} place(s) where SQL text names another module's table (decision 22):\n` +
        `${formatOffences(offences)}\n` +
        "Read the owner's facts (interpolate its projection, such as skuFactsAs('s'), after from or join); " +
        "write through the owner's use cases.",
    );
    process.exitCode = 1;
  }
}
