#!/usr/bin/env node
/**
 * Fails when server modules depend on each other in a loop (auth -> users -> auth), which
 * dependency-cruiser's file-level `no-circular` cannot see: each file may be acyclic while the
 * modules are not. A loop means neither module can be understood, tested or moved without the
 * other; decision record 8 asks use cases to import only their own module or modules below it.
 *
 * Files under apps/server/src/modules/<name>/ are collapsed to <name>. Every edge counts, tables,
 * keys and facts included (decision 22: a module reads another's published facts, so the schema
 * is layered like the code); ignored are only edges from or to tests. `import type` edges count:
 * a type is a dependency too.
 *
 * Usage: node tools/boundaries/module-cycles.mjs [baseDir]   (baseDir defaults to the repo root)
 */
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));
const MODULES_DIR = 'apps/server/src/modules';
const MODULE_OF = /^apps\/server\/src\/modules\/([^/]+)\//;
const TEST = /\.(test|spec)\.tsx?$/;

/**
 * @typedef {{ from: string, to: string, files: [string, string][] }} ModuleEdge
 * @typedef {{ modules: string[], cycle: string[], edges: ModuleEdge[] }} ModuleCycle
 */

/**
 * Every file under apps/server/src/modules of `baseDir` with its imports (dependency-cruiser's
 * JSON result), resolved as .dependency-cruiser.cjs resolves them.
 * @param {string} baseDir
 * @returns {Promise<{ modules: { source: string, dependencies: { resolved: string }[] }[] }>}
 */
export async function cruiseModules(baseDir) {
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise([MODULES_DIR], {
    ...options,
    baseDir,
    validate: false,
    ruleSet: undefined,
    // Only edges between module files matter here; skip walking the rest of the tree.
    includeOnly: `^${MODULES_DIR}/`,
    outputType: 'json',
  });
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/**
 * The module graph of the server under `baseDir`: module -> module -> the file pairs behind the edge.
 * @param {string} baseDir
 * @returns {Promise<Map<string, Map<string, [string, string][]>>>}
 */
export async function moduleGraph(baseDir) {
  const result = await cruiseModules(baseDir);
  /** @type {Map<string, Map<string, [string, string][]>>} */
  const graph = new Map();
  for (const module of result.modules) {
    const from = MODULE_OF.exec(module.source)?.[1];
    if (!from || TEST.test(module.source)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies) {
      const to = MODULE_OF.exec(dependency.resolved)?.[1];
      if (!to || to === from || TEST.test(dependency.resolved)) continue;
      const targets = /** @type {Map<string, [string, string][]>} */ (graph.get(from));
      const files = targets.get(to) ?? [];
      files.push([module.source, dependency.resolved]);
      targets.set(to, files);
    }
  }
  return graph;
}

/**
 * Strongly connected components of more than one module (Tarjan), each with one shortest loop
 * through its first module and every edge inside it (any of them may be the one to break).
 * @param {Map<string, Map<string, [string, string][]>>} graph
 * @returns {ModuleCycle[]}
 */
export function cyclesOf(graph) {
  const names = [...graph.keys()].sort();
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  const successors = (/** @type {string} */ name) => [...(graph.get(name)?.keys() ?? [])].sort();

  /** @param {string} name */
  function visit(name) {
    index.set(name, index.size);
    low.set(name, index.get(name) ?? 0);
    stack.push(name);
    onStack.add(name);
    for (const next of successors(name)) {
      if (!index.has(next)) {
        visit(next);
        low.set(name, Math.min(low.get(name) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(name, Math.min(low.get(name) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== name);
    if (component.length > 1) components.push(component.sort());
  }
  for (const name of names) if (!index.has(name)) visit(name);

  return components
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    .map((modules) => {
      const inside = new Set(modules);
      /** @type {ModuleEdge[]} */
      const edges = modules.flatMap((from) =>
        successors(from)
          .filter((to) => inside.has(to))
          .map((to) => ({ from, to, files: graph.get(from)?.get(to) ?? [] })),
      );
      return { modules, cycle: shortestLoop(String(modules[0]), inside, successors), edges };
    });
}

/**
 * Breadth-first from `start` back to itself, staying inside the component.
 * @param {string} start
 * @param {Set<string>} inside
 * @param {(name: string) => string[]} successors
 */
function shortestLoop(start, inside, successors) {
  /** @type {Map<string, string>} */ const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const name = /** @type {string} */ (queue.shift());
    for (const next of successors(name)) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [name];
        while (path[0] !== start) path.unshift(/** @type {string} */ (cameFrom.get(String(path[0]))));
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, name);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** @param {string} [baseDir] */
export async function findModuleCycles(baseDir = ROOT) {
  return cyclesOf(await moduleGraph(baseDir));
}

/** @param {ModuleCycle[]} cycles */
export function formatCycles(cycles) {
  return cycles
    .map(({ cycle, edges }) =>
      [
        `  ${cycle.join(' -> ')}`,
        ...edges.flatMap(({ from, to, files }) => [
          `    ${from} -> ${to}:`,
          ...files.map(([source, target]) => `      ${source} → ${target}`),
        ]),
      ].join('\n'),
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = await findModuleCycles(process.argv[2] ?? ROOT);
  if (cycles.length === 0) {
    console.log('✔ no module cycles between apps/server/src/modules/*');
  } else {
    console.error(
      `✘ ${cycles.length} module cycle(s) between apps/server/src/modules/* ` +
        '(edges from and to tests ignored):\n' +
        `${formatCycles(cycles)}\n` +
        'Break each loop: move what both sides need into the lower module, or pass it in as data.',
    );
    process.exitCode = 1;
  }
}
