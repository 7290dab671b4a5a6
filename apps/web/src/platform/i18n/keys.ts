import type { ptBR } from './locales/pt-BR';

/** The shape every catalog must have: the pt-BR catalog's keys, each holding a string. */
export type Catalog = DeepStrings<typeof ptBR>;

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key ('list.apply', 'company.fields.name', ...): a missing key fails `tsc`. */
export type MessageKey = Leaves<typeof ptBR>;
