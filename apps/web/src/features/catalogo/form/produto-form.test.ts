import { describe, expect, it } from 'vitest';
import { produtoSchema, translateMessage } from '@backoffice/domain';
import { currentLocale } from '@/platform/i18n/i18n';
import type { Produto } from '../catalogo.api';
import { emptyProduto, fromProduto, toPayload, validateProduto, type ProdutoFormValues } from './produto-form';

const msg = (key: string) => translateMessage(key, currentLocale());

function filled(over: Partial<ProdutoFormValues> = {}): ProdutoFormValues {
  return {
    ...emptyProduto(),
    codigos: [{ key: 'a', CdChamada: 'P-001', principal: true }],
    NmProduto: 'Parafuso sextavado',
    TpProduto: 'A',
    IdTipoMedida: '3',
    NrDiasValidade: '30',
    ...over,
  };
}

const produto: Produto = {
  IdProduto: 7,
  CdChamada: 'P-001',
  CdEan: '7891234567895',
  NmProduto: 'Farinha',
  NmCurto: null,
  ImConteudo: null,
  TpProduto: 'A',
  TpProdutoPcp: 'F',
  IdTipoMedida: 2,
  CdSigla: 'KG',
  TpUnidade: 'F',
  VlPesoLiquido: '1.250',
  VlPesoBruto: '1.300',
  IdFamiliaProduto: null,
  IdGrupoProduto: 4,
  NrDiasValidade: 180,
  CdNcm: '11010010',
  CdCest: null,
  CdOrigem: '0',
  VlPrecoCusto: '1234.5000',
  QtEstoqueMinimo: '10.000',
  QtEstoqueMaximo: '1500.500',
  DsLocalizacao: 'A-01',
  StAtivo: true,
  version: 3,
  codigos: [
    { CdChamada: 'P-001', StCodigoPrincipal: 'S' },
    { CdChamada: 'FAR', StCodigoPrincipal: 'N' },
  ],
};

describe('product form', () => {
  it('a filled form is valid and becomes a body the API schema accepts', () => {
    const values = filled({ VlPesoLiquido: '1.234,567', VlPrecoCusto: '1.234,56', QtEstoqueMinimo: '2,5' });
    expect(validateProduto(values)).toEqual({});
    const parsed = produtoSchema.parse(toPayload(values));
    expect(parsed.VlPesoLiquido).toBe('1234.567');
    expect(parsed.VlPrecoCusto).toBe('1234.5600');
    expect(parsed.QtEstoqueMinimo).toBe('2.500');
    expect(parsed.codigos).toEqual([{ CdChamada: 'P-001', StCodigoPrincipal: 'S' }]);
  });

  it('empty validity days: the required message on that field', () => {
    expect(validateProduto(filled({ NrDiasValidade: '' }))).toEqual({ NrDiasValidade: msg('required') });
  });

  it('a wrong EAN-13 check digit, a short NCM and an empty code: each on its field', () => {
    const errors = validateProduto(
      filled({ CdEan: '7891234567890', CdNcm: '1234', codigos: [{ key: 'a', CdChamada: '', principal: true }] }),
    );
    expect(errors.CdEan).toBe(msg('invalid_gtin'));
    expect(errors.CdNcm).toBe(msg('invalid_ncm'));
    expect(errors['codigos.0.CdChamada']).toBe(msg('required'));
  });

  it('reads a KG product with 3 decimals and keeps its codes, main first', () => {
    const values = fromProduto(produto);
    expect(values.VlPesoLiquido).toBe('1,250');
    expect(values.QtEstoqueMaximo).toBe('1.500,500');
    expect(values.VlPrecoCusto).toBe('1.234,50');
    expect(values.codigos.map((c) => [c.CdChamada, c.principal])).toEqual([
      ['P-001', true],
      ['FAR', false],
    ]);
    expect(toPayload(values).QtEstoqueMaximo).toBe('1500.500');
  });

  it('a whole unit shows quantities without decimals', () => {
    const values = fromProduto({ ...produto, TpUnidade: 'I', CdSigla: 'UN', QtEstoqueMinimo: '12.000' });
    expect(values.QtEstoqueMinimo).toBe('12');
  });
});
