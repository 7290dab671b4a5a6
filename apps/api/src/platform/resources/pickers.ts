import { z } from 'zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDecl } from './define.ts';
import type { Executor } from '../db/client.ts';
import { violation } from '../http/errors.ts';

/**
 * Helpers of declared lookups shared by every area: `{id, label}` pickers over a view, the name input
 * of small registers (sectors, categories...) and its uniqueness per company.
 */

const labelFields: Record<string, FieldDecl> = {
  id: { filter: 'exact', order: true },
  label: { filter: 'partial', order: true },
};

/** Hides every column of a {id, label} picker but id and label (they still filter). */
export function onlyIdLabel(columns: string[], extra: Record<string, FieldDecl> = {}): Record<string, FieldDecl> {
  const out: Record<string, FieldDecl> = { ...labelFields, label: { ...labelFields.label, ...extra.label } };
  for (const c of columns) if (c !== 'id' && c !== 'label') out[c] = { hidden: true, ...extra[c] };
  return out;
}

/** A required name, trimmed, at most `max` characters. */
export const nameInput = (max = 100) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

/** A name unique per company, case ignored (sectors, categories): 'value_exists' on `path` otherwise. */
export async function assertUniqueName(
  tx: Executor,
  target: { id: PgColumn; company: PgColumn; name: PgColumn; extra?: SQL },
  company: number,
  name: string,
  path: string,
  exceptId?: number,
) {
  const rows = await tx
    .select({ id: target.id })
    .from(target.id.table)
    .where(
      and(
        eq(target.company, company),
        sql`lower(${target.name}) = lower(${name})`,
        target.extra,
        exceptId === undefined ? undefined : sql`${target.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (rows.length) throw violation(path, 'value_exists');
}
