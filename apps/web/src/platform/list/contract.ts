import type { ContractFilter, ContractSort, ResourceContract, RowOf } from '@backoffice/domain';
import type { ColumnDef, FilterDef, ListDefinition, SortDirection } from './types';

/** A row of a contract's list as the web reads it: the contract's row, its Hydra `@id`, and what the screen adds. */
export type ContractRow<C extends ResourceContract<any>, Extra = unknown> = RowOf<C> & { '@id': string } & Extra;

/** A column: sortable only by a field the contract sorts by (the column's own, or `sortField`). */
export type ContractColumn<C extends ResourceContract<any>, Row> = ColumnDef<Row> &
  ({ sortable?: false } | { sortable: true; sortField: ContractSort<C> } | { sortable: true; sortField?: undefined; field: ContractSort<C> });

/** A filter on a field (or custom filter) the contract filters by. */
export type ContractFilterDef<C extends ResourceContract<any>, Row> = FilterDef<Row> & { field: ContractFilter<C>; param?: undefined };

export interface ContractListDefinition<C extends ResourceContract<any>, Row> extends Omit<ListDefinition<Row>, 'resource' | 'csv' | 'columns' | 'filters' | 'defaultSort'> {
  columns: ReadonlyArray<ContractColumn<C, Row>>;
  filters?: ReadonlyArray<ContractFilterDef<C, Row>>;
  defaultSort?: { field: ContractSort<C>; direction: SortDirection };
  /** false: no CSV button though the resource exports one. */
  csv?: false;
}

/** A list declaration that knows its contract (for the check that it asks only what the contract accepts). */
export type ContractList<C extends ResourceContract<any>, Row> = ListDefinition<Row> & { contract: C };

/**
 * Declares a list screen against its resource's contract (packages/domain `<area>/contracts.ts`): the row type, the
 * path and the CSV come from it, and a filter or a sortable column on a field the API does not accept fails to
 * compile. `Extra`: fields the screen reads besides the contract's row (tags of a custom filter).
 */
export function defineContractList<C extends ResourceContract<any>, Extra = unknown>(
  contract: C,
  definition: ContractListDefinition<C, ContractRow<C, Extra>>,
): ContractList<C, ContractRow<C, Extra>> {
  const { csv, ...rest } = definition;
  return { ...rest, resource: contract.path, ...(csv !== false && contract.csv ? { csv: contract.csv } : {}), contract } as ContractList<C, ContractRow<C, Extra>>;
}
