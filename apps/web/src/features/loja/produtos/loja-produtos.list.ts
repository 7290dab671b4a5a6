import { LOJA_PRODUTO_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/loja_produtos/lista (the domain's LOJA_PRODUTO_LIST): an active product and its place in the shop. */
export type LojaProdutoRow = ContractRow<typeof LOJA_PRODUTO_LIST>;

/**
 * /loja_produtos: the company's products with their shop status, public price and shop description; filters by
 * published, family, group, name (accent-blind) and code; rows selected for publishing or unpublishing at once.
 */
export const lojaProdutosList = defineContractList(LOJA_PRODUTO_LIST, {
  id: 'loja-produtos',
  columns: [
    { field: 'ImConteudo', kind: 'image', label: 'lojaProdutos.fields.ImConteudo', width: 56 },
    { field: 'CdChamada', kind: 'text', label: 'lojaProdutos.fields.CdChamada', sortable: true, width: 100 },
    { field: 'NmProduto', kind: 'text', label: 'lojaProdutos.fields.NmProduto', sortable: true, width: 240 },
    { field: 'NmFamiliaProduto', kind: 'text', label: 'lojaProdutos.fields.NmFamiliaProduto', fallback: 'produtos.noFamily', sortable: true },
    { field: 'NmGrupoProduto', kind: 'text', label: 'lojaProdutos.fields.NmGrupoProduto', fallback: 'produtos.noGroup', sortable: true, hidden: true },
    { field: 'CdSigla', kind: 'text', label: 'lojaProdutos.fields.CdSigla', width: 60 },
    { field: 'VlPrecoSugerido', kind: 'money', label: 'lojaProdutos.fields.VlPrecoSugerido', sortable: true, width: 110 },
    // A product not priced yet shows a dash: it is not sold in the shop until it has a price.
    { field: 'VlPreco', kind: 'money', label: 'lojaProdutos.fields.VlPreco', sortable: true, width: 110, dashUnlessPositive: true },
    { field: 'StPublicado', kind: 'boolean', label: 'lojaProdutos.fields.StPublicado', sortable: true, width: 90 },
    { field: 'DsLoja', kind: 'text', label: 'lojaProdutos.fields.DsLoja', hidden: true },
  ],
  filters: [
    { field: 'StPublicado', kind: 'boolean', label: 'lojaProdutos.fields.StPublicado' },
    { field: 'NmProduto', kind: 'text', label: 'lojaProdutos.fields.NmProduto' },
    { field: 'CdChamada', kind: 'text', label: 'lojaProdutos.fields.CdChamada' },
    { field: 'IdFamiliaProduto', kind: 'lookup', label: 'lojaProdutos.fields.NmFamiliaProduto', source: '/loja_produtos/familias', searchParam: 'label', labelField: 'label', valueField: 'id' },
    { field: 'IdGrupoProduto', kind: 'lookup', label: 'lojaProdutos.fields.NmGrupoProduto', source: '/loja_produtos/grupos', searchParam: 'label', labelField: 'label', valueField: 'id' },
  ],
  defaultSort: { field: 'NmProduto', direction: 'asc' },
  selectable: true,
  rowId: 'IdProduto',
  favorites: false,
});
