import type { TypeOptions } from 'i18next';

/** The whole catalogue's pt-BR shape, as the app shell declares it to i18next (app/i18n.d.ts). */
type Translation = TypeOptions['resources']['translation'];

/** The shape every catalog must have: the pt-BR catalog's keys, each holding a string. */
export type Catalog = DeepStrings<Translation>;

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key ('list.apply', 'company.fields.name', ...): a missing key fails `tsc`. */
export type MessageKey = Leaves<Translation>;
