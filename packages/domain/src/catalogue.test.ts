import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { ENUM_CATALOGUE, ENUM_TONES, LOCALES, MESSAGES, STORED_LABELS, WEEKDAYS, isDefinedEnum, messageEnumNames, storedLabel, translateMessage, type DefinedEnum } from './index.ts';

/**
 * The walk over every label a user reads: each enum's values and each message, in pt-BR, en-US and es. A label
 * missing, or one that is a code ('P', 'contribuinte 1', 'StatusPedido'), fails here before a screen, a message,
 * a CSV or a PDF shows it.
 */
const exported = Object.entries(domain as Record<string, unknown>).filter((entry): entry is [string, DefinedEnum<string>] => isDefinedEnum(entry[1]));

/** A label that is a code: one or two capitals, or digits ('P', '1', 'TX'), a camelCase or snake_case name, or an i18n key. */
const codeLike = (label: string) => /^[A-Z0-9]{1,2}$/.test(label) || /^\d+$/.test(label) || /^[a-z]+[A-Z]\w*$/.test(label) || /^[A-Z][a-z]+[A-Z]\w*$/.test(label) || /^\w+_\w+$/.test(label) || /^\w+\.\w+\.\w+/.test(label);

describe('the enum catalogue', () => {
  it('holds every enum the package exports, under its own name', () => {
    expect(exported.length).toBeGreaterThan(40);
    for (const [name, e] of exported) expect(ENUM_CATALOGUE[name as keyof typeof ENUM_CATALOGUE], `${name} is missing from ENUM_CATALOGUE (enums.ts)`).toBe(e);
  });

  for (const [name, e] of Object.entries(ENUM_CATALOGUE) as [string, DefinedEnum<string>][]) {
    it(`${name}: every value has a word in the three languages and a tone`, () => {
      for (const value of e.values) {
        for (const locale of LOCALES) {
          const label = e.label(value, locale);
          expect(label.trim(), `${name}.${value} ${locale}`).not.toBe('');
          expect(codeLike(label), `${name}.${value} ${locale} reads as a code: "${label}"`).toBe(false);
        }
        expect(ENUM_TONES).toContain(e.tone(value));
      }
    });
  }

  it('gives the half-done and the waiting a warning tone, never the green of done', () => {
    const halfway = /parcial|pendente|aguardando/i;
    for (const [name, e] of Object.entries(ENUM_CATALOGUE) as [string, DefinedEnum<string>][]) {
      for (const value of e.values) if (halfway.test(e.label(value, 'pt-BR'))) expect(e.tone(value), `${name}.${value}`).not.toBe('success');
    }
    expect(ENUM_CATALOGUE.StatusPedido.tone('X')).toBe('warning');
    expect(ENUM_CATALOGUE.StatusPedido.label('X')).toBe('Parcial');
    expect(ENUM_CATALOGUE.StatusPedido.tone('T')).toBe('success');
    expect(ENUM_CATALOGUE.StatusPedido.tone('C')).toBe('danger');
  });
});

describe('the message catalogue', () => {
  for (const [key, texts] of Object.entries(MESSAGES)) {
    it(`${key}: the same markers in the three languages, each enum marker naming a catalogue enum`, () => {
      const markers = (text: string) => [...text.matchAll(/\{(\w+)(?::[\w|]+)*\}/g)].map((m) => m[1]).sort();
      for (const locale of LOCALES) {
        expect(texts[locale].trim(), `${key} ${locale}`).not.toBe('');
        expect(texts[locale], `${key} ${locale} is its own key`).not.toBe(key);
        expect(markers(texts[locale]), `${key} ${locale}`).toEqual(markers(texts['pt-BR']));
        for (const name of messageEnumNames(texts[locale])) expect(Object.keys(ENUM_CATALOGUE), `${key}: {…:${name}}`).toContain(name);
      }
    });
  }

  it('names the statuses in a refused move, never their letters', () => {
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'L', to: 'D' })).toBe('Um pedido conferido não pode passar a devolvido');
    expect(translateMessage('order_move_refused', 'en-US', { from: 'L', to: 'D' })).toBe('An order that is checked cannot become returned');
    expect(translateMessage('order_move_refused', 'es', { from: 'L', to: 'D' })).toBe('Un pedido verificado no puede pasar a devuelto');
    expect(translateMessage('status_move_not_allowed', 'en-US', { de: 'Aberto', para: 'Em Rota' })).toBe('Cannot move from Open to On route');
    expect(translateMessage('purchase_order_not_open', 'pt-BR', { status: 'E' })).toMatch(/agora: enviado\)$/);
    // A value no enum knows enters as it came (an old row's status).
    expect(translateMessage('order_move_refused', 'pt-BR', { from: 'Q', to: 'D' })).toBe('Um pedido Q não pode passar a devolvido');
  });

  it('every message with a status parameter names it through an enum marker', () => {
    const statusParam = /\{(from|to|de|para|status)\}/;
    const raw = Object.entries(MESSAGES).filter(([, texts]) => LOCALES.some((l) => statusParam.test(texts[l]))).map(([key]) => key);
    expect(raw).toEqual([]);
  });
});

describe('the stored label catalogue', () => {
  it('has every stored label in the three languages, none of them a code', () => {
    expect(Object.keys(STORED_LABELS).length).toBeGreaterThan(100);
    for (const text of Object.keys(STORED_LABELS)) {
      for (const locale of LOCALES) {
        const label = storedLabel(text, locale);
        expect(label.trim(), `${text} ${locale}`).not.toBe('');
        expect(codeLike(label), `${text} ${locale} reads as a code: "${label}"`).toBe(false);
      }
      expect(storedLabel(text, 'pt-BR')).toBe(text);
    }
  });

  it('names the seven weekdays from Sunday, as extract(dow) counts them', () => {
    expect(Object.keys(WEEKDAYS)).toHaveLength(7);
    expect(Object.keys(WEEKDAYS).map((day) => storedLabel(day, 'en-US'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(storedLabel('Sábado', 'es')).toBe('Sábado');
  });

  it('leaves a text it does not know as it was typed, and a message stored in pt-BR in the language', () => {
    expect(storedLabel('Minha fase', 'en-US')).toBe('Minha fase');
    expect(storedLabel(null, 'es')).toBe('');
    expect(storedLabel(MESSAGES.no_freight_table['pt-BR'], 'en-US')).toBe(MESSAGES.no_freight_table['en-US']);
    expect(storedLabel('Roteirização manual', 'es')).toBe('Enrutamiento manual');
  });
});
