/**
 * O contrato de um recurso de lista, num lugar só para a API e o web: a forma de uma linha (o tipo `Row`), o que
 * cada campo aceita (filtro, `order[campo]`), os filtros que não são campo da linha, o caminho, o CSV e a ordem
 * padrão. A API declara o recurso a partir dele (`contractFields`) e o web declara a tela contra ele
 * (`defineContractList`): uma tela não oferece filtro nem ordenação que a API não conheça, e um campo renomeado
 * quebra a compilação dos dois lados.
 */
import type { ListFieldRule } from './query.ts';

export interface ResourceContract<Row = Record<string, unknown>> {
  /** O caminho da lista sob /api (`/vw_pedidos`). */
  readonly path: string;
  readonly csv?: string;
  readonly defaultOrder?: { readonly [K in keyof Row & string]?: 'asc' | 'desc' };
  readonly fields: { readonly [K in keyof Row & string]?: ListFieldRule };
  /** Filtros que não são campo da linha (`NmCliente`: o nome atual do cliente do pedido). */
  readonly customFilters?: readonly string[];
  /** Só para o tipo: a linha que a lista responde (nunca tem valor). */
  readonly row?: Row;
}

/**
 * Declara o contrato de um recurso cuja linha é `Row`: `defineContract<PedidoRow>()({ path, fields, ... })`. Os
 * campos e filtros ficam com os tipos literais, para `ContractFilter` e `ContractSort` os listarem.
 */
export const defineContract =
  <Row>() =>
  <const C extends Omit<ResourceContract<Row>, 'row'>>(contract: C): C & { readonly row?: Row } => {
    declared.add(contract);
    return contract;
  };

const declared = new WeakSet<object>();

/** Whether a value is a contract made by `defineContract` (the drift tests find them among the package's exports). */
export const isContract = (value: unknown): value is ResourceContract<unknown> => typeof value === 'object' && value !== null && declared.has(value);

/** A linha de um contrato. */
export type RowOf<C> = C extends { readonly row?: infer R } ? R : never;

type Fields<C extends ResourceContract<any>> = C['fields'];

/** Os campos e filtros que a lista de um contrato aceita em `?campo=`. */
export type ContractFilter<C extends ResourceContract<any>> =
  | ({ [K in keyof Fields<C>]-?: Fields<C>[K] extends { filter: unknown } ? K : never }[keyof Fields<C>] & string)
  | (C['customFilters'] extends readonly (infer S extends string)[] ? S : never);

/** Os campos que a lista de um contrato ordena (`order[campo]`). */
export type ContractSort<C extends ResourceContract<any>> = { [K in keyof Fields<C>]-?: Fields<C>[K] extends { order: true } ? K : never }[keyof Fields<C>] & string;

/** Os campos com filtro de um contrato (mais os filtros que não são campo), para conferir uma declaração. */
export const contractFilters = (c: ResourceContract<any>): string[] => [
  ...Object.entries(c.fields).flatMap(([name, rule]) => ((rule as ListFieldRule | undefined)?.filter ? [name] : [])),
  ...(c.customFilters ?? []),
];

/** Os campos que um contrato ordena. */
export const contractSorts = (c: ResourceContract<any>): string[] =>
  Object.entries(c.fields).flatMap(([name, rule]) => ((rule as ListFieldRule | undefined)?.order ? [name] : []));
