import type { Executor } from '../db/client.ts';
import type { RequestContext } from '../auth/context.ts';
import { logs } from './logs.table.ts';
import { splitChanges } from './restricted.ts';

export type AuditAction = 'create' | 'update' | 'delete' | string;

function changes(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  if (!before) return after;
  if (!after) return before;
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  // What was written: services log the whole row before and only the values they set after (a product's cost
  // alone), and a field they did not set did not change.
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}

/** Secrets. (Rows reach here without search copies: callers read them with withoutSearchCopies.) */
const NEVER_LOGGED = new Set(['passwordHash', 'tokenHash']);

/** Writes the audit row of a change; call it with the transaction of the change itself. */
export async function audit(
  tx: Executor,
  entry: {
    ctx: RequestContext | null;
    company: number;
    entity: string;
    id: string | number;
    action: AuditAction;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  const redact = (row?: Record<string, unknown>) => {
    if (!row) return row;
    return Object.fromEntries(Object.entries(row).filter(([key]) => !NEVER_LOGGED.has(key)));
  };
  const user = entry.ctx?.user?.username ?? null;
  const { open, restricted } = splitChanges(entry.entity, changes(redact(entry.before), redact(entry.after)));
  await tx.insert(logs).values({
    company: entry.company,
    IdPessoa: entry.ctx?.user?.people ?? null,
    IdEntidadeOrigem: String(entry.id),
    NmEntidadeOrigem: entry.entity,
    log: JSON.stringify({ action: entry.action, user, changes: open }),
    logRestrito: restricted ? JSON.stringify({ action: entry.action, user, changes: restricted }) : null,
  });
}
