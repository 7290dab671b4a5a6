import { defineResource } from '../../platform/resources/define.ts';
import { XMLS } from './fiscal.resource.ts';
import { nfeEmitidaEnvios } from './nfe-email.table.ts';

/** The e-mails of the issued invoices (GET /nfe_emitida_envios?IdNfe=): when, to whom, by whom. Written by the job only. */
export const nfeEmitidaEnviosResource = defineResource({
  type: 'NfeEmitidaEnvio',
  path: '/nfe_emitida_envios',
  source: nfeEmitidaEnvios,
  id: 'IdEnvio',
  tenant: 'company',
  permission: XMLS,
  operations: ['list', 'item'],
  fields: {
    IdEnvio: { filter: 'exact', order: true },
    IdNfe: { filter: 'exact', order: true },
    DtEnvio: { filter: 'date', order: true },
    DsDestinatarios: { filter: 'partial' },
    IdUsuario: { filter: 'exact' },
    DsMessageId: {},
  },
  defaultOrder: { DtEnvio: 'desc' },
  description: 'The e-mails of an issued NF-e (XML and DANFE attached): sent at DtEnvio to DsDestinatarios at the request of IdUsuario.',
});
