import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formattersFor } from '../i18n/format';
import { cellText } from './cells';

const t = ((key: string) => key) as unknown as TFunction;

describe('number cells', () => {
  it("'auto' keeps the decimals the value was typed with, in the user's format", () => {
    const column = { field: 'v', kind: 'number', places: 'auto', label: 'common.save' } as const;
    expect(cellText(column, { v: '1234.5' }, formattersFor('pt-BR'), t)).toBe('1.234,5');
    expect(cellText(column, { v: '12' }, formattersFor('pt-BR'), t)).toBe('12');
    expect(cellText(column, { v: '0.125' }, formattersFor('en-US'), t)).toBe('0.125');
  });
});

describe('stored text cells', () => {
  it("show a label the application stored in the user's language, and typed text as it is", () => {
    const column = { field: 'NmFase', kind: 'text', stored: true, with: ['DsWorkFlow'], label: 'common.save' } as const;
    const row = { NmFase: 'Separação', DsWorkFlow: 'Pedido de venda' };
    expect(cellText(column, row, formattersFor('pt-BR'), t)).toBe('Separação / Pedido de venda');
    expect(cellText(column, row, formattersFor('en-US'), t)).toBe('Picking / Sales order');
    expect(cellText(column, { NmFase: 'Minha fase', DsWorkFlow: null }, formattersFor('es'), t)).toBe('Minha fase');
    expect(cellText({ ...column, stored: undefined }, row, formattersFor('en-US'), t)).toBe('Separação / Pedido de venda');
  });
});
