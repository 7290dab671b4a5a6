import { describe, expect, it } from 'vitest';
import { defaultExpiry, emptyMovimento, movimentoRequest, NEW_LOT, quantityTyped, validateMovimento } from './estoque-form';

describe('quantityTyped', () => {
  it('inteira só dígitos; fracionária aceita vírgula; ajuste aceita sinal', () => {
    expect(quantityTyped('1,5a', 0, false)).toBe('15');
    expect(quantityTyped('1,5a', 3, false)).toBe('1,5');
    expect(quantityTyped('-2', 0, true)).toBe('-2');
    expect(quantityTyped('-2', 0, false)).toBe('2');
  });
});

describe('defaultExpiry', () => {
  it('fabricação + dias de validade, no formato do idioma', () => {
    expect(defaultExpiry('30/01/2026', 30, 'pt-BR')).toBe('01/03/2026');
    expect(defaultExpiry('01/30/2026', 30, 'en-US')).toBe('03/01/2026');
    expect(defaultExpiry('30/01', 30, 'pt-BR')).toBe('');
  });
});

describe('validateMovimento', () => {
  const base = { ...emptyMovimento(), IdSetor: '1', QtMovimento: '5' };
  it('aceita uma entrada simples', () => {
    expect(validateMovimento(base, 0, 'pt-BR')).toEqual({});
  });
  it('recusa fração em unidade inteira, zero, ajuste sem motivo e transferência para o mesmo setor', () => {
    expect(validateMovimento({ ...base, QtMovimento: '1,5' }, 0, 'pt-BR').QtMovimento).toBe('Esta unidade não aceita frações');
    expect(validateMovimento({ ...base, QtMovimento: '1,5' }, 3, 'pt-BR')).toEqual({});
    expect(validateMovimento({ ...base, QtMovimento: '0' }, 0, 'pt-BR').QtMovimento).toBe('Informe uma quantidade maior que zero');
    expect(validateMovimento({ ...base, TpMovimento: 'A', QtMovimento: '-2' }, 0, 'pt-BR')).toEqual({ DsMotivo: 'Informe o motivo do ajuste' });
    expect(validateMovimento({ ...base, TpMovimento: 'T', IdSetorDestino: '1' }, 0, 'pt-BR').IdSetorDestino).toBe('A origem e o destino são iguais');
  });
  it('novo lote: código e fabricação obrigatórios, validade nunca antes da fabricação', () => {
    const lot = { ...base, IdLote: NEW_LOT };
    expect(Object.keys(validateMovimento(lot, 0, 'pt-BR')).sort()).toEqual(['CdLote', 'DtFabricacao']);
    expect(validateMovimento({ ...lot, CdLote: 'L1', DtFabricacao: '10/02/2026', DtValidade: '01/02/2026' }, 0, 'pt-BR')).toEqual({
      DtValidade: 'A validade não pode ser anterior à fabricação',
    });
  });
});

describe('movimentoRequest', () => {
  it('entrada em lote novo cria o lote com o estoque; o resto é um movimento', () => {
    expect(movimentoRequest({ ...emptyMovimento(), IdLote: NEW_LOT, CdLote: ' L9 ', DtFabricacao: '30/01/2026', IdSetor: '4', QtMovimento: '2,5' }, 7, 'pt-BR')).toEqual({
      path: '/lote-estoque-produto',
      body: { IdProduto: 7, CdLote: 'L9', DtFabricacao: '2026-01-30', DtValidade: null, QtEstoque: '2.5', IdSetor: 4 },
    });
    expect(movimentoRequest({ ...emptyMovimento(3), TpMovimento: 'T', IdSetor: '4', IdSetorDestino: '5', QtMovimento: '1' }, 7, 'pt-BR')).toEqual({
      path: '/estoque_movimentos',
      body: { TpMovimento: 'T', IdProduto: 7, IdLote: 3, IdSetor: 4, QtMovimento: '1', IdSetorDestino: 5, DsMotivo: null },
    });
  });
});
