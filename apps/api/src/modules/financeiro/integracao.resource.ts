import { z } from 'zod';
import { ALTERDATA_USUARIO_LIST, EMPRESA_ERP_LIST, INTEGRATED_ITEM_LIST, StIntegracao, WEBAPI_USUARIO_LIST } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { usuarioRef } from '../admin/index.ts';
import { TpItemIntegrado } from '@backoffice/domain';
import { nameInput } from '../../platform/resources/pickers.ts';
import { INTEGRACAO, uniquePerCompany } from './financeiro.resource.ts';
import { alterdataUsuarios, empresaErp, integratedItems, webapiLogs, webapiUsuarios } from './integracao.table.ts';

/** One row per item sent to an integration: `?NmIntegracao=erp&NmEntidadeOrigem=apagar` is the screen's filter. */
export const integratedItemsResource = defineResource({
  type: 'IntegratedItem',
  path: INTEGRATED_ITEM_LIST.path,
  source: integratedItems,
  tenant: 'company',
  permission: INTEGRACAO,
  operations: ['list', 'item'],
  fields: contractFields(INTEGRATED_ITEM_LIST, integratedItems, { StIntegracao: { enum: StIntegracao }, NmEntidadeOrigem: { enum: TpItemIntegrado } }),
  defaultOrder: INTEGRATED_ITEM_LIST.defaultOrder,
});

/** Every call the ERP adapter made and its answer. */
export const webapiLogsResource = defineResource({
  type: 'WebapiLog',
  path: '/webapi/logs',
  source: webapiLogs,
  tenant: 'company',
  permission: INTEGRACAO,
  operations: ['list', 'item'],
  fields: {
    id: { filter: 'exact', order: true },
    NmIntegracao: { filter: 'exact' },
    DtLog: { filter: 'date', order: true },
    DsMetodo: { filter: 'exact' },
    DsUrl: { filter: 'partial' },
    NrStatus: { filter: 'exact' },
  },
  defaultOrder: { DtLog: 'desc' },
});

export const empresaErpResource = defineResource({
  type: 'EmpresaErp',
  path: EMPRESA_ERP_LIST.path,
  source: empresaErp,
  tenant: 'company',
  permission: INTEGRACAO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(EMPRESA_ERP_LIST, empresaErp, { NrDocumento: { mask: 'document' } }),
  input: z.object({
    CdEmpresaErp: nameInput(20),
    NmEmpresaErp: nameInput(100),
    NrDocumento: z.string().transform((s) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase()).pipe(z.string().regex(/^([0-9A-Z]{14}|[0-9]{11})?$/, 'invalid_document')).nullable().optional(),
    company: z.number().int().optional(),
  }),
  beforeWrite: uniquePerCompany(empresaErp.id, empresaErp.company, empresaErp.CdEmpresaErp, 'CdEmpresaErp', 'id'),
  defaultOrder: EMPRESA_ERP_LIST.defaultOrder,
});

export const webapiUsuariosResource = defineResource({
  type: 'WebapiUsuario',
  path: WEBAPI_USUARIO_LIST.path,
  source: webapiUsuarios,
  id: 'IdUsuario',
  tenant: 'company',
  permission: INTEGRACAO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(WEBAPI_USUARIO_LIST, webapiUsuarios),
  input: z.object({ NmUsuario: nameInput(100), CdUsuarioErp: z.string().trim().max(40, 'too_long').nullable().optional(), company: z.number().int().optional() }),
  beforeWrite: uniquePerCompany(webapiUsuarios.IdUsuario, webapiUsuarios.company, webapiUsuarios.NmUsuario, 'NmUsuario', 'IdUsuario'),
  defaultOrder: WEBAPI_USUARIO_LIST.defaultOrder,
});

/** The Alterdata login and key of each application user; the key is never answered. */
export const alterdataUsuariosResource = defineResource({
  type: 'AlterdataUsuario',
  path: ALTERDATA_USUARIO_LIST.path,
  source: alterdataUsuarios,
  tenant: 'company',
  permission: INTEGRACAO,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  // The login is of a user of the row's company, never of another company's.
  fields: contractFields(ALTERDATA_USUARIO_LIST, alterdataUsuarios, { idUsuario: { references: usuarioRef }, key: { hidden: true } }),
  input: z.object({ idUsuario: z.number({ error: 'required' }).int().positive('invalid_value'), username: nameInput(60), key: nameInput(100), company: z.number().int().optional() }),
  defaultOrder: ALTERDATA_USUARIO_LIST.defaultOrder,
});
