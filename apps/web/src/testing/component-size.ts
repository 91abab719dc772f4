/**
 * The size limit of the web app's component files (issue 29): a component that grows past it is
 * split into sections, sub-components and hooks before it is merged.
 */
export const MAX_COMPONENT_LINES = 150;

/** Lines as an editor numbers them: a final newline does not start another. */
export function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files over the limit, largest first, as "path (N lines)". */
export function componentsOverLimit(files: Record<string, string>, limit = MAX_COMPONENT_LINES): string[] {
  return Object.entries(files)
    .map(([path, text]) => ({ path, lines: countLines(text) }))
    .filter(({ lines }) => lines > limit)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))
    .map(({ path, lines }) => `${path} (${lines} lines)`);
}
