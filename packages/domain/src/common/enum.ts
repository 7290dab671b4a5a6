/**
 * Literais de status e tipos, definidos uma vez com rótulos nos três idiomas e uma cor do Mantine.
 * Cada enum é também um tipo: `StatusPedido` (valor) e `StatusPedido` (tipo 'A' | 'R' | ...).
 */
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locale.ts';

export const ENUM_COLORS = ['blue', 'green', 'red', 'yellow', 'orange', 'gray', 'teal', 'violet', 'cyan', 'grape', 'lime'] as const;
export type EnumColor = (typeof ENUM_COLORS)[number];

/**
 * O tom de um valor, o que a cor diz a quem lê: deu certo (success), pede atenção ou está pela metade (warning),
 * falhou ou foi desfeito (danger), está em andamento (info), ou é neutro. Um "Parcial" verde diria "pronto".
 */
export const ENUM_TONES = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type EnumTone = (typeof ENUM_TONES)[number];

/** O tom de cada cor; um valor pode dizer o seu (`tone`) quando a cor escolhida é só uma distinção entre categorias. */
export const TONE_OF_COLOR: Readonly<Record<EnumColor, EnumTone>> = {
  green: 'success',
  lime: 'success',
  red: 'danger',
  yellow: 'warning',
  orange: 'warning',
  blue: 'info',
  cyan: 'info',
  teal: 'info',
  violet: 'info',
  grape: 'info',
  gray: 'neutral',
};

export type EnumEntry = Readonly<Record<Locale, string>> & { readonly color: EnumColor; readonly tone?: EnumTone };

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
  /** O tom (success, warning, danger, info, neutral); 'neutral' para valor desconhecido. */
  tone(value: K | string | number | boolean | null | undefined): EnumTone;
  /** [{ value, label }] para Select/MultiSelect. */
  options(locale?: string): EnumOption<K>[];
  is(value: unknown): value is K;
}
// Sem zod aqui: o schema de um enum é `enumSchema(E)` (schema.ts). As telas que só mostram rótulos e cores (a casca
// do web, a primeira tela) não carregam o zod por causa dos enums.

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
    tone(value) {
      const key = keyOf(value);
      return key === undefined ? 'neutral' : (definition[key].tone ?? TONE_OF_COLOR[definition[key].color]);
    },
    options(locale = DEFAULT_LOCALE) {
      const l = resolveLocale(locale);
      return values.map((value) => ({ value, label: definition[value][l] }));
    },
    is(value): value is K {
      return typeof value === 'string' && keyOf(value) !== undefined;
    },
  };
}

/** Booleano exibido como Sim/Não (ex.: visibilidade de configuração). label(true) e label('true') funcionam. */
/** Se um valor é um enum de defineEnum (o teste do catálogo acha todos entre os exports do pacote). */
export function isDefinedEnum(value: unknown): value is DefinedEnum<string> {
  return typeof value === 'object' && value !== null && 'definition' in value && 'values' in value && typeof (value as { label?: unknown }).label === 'function';
}

export const YesNo = defineEnum({
  true: { 'pt-BR': 'Sim', 'en-US': 'Yes', es: 'Sí', color: 'green' },
  false: { 'pt-BR': 'Não', 'en-US': 'No', es: 'No', color: 'gray' },
});
export type YesNo = EnumValue<typeof YesNo>;
