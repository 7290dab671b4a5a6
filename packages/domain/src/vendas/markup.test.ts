import { describe, expect, it } from 'vitest';
import { marginPercent, markupIndex, markupSchema, markupSum, suggestedPrice } from './markup.ts';
import { schemaViolations } from '../common/violations.ts';

const typical = { PcImpostos: '18.00', PcComissao: '5.00', PcFrete: '3.00', PcAdministrativo: '8.00', PcFinanceiro: '2.00', PcLucro: '10.00' };

describe('markup divisor', () => {
  it('preço = custo ÷ (1 − Σ% ÷ 100), em centavos meio para cima', () => {
    // Σ = 46 %: divisor 0,54; 100 ÷ 0,54 = 185,185... -> 185,19.
    expect(markupSum(typical).toFixed(2)).toBe('46.00');
    expect(suggestedPrice('100', typical)).toBe('185.19');
    expect(markupIndex(typical)).toBe('1.8519');
    // 0,1 + 0,2 in binary floats would not give these exact cents.
    expect(suggestedPrice('0.30', { PcLucro: '0.10' })).toBe('0.30');
    expect(suggestedPrice('10.005', {})).toBe('10.01');
  });

  it('a margem sobre o preço é o lucro quando os custos variáveis estão no markup', () => {
    const price = suggestedPrice('54.00', typical)!;
    expect(price).toBe('100.00');
    expect(marginPercent(price, '54.00')).toBe('46.00');
  });

  it('Σ% ≥ 100 não forma preço e é recusado no lucro, com a soma na mensagem', () => {
    expect(suggestedPrice('100', { ...typical, PcLucro: '64.00' })).toBeNull();
    const parsed = markupSchema.safeParse({ NmMarkup: 'Caro', ...typical, PcLucro: '70' });
    expect(parsed.success).toBe(false);
    expect(schemaViolations(parsed.error!)).toEqual([{ propertyPath: 'PcLucro', message: 'markup_sum_too_high', params: { sum: '106.00' } }]);
  });

  it('percentuais vazios são 0; negativos, 100 ou mais de 2 casas são recusados no campo', () => {
    const ok = markupSchema.parse({ NmMarkup: 'Só lucro', PcLucro: '12,5' });
    expect(ok.PcImpostos).toBeUndefined();
    expect(markupSchema.parse({ NmMarkup: 'x', PcImpostos: '' }).PcImpostos).toBe('0.00');
    expect(ok.PcLucro).toBe('12.50');
    const bad = markupSchema.safeParse({ NmMarkup: 'x', PcImpostos: '-1', PcFrete: '100', PcComissao: '1.234' });
    expect(schemaViolations(bad.error!).map((v) => [v.propertyPath, v.message])).toEqual([
      ['PcImpostos', 'invalid_percent'],
      ['PcComissao', 'invalid_percent'],
      ['PcFrete', 'invalid_percent'],
    ]);
  });
});

describe('mensagem da soma', () => {
  it('mostra a soma no formato do idioma, e um código com ponto continua como veio', async () => {
    const { translateMessage } = await import('../common/messages.ts');
    expect(translateMessage('markup_sum_too_high', 'pt-BR', { sum: '106.00' })).toBe('A soma dos percentuais (106,00%) precisa ficar abaixo de 100%');
    expect(translateMessage('markup_sum_too_high', 'en-US', { sum: '106.00' })).toBe('The percentages add up to 106.00%: they must stay below 100%');
    expect(translateMessage('code_exists', 'pt-BR', { code: '10.5' })).toContain('10.5');
  });
});
