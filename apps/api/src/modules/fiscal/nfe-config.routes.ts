import { z } from 'zod';
import { nfeConfigSchema, nfeSerieSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { CONFIG_FISCAL } from './fiscal.resource.ts';
import { avancaSerie, configEmissao, guardaCertificado, salvaConfigEmissao } from './nfe-config.service.ts';

const serieParams = z.object({ serie: z.string().regex(/^\d{1,3}$/).transform(Number) });
const answer = { type: 'NfeConfig', iri: () => '/nfe_config' } as const;

/** The company's invoicing settings: series and environment, the series' next numbers and the A1 certificate. */
export const nfeConfigOperations = [
  defineOperation({
    method: 'GET',
    path: '/nfe_config',
    summary: "The company's NF-e settings: series and environment in force (NFE_SERIE/NFE_AMBIENTE when not set), the series' next numbers and the certificate (holder, CNPJ, validity; never the file or its password).",
    access: { permission: CONFIG_FISCAL, action: 'read' },
    answer,
    handler: ({ db, app, company }) => configEmissao(db, company!, app.settings.env),
  }),
  defineOperation({
    method: 'PUT',
    path: '/nfe_config',
    summary: 'Sets the series (0 to 889) and the environment (1 production, 2 homologation) the company invoices with.',
    access: { permission: CONFIG_FISCAL, action: 'update' },
    body: nfeConfigSchema,
    answer,
    handler: async ({ db, app, body, company }) => {
      await salvaConfigEmissao(db, company!, { NrSerie: body.NrSerie, TpAmbiente: body.TpAmbiente });
      return configEmissao(db, company!, app.settings.env);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/nfe_series/:serie',
    summary: "Moves a series' next number forward (422 'nfe_serie_backwards' on NrProximo when lower than the current one).",
    access: { permission: CONFIG_FISCAL, action: 'update' },
    params: serieParams,
    body: nfeSerieSchema,
    answer: { type: 'NfeSerie', iri: (r) => `/nfe_series/${r.NrSerie}` },
    handler: ({ db, params, body, company }) => avancaSerie(db, company!, params.serie, body.NrProximo),
  }),
  defineOperation({
    method: 'POST',
    path: '/certificados',
    summary: "Replaces the company's A1 certificate: multipart with the field `senha` first, then the PFX in `file`.",
    description:
      "The PFX is opened in a worker within the upload limits (64 KB). 422 'nfe_cert_password' on senha, 'nfe_cert_invalid' or 'nfe_cert_expired' on file; " +
      'a certificate of another CNPJ is stored and answered with StOutroCnpj. The password is stored encrypted.',
    access: { permission: CONFIG_FISCAL, action: 'update' },
    body: 'multipart',
    answer: { type: 'Certificado', iri: () => '/nfe_config' },
    handler: ({ db, app, company, file }) => guardaCertificado(db, app.settings, company!, file!),
  }),

];
