#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module (dist/server.mjs) with the workspace's own
// TypeScript and the npm packages it imports inside, plus the migrations it applies.
// Running compiled code instead of tsx's on-the-fly compiler halves the started server's memory
// (measured: 238 MB → 143 MB RSS on PostgreSQL), which the 300 MB ingestion target needs (issue 10).
// Bundling the packages too spares a start resolving and reading some 600 files of node_modules
// (a restart's modules loaded in 0.35 s instead of 0.85 s, issue 28).
// Paths the code finds relative to itself (config.ts, db/migrate.ts) sit at the same depth in
// dist/ as in src/, so the bundle finds what the sources do.
//
// `node build.mjs` builds; `--if-needed` (npm start, npm install: scripts/build-if-needed.mjs)
// only when dist/ is missing or older than a source, so a restart does not wait for a build.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { isBuilt } from '../../scripts/is-built.mjs';

const serverDir = import.meta.dirname;
const outDir = join(serverDir, 'dist');
const sources = [
  'src',
  'build.mjs',
  'package.json',
  '../../packages/shared/src',
  '../../packages/shared/package.json',
];

/**
 * Packages that stay imports from node_modules: what loads files of its own at run time by path
 * (native addons, WASM, fonts, worker-thread scripts, static assets), and what is imported only
 * when a feature is used (so a start does not load it).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite', // its WASM and data files, beside its modules
  'argon2', // a native addon
  'pdfkit', // its font files; imported at the first PDF
  '@aws-sdk', // imported at a server's first file on S3
  '@sentry/node', // imported when SENTRY_DSN is set; it hooks the loading of modules
  'pino', // its transports run in worker threads that load pino's files by path
  'pino-pretty',
  'thread-stream',
  'piscina', // the forecast workers' threads load its worker script by path
  'pg-native', // pg's optional native driver, when installed
];

const loadedFromNodeModules = (specifier) =>
  LOADED_FROM_NODE_MODULES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * A CommonJS package finds its own files (static assets, its package.json) from `__dirname`,
 * which a bundled module would not have: each gets the folder it has in node_modules, relative
 * to the bundle, so the files are read where npm put them.
 */
const packagesFindTheirOwnFiles = {
  name: 'packages-find-their-own-files',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      const commonJs = !/\bimport\.meta\b|^\s*export\s/m.test(contents);
      if (!commonJs || !/\b__(dirname|filename)\b/.test(contents)) return undefined;
      const inBundle = (path) =>
        `require('node:path').join(bundleDirname, ${JSON.stringify(relative(outDir, path))})`;
      return {
        contents: `var __dirname = ${inBundle(dirname(args.path))}, __filename = ${inBundle(args.path)};\n${contents}`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

export function serverIsBuilt() {
  return isBuilt(
    join(outDir, 'server.mjs'),
    sources.map((source) => join(serverDir, source)),
  );
}

export async function buildServer() {
  // Loaded only to build: a start with nothing to build does not pay for loading esbuild.
  const { build } = await import('esbuild');
  await rm(outDir, { recursive: true, force: true });
  await build({
    // The forecast worker threads' body (modules/forecasts/plan-pool.ts loads it beside server.mjs).
    entryPoints: {
      server: join(serverDir, 'src/server.ts'),
      'plan-worker': join(serverDir, 'src/modules/forecasts/plan-thread.worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The CommonJS packages inside call `require` for Node's own modules, which ES modules lack.
    banner: {
      js: [
        "import { createRequire as createRequireForBundle } from 'node:module';",
        'const require = createRequireForBundle(import.meta.url);',
        'const bundleDirname = import.meta.dirname;',
      ].join(' '),
    },
    // Stack traces in logs and error reports name the TypeScript files (node --enable-source-maps).
    sourcemap: 'linked',
    // Whitespace and syntax only, names kept: the packages' code had made the started server
    // 12 MB larger (the source text V8 keeps), which this takes back (measured on PostgreSQL:
    // 158 MB RSS at rest with the packages in node_modules, 172 MB bundled, 157 MB minified).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcesContent: false,
    plugins: [
      packagesFindTheirOwnFiles,
      {
        name: 'loaded-from-node-modules',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            loadedFromNodeModules(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  for (const entry of ['server', 'plan-worker']) await keepOwnSourcesInMap(join(outDir, `${entry}.mjs.map`));
  await cp(join(serverDir, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  console.log(`Server built into ${outDir}`);
}

/**
 * Drops the packages' code from a source map, keeping our TypeScript's. Node parses the whole
 * map when it loads the bundle (--enable-source-maps) and keeps it: the packages' part made it
 * five times larger, and a start 0.3 s slower. A frame inside a package names the bundle's line.
 */
async function keepOwnSourcesInMap(mapFile) {
  const { decode, encode } = await import('@jridgewell/sourcemap-codec');
  const map = JSON.parse(await readFile(mapFile, 'utf8'));
  const kept = new Map();
  map.sources.forEach((source, index) => {
    if (!source.includes('node_modules/')) kept.set(index, kept.size);
  });
  const mappings = decode(map.mappings).map((line) =>
    line
      .filter((segment) => segment.length === 1 || kept.has(segment[1]))
      .map((segment) =>
        segment.length === 1 ? segment : [segment[0], kept.get(segment[1]), ...segment.slice(2)],
      ),
  );
  map.sources = map.sources.filter((_, index) => kept.has(index));
  map.mappings = encode(mappings);
  // Names are shared by every source; keeping them all is simpler than renumbering and small.
  await writeFile(mapFile, JSON.stringify(map));
}

if (process.argv[1] === import.meta.filename) {
  if (!(process.argv.includes('--if-needed') && serverIsBuilt())) await buildServer();
}
