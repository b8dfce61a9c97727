/** Rows by key, in their order (Map.groupBy is not in Node 20). */
export function groupBy<T>(rows: Iterable<T>, key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
