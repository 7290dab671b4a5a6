import { describe, expect, it } from 'vitest';
import { i18n } from '@/platform/i18n/i18n';
import { LOCALES } from '@/platform/i18n/language';
import { catalogue, catalogueParts } from './strings';

/** Every leaf of a catalogue part, as 'namespace.key.sub' → text. */
function leaves(node: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}
const variables = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const parts = Object.entries(catalogueParts);

describe('the catalogue (app/strings.ts)', () => {
  it.each(parts)('%s: every key in pt-BR, en-US and es, none empty, with the same {{variables}}', (_name, part) => {
    const source = leaves(part['pt-BR']);
    expect(source.size).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const strings = leaves(part[locale]);
      expect([...strings.keys()].sort(), locale).toEqual([...source.keys()].sort());
      for (const [key, text] of strings) {
        expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key} is empty`).toBe(true);
        expect(variables(text), `${locale} ${key}`).toEqual(variables(source.get(key)));
      }
    }
  });

  it('no namespace is declared by two parts (one would silently replace the other)', () => {
    const owner = new Map<string, string>();
    for (const [name, part] of parts) {
      for (const namespace of Object.keys(part['pt-BR'])) {
        expect(owner.get(namespace), `${namespace} is in ${owner.get(namespace)} and in ${name}`).toBeUndefined();
        owner.set(namespace, name);
      }
    }
    for (const locale of LOCALES) expect(Object.keys(catalogue[locale]).sort()).toEqual([...owner.keys()].sort());
  });

  it("is what the platform's i18n reads: a feature's strings and the platform's, in the three languages", () => {
    expect(i18n.t('roteiro.fields.NrPlaca', { lng: 'pt-BR' })).toBe('Placa');
    expect(i18n.t('roteiro.fields.NrPlaca', { lng: 'en-US' })).toBe(catalogueParts.roteiro['en-US'].roteiro.fields.NrPlaca);
    expect(i18n.t('roteiro.fields.NrPlaca', { lng: 'es' })).toBe(catalogueParts.roteiro.es.roteiro.fields.NrPlaca);
    expect(i18n.t('list.last30Days', { lng: 'es' })).toBe(catalogueParts.platform.es.list.last30Days);
  });
});
