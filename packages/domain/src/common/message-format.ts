/**
 * Uma mensagem do catálogo dita num idioma, a partir do catálogo desse idioma só: a API o tira do catálogo inteiro
 * (messages.ts, os três idiomas), o web do chunk do idioma do usuário, carregado quando uma mensagem é mostrada.
 */
import { resolveLocale } from './locale.ts';
import { formatNumber } from './format.ts';
import { ENUM_CATALOGUE, isEnumName } from '../enums.ts';

/** As mensagens num idioma: cada chave com o seu texto, e os textos gravados em pt-BR (sem marcadores) com o seu. */
export interface MessageCatalogue {
  readonly texts: Readonly<Record<string, string>>;
  readonly stored: Readonly<Record<string, string>>;
}

/**
 * Traduz uma chave do catálogo. Chave desconhecida volta como veio (mensagens livres passam intactas).
 * Idioma: 'pt*' -> pt-BR, 'es*' -> es, qualquer outro -> en-US.
 * Parâmetros substituem marcadores {nome} no texto; marcadores sem parâmetro ficam como estão. Um marcador
 * {nome:decimal} mostra o decimal com ponto ('106.00') no formato do idioma ('106,00' em pt-BR); sem o
 * ':decimal' o valor entra como veio (um código de produto '10.5' continua '10.5'). Um marcador
 * {nome:StatusPedido} mostra o rótulo do valor no enum do catálogo ('L' -> 'Conferido'); {nome:A|B} procura
 * em A e depois em B; um ':lower' no fim põe o rótulo em minúsculas, para o meio da frase. {nome:message}: o
 * parâmetro é outra chave do catálogo, dita com os mesmos parâmetros (o problema de schema dentro do aviso).
 */
export function translateIn(catalogue: MessageCatalogue, key: string, locale: string, params?: Readonly<Record<string, string | number>>): string {
  const text = Object.hasOwn(catalogue.texts, key) ? catalogue.texts[key] : key;
  if (!params) return text;
  return text.replace(/\{(\w+)(?::(\w+(?:\|\w+)*))?(:lower)?\}/g, (match, name: string, kind?: string, lower?: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) {
      // A warning stored before its problem was put in words keeps libxml2's own text ('error').
      return kind === 'message' && typeof params.error === 'string' ? params.error : match;
    }
    const value = String(params[name]);
    if (kind === 'decimal') {
      const places = /^-?\d+(?:\.(\d+))?$/.exec(value);
      return places ? formatNumber(value, locale, places[1]?.length ?? 0) : value;
    }
    if (kind === undefined) return value;
    // {problem:message}: the parameter is another message of the catalogue, said with the same parameters.
    if (kind === 'message') {
      const inner = Object.hasOwn(catalogue.texts, value) ? catalogue.texts[value] : undefined;
      return inner !== undefined && !inner.includes(':message}') ? translateIn(catalogue, value, locale, params) : value;
    }
    const label = enumLabel(kind.split('|'), value, locale);
    if (label === undefined) return value;
    return lower ? label.toLocaleLowerCase(resolveLocale(locale)) : label;
  });
}

/** O rótulo de um valor no primeiro enum do catálogo que o conhece; undefined quando nenhum o conhece (entra como veio). */
function enumLabel(names: string[], value: string, locale: string): string | undefined {
  for (const name of names) {
    const found = isEnumName(name) ? ENUM_CATALOGUE[name] : undefined;
    if (found?.is(value)) return found.label(value, locale);
  }
  return undefined;
}
