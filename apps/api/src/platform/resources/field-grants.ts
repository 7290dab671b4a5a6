import type { AuthUser } from '../auth/context.ts';
import { companiesWith, may } from '../auth/authorize.ts';
import { AppError } from '../http/errors.ts';
import type { Resource, ResourceDecl } from './define.ts';

/**
 * Fields that need a grant of their own (`fields: { VlPrecoCusto: { grant: 'markup' } }`): cost and margin are for who
 * forms prices, not for every reader of the products. A user without the grant in a row's company gets the row without
 * those fields, wherever the row leaves: the generated item, list and CSV, the views that declare the same fields, and
 * the operations that answer the resource's rows (`grantedRow`). Filters and orders on them are ignored for that user,
 * so a range filter cannot be used to find the value out.
 */

type Declared = Pick<ResourceDecl, 'fields'>;

/** The declared fields of `resource` whose grant the user lacks in `company`. */
export function ungrantedFields(resource: Declared, user: AuthUser | null, company: number | null | undefined): string[] {
  return Object.entries(resource.fields).flatMap(([name, f]) => (f.grant && !may(user, f.grant, 'read', company) ? [name] : []));
}

/**
 * Refuses a write that sends a field whose grant the user lacks in `company` (the row's): who may not read the cost may
 * not set it either. 403 'field_not_granted' naming the field, before anything is written.
 */
export function assertGrantedWrite(resource: Declared, user: AuthUser | null, company: number | null | undefined, body: Record<string, unknown>): void {
  const refused = ungrantedFields(resource, user, company).find((name) => body[name] !== undefined);
  if (refused) throw new AppError('forbidden', 'field_not_granted', [], { field: refused });
}

/**
 * The declared fields of `resource` whose grant the user lacks in at least one of the companies the list shows (where
 * the resource's read is granted): the columns a list or export leaves out, and the filters and orders it ignores.
 */
export function ungrantedInList(resource: Resource, user: AuthUser | null, readPermission: string | undefined): string[] {
  const companies = companiesWith(user, readPermission, 'read');
  return Object.entries(resource.fields).flatMap(([name, f]) => (f.grant && companies.some((c) => !may(user, f.grant!, 'read', c)) ? [name] : []));
}

/** `row` without the fields whose grant the user lacks in the row's company (its tenant column, else `company`). */
export function grantedRow<T extends Record<string, unknown>>(resource: Declared & { tenant?: string | null }, user: AuthUser | null, row: T, company?: number | null): T {
  const owner = resource.tenant && row[resource.tenant] !== undefined ? Number(row[resource.tenant]) : company;
  const hidden = ungrantedFields(resource, user, owner);
  if (!hidden.length) return row;
  const out: Record<string, unknown> = { ...row };
  for (const name of hidden) delete out[name];
  return out as T;
}

/** The query without the filters and orders on `fields` (`VlPrecoCusto[gte]`, `order[VlPrecoCusto]`): ignored as unknown ones are. */
export function withoutFilters<Q extends Record<string, unknown>>(query: Q, fields: string[]): Q {
  if (!fields.length) return query;
  const out: Record<string, unknown> = { ...query };
  for (const name of fields) delete out[name];
  if (out.order && typeof out.order === 'object' && !Array.isArray(out.order)) {
    const order: Record<string, unknown> = { ...(out.order as Record<string, unknown>) };
    for (const name of fields) delete order[name];
    out.order = order;
  }
  return out as Q;
}
