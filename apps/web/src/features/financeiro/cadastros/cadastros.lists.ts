import { ALTERDATA_USUARIO_LIST, CENTRO_DE_CUSTO_LIST, EMPRESA_ERP_LIST, TpAtivo, WEBAPI_USUARIO_LIST } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /financeiro/centros-de-custo: code, name and whether it is active (GET /api/centro_de_custo). */
export const centrosDeCustoList = defineContractList(CENTRO_DE_CUSTO_LIST, {
  id: 'centros-de-custo',
  columns: [
    { field: 'CdCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.CdCentroDeCusto', sortable: true, width: 120 },
    { field: 'NmCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.NmCentroDeCusto', sortable: true, width: 280 },
    { field: 'TpCentroDeCusto', kind: 'enum', enum: TpAtivo, label: 'centrosDeCusto.fields.TpCentroDeCusto', width: 110 },
  ],
  filters: [
    { field: 'NmCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.NmCentroDeCusto' },
    { field: 'CdCentroDeCusto', kind: 'text', label: 'centrosDeCusto.fields.CdCentroDeCusto' },
    { field: 'TpCentroDeCusto', kind: 'enum', enum: TpAtivo, label: 'centrosDeCusto.fields.TpCentroDeCusto' },
  ],
  defaultSort: { field: 'NmCentroDeCusto', direction: 'asc' },
  rowId: 'IdCentroDeCusto',
  favorites: false,
});

/** /financeiro/empresas-erp: the external ERP's companies (GET /api/empresa_erp). */
export const empresasErpList = defineContractList(EMPRESA_ERP_LIST, {
  id: 'empresas-erp',
  columns: [
    { field: 'CdEmpresaErp', kind: 'text', label: 'empresasErp.fields.CdEmpresaErp', sortable: true, width: 130 },
    { field: 'NmEmpresaErp', kind: 'text', label: 'empresasErp.fields.NmEmpresaErp', sortable: true, width: 280 },
    { field: 'NrDocumento', kind: 'document', label: 'empresasErp.fields.NrDocumento', width: 170 },
  ],
  filters: [
    { field: 'NmEmpresaErp', kind: 'text', label: 'empresasErp.fields.NmEmpresaErp' },
    { field: 'CdEmpresaErp', kind: 'text', label: 'empresasErp.fields.CdEmpresaErp' },
    { field: 'NrDocumento', kind: 'document', label: 'empresasErp.fields.NrDocumento' },
  ],
  defaultSort: { field: 'NmEmpresaErp', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});

/** /financeiro/usuarios-alterdata: each application user's Alterdata login (GET /api/alterdata/usuarios; the key is never answered). */
export const usuariosAlterdataList = defineContractList(ALTERDATA_USUARIO_LIST, {
  id: 'usuarios-alterdata',
  columns: [{ field: 'username', kind: 'text', label: 'usuariosAlterdata.fields.username', sortable: true, width: 240 }],
  filters: [
    { field: 'username', kind: 'text', label: 'usuariosAlterdata.fields.username' },
    { field: 'idUsuario', kind: 'lookup', label: 'usuariosAlterdata.fields.idUsuario', source: '/usuarios/getItems', searchParam: 'label', labelField: 'label', valueField: 'id' },
  ],
  defaultSort: { field: 'username', direction: 'asc' },
  rowId: 'id',
  favorites: false,
});

/** /financeiro/usuarios-webapi: the ERP web API's users (GET /api/webapi/usuarios). */
export const usuariosWebapiList = defineContractList(WEBAPI_USUARIO_LIST, {
  id: 'usuarios-webapi',
  columns: [
    { field: 'NmUsuario', kind: 'text', label: 'usuariosWebapi.fields.NmUsuario', sortable: true, width: 260 },
    { field: 'CdUsuarioErp', kind: 'text', label: 'usuariosWebapi.fields.CdUsuarioErp', width: 160 },
  ],
  filters: [
    { field: 'NmUsuario', kind: 'text', label: 'usuariosWebapi.fields.NmUsuario' },
    { field: 'CdUsuarioErp', kind: 'text', label: 'usuariosWebapi.fields.CdUsuarioErp' },
  ],
  defaultSort: { field: 'NmUsuario', direction: 'asc' },
  rowId: 'IdUsuario',
  favorites: false,
});
