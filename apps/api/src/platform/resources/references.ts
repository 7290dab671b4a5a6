import { and, eq, inArray, is, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { validationError, type Violation } from '../http/errors.ts';

/**
 * A field that names a row of another table (a product, a representative, a formula) declares it, once: on the
 * resource's field (`fields: { IdProduto: { references: produtoRef } }`) or in an operation's `references`
 * (`{ IdRepresentante: usuarioRef, 'itens.*.IdProduto': produtoRef }`). The platform then answers 422 with the
 * violation 'not_found' ("Registro não encontrado") on that field when the id is not a row of the company the
 * write belongs to — an id of another company and an id that does not exist answer alike, so the answer never
 * tells whether an id exists elsewhere. The area that owns the table declares its target (`referenceTo`).
 */
export interface Reference {
  /** What is referenced, for the documentation (OpenAPI `x-references`) and the messages of tests. */
  name: string;
  /** The referenced row's id column. */
  id: PgColumn;
  /** The condition that the referenced row belongs to `company` (its company column, or a link: a user is an employee). */
  inCompany: (company: number) => SQL;
}

/** Body path (dots, `*` for every element of a list) → what the value at it references. */
export type References = Record<string, Reference>;

/**
 * A reference target: the table's id column and its company column (or the condition that ties a row to a company),
 * read when first needed — areas declare their targets at load time, when a table of another area may still be
 * loading (import cycles between areas).
 */
export function referenceTo(name: string, target: () => { id: PgColumn; company: PgColumn | ((company: number) => SQL) }): Reference {
  let resolved: ReturnType<typeof target> | undefined;
  const get = () => (resolved ??= target());
  return {
    name,
    get id() {
      return get().id;
    },
    inCompany(company) {
      const column = get().company;
      return is(column, PgColumn) ? eq(column, company) : (column as (company: number) => SQL)(company);
    },
  };
}

/** The values at a path with `*` for list elements, each with its concrete path (`itens.2.IdProduto`). */
export function valuesAt(body: unknown, path: string[], prefix: string[] = []): { path: string; value: unknown }[] {
  if (path.length === 0) return [{ path: prefix.join('.'), value: body }];
  if (body === null || typeof body !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(body) ? body.flatMap((v, i) => valuesAt(v, rest, [...prefix, String(i)])) : [];
  return head in body ? valuesAt((body as Record<string, unknown>)[head], rest, [...prefix, head]) : [];
}

/**
 * The violations of the references in `body`: every declared path whose id is not a row of `company`. One query
 * per referenced table, whatever the number of ids. Absent and null values are not references (the schema says
 * whether they are required).
 */
export async function referenceViolations(db: Executor, company: number, body: unknown, references: References | undefined): Promise<Violation[]> {
  if (!references) return [];
  const wanted = new Map<Reference, { path: string; id: number | string }[]>();
  const violations: Violation[] = [];
  for (const [path, target] of Object.entries(references)) {
    for (const { path: at, value } of valuesAt(body, path.split('.'))) {
      if (value === null || value === undefined) continue;
      const id = typeof value === 'number' || typeof value === 'string' ? value : undefined;
      // An id that is no integer (nor a text id) names no row; one beyond integer range neither (the database would refuse it).
      if (id === undefined || (typeof id === 'number' && (!Number.isInteger(id) || Math.abs(id) > 2147483647))) {
        violations.push({ propertyPath: at, message: 'not_found' });
        continue;
      }
      const list = wanted.get(target) ?? [];
      list.push({ path: at, id });
      wanted.set(target, list);
    }
  }
  for (const [target, list] of wanted) {
    const ids = [...new Set(list.map((l) => l.id))];
    const rows = await db
      .select({ id: target.id })
      .from(target.id.table as PgTable)
      .where(and(inArray(target.id, ids), target.inCompany(company)));
    const found = new Set(rows.map((r) => String(r.id)));
    for (const l of list) if (!found.has(String(l.id))) violations.push({ propertyPath: l.path, message: 'not_found' });
  }
  return violations;
}

/** Throws the 422 of `referenceViolations` when there is any. */
export async function assertReferences(db: Executor, company: number, body: unknown, references: References | undefined): Promise<void> {
  const violations = await referenceViolations(db, company, body, references);
  if (violations.length) throw validationError(violations);
}
