import { describe, expect, it } from 'vitest';
import { CLEAR, emptyMassa, massaBody, massaMessages } from './massa';

describe('massaBody', () => {
  it('manda só os campos preenchidos; "sem família" vira null e números pt-BR viram decimais', () => {
    expect(massaBody([1, 2], emptyMassa())).toBeNull();
    expect(massaBody([1, 2], { ...emptyMassa(), IdFamiliaProduto: CLEAR, IdGrupoProduto: '7', QtEstoqueMinimo: '1.234,5', StAtivo: 'N' })).toEqual({
      produtos: [1, 2],
      campos: { IdFamiliaProduto: null, IdGrupoProduto: 7, QtEstoqueMinimo: '1234.5', StAtivo: false },
    });
    expect(massaBody([3], { ...emptyMassa(), TpProduto: 'b', TpProdutoPcp: 'F', QtEstoqueMaximo: '10', StAtivo: 'S' })?.campos).toEqual({ TpProduto: 'b', TpProdutoPcp: 'F', QtEstoqueMaximo: '10', StAtivo: true });
  });
});

describe('massaMessages', () => {
  const rows = [
    { IdProduto: 12, CdChamada: 'P-12', NmProduto: 'Parafuso' },
    { IdProduto: 13, CdChamada: 'P-13', NmProduto: 'Porca' },
  ];
  const label = (f: string) => ({ QtEstoqueMinimo: 'Estoque mínimo' })[f];
  it('nomeia cada produto que falhou pelo código e nome, com o campo', () => {
    expect(
      massaMessages({ 'produtos[12].QtEstoqueMinimo': 'O estoque mínimo passa do máximo', 'produtos[99]': 'Produto não encontrado nesta empresa', 'campos.QtEstoqueMinimo': 'Número inválido' }, rows, label),
    ).toEqual(['P-12 – Parafuso · Estoque mínimo: O estoque mínimo passa do máximo', '#99 · Produto não encontrado nesta empresa', 'Estoque mínimo: Número inválido']);
  });
});
