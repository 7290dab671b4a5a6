import type { QueryParams } from '../api/query-string';
import type { MessageKey } from '../i18n/keys';

/** What a list needs of a domain enum (`defineEnum` of @backoffice/domain): label, colour and options. */
export interface EnumLike {
  label(value: string | number | boolean | null | undefined, locale?: string): string;
  color(value: string | number | boolean | null | undefined): string;
  /** What the colour says (success, warning, danger, info, neutral), from the enum catalogue; neutral when absent. */
  tone?(value: string | number | boolean | null | undefined): string;
  options(locale?: string): Array<{ value: string; label: string }>;
}

/** A field of the row, or a dotted path into it ('cliente.NmPessoa'). */
export type FieldPath<Row> = Extract<keyof Row, string> | `${string}.${string}`;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

/** A link to a named route, its parameters taken from fields of the row: `{ id: 'CodPedido' }`. */
export interface RouteLink {
  route: string;
  params: Record<string, string>;
  /** Parameters that do not come from the row (e.g. the company of a users list): `{ id: 12 }`. */
  fixed?: Record<string, string | number>;
}

interface ColumnBase<Row> {
  field: FieldPath<Row>;
  /** Translation key of the header (also used by the column chooser). */
  label: MessageKey;
  /** The header in the user's own words (a custom column's name), shown as is instead of `label`. */
  title?: string;
  /** Hidden by default (the user may show it). */
  hidden?: boolean;
  /** Sortable through `order[sortField ?? field]`. */
  sortable?: boolean;
  sortField?: string;
  /** Minimum width in pixels. */
  width?: number;
}

interface NumericBase {
  /** Sum of the current page in the footer (exact decimal). */
  sum?: boolean;
}

export type ColumnDef<Row = Record<string, unknown>> = ColumnBase<Row> &
  (
    | {
        kind: 'text';
        /** Shown when the value is empty ('Família não associada'). */
        fallback?: MessageKey;
        /** More fields shown after this one, joined by `separator` (city / UF). */
        with?: ReadonlyArray<FieldPath<Row>>;
        separator?: string;
        /** The value in words when its meaning depends on the row (a setting's 'true' is "Sim"); the server's CSV keeps the stored value. */
        display?: (row: Row, locale: string) => string;
        /**
         * Texts the application stored (menu titles, phase names, weekdays, a service's message): shown through the
         * stored label catalogue in the user's language; a text typed by a user stays as it is.
         */
        stored?: boolean;
      }
    | { kind: 'phone' }
    | { kind: 'icon' }
    /** A picture of the file storage (`/api/files/<id>`), shown as its small copy. */
    | { kind: 'image' }
    | { kind: 'code'; /** Left-pad with zeros to this many digits. */ pad?: number }
    | { kind: 'document' }
    | { kind: 'cep' }
    | { kind: 'accessKey' }
    /** `places: 'auto'`: the decimals the value has ('1234.5' -> '1.234,5'), for numbers typed freely (extra columns). */
    | ({ kind: 'number'; places?: number | 'auto' } & NumericBase)
    | ({ kind: 'money'; /** A dash unless above zero (freight shared value). */ dashUnlessPositive?: boolean } & NumericBase)
    | ({ kind: 'weight'; places?: number } & NumericBase)
    | ({ kind: 'percent' } & NumericBase)
    | ({ kind: 'quantity'; /** Field holding the unit type; 'F' (fractional) shows 3 decimals, else 0. */ unitTypeField: FieldPath<Row> } & NumericBase)
    | { kind: 'date' }
    | { kind: 'datetime' }
    /** A lead time in business days ('3 dias úteis'). */
    | { kind: 'businessDays' }
    | { kind: 'enum'; enum: EnumLike }
    | { kind: 'boolean' }
    | ({ kind: 'link'; /** Field whose value is shown (defaults to `field`). */ textField?: FieldPath<Row> } & RouteLink)
    /**
     * A list of tags `[{ NmTag, CdCor }]` as chips of their own colour (left out of the CSV export); with `colorField`,
     * the field is one tag's name and `colorField` its colour (the tags list itself).
     */
    | { kind: 'tags'; colorField?: FieldPath<Row> }
  );

export type ColumnKind = ColumnDef['kind'];

interface FilterBase<Row> {
  field: FieldPath<Row> | string;
  label: MessageKey;
  /** The label in the user's own words (a custom column's name), shown as is instead of `label`. */
  title?: string;
  /** Query parameter when it differs from the field. */
  param?: string;
}

export type FilterDef<Row = Record<string, unknown>> = FilterBase<Row> &
  (
    | { kind: 'text' }
    | { kind: 'digits' }
    /** CPF or CNPJ, the alphanumeric CNPJ too: typed with or without the mask, sent without it in upper case. */
    | { kind: 'document' }
    | { kind: 'money' }
    | { kind: 'enum'; enum: EnumLike }
    | { kind: 'boolean' }
    | { kind: 'dateRange' }
    | {
        kind: 'lookup';
        /** API path of the options, e.g. '/people'. */
        source: string;
        /** Parameter that receives the typed text. */
        searchParam: string;
        /** Field of an option shown as its label. */
        labelField: string;
        /** Field of an option sent as the value (default 'id'). */
        valueField?: string;
        /** Fixed parameters of the options call. */
        query?: QueryParams;
        /** Options whose labels the application stored (phase names): shown in the user's language. */
        stored?: boolean;
      }
  );

export type FilterKind = FilterDef['kind'];

export interface Range {
  from?: string | null;
  to?: string | null;
}

export interface LookupValue {
  value: string;
  label: string;
}

export type FilterValue = string | string[] | Range | LookupValue | null;
export type FilterValues = Record<string, FilterValue>;

/** The typed declaration of one list screen (`*.list.ts`). */
export interface ListDefinition<Row = Record<string, unknown>> {
  /** Stable identifier (CSV file name, test ids). */
  id: string;
  /** API collection path, e.g. '/people/my-companies'. */
  resource: string;
  /** CSV export path with the same filters, e.g. '/configs.csv'. */
  csv?: string;
  columns: ReadonlyArray<ColumnDef<Row>>;
  filters?: ReadonlyArray<FilterDef<Row>>;
  defaultSort?: SortState;
  /**
   * Filters a list opens with when its address and memory set none, and that "Clear" returns to (the order list
   * shows orders, quotes only when the type filter asks for them). The user may still empty them.
   */
  defaultFilters?: FilterValues;
  /** Initial page size (10, 20, 50 or 100). */
  pageSize?: number;
  /** Clicking a row (or its first cell's link) opens this named route. */
  rowLink?: RouteLink;
  /** Checkboxes with select-all on the page. */
  selectable?: boolean;
  /** Field that identifies a row (default '@id', then 'id'). */
  rowId?: FieldPath<Row>;
  /**
   * Rows of a list with `rowLink` can be pinned to the favourites (a star on the row: kind 'record', link = the
   * row's screen, iri = the row's @id); `false` turns it off. The title is `titleField` (default: the first
   * text or link column).
   */
  favorites?: boolean;
  titleField?: FieldPath<Row>;
  /** Fixed parameters sent with every call of this list. */
  query?: QueryParams;
}

/** What a column's header or a filter's label reads: its own `title`, or its translated `label`. */
export function labelOf(def: { label: MessageKey; title?: string }, t: (key: MessageKey) => string): string {
  return def.title ?? t(def.label);
}

/** Declares a list screen; the identity function gives type checking and inference of the row type. */
export function defineList<Row = Record<string, unknown>>(definition: ListDefinition<Row>): ListDefinition<Row> {
  return definition;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export { DEFAULT_PAGE_SIZE } from '@backoffice/domain';

/** Any list declaration, whatever its row type (for the platform code that drives them). */
export type AnyListDefinition = ListDefinition<any>;
