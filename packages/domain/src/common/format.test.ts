import { describe, it, expect } from 'vitest';
import {
  formatBusinessDays,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyOrDash,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  formatWeight,
  parseDate,
} from './format.ts';
import { Decimal } from './decimal.ts';

const NON_BREAKING = /[\u00A0\u202F]/;

describe('formatUnitPrice', () => {
  it.each([
    ['0.0125', 'pt-BR', 'R$ 0,0125'],
    ['0.013000', 'pt-BR', 'R$ 0,013'],
    ['8.5000', 'pt-BR', 'R$ 8,50'],
    ['0.012500', 'en-US', 'R$0.0125'],
    ['1234.56789', 'pt-BR', 'R$ 1.234,5679'],
    ['12', 'es', '12,00 R$'],
  ])('%s (%s) -> %s, with the places a purchase price needs', (v, locale, text) => {
    expect(formatUnitPrice(v, locale).replace(NON_BREAKING, ' ')).toBe(text);
  });
});

describe('formatMoney', () => {
  it('formata dinheiro como R$ 1.234,56', () => {
    expect(formatMoney('1234.5600')).toBe('R$ 1.234,56');
  });

  it.each([
    ['1234.56', 'pt-BR', 'R$ 1.234,56'],
    ['1234.56', 'en-US', 'R$1,234.56'],
    ['1234.56', 'es', '1.234,56 R$'],
    ['0', 'pt-BR', 'R$ 0,00'],
    ['0.005', 'pt-BR', 'R$ 0,01'],
    ['-0.001', 'pt-BR', 'R$ 0,00'],
    ['-1234.5', 'pt-BR', '-R$ 1.234,50'],
    ['999.999', 'pt-BR', 'R$ 1.000,00'],
    ['12345678901234567.895', 'pt-BR', 'R$ 12.345.678.901.234.567,90'],
    [1234.5, 'pt-BR', 'R$ 1.234,50'],
    ['12.5', 'pt', 'R$ 12,50'],
    ['12.5', 'en', 'R$12.50'],
  ] as const)('%j em %s é %j', (value, locale, expected) => {
    expect(formatMoney(value, locale)).toBe(expected);
  });

  it('não deixa espaço não separável no resultado', () => {
    for (const locale of ['pt-BR', 'en-US', 'es']) expect(formatMoney('1234.56', locale)).not.toMatch(NON_BREAKING);
  });

  it('mantém a precisão de valores grandes (não passa por float)', () => {
    expect(formatMoney('90071992547409.93')).toBe('R$ 90.071.992.547.409,93');
  });

  it('aceita Decimal e devolve vazio para valores vazios ou inválidos', () => {
    expect(formatMoney(new Decimal('10'))).toBe('R$ 10,00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatMoneyOrDash', () => {
  it.each([
    ['10.5', 'R$ 10,50'],
    ['0', '-'],
    ['-1', '-'],
    [null, '-'],
  ] as const)('%j vira %j', (value, expected) => {
    expect(formatMoneyOrDash(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    ['1234.5', 'pt-BR', 2, '1.234,50'],
    ['1234.5', 'en-US', 2, '1,234.50'],
    ['1234.5', 'es', 2, '1.234,50'],
    ['1234567', 'pt-BR', 0, '1.234.567'],
  ] as const)('%j em %s com %i casas é %j', (value, locale, places, expected) => {
    expect(formatNumber(value, locale, places)).toBe(expected);
  });
});

describe('formatWeight', () => {
  it.each([
    ['1234.567', 'pt-BR', undefined, '1.234,567 KG'],
    ['1234.567', 'en-US', undefined, '1,234.567 KG'],
    ['1234.567', 'es', undefined, '1.234,567 KG'],
    ['1234.5678', 'pt-BR', undefined, '1.234,568 KG'],
    ['10', 'pt-BR', 2, '10,00 KG'],
    ['0', 'pt-BR', undefined, '0,000 KG'],
  ] as const)('%j em %s (%s casas) é %j', (value, locale, places, expected) => {
    expect(formatWeight(value, locale, places)).toBe(expected);
  });

  it('usa pt-BR e 3 casas por padrão, e vazio para vazio', () => {
    expect(formatWeight('1.5')).toBe('1,500 KG');
    expect(formatWeight(null)).toBe('');
  });
});

describe('formatQuantity', () => {
  it.each([
    ['1234.5', 'F', 'pt-BR', '1.234,500'],
    ['1234.5', 'F', 'en-US', '1,234.500'],
    ['1234.5', 'F', 'es', '1.234,500'],
    ['1234.0000', 'U', 'pt-BR', '1.234'],
    ['1234.0000', 'U', 'en-US', '1,234'],
    ['2.5', 'U', 'pt-BR', '3'],
    ['7', null, 'pt-BR', '7'],
  ] as const)('%j com unidade %s em %s é %j', (value, unitType, locale, expected) => {
    expect(formatQuantity(value, unitType, locale)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['12.5', 'pt-BR', '12,5%'],
    ['12.5', 'en-US', '12.5%'],
    ['12.5', 'es', '12,5 %'],
    ['12.46', 'pt-BR', '12,5%'],
    ['0', 'pt-BR', '0,0%'],
    ['1234.5', 'pt-BR', '1.234,5%'],
    ['-3.25', 'pt-BR', '-3,3%'],
  ] as const)('%j em %s é %j', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });

  it('devolve vazio para vazio', () => {
    expect(formatPercent(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-03-05', 'pt-BR', '05/03/2024'],
    ['2024-03-05', 'es', '05/03/2024'],
    ['2024-03-05', 'en-US', '03/05/2024'],
    ['2024-01-01', 'pt-BR', '01/01/2024'],
    ['2024-03-05T23:30:00', 'pt-BR', '05/03/2024'],
    ['2024-03-05 23:30:00', 'pt-BR', '05/03/2024'],
    ['2024-03-05T02:30:00Z', 'pt-BR', '04/03/2024'],
    ['2024-03-05T02:30:00.000-03:00', 'pt-BR', '05/03/2024'],
  ] as const)('%j em %s é %j', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('uma data sem hora nunca muda de dia por causa do fuso', () => {
    expect(formatDate('2024-01-01', 'pt-BR', { timeZone: 'Pacific/Honolulu' })).toBe('01/01/2024');
    expect(formatDate('2024-01-01', 'pt-BR', { timeZone: 'Asia/Tokyo' })).toBe('01/01/2024');
  });

  it('converte instantes para o fuso pedido (padrão America/Sao_Paulo)', () => {
    const instant = new Date('2024-03-05T02:30:00Z');
    expect(formatDate(instant)).toBe('04/03/2024');
    expect(formatDate(instant, 'pt-BR', { timeZone: 'UTC' })).toBe('05/03/2024');
    expect(formatDate(instant.getTime(), 'en-US', { timeZone: 'UTC' })).toBe('03/05/2024');
  });

  it.each([null, undefined, '', 'abc', '2024-02-30', '2024-13-01', '05/03/2024', new Date('x')])(
    'devolve vazio para %j',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('formatDateTime', () => {
  it.each([
    ['2024-03-05T14:07:00', 'pt-BR', '05/03/2024 - 14:07'],
    ['2024-03-05T14:07:59.123', 'es', '05/03/2024 - 14:07'],
    ['2024-03-05T14:07:00', 'en-US', '03/05/2024 - 14:07'],
    ['2024-03-05', 'pt-BR', '05/03/2024 - 00:00'],
    ['2024-03-05T17:07:00Z', 'pt-BR', '05/03/2024 - 14:07'],
    ['2024-03-05T00:30:00+00:00', 'pt-BR', '04/03/2024 - 21:30'],
    // As PostgreSQL writes a timestamptz read as text (the separation order's creation date came out empty).
    ['2024-03-05 17:07:59.123456+00', 'pt-BR', '05/03/2024 - 14:07'],
    ['2024-03-05 14:07:00-03', 'pt-BR', '05/03/2024 - 14:07'],
    ['2024-03-05 17:07:00+05:30', 'pt-BR', '05/03/2024 - 08:37'],
  ] as const)('%j em %s é %j', (value, locale, expected) => {
    expect(formatDateTime(value, locale)).toBe(expected);
  });

  it('usa meia-noite como 00, não 24', () => {
    expect(formatDateTime('2024-03-05T03:00:00Z')).toBe('05/03/2024 - 00:00');
  });
});

describe('parseDate', () => {
  it.each([
    ['05/03/2024', 'pt-BR', '2024-03-05'],
    ['5/3/2024', 'es', '2024-03-05'],
    ['03/05/2024', 'en-US', '2024-03-05'],
    ['2024-03-05', 'pt-BR', '2024-03-05'],
    ['29/02/2024', 'pt-BR', '2024-02-29'],
    ['29/02/2023', 'pt-BR', null],
    ['31/04/2024', 'pt-BR', null],
    ['', 'pt-BR', null],
    ['ontem', 'pt-BR', null],
  ] as const)('lê %j em %s como %j', (value, locale, expected) => {
    expect(parseDate(value, locale)).toBe(expected);
  });
});

describe('formatBusinessDays', () => {
  it.each([
    [3, 'pt-BR', '3 dias úteis'],
    [1, 'pt-BR', '1 dia útil'],
    [0, 'pt-BR', '0 dias úteis'],
    ['5', 'pt-BR', '5 dias úteis'],
    [3, 'en-US', '3 business days'],
    [1, 'en-US', '1 business day'],
    [3, 'es', '3 días hábiles'],
    [1, 'es', '1 día hábil'],
  ] as const)('%j em %s é %j', (n, locale, expected) => {
    expect(formatBusinessDays(n, locale)).toBe(expected);
  });

  it('devolve vazio sem prazo', () => {
    expect(formatBusinessDays(null)).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, 'pt-BR', '0 pedidos'],
    [1, 'pt-BR', '1 pedido'],
    [2, 'pt-BR', '2 pedidos'],
    [1500, 'pt-BR', '1.500 pedidos'],
    [0, 'en-US', '0 pedidos'],
    [1, 'es', '1 pedido'],
  ])('%i em %s: %s', (count, locale, expected) => {
    expect(formatCount(count, { one: 'pedido', other: 'pedidos' }, locale)).toBe(expected);
  });
});
