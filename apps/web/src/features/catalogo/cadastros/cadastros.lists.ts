import { FAMILIA_PRODUTO_LIST, GRUPO_PRODUTO_LIST, TIPO_MEDIDA_LIST, TpUnidade } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /tipo_medidas/list: the units of measure (GET /api/tipo_medidas). */
export const unidadesList = defineContractList(TIPO_MEDIDA_LIST, {
  id: 'tipo_medidas',
  columns: [
    { field: 'CdSigla', kind: 'link', label: 'unidades.fields.code', sortable: true, route: 'tipo_medidas_edit', params: { id: 'IdTipoMedida' }, width: 100 },
    { field: 'DsTipoMedida', kind: 'text', label: 'unidades.fields.name', sortable: true },
    { field: 'TpUnidade', kind: 'enum', enum: TpUnidade, label: 'unidades.fields.type', sortable: true, width: 140 },
  ],
  filters: [
    { field: 'DsTipoMedida', kind: 'text', label: 'unidades.fields.name' },
    { field: 'TpUnidade', kind: 'enum', enum: TpUnidade, label: 'unidades.fields.type' },
  ],
  defaultSort: { field: 'CdSigla', direction: TIPO_MEDIDA_LIST.defaultOrder.CdSigla },
  rowLink: { route: 'tipo_medidas_edit', params: { id: 'IdTipoMedida' } },
  titleField: 'CdSigla',
});

/** /familia_produtos/list: the product families, a code and a name (GET /api/familia_produtos). */
export const familiasList = defineContractList(FAMILIA_PRODUTO_LIST, {
  id: 'familia_produtos',
  columns: [
    { field: 'CdChamada', kind: 'text', label: 'familias.fields.code', sortable: true, width: 120 },
    { field: 'NmFamiliaProduto', kind: 'link', label: 'familias.fields.name', sortable: true, route: 'familia_produtos_edit', params: { id: 'IdFamiliaProduto' } },
  ],
  filters: [{ field: 'NmFamiliaProduto', kind: 'text', label: 'familias.fields.name' }],
  defaultSort: { field: 'NmFamiliaProduto', direction: FAMILIA_PRODUTO_LIST.defaultOrder.NmFamiliaProduto },
  rowLink: { route: 'familia_produtos_edit', params: { id: 'IdFamiliaProduto' } },
  titleField: 'NmFamiliaProduto',
});

/** /grupo_produtos/list: the product groups, a code and a name (GET /api/grupo_produtos). */
export const gruposList = defineContractList(GRUPO_PRODUTO_LIST, {
  id: 'grupo_produtos',
  columns: [
    { field: 'CdChamada', kind: 'text', label: 'grupos.fields.code', sortable: true, width: 120 },
    { field: 'NmGrupoProduto', kind: 'link', label: 'grupos.fields.name', sortable: true, route: 'grupo_produtos_edit', params: { id: 'IdGrupoProduto' } },
  ],
  filters: [{ field: 'NmGrupoProduto', kind: 'text', label: 'grupos.fields.name' }],
  defaultSort: { field: 'NmGrupoProduto', direction: GRUPO_PRODUTO_LIST.defaultOrder.NmGrupoProduto },
  rowLink: { route: 'grupo_produtos_edit', params: { id: 'IdGrupoProduto' } },
  titleField: 'NmGrupoProduto',
});
