/** One selected row of a bulk action, as the messages name it: its id and how a person recognizes it. */
export interface BulkRow {
  id: number;
  title: string;
}

/**
 * The 422 of a bulk action over selected rows (`POST /<collection>/...` with `{ <collection>: ids, campos }`) as
 * lines a person reads: each failing row by its title, then the field and the message
 * (`produtos[12].QtEstoqueMinimo` → 'P-12 – Parafuso · Estoque mínimo: ...'); violations of the common values
 * (`campos.X`) by the field alone.
 */
export function bulkMessages(collection: string, violations: Record<string, string>, rows: readonly BulkRow[], fieldLabel: (field: string) => string | undefined): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const indexed = new RegExp(`^${collection}\\[(\\d+)\\](?:\\.(\\w+))?$`);
  const dotted = new RegExp(`^${collection}\\.(\\d+)(?:\\.(\\w+))?$`);
  return Object.entries(violations).map(([path, message]) => {
    const match = indexed.exec(path) ?? dotted.exec(path);
    const field = match ? match[2] : /^(?:campos\.)?(\w+)$/.exec(path)?.[1];
    const label = field ? fieldLabel(field) : undefined;
    const text = label ? `${label}: ${message}` : message;
    if (!match) return text;
    const row = byId.get(Number(match[1]));
    return `${row ? row.title : `#${match[1]}`} · ${text}`;
  });
}
