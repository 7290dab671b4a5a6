import { z } from 'zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldDecl } from './define.ts';
import type { Executor } from '../db/client.ts';
import { violation, type Violation } from '../http/errors.ts';

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

/** A reference id as a body gives it (number, numeric string, null or absent) for assertInCompany. */
export const idOf = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A record of another company (or none) named in a field: a 'record_not_in_company' violation on that field. */
export async function assertInCompany(tx: Executor, company: number, table: PgTable, idColumn: PgColumn, companyColumn: PgColumn, id: number | null | undefined, path: string): Promise<Violation[]> {
  if (id === null || id === undefined) return [];
  const rows = await tx.select({ id: idColumn }).from(table).where(and(eq(idColumn, id), eq(companyColumn, company))).limit(1);
  return rows.length ? [] : [{ propertyPath: path, message: 'record_not_in_company' }];
}
