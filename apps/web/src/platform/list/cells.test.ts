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
