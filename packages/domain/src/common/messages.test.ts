import { describe, it, expect } from 'vitest';
import { MESSAGES, isMessageKey, messagesIn, translateMessage } from './messages.ts';
import { translateIn } from './message-format.ts';
import { storedLabelIn } from '../stored-labels.ts';
import { LOCALES, pickLocale, resolveLocale } from './locale.ts';
import { CATALOGO_MESSAGES } from '../catalogo/messages.ts';
import { MARKUP_MESSAGES } from '../vendas/messages.ts';
import { SEPARACAO_MESSAGES } from '../separacao/messages.ts';
import { FISCAL_MESSAGES } from '../fiscal/fiscal.messages.ts';
import { DEVOLUCAO_MESSAGES } from '../fiscal/devolucao.messages.ts';
import { PCP_MESSAGES } from '../pcp/pcp.messages.ts';
import { COMPRAS_MESSAGES } from '../compras/compras.messages.ts';
import { ROTEIRO_MESSAGES } from '../roteiro/roteiro.messages.ts';
import { LIMIT_MESSAGES } from './limits.messages.ts';
import { QUERY_MESSAGES } from './query.messages.ts';

describe('the areas\' message catalogues', () => {
  it('never define the same key twice: one area would silently change the other\'s text', () => {
    const areas = { CATALOGO_MESSAGES, MARKUP_MESSAGES, SEPARACAO_MESSAGES, FISCAL_MESSAGES, DEVOLUCAO_MESSAGES, PCP_MESSAGES, COMPRAS_MESSAGES, ROTEIRO_MESSAGES, LIMIT_MESSAGES, QUERY_MESSAGES };
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(areas)) for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    for (const messages of Object.values(areas)) for (const [key, texts] of Object.entries(messages)) expect(MESSAGES[key as keyof typeof MESSAGES], key).toEqual(texts);
  });
});

describe('translateMessage', () => {
  it.each([
    ['required', 'pt-BR', 'Este campo é obrigatório'],
    ['required', 'en-US', 'This field is required'],
    ['required', 'es', 'Este campo es obligatorio'],
    ['required_uf', 'pt-BR', 'Campo obrigatório'],
    ['password_min', 'pt-BR', 'A senha deve ter pelo menos 6 caracteres'],
    ['password_min', 'en-US', 'Password must to be at least 6 characters long'],
    ['column_type_mismatch', 'pt-BR', 'O valor não condiz com o tipo selecionado'],
    ['email_exists', 'pt-BR', 'O email utilizado já existe'],
    ['user_exists', 'pt-BR', 'O usuário já existe'],
    ['invalid_credentials', 'pt-BR', 'Usuário ou senha não são válidos'],
    ['stale_version', 'en-US', 'This order was already updated'],
    ['stale_version', 'pt-BR', 'Este pedido já foi atualizado'],
    ['data_saved', 'en-US', 'Data saved successfully'],
  ])('traduz %s em %s', (key, locale, expected) => {
    expect(translateMessage(key, locale)).toBe(expected);
  });

  it('names a limit with its number in the format of the language', () => {
    expect(translateMessage('file_limit_rows', 'pt-BR', { file: 'previsao.csv', max: '100000' })).toBe('O arquivo previsao.csv passa do limite de 100.000 linhas');
    expect(translateMessage('file_limit_rows', 'en-US', { file: 'previsao.csv', max: '100000' })).toBe('The file previsao.csv is over the limit of 100,000 rows');
    expect(translateMessage('file_limit_inflated', 'es', { file: 'a.zip', max: '1.5' })).toBe('El archivo a.zip supera el límite de 1,5 MB descomprimido');
  });

  it.each([
    ['pt', 'Este campo é obrigatório'],
    ['pt-PT', 'Este campo é obrigatório'],
    ['es-AR', 'Este campo es obligatorio'],
    ['en', 'This field is required'],
    ['fr-FR', 'This field is required'],
    ['', 'This field is required'],
  ])('resolve o idioma %j', (locale, expected) => {
    expect(translateMessage('required', locale)).toBe(expected);
  });

  it('devolve a própria chave quando ela não existe', () => {
    expect(translateMessage('chave_inexistente', 'pt-BR')).toBe('chave_inexistente');
    expect(translateMessage('Texto livre do servidor', 'en-US')).toBe('Texto livre do servidor');
    expect(translateMessage('toString', 'pt-BR')).toBe('toString');
  });

  it('substitui parâmetros {nome} e mantém os que faltam', () => {
    expect(translateMessage('Máximo de {max} caracteres em {field}', 'pt-BR', { max: 50 })).toBe(
      'Máximo de 50 caracteres em {field}',
    );
  });

  it('toda chave tem texto não vazio nos três idiomas, e as chaves são [a-z_]', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      expect(key).toMatch(/^[a-z_]+$/);
      for (const locale of LOCALES) expect(texts[locale].trim(), `${key} ${locale}`).not.toBe('');
    }
  });

  it('isMessageKey reconhece só as chaves do catálogo', () => {
    expect(isMessageKey('required')).toBe(true);
    expect(isMessageKey('hasOwnProperty')).toBe(false);
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['pt-BR,pt;q=0.9', 'pt-BR'],
    ['en-US,en;q=0.9,pt;q=0.8', 'en-US'],
    ['es-ES,es;q=0.9', 'es'],
    ['fr-FR,es;q=0.5', 'es'],
    ['fr-FR,de;q=0.5', 'pt-BR'],
    ['pt;q=0.5,en;q=0.8', 'en-US'],
    ['en;q=0,es', 'es'],
    ['*', 'pt-BR'],
  ])('%j escolhe %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['ES', 'es'],
    ['en-GB', 'en-US'],
    [undefined, 'en-US'],
  ])('%j resolve para %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe('messagesIn: the catalogue in one language (the web loads the user\'s only)', () => {
  it.each(LOCALES)('%s: every key with its text in that language, and stored pt-BR texts said in it', (locale) => {
    const catalogue = messagesIn(locale);
    for (const [key, texts] of Object.entries(MESSAGES)) expect(catalogue.texts[key], key).toBe(texts[locale]);
    expect(Object.keys(catalogue.texts)).toHaveLength(Object.keys(MESSAGES).length);
    expect(translateIn(catalogue, 'markup_sum_too_high', locale, { sum: '106.5' })).toBe(translateMessage('markup_sum_too_high', locale, { sum: '106.5' }));
    expect(storedLabelIn(catalogue, MESSAGES.no_freight_table['pt-BR'], locale)).toBe(MESSAGES.no_freight_table[locale]);
    // A text with parameters is never stored whole: it is not among the stored ones.
    expect(Object.keys(catalogue.stored).some((text) => text.includes('{'))).toBe(false);
  });
});
