/**
 * What of a logged change only price formation reads: the change log is read by auditors who may not see costs,
 * markups or margins, so those values are written apart (`logs.log_restrito`) and leave the log only for who has the
 * grant, by the same field grant that keeps the product's cost from the rest (platform/resources/field-grants.ts).
 */

/** The grant that reads the log's restricted part: price formation. */
export const LOG_RESTRICTED_GRANT = 'markup';

const restrictedFields = new Set<string>();
const restrictedEntities = new Set<string>();

/**
 * Fields (of whatever record: a product's and an order item's cost are both `VlPrecoCusto`) and record types (all their
 * values) that only LOG_RESTRICTED_GRANT reads in the log. Resources declare theirs by their grants (defineResource);
 * services that log rows of their own add theirs.
 */
export function restrictInLog(spec: { fields?: readonly string[]; entities?: readonly string[] }): void {
  for (const field of spec.fields ?? []) restrictedFields.add(field);
  for (const entity of spec.entities ?? []) restrictedEntities.add(entity);
}

type Changes = Record<string, unknown>;

/** A change's values split into what every reader of the log sees and what only the grant does (null: nothing). */
export function splitChanges(entity: string, changes: Changes | undefined): { open: Changes | undefined; restricted: Changes | null } {
  if (!changes) return { open: changes, restricted: null };
  if (restrictedEntities.has(entity)) return { open: {}, restricted: Object.keys(changes).length ? changes : null };
  const open: Changes = {};
  const restricted: Changes = {};
  for (const [field, value] of Object.entries(changes)) (restrictedFields.has(field) ? restricted : open)[field] = value;
  return { open, restricted: Object.keys(restricted).length ? restricted : null };
}
