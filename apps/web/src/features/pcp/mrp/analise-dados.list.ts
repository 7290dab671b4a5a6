import { ANALISE_DADO_MATERIA_PRIMA_LIST, ANALISE_DADO_PRODUTO_LIST, ANALISE_DADO_SUBPRODUTO_LIST, type ContractSort } from '@backoffice/domain';
import { defineContractList, type ContractRow, type ListDefinition } from '@/platform/list';

/** The three result lists of an analysis: one view, one contract per kind, the same row, filters and sorts. */
type ResultContract = typeof ANALISE_DADO_PRODUTO_LIST | typeof ANALISE_DADO_MATERIA_PRIMA_LIST | typeof ANALISE_DADO_SUBPRODUTO_LIST;

/** A result row of an analysis (GET /api/analise_dados_produtos, _materia_primas, _subprodutos). */
export type AnaliseDadoRow = ContractRow<typeof ANALISE_DADO_PRODUTO_LIST>;

type Quantity = Extract<keyof AnaliseDadoRow, `Nr${string}` | `Qt${string}`>;
const quantity = (field: Quantity, hidden = false) => ({ field, kind: 'quantity', unitTypeField: 'TpUnidade', label: `pcp.fields.${field}`, hidden, width: 110 }) as const;
const sortedQuantity = (field: Quantity & ContractSort<ResultContract>) => ({ ...quantity(field), sortable: true }) as const;

/**
 * The results of an analysis, one list per kind (finished products, raw materials, sub-products), with every
 * field of the specification's "Analysis data"; the less used ones start hidden (the column chooser shows them).
 */
function resultsList(contract: ResultContract) {
  return defineContractList<ResultContract>(contract, {
    id: `mrp${contract.path.slice('/analise_dados'.length).replace('_', '-')}`,
    columns: [
      { field: 'CdChamada', kind: 'code', label: 'pcp.fields.CdChamada', sortable: true, width: 110 },
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 260 },
      { field: 'NmFamiliaProduto', kind: 'text', label: 'pcp.fields.NmFamiliaProduto', hidden: true, fallback: 'produtos.noFamily', width: 160 },
      { field: 'NmGrupoProduto', kind: 'text', label: 'pcp.fields.NmGrupoProduto', hidden: true, fallback: 'produtos.noGroup', width: 160 },
      { field: 'NrNivel', kind: 'number', places: 0, label: 'pcp.fields.NrNivel', sortable: true, hidden: true, width: 70 },
      sortedQuantity('NrSaldoEmEstoque'),
      quantity('NrOPs', true),
      quantity('NrPedidosCompra', true),
      quantity('NrAnalisesDeCompra', true),
      quantity('NrCotacoes', true),
      quantity('NrEstoqueFuturo'),
      quantity('NrPedidosVenda'),
      quantity('NrPropostas'),
      quantity('NrPrevisaoVendas'),
      quantity('NrDemandaVendas', true),
      quantity('NrDemandaProdPai'),
      sortedQuantity('NrDemandaTotal'),
      quantity('NrQtdeMin'),
      quantity('NrQtdeMax', true),
      sortedQuantity('NrTotalAtender'),
      sortedQuantity('NrResultado'),
      sortedQuantity('QtProducaoImediata'),
      quantity('QtProducaoFutura'),
      { field: 'DtNecessidade', kind: 'date', label: 'pcp.fields.DtNecessidade', sortable: true, width: 110 },
      { field: 'DtLiberacao', kind: 'date', label: 'pcp.fields.DtLiberacao', hidden: true, width: 110 },
      { field: 'StAtrasado', kind: 'boolean', label: 'pcp.fields.StAtrasado', width: 90 },
    ],
    filters: [
      { field: 'CdChamada', kind: 'text', label: 'pcp.fields.CdChamada' },
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto' },
      { field: 'NmFamiliaProduto', kind: 'text', label: 'pcp.fields.NmFamiliaProduto' },
      { field: 'StAtrasado', kind: 'boolean', label: 'pcp.fields.StAtrasado' },
    ],
    defaultSort: { field: 'CdChamada', direction: 'asc' },
    rowId: 'IdAnaliseDado',
    selectable: true,
    favorites: false,
  });
}

export const analiseDadosProdutosList = resultsList(ANALISE_DADO_PRODUTO_LIST);
export const analiseDadosMateriaPrimasList = resultsList(ANALISE_DADO_MATERIA_PRIMA_LIST);
export const analiseDadosSubprodutosList = resultsList(ANALISE_DADO_SUBPRODUTO_LIST);
const LISTS = {
  '/analise_dados_produtos': analiseDadosProdutosList,
  '/analise_dados_materia_primas': analiseDadosMateriaPrimasList,
  '/analise_dados_subprodutos': analiseDadosSubprodutosList,
};

/** The results of one kind of an analysis. */
export const analiseDadosList = (resource: keyof typeof LISTS, IdAnalise: number): ListDefinition<AnaliseDadoRow> => ({ ...LISTS[resource], query: { IdAnalise } });
