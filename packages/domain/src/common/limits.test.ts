import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.ts';
import { dateIssue, fitsNumeric, isCalendarDate, numericMax } from './limits.ts';
import { translateMessage } from './messages.ts';
import { isoDateSchema, moneySchema, numericSchema } from './values.schema.ts';
import * as z from 'zod';
import { decimalField } from '../catalogo/schemas.ts';
import { requiredOr } from './schema.ts';

const issues = (r: { success: boolean; error?: { issues: { message: string; params?: unknown }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('datas', () => {
  it('só datas de calendário, de 1900-01-01 a 2199-12-31', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '1900-01-01', '2199-12-31', '2000-02-29']) expect(dateIssue(ok), ok).toBeNull();
    for (const bad of ['2026-02-30', '0000-00-00', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-1-1', 'abc']) expect(dateIssue(bad), bad).toBe('invalid_date');
    for (const far of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) expect(dateIssue(far), far).toBe('date_out_of_range');
    expect(isCalendarDate('0099-02-29')).toBe(false);
  });

  it('isoDateSchema põe a violação no campo, com a mensagem nos três idiomas', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(issues(isoDateSchema.safeParse('2026-02-30'))).toEqual(['invalid_date']);
    expect(issues(isoDateSchema.safeParse('0000-00-00'))).toEqual(['invalid_date']);
    expect(issues(isoDateSchema.safeParse('0001-01-01'))).toEqual(['date_out_of_range']);
    expect(issues(isoDateSchema.safeParse('2026-01-01T10:00'))).toEqual(['invalid_date']);
    expect(translateMessage('date_out_of_range', 'pt-BR')).toBe('Informe uma data entre 01/01/1900 e 31/12/2199');
    expect(translateMessage('date_out_of_range', 'en-US')).toBe('Enter a date between 01/01/1900 and 12/31/2199');
    expect(translateMessage('date_out_of_range', 'es')).toBe('Ingrese una fecha entre 01/01/1900 y 31/12/2199');
  });

  it('propriedade: isCalendarDate concorda com o calendário do JavaScript em todo dia de 1900 a 2199', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const real = m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
        expect(isCalendarDate(text)).toBe(real);
      }),
      { numRuns: 300 },
    );
  });
});

describe('números no tamanho da coluna', () => {
  it('numeric(14,3) guarda até 99999999999.999', () => {
    expect(numericMax(14, 3)).toBe('99999999999.999');
    expect(fitsNumeric('99999999999.999', 14, 3)).toBe(true);
    expect(fitsNumeric('99999999999.9995', 14, 3)).toBe(false);
    expect(fitsNumeric('-100000000000', 14, 3)).toBe(false);
  });

  it('abaixo do mínimo diz o mínimo, e dinheiro negativo diz que não pode ser negativo (não "Número inválido")', () => {
    expect(issues(numericSchema(14, 3, { min: 0 }).safeParse('-1'))).toEqual(['number_negative']);
    const atLeastOne = numericSchema(14, 3, { min: 1 }).safeParse('0,5');
    expect(atLeastOne.error?.issues[0]).toMatchObject({ message: 'number_too_small', params: { min: '1.000' } });
    expect(translateMessage('number_too_small', 'pt-BR', { min: '1.000' })).toBe('Número pequeno demais: o mínimo é 1,000');
    expect(issues(moneySchema.safeParse('-10,00'))).toEqual(['number_negative']);
    expect(issues(moneySchema.safeParse('1000000000000'))).toEqual(['number_too_large']);
    expect(issues(moneySchema.safeParse('dez'))).toEqual(['invalid_number']);
    expect(translateMessage('number_negative', 'es')).toBe('El valor no puede ser negativo');
  });

  it('numericSchema: grande demais dá number_too_large com o máximo; casas demais, invalid_number', () => {
    const qty = numericSchema(14, 3);
    expect(qty.parse('99999999999')).toBe('99999999999.000');
    const big = qty.safeParse('100000000000');
    expect(big.error?.issues[0]).toMatchObject({ message: 'number_too_large', params: { max: '99999999999.999' } });
    expect(translateMessage('number_too_large', 'pt-BR', { max: '99999999999.999' })).toBe('Número grande demais: o máximo é 99.999.999.999,999');
    expect(issues(qty.safeParse('1.0001'))).toEqual(['invalid_number']);
    expect(issues(qty.safeParse('1e400'))).toEqual(['number_too_large']);
    // Uma coluna de custo numeric(14,4) guarda menos que uma de quantidade.
    expect(issues(decimalField(4).safeParse('10000000000'))).toEqual(['number_too_large']);
    expect(issues(decimalField(2, { min: 0, precision: 5 }).safeParse('1000'))).toEqual(['number_too_large']);
  });

  it('número obrigatório vazio diz "Este campo é obrigatório", não "Número inválido"', () => {
    const qty = numericSchema(14, 3);
    for (const empty of ['', '   ', null, undefined]) expect(issues(qty.safeParse(empty)), String(empty)).toEqual(['required']);
    expect(issues(qty.safeParse('abc'))).toEqual(['invalid_number']);
    // Um campo numérico do formulário vazio manda '' a um z.number: também é 'required'.
    const days = z.number({ error: requiredOr('invalid_number') });
    expect(issues(days.safeParse(''))).toEqual(['required']);
    expect(issues(days.safeParse('x'))).toEqual(['invalid_number']);
    expect(translateMessage('required', 'pt-BR')).toBe('Este campo é obrigatório');
  });

  it('propriedade: o que numericSchema aceita cabe na coluna, e o que cabe ele aceita', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 18 }), fc.integer({ min: 0, max: 4 }), fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String)), (p, s, v) => {
        const scale = Math.min(s, p - 1);
        const text = String(v);
        const result = numericSchema(p, scale).safeParse(text);
        const d = new Decimal(text);
        const fits = d.decimalPlaces() <= scale && d.abs().lessThan(new Decimal(10).pow(p - scale));
        expect(result.success, `${text} numeric(${p},${scale})`).toBe(fits);
      }),
      { numRuns: 400 },
    );
  });
});
