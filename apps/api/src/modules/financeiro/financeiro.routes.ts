import { z } from 'zod';
import { autorizarTituloSchema, importarRecebimentosSchema, integrationMenuSchema, sendItemToPaySchema, tituloSchema } from '@backoffice/domain';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { APAGAR, INTEGRACAO } from './financeiro.resource.ts';
import { erpOptionsFromEnv } from './erp.adapter.ts';
import { authorizeTitulo, companyOfTitulo, createTitulo, integrationMenu, queueTitulos, statusTitulos } from './financeiro.service.ts';
import { lookupReferences } from './financeiro.references.ts';
import { pessoaRef } from '../pessoas/index.ts';
import { queueReceiptImport } from './recebimentos-erp.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const idList = z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(z.string().regex(/^\d{1,9}$/).transform(Number)).max(500).optional());

/** Accounts payable: create a title, authorize its payment, send the authorized ones to the ERP and follow them. */
export const financeiroOperations = [
  defineOperation({
    method: 'POST',
    path: '/apagar',
    summary: 'Creates an accounts payable title in the session company (or `company` of the body).',
    access: { permission: APAGAR, action: 'create' },
    body: tituloSchema,
    // The supplier is a person of the title's company, as the lookups are its records.
    references: { ...lookupReferences, IdFornecedor: pessoaRef },
    company: ({ ctx, body }) => body.company ?? ctx.company,
    status: 201,
    answer: { type: 'TituloAPagar', iri: (r) => `/apagar/${r.IdTitulo}` },
    handler: async ({ db, body, company, audit }) => {
      const IdTitulo = await createTitulo(db, { ...body, company: company!, VlTitulo: body.VlTitulo! });
      await audit({ entity: 'TituloAPagar', id: IdTitulo, action: 'create', after: body });
      return { IdTitulo, ...body, company };
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/apagar/:id/autorizar',
    summary: "Authorizes a title's payment: the responsible user (an employee of the title's company; the caller by default).",
    access: { permission: APAGAR, action: 'update' },
    params: idParams,
    body: autorizarTituloSchema,
    company: ({ db, params }) => companyOfTitulo(db, params.id),
    answer: { type: 'TituloAPagar', iri: (r) => `/apagar/${r.IdTitulo}` },
    handler: async ({ db, params, body, company, user, audit }) => {
      const row = await authorizeTitulo(db, company!, params.id, body.usuarioAutorizacaoPagamento ?? user.id);
      await audit({ entity: 'TituloAPagar', id: params.id, action: 'update', after: { usuarioAutorizacaoPagamento: row.usuarioAutorizacaoPagamento } });
      return row;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/send_item_topay',
    summary: 'Sends authorized titles to the ERP integration (a background job; each call and answer is logged).',
    description: 'Body `{titulos: [IdTitulo...]}`. 422 on `titulos.<i>` for a title that is not authorized or was already sent; nothing is queued then.',
    access: { permission: APAGAR, action: 'update' },
    body: sendItemToPaySchema,
    status: 202,
    answer: { type: 'EnvioTitulos', iri: (r) => `/jobs/${r.job}` },
    handler: ({ db, app, body, company, user }) => queueTitulos(db, app.jobs, company!, body.titulos, user.id, erpOptionsFromEnv(app.settings.env)),
  }),
  defineOperation({
    method: 'GET',
    path: '/get_status_item_topay',
    summary: 'The integration state of titles (`titulos[]=`; default: those not integrated yet); titles the ERP accepted are asked about first.',
    access: { permission: APAGAR, action: 'read' },
    query: z.object({ titulos: idList }),
    answer: {
      json: z.object({
        '@type': z.string(),
        'hydra:member': z.array(z.object({ IdTitulo: z.number(), NrTitulo: z.string().nullable(), StIntegracao: z.string().nullable(), CdTituloErp: z.string().nullable(), DsErroIntegracao: z.string().nullable() })),
      }),
    },
    handler: async ({ app, user, query }) => ({
      '@type': 'hydra:Collection',
      'hydra:member': await statusTitulos(app.database, erpOptionsFromEnv(app.settings.env), companiesWith(user, APAGAR, 'read'), query.titulos),
    }),
  }),
  defineOperation({
    method: 'POST',
    path: '/recebimentos/importar',
    summary: "Imports the receipts of the orders' installments from the ERP (a background job with progress; each call, receipt recorded and receipt refused is logged).",
    description:
      'Body `{desde?: "YYYY-MM-DD"}` (default: the day before the last import, or 30 days ago). Answers the job (`/jobs/{id}`); an import of the company already waiting or running is answered instead of a new one. 422 when the ERP is not configured.',
    access: { permission: INTEGRACAO, action: 'update' },
    body: importarRecebimentosSchema,
    status: 202,
    answer: { type: 'ImportacaoRecebimentos', iri: (r) => `/jobs/${r.job}` },
    handler: ({ db, app, body, company, user }) => queueReceiptImport(db, app.jobs, company!, user.id, erpOptionsFromEnv(app.settings.env), body.desde),
  }),
  defineOperation({
    method: 'POST',
    path: '/integration/menu',
    summary: 'The integrations and kinds of item sent, with their counts and screen routes (/integrated-items/:integration/:type).',
    access: { permission: INTEGRACAO, action: 'read' },
    body: integrationMenuSchema,
    transaction: false,
    audit: false, // reads only
    answer: { json: z.object({ '@type': z.string(), 'hydra:member': z.array(z.looseObject({ rota: z.string() })) }) },
    handler: async ({ db, user, body }) => ({ '@type': 'hydra:Collection', 'hydra:member': await integrationMenu(db, companiesWith(user, INTEGRACAO, 'read'), body.integration) }),
  }),
];
