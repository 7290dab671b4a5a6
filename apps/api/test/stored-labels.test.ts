import { describe, expect, it } from 'vitest';
import { LOCALES, STORED_LABELS, storedLabel } from '@backoffice/domain';
import { modules } from '../src/modules/index.ts';

// What the areas write into the menu and the access catalogue is shown in the user's language through the stored
// label catalogue (packages/domain/src/stored-labels.ts): a new menu entry or screen without its words fails here.
describe('stored labels the areas write', () => {
  const menu = modules.flatMap((m) => m.menu);
  const access = modules.flatMap((m) => m.access);
  const texts = new Set([
    ...menu.map((e) => e.menu),
    ...menu.map((e) => e.modulo).filter((m): m is string => !!m),
    ...access.map((g) => g.modulo),
    ...access.flatMap((g) => g.rotas.map((r) => r.nome)),
  ]);

  it('has the words of every menu title, menu module, access module and screen name in en-US and es', () => {
    expect(texts.size).toBeGreaterThan(60);
    const missing = [...texts].filter((text) => !Object.hasOwn(STORED_LABELS, text));
    expect(missing, 'add them to packages/domain/src/stored-labels.ts').toEqual([]);
    for (const text of texts) {
      for (const locale of LOCALES) expect(storedLabel(text, locale).trim(), `${text} ${locale}`).not.toBe('');
    }
  });

  it('shows a seeded title in the language and a typed one as it is', () => {
    expect(storedLabel('Pedidos', 'pt-BR')).toBe('Pedidos');
    expect(storedLabel('Pedidos', 'en-US')).toBe('Orders');
    expect(storedLabel('Logística', 'es')).toBe('Logística');
    expect(storedLabel('Configurações', 'es')).toBe('Configuración');
    expect(storedLabel('Segunda-feira', 'en-US')).toBe('Monday');
    expect(storedLabel('Meus pedidos urgentes', 'en-US')).toBe('Meus pedidos urgentes');
    // A message a service stored in pt-BR (a freight quote's error).
    expect(storedLabel('Sem tabela de frete para o destino e o peso', 'es')).toBe('Sin tabla de flete para el destino y el peso');
  });
});
