/**
 * Propriedades das contas de dinheiro (fast-check, número de casos limitado para o CI): os totais do pedido fecham
 * ao centavo, o desconto nunca aumenta a linha, e o dinheiro escrito na tela volta ao mesmo valor.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, parseBrazilianNumber } from '../common/decimal.ts';
import { formatMoney, formatNumber, formatPercent } from '../common/format.ts';
import { lineGross, lineTotal, orderTotals, type TotalsLine } from './orcamento.ts';

const RUNS = { numRuns: 300 };
const decimalText = (max: bigint, places: number) => fc.bigInt({ min: 0n, max }).map((n) => new Decimal(n.toString()).dividedBy(10 ** places).toFixed(places));

const line: fc.Arbitrary<TotalsLine> = fc.record({
  QtPedida: decimalText(10n ** 9n, 3),
  VlUnitario: decimalText(10n ** 8n, 2),
  PcDesconto: decimalText(9999n, 2),
  VlPesoLiquido: decimalText(10n ** 9n, 3),
  VlPesoBruto: decimalText(10n ** 9n, 3),
  StItem: fc.constantFrom('A', 'A', 'A', 'C'),
});

describe('dinheiro: propriedades', () => {
  it('os totais do pedido fecham: total = produtos − descontos + frete + impostos, tudo em centavos', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), decimalText(10n ** 8n, 2), decimalText(10n ** 8n, 2), (lines, freight, taxes) => {
        const t = orderTotals(lines, freight, taxes);
        for (const v of [t.VlProdutos, t.VlDesconto, t.VlFrete, t.VlImpostos, t.VlTotal]) expect(v).toMatch(/^-?\d+\.\d{2}$/);
        expect(new Decimal(t.VlProdutos).minus(t.VlDesconto).plus(t.VlFrete).plus(t.VlImpostos).toFixed(2)).toBe(t.VlTotal);
        const active = lines.filter((l) => l.StItem === 'A');
        expect(t.VlProdutos).toBe(active.reduce((a, l) => a.plus(lineGross(l.QtPedida, l.VlUnitario)), new Decimal(0)).toFixed(2));
        expect(new Decimal(t.VlDesconto).greaterThanOrEqualTo(0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('o desconto de 0 a 99,99 % nunca aumenta a linha nem a deixa negativa', () => {
    fc.assert(
      fc.property(decimalText(10n ** 9n, 3), decimalText(10n ** 8n, 2), decimalText(9999n, 2), (q, p, d) => {
        const net = new Decimal(lineTotal(q, p, d));
        expect(net.lessThanOrEqualTo(lineGross(q, p))).toBe(true);
        expect(net.greaterThanOrEqualTo(0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('o dinheiro como a tela o escreve (R$ 1.234,56) volta ao mesmo valor', () => {
    fc.assert(
      fc.property(decimalText(10n ** 13n, 2), (v) => {
        const shown = formatMoney(v).replace(/^R\$\s*/, '').replace(/\s/g, '');
        expect(new Decimal(parseBrazilianNumber(shown)!).toFixed(2)).toBe(v);
      }),
      RUNS,
    );
  });
});

describe('formatação sem decimal.js: o Intl arredonda como o Decimal', () => {
  // Valores com até 6 casas, negativos e meios ('x.xx5') incluídos, em dinheiro, 3 casas e percentual.
  const value = fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 })).map(([n, places]) =>
    new Decimal(n.toString()).dividedBy(10 ** places).toFixed(places),
  );
  const plain = (s: string) => s.replace(/[^\d,-]/g, '').replace(',', '.');
  it('dinheiro, número com 3 casas e percentual com 1 casa batem com Decimal.toDecimalPlaces(ROUND_HALF_UP)', () => {
    fc.assert(
      fc.property(value, (v) => {
        const expect2 = new Decimal(v).toDecimalPlaces(2).toFixed(2).replace(/^-(0\.0*)$/, '$1');
        expect(plain(formatMoney(v))).toBe(expect2);
        const expect3 = new Decimal(v).toDecimalPlaces(3).toFixed(3).replace(/^-(0\.0*)$/, '$1');
        expect(plain(formatNumber(v, 'pt-BR', 3))).toBe(expect3);
        const expect1 = new Decimal(v).toDecimalPlaces(1).toFixed(1).replace(/^-(0\.0*)$/, '$1');
        expect(plain(formatPercent(v))).toBe(expect1);
      }),
      RUNS,
    );
  });
});
