import type { ListFieldRule, ResourceContract, RowOf } from '@backoffice/domain';
import type { FieldDecl } from './define.ts';

/** The names of a row type that a source (a Drizzle table or view) has no column for; never for a sound contract. */
type MissingColumns<C, S extends { $inferSelect: unknown }> = Exclude<keyof RowOf<C>, keyof S['$inferSelect']>;

/**
 * A resource's fields declared from its contract (packages/domain `<area>/contracts.ts`): what each field filters
 * and orders by comes from the contract only, the API adds what it alone knows (search copies, labels for the
 * spreadsheet, masks, references, grants). A row field the source has no column for fails to compile, and
 * `apps/api/test/contracts.test.ts` checks the declared resource against the contract.
 */
export function contractFields<C extends ResourceContract<any>, S extends { $inferSelect: unknown }>(
  contract: C & (MissingColumns<C, S> extends never ? unknown : { missingColumns: MissingColumns<C, S> }),
  _source: S,
  extra: { [K in keyof S['$inferSelect'] & string]?: Omit<FieldDecl, 'filter' | 'order'> } = {},
): Record<string, FieldDecl> {
  return ruleFields(contract.fields as Record<string, ListFieldRule | undefined>, extra);
}

/** Fields from list rules (a contract's, or part of one) and what the API alone knows of each field. */
export function ruleFields(rules: Readonly<Record<string, ListFieldRule | undefined>>, extra: Readonly<Record<string, Omit<FieldDecl, 'filter' | 'order'> | undefined>> = {}): Record<string, FieldDecl> {
  const fields: Record<string, FieldDecl> = {};
  for (const name of new Set([...Object.keys(rules), ...Object.keys(extra)])) {
    const rule = rules[name];
    fields[name] = {
      ...extra[name],
      ...(rule?.filter ? { filter: rule.filter as FieldDecl['filter'] } : {}),
      ...(rule?.order ? { order: true } : {}),
    };
  }
  return fields;
}
