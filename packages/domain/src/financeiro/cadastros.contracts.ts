/** Os contratos das listas dos cadastros do financeiro e da integração com o ERP (centros de custo, empresas e usuários). */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /centro_de_custo: o código, o nome e se está ativo (TpAtivo: A ativo, I inativo). */
export interface CentroDeCustoRow {
  IdCentroDeCusto: number;
  company: number;
  CdCentroDeCusto: string;
  NmCentroDeCusto: string;
  TpCentroDeCusto: string;
}

/** Os centros de custo (/financeiro/centros-de-custo); `?TpCentroDeCusto=A&NmCentroDeCusto=` é a busca dos formulários. */
export const CENTRO_DE_CUSTO_LIST = defineContract<CentroDeCustoRow>()({
  path: '/centro_de_custo',
  defaultOrder: { NmCentroDeCusto: 'asc' },
  fields: {
    IdCentroDeCusto: { filter: 'exact', order: true },
    CdCentroDeCusto: { filter: ['exact', 'partial'], order: true },
    NmCentroDeCusto: { filter: 'partial', order: true },
    TpCentroDeCusto: { filter: 'exact' },
  },
});

/** Uma linha de GET /empresa_erp: uma empresa do ERP externo, o seu código lá e o CNPJ. */
export interface EmpresaErpRow {
  id: number;
  company: number;
  CdEmpresaErp: string;
  NmEmpresaErp: string;
  NrDocumento: string | null;
}

/** As empresas do ERP (/financeiro/empresas-erp). */
export const EMPRESA_ERP_LIST = defineContract<EmpresaErpRow>()({
  path: '/empresa_erp',
  defaultOrder: { NmEmpresaErp: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    CdEmpresaErp: { filter: ['exact', 'partial'], order: true },
    NmEmpresaErp: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits' },
  },
});

/** Uma linha de GET /webapi/usuarios: um usuário da API web do ERP (em nome de quem a integração age). */
export interface WebapiUsuarioRow {
  IdUsuario: number;
  company: number;
  NmUsuario: string;
  CdUsuarioErp: string | null;
}

/** Os usuários da API web do ERP (/financeiro/usuarios-webapi). */
export const WEBAPI_USUARIO_LIST = defineContract<WebapiUsuarioRow>()({
  path: '/webapi/usuarios',
  defaultOrder: { NmUsuario: 'asc' },
  fields: {
    IdUsuario: { filter: 'exact', order: true },
    NmUsuario: { filter: 'partial', order: true },
    CdUsuarioErp: { filter: 'exact' },
  },
});

/** Uma linha de GET /alterdata/usuarios: o login no Alterdata de um usuário da aplicação (a chave nunca é respondida). */
export interface AlterdataUsuarioRow {
  id: number;
  company: number;
  idUsuario: number;
  username: string;
}

/** Os usuários do Alterdata (/financeiro/usuarios-alterdata). */
export const ALTERDATA_USUARIO_LIST = defineContract<AlterdataUsuarioRow>()({
  path: '/alterdata/usuarios',
  defaultOrder: { username: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    idUsuario: { filter: 'exact' },
    username: { filter: 'partial', order: true },
  },
});
