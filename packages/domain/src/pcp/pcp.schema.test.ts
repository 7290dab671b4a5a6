import { describe, expect, it } from 'vitest';
import { schemaViolations } from '../common/violations.ts';
import { analiseSchema, planejamentoProdutoSchema, previsaoItemSchema, realizadoSchema } from './pcp.schema.ts';

describe('quantidades digitadas como no Brasil', () => {
  it.each([
    ['1.234,5', '1234.500'],
    ['1234,5', '1234.500'],
    ['12', '12.000'],
    ['1.234', '1234.000'],
    [1234.5, '1234.500'],
    ['0', '0.000'],
  ])('NrRealizado %j é guardado como %s', (typed, stored) => {
    expect(realizadoSchema.parse({ NrRealizado: typed })).toEqual({ NrRealizado: stored });
  });

  it('recusa texto, negativo e mais de 3 casas; vazio ou null volta à sugestão', () => {
    for (const bad of ['abc', '-1', '1,2345']) expect(realizadoSchema.safeParse({ NrRealizado: bad }).success, bad).toBe(false);
    expect(realizadoSchema.parse({ NrRealizado: null })).toEqual({ NrRealizado: null });
    expect(realizadoSchema.parse({ NrRealizado: '  ' })).toEqual({ NrRealizado: null });
  });

  it('valida a regra de lote: a quantidade fixa, o mínimo ou múltiplo, os períodos de cobertura', () => {
    const paths = (body: unknown) => {
      const result = planejamentoProdutoSchema.safeParse(body);
      return result.success ? [] : schemaViolations(result.error).map((v) => [v.propertyPath, v.message]);
    };
    expect(paths({ TpLote: 'F', QtLote: '' })).toEqual([['QtLote', 'lot_quantity_required']]);
    expect(paths({ TpLote: 'M' })).toEqual([['QtLote', 'lot_minimum_or_multiple']]);
    expect(paths({ TpLote: 'P', NrPeriodos: 1 })).toEqual([['NrPeriodos', 'lot_periods_required']]);
    expect(paths({ TpLote: 'X' })).toEqual([['TpLote', expect.any(String)]]);
    expect(planejamentoProdutoSchema.parse({ TpLote: 'M', QtLote: '1.000', QtMultiplo: '250' })).toEqual({ TpLote: 'M', QtLote: '1000.000', QtMultiplo: '250.000', NrPeriodos: 1 });
  });

  it('exige a quantidade de um item de previsão e aponta o campo', () => {
    const result = previsaoItemSchema.safeParse({ IdPrevisaoDeVenda: 1, produto: 2, Quantidade: '', DtPrevisaoDeVenda: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(schemaViolations(result.error!).map((v) => [v.propertyPath, v.message])).toEqual([
      ['Quantidade', 'required'],
      ['DtPrevisaoDeVenda', 'invalid_date'],
    ]);
  });

  it('dá os padrões da análise: semana, 90 dias, orçamentos a 50 %', () => {
    expect(analiseSchema.parse({ NmAnalise: 'Dezembro' })).toMatchObject({ TpPeriodo: 'S', NrHorizonteDias: 90, PcProbabilidadeOrcamento: '50.00', setoresIgnorados: [] });
    expect(analiseSchema.safeParse({ NmAnalise: 'x', PcProbabilidadeOrcamento: '120' }).success).toBe(false);
  });
});
