/**
 * A CSV import's 422 lists its problems keyed `rows.<line>.<field>` (line as a spreadsheet counts
 * it, header = 1). Grouped by line, they read as a list of rows to fix; other keys (the file
 * itself: a missing column, no rows) are general problems.
 */
export interface ImportLineErrors {
  line: number;
  problems: { field: string; messages: string[] }[];
}
export interface GroupedImportErrors {
  lines: ImportLineErrors[];
  general: string[];
}

const ROW_KEY = /^rows\.(\d+)(?:\.(.+))?$/;

export function groupImportErrors(errors: Record<string, string[]>): GroupedImportErrors {
  const byLine = new Map<number, ImportLineErrors>();
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = ROW_KEY.exec(key);
    if (!match) {
      general.push(...messages);
      continue;
    }
    const line = Number(match[1]);
    const entry = byLine.get(line) ?? { line, problems: [] };
    entry.problems.push({ field: match[2] ?? 'row', messages });
    byLine.set(line, entry);
  }
  return { lines: [...byLine.values()].sort((a, b) => a.line - b.line), general: [...new Set(general)] };
}

/** "cogs: The cogs must be an amount such as 12.50." ("row" problems need no field name). */
export function describeProblem({ field, messages }: { field: string; messages: string[] }): string {
  const text = messages.join(', ');
  return field === 'row' ? text : `${field}: ${text}`;
}
