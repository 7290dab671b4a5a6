export { DataList } from './DataList';
export type { DataListProps, ListActionsContext } from './DataList';
export { defineList, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './types';
export type { AnyListDefinition, ColumnDef, EnumLike, FilterDef, FilterValue, FilterValues, ListDefinition, SortState } from './types';
export { buildListQuery, filterQuery, filterParams, getField } from './query';
export { listStateKey, loadListState } from './storage';
export { cellText, columnSum, TagBadge } from './cells';
