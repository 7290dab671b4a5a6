import { defineList, type ColumnDef, type ListDefinition } from '@/platform/list';

/** A result row of an analysis (GET /api/analise_dados_produtos, _materia_primas, _subprodutos). */
export interface AnaliseDadoRow {
  '@id': string;
  IdAnaliseDado: number;
  IdAnalise: number;
  IdProduto: number;
  TpAnaliseDado: string;
  NrNivel: number;
  CdChamada: string;
  NmProduto: string;
  NmFamiliaProduto: string | null;
  NmGrupoProduto: string | null;
  TpProdutoPcp: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  NrSaldoEmEstoque: string;
  NrOPs: string;
  NrEstoqueFuturo: string;
  NrDemandaVendas: string;
  NrPropostas: string;
  NrPedidosVenda: string;
  NrPrevisaoVendas: string;
  NrDemandaTotal: string;
  NrTotalAtender: string;
  NrQtdeMin: string;
  NrQtdeMax: string;
  NrResultado: string;
  NrRealizado: string | null;
  QtProducaoImediata: string;
  QtProducaoFutura: string;
  NrPedidosCompra: string;
  NrAnalisesDeCompra: string;
  NrCotacoes: string;
  NrDemandaProdPai: string;
  StAtrasado: boolean;
  DtNecessidade: string | null;
  DtLiberacao: string | null;
  ListaProduto: { IdProduto: number; CdChamada: string; QtProdutoComponente: string; PcPerda: string }[] | null;
}

type Quantity = Extract<keyof AnaliseDadoRow, `Nr${string}` | `Qt${string}`>;
const quantity = (field: Quantity, hidden = false, sortable = false): ColumnDef<AnaliseDadoRow> => ({
  field,
  kind: 'quantity',
  unitTypeField: 'TpUnidade',
  label: `pcp.fields.${field}`,
  hidden,
  ...(sortable ? { sortable: true } : {}),
  width: 110,
});

/**
 * The results of an analysis, one list per kind (finished products, raw materials, sub-products), with every
 * field of the specification's "Analysis data"; the less used ones start hidden (the column chooser shows them).
 */
export function analiseDadosList(resource: '/analise_dados_produtos' | '/analise_dados_materia_primas' | '/analise_dados_subprodutos', IdAnalise: number): ListDefinition<AnaliseDadoRow> {
  return defineList<AnaliseDadoRow>({
    id: `mrp${resource.slice('/analise_dados'.length).replace('_', '-')}`,
    resource,
    query: { IdAnalise },
    columns: [
      { field: 'CdChamada', kind: 'code', label: 'pcp.fields.CdChamada', sortable: true, width: 110 },
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 260 },
      { field: 'NmFamiliaProduto', kind: 'text', label: 'pcp.fields.NmFamiliaProduto', hidden: true, fallback: 'produtos.noFamily', width: 160 },
      { field: 'NmGrupoProduto', kind: 'text', label: 'pcp.fields.NmGrupoProduto', hidden: true, fallback: 'produtos.noGroup', width: 160 },
      { field: 'NrNivel', kind: 'number', places: 0, label: 'pcp.fields.NrNivel', sortable: true, hidden: true, width: 70 },
      quantity('NrSaldoEmEstoque', false, true),
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
      quantity('NrDemandaTotal', false, true),
      quantity('NrQtdeMin'),
      quantity('NrQtdeMax', true),
      quantity('NrTotalAtender', false, true),
      quantity('NrResultado', false, true),
      quantity('QtProducaoImediata', false, true),
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
