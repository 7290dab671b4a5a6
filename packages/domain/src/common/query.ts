/**
 * A gramática de consulta das listas (docs/api.md): que filtro e que ordenação um campo aceita. A API
 * declara com ela os campos de cada recurso; o web confere contra a mesma lista os filtros e as colunas
 * ordenáveis da tela, de modo que a tela não oferece o que a API recusa.
 */
export type FilterKind =
  /** `?f=v` ou `?f[]=a&f[]=b` (igualdade / IN). */
  | 'exact'
  /** "contém", sem diferenciar maiúsculas (nem acentos, num campo com cópia de busca). */
  | 'partial'
  /** "começa com", sem diferenciar maiúsculas (nem acentos, num campo com cópia de busca). */
  | 'start'
  /** só os dígitos (e as letras do CNPJ novo), depois igualdade. */
  | 'digits'
  /** `f[after]`, `f[before]`, `f[strictly_after]`, `f[strictly_before]`. */
  | 'date'
  /** `f[gte]`, `f[lte]`, `f[gt]`, `f[lt]`, `f[between]=a..b`. */
  | 'range'
  | 'boolean'
  /** `f[key]=value` numa coluna JSON. */
  | 'object';

/** O que um campo de lista aceita: filtros e `order[campo]`. */
export interface ListFieldRule {
  readonly filter?: FilterKind | readonly FilterKind[];
  readonly order?: boolean;
}

/** Os campos de uma lista com algum filtro. */
export type FilterableField<F extends Record<string, ListFieldRule>> = { [K in keyof F]: F[K] extends { filter: unknown } ? K : never }[keyof F] &
  string;

/** Os campos de uma lista que aceitam `order[campo]`. */
export type SortableField<F extends Record<string, ListFieldRule>> = { [K in keyof F]: F[K] extends { order: true } ? K : never }[keyof F] & string;
