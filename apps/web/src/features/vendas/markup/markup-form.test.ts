import { describe, expect, it } from 'vitest';
import { fromMarkup, percentsOf, toPayload, validateMarkup } from './markup-form';

const saved = { IdMarkup: 3, NmMarkup: 'Varejo', DsMarkup: null, PcImpostos: '18.00', PcComissao: '5.00', PcFrete: '3.00', PcAdministrativo: '8.00', PcFinanceiro: '2.00', PcLucro: '10.00', StAtivo: true, StImpostosMotor: true, version: 4 };

describe('markup form', () => {
  it('mostra os percentuais em pt-BR e os devolve com ponto, com a versão', () => {
    const values = fromMarkup(saved);
    expect(values.PcImpostos).toBe('18,00');
    expect(toPayload({ ...values, PcLucro: '12,5' })).toMatchObject({ PcImpostos: '18.00', PcLucro: '12.5', version: 4, DsMarkup: null, StImpostosMotor: true });
    expect(toPayload({ ...values, StImpostosMotor: false }).StImpostosMotor).toBe(false);
    expect(percentsOf({ ...values, PcFrete: 'abc' }).PcFrete).toBe('0');
  });

  it('a soma de 100 % ou mais vai para o lucro com a soma em pt-BR', () => {
    const errors = validateMarkup({ ...fromMarkup(saved), PcLucro: '64,00' });
    expect(errors).toEqual({ PcLucro: 'A soma dos percentuais (100,00%) precisa ficar abaixo de 100%' });
    expect(validateMarkup({ ...fromMarkup(saved), PcFrete: '-1' })).toEqual({ PcFrete: 'Informe um percentual de 0 a 99,99' });
  });
});
