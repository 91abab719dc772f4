/** A tenant table as the deletion reads it from the catalogue. */
export interface TenantTable {
  name: string;
  /** Its primary key's columns (empty when it has none). */
  keyColumns: string[];
}

/**
 * The tenant tables in an order they can be emptied in, children first: a table comes only
 * after every table whose foreign keys point at it, so deleting a batch of its rows cascades to
 * (or is held up by) nothing left. References from or to tables outside the list are ignored;
 * tables caught in a loop of references (none today) come last, by name, and go with the
 * organisation's own row, whose delete cascades to all of them at once.
 */
export function childrenFirst(
  tables: readonly TenantTable[],
  references: readonly { child: string; parent: string }[],
): TenantTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const children = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (child === parent || !byName.has(child) || !byName.has(parent)) continue;
    const set = children.get(parent) ?? new Set<string>();
    set.add(child);
    children.set(parent, set);
  }
  const ordered: TenantTable[] = [];
  const placed = new Set<string>();
  const remaining = [...byName.keys()].sort();
  let progressed = true;
  while (remaining.length && progressed) {
    progressed = false;
    for (const name of [...remaining]) {
      const waiting = [...(children.get(name) ?? [])].some((child) => !placed.has(child));
      if (waiting) continue;
      ordered.push(byName.get(name) as TenantTable);
      placed.add(name);
      remaining.splice(remaining.indexOf(name), 1);
      progressed = true;
    }
  }
  for (const name of remaining) ordered.push(byName.get(name) as TenantTable);
  return ordered;
}
