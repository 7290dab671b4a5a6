/**
 * Literais de status e tipos, definidos uma vez com rótulos nos três idiomas e uma cor do Mantine.
 * Cada enum é também um tipo: `StatusPedido` (valor) e `StatusPedido` (tipo 'A' | 'R' | ...).
 */
import * as z from 'zod';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locale.ts';

export const ENUM_COLORS = ['blue', 'green', 'red', 'yellow', 'orange', 'gray', 'teal', 'violet', 'cyan', 'grape', 'lime'] as const;
export type EnumColor = (typeof ENUM_COLORS)[number];

export type EnumEntry = Readonly<Record<Locale, string>> & { readonly color: EnumColor };

export interface EnumOption<K extends string> {
  value: K;
  label: string;
}

export interface DefinedEnum<K extends string> {
  /** As chaves, na ordem da definição (chaves numéricas como '100' vêm em ordem crescente, regra do JS). */
  readonly values: readonly [K, ...K[]];
  readonly definition: Readonly<Record<K, EnumEntry>>;
  /** Rótulo no idioma; aceita o valor cru do banco (número, booleano). Valor desconhecido volta como texto, vazio como ''. */
  label(value: K | string | number | boolean | null | undefined, locale?: string): string;
  /** Cor do Mantine; 'gray' para valor desconhecido. */
  color(value: K | string | number | boolean | null | undefined): EnumColor;
  /** [{ value, label }] para Select/MultiSelect. */
  options(locale?: string): EnumOption<K>[];
  is(value: unknown): value is K;
  /** z.enum das chaves, com a mensagem 'invalid_value'. */
  readonly schema: z.ZodEnum<{ [P in K]: P }>;
}

export type EnumValue<E> = E extends DefinedEnum<infer K> ? K : never;

/** Chaves do objeto como strings (chaves numéricas como 100 viram '100', como em Object.keys). */
export type EnumKeys<D> = `${Extract<keyof D, string | number>}`;

export function defineEnum<const D extends Record<string, EnumEntry>>(def: D): DefinedEnum<EnumKeys<D>> {
  type K = EnumKeys<D>;
  const definition = def as unknown as Readonly<Record<K, EnumEntry>>;
  const values = Object.keys(definition) as K[];
  if (values.length === 0) throw new Error('defineEnum: definição vazia');
  const keyOf = (value: unknown): K | undefined => {
    if (value === null || value === undefined) return undefined;
    const key = String(value);
    return Object.prototype.hasOwnProperty.call(definition, key) ? (key as K) : undefined;
  };
  return {
    values: values as [K, ...K[]],
    definition,
    label(value, locale = DEFAULT_LOCALE) {
      const key = keyOf(value);
      if (key === undefined) return value === null || value === undefined ? '' : String(value);
      return definition[key][resolveLocale(locale)];
    },
    color(value) {
      const key = keyOf(value);
      return key === undefined ? 'gray' : definition[key].color;
    },
    options(locale = DEFAULT_LOCALE) {
      const l = resolveLocale(locale);
      return values.map((value) => ({ value, label: definition[value][l] }));
    },
    is(value): value is K {
      return typeof value === 'string' && keyOf(value) !== undefined;
    },
    schema: z.enum(values as [K, ...K[]], { error: 'invalid_value' }) as unknown as z.ZodEnum<{ [P in K]: P }>,
  };
}

/** Booleano exibido como Sim/Não (ex.: visibilidade de configuração). label(true) e label('true') funcionam. */
export const YesNo = defineEnum({
  true: { 'pt-BR': 'Sim', 'en-US': 'Yes', es: 'Sí', color: 'green' },
  false: { 'pt-BR': 'Não', 'en-US': 'No', es: 'No', color: 'gray' },
});
export type YesNo = EnumValue<typeof YesNo>;
