import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { filesWithoutRole, MODULES_DIR } from '../module-roles/module-roles.mjs';
import { writeModule } from './new-module.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NAME = 'gift-cards';
const base = mkdtempSync(join(tmpdir(), 'new-module-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/**
 * Type-checks `files` as if they stood in apps/server/src/modules/NAME, with the server's compiler
 * options, without writing into the working tree: their imports of src/ resolve to the real files.
 */
function typeErrors(files: Record<string, string>): string[] {
  const configPath = join(ROOT, 'apps/server/tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const checkOptions = {
    ...parsed.options,
    noEmit: true,
    composite: false,
    incremental: false,
    declaration: false,
    emitDeclarationOnly: false,
  };
  const host = ts.createCompilerHost(checkOptions);
  const virtual = new Map(
    Object.entries(files).map(([file, text]) => [join(ROOT, MODULES_DIR, NAME, file), text] as const),
  );
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const virtualDir = join(ROOT, MODULES_DIR, NAME);
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.directoryExists = (path) => path === virtualDir || (directoryExists?.call(host, path) ?? true);
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = virtual.get(path);
    return text === undefined
      ? getSourceFile.call(host, path, language, ...rest)
      : ts.createSourceFile(path, text, language);
  };
  // The whole server is in the program (its declaration merging types the request), but only
  // the generated files are checked.
  const program = ts.createProgram([...parsed.fileNames, ...virtual.keys()], checkOptions, host);
  return [
    ...program.getOptionsDiagnostics(),
    ...[...virtual.keys()].flatMap((path) => {
      const file = program.getSourceFile(path);
      if (!file) throw new Error(`${path} is not in the program`);
      return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    }),
  ].map(
    (d) =>
      `${d.file ? basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );
}

describe('npm run new:module', () => {
  const written = writeModule(NAME, join(base, MODULES_DIR));

  test('writes every role of the shape, and a test', () => {
    expect(written.map((file) => basename(file)).sort()).toEqual(
      [
        'errors',
        'facts',
        'jobs',
        'keys',
        'presenter',
        'repository',
        'routes',
        'tables',
        'test',
        'usecases',
      ].map((role) => `${NAME}.${role}.ts`),
    );
  });

  test('passes the role check', () => {
    expect(filesWithoutRole(base)).toEqual([]);
  });

  test('compiles against the server as if it stood among the modules', () => {
    const files = Object.fromEntries(written.map((file) => [basename(file), readFileSync(file, 'utf8')]));
    expect(typeErrors(files)).toEqual([]);
  }, 120_000);

  test('refuses a name that is not lower-case words joined by dashes, and an existing module', () => {
    expect(() => writeModule('GiftCards', base)).toThrow(/lower-case words/);
    expect(() => writeModule(NAME, join(base, MODULES_DIR))).toThrow(/already exists/);
  });
});
