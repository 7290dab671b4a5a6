import { describe, expect, it } from 'vitest';
import { LOCALES } from '@backoffice/domain';
import { csvQuery } from './csvExport';
import { i18n } from '../i18n/i18n';
import type { AnyListDefinition } from './types';

/**
 * Every list screen's spreadsheet header, in the three languages: each column the API writes (a joined column's
 * fields included) under a label the user reads, never the field's code ('DsWorkFlow', 'NmLogradouro', 'IdUF')
 * nor an i18n key.
 */
const files = import.meta.glob<Record<string, unknown>>('../../features/**/*.{list,lists}.ts', { eager: true });
const lists = Object.values(files).flatMap((exports) =>
  Object.values(exports).filter((v): v is AnyListDefinition => typeof v === 'object' && v !== null && 'resource' in v && 'columns' in v),
);

/** A field name that is a code, not a word: 'DsWorkFlow', 'IdUF', 'codPedido', 'cd_cep' (a field 'Cliente' is a word). */
const codeLike = (field: string) => /[a-z][A-Z]|^[A-Z]{2}|_/.test(field);

describe('CSV headers of every list', () => {
  it('finds the lists', () => expect(lists.length).toBeGreaterThan(20));

  for (const locale of LOCALES) {
    it(`are words in ${locale}`, () => {
      const t = i18n.getFixedT(locale);
      const bad: string[] = [];
      for (const list of lists) {
        const query = csvQuery(list, { filters: {}, sort: null } as never, list.columns, t);
        const labels = query.labels as Record<string, string>;
        for (const field of query.columns as string[]) {
          const label = labels[field];
          if (!label || (label === field && codeLike(field)) || /\.fields\.|^[a-z]+\.[a-zA-Z.]+$/.test(label)) bad.push(`${list.id}: ${field} -> ${label}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('names the joined fields of the orders routing view by their own labels', () => {
    const list = lists.find((l) => l.id === 'pedidos-roteiros')!;
    const query = csvQuery(list, { filters: {}, sort: null } as never, list.columns, i18n.getFixedT('pt-BR'));
    const labels = query.labels as Record<string, string>;
    expect(labels.DsWorkFlow).toBe('Fluxo');
    expect(labels.NmLogradouro).toBe('Endereço');
    expect(labels.IdUF).toBe('UF');
    expect(new Set(Object.values(labels)).size).toBe(Object.values(labels).length);
  });
});
