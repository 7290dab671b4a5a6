import { z } from 'zod';
import { enviarGnreSchema, gerarGnreSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { companyOfPedido } from '../vendas/index.ts';
import { GNRES, XMLS } from './fiscal.resource.ts';
import { companyOfNfe, faturarPedido, nfeById, previaNfe } from './nfe-emissao.service.ts';
import { nfeOptionsDaEmpresa } from './nfe-config.service.ts';
import { importXmls } from './nfe-import.service.ts';
import { enfileirarTransmissao } from './nfe-transmissao.service.ts';
import { companyOfLote, generateGnres, loteById, queueLotes } from './gnre.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const lotesBody = z.object({ lotes: enviarGnreSchema.shape.gnres, simular: gerarGnreSchema.shape.simular });
/** The invoicing grant of the sales area's access profiles (the same that moves an order to T or P). */
const FATURAMENTO = 'faturamento';
const faturarBody = z
  .object({
    itens: z
      .array(z.object({ IdItem: z.number().int().positive(), Qt: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,11}(\.\d{1,3})?$/, 'invalid_decimal')).refine((v) => Number(v) > 0, 'invalid_decimal') }))
      .max(990)
      .optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

/** NF-e import and issue, GNRE generation, the lote XML download and the lotes' submission. */
export const fiscalOperations = [
  defineOperation({
    method: 'POST',
    path: '/pedido_vendas/:id/faturar',
    summary:
      'Issues the NF-e (model 55, 4.00) of an order: the whole order (no body: what is not invoiced yet) or `itens` [{IdItem, Qt}] for a partial invoice. ' +
      'Built from the stored per-item taxes, numbered in its series, signed with the company A1 certificate and validated against nfe_v4.00.xsd; stored as `assinada` and queued for transmission to SEFAZ (NFeAutorizacao4; StNfe then transmitida, autorizada, rejeitada or denegada).',
    description: "Needs the grant faturamento (update). An order is invoiced open (A), checked (L), short-checked (X) or partly invoiced (P); one in conference (R) answers 422 'order_in_conference', a wholly invoiced one (T) 422 'nfe_order_invoiced'. A schema fault answers 422 naming the field ('nfe_emissao_schema_invalid'); quantities beyond what is left 422 'nfe_qt_exceeds'.",
    access: { permission: FATURAMENTO, action: 'update' },
    params: idParams,
    body: faturarBody,
    company: ({ db, params }) => companyOfPedido(db, params.id),
    status: 201,
    answer: { type: 'NfeEmitida', iri: (r) => `/nfe_emitidas/${r.IdNfe}` },
    handler: async ({ db, app, params, body, company, user }) => {
      const { DsXml: _xml, ...nfe } = await faturarPedido(db, company!, params.id, body.itens, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env));
      await enfileirarTransmissao(db, app.jobs, nfe, user.id);
      return nfe;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/pedido_vendas/:id/faturar/previa',
    summary:
      'What POST /pedido_vendas/{id}/faturar would issue with the same body, stored nowhere and taking no number: the items with their taxes, the totals (vProd, vDesc, vFrete, vBC, vICMS, vST, vIPI, vPIS, vCOFINS, vICMSUFDest, vNF), the installments and the number the series gives now.',
    description: 'Same grant and refusals (422 with fields) as the invoicing.',
    // A read that locks the order like the invoicing does (same refusals); nothing is written, so no audit row.
    audit: false,
    access: { permission: FATURAMENTO, action: 'update' },
    params: idParams,
    body: faturarBody,
    company: ({ db, params }) => companyOfPedido(db, params.id),
    answer: { type: 'PreviaNfe', iri: (r) => `/pedido_vendas/${r.CodPedido}/faturar/previa` },
    handler: async ({ db, app, params, body, company }) => {
      return previaNfe(db, company!, params.id, body.itens, await nfeOptionsDaEmpresa(db, company!, app.settings.env));
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/nfe_emitidas/:id/xml',
    summary: 'The XML of an issued invoice (application/xml): the signed NFe, or the nfeProc (NFe + protNFe) once SEFAZ answered 100 (or denied it).',
    access: { permission: XMLS, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    answer: { file: ['application/xml'] },
    handler: async ({ db, params }) => {
      const nfe = await nfeById(db, params.id);
      if (!nfe) throw notFound();
      return { body: nfe.DsXml, contentType: 'application/xml; charset=utf-8', filename: `${nfe.NrChave}-nfe.xml`, disposition: 'attachment' } as const;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/xmls/importar',
    summary: 'Imports NF-e files (multipart, one or more in the field `files`, XML or zip): one result per file.',
    description:
      'Each result is `imported` (IdXml, warnings), `duplicate` (same access key), `cancelled` (a cancellation event of an imported invoice) or `refused` (reason). ' +
      'Schema (PL_010) and access-key faults are warnings, not refusals; files with DTD/entity declarations are refused and change nothing. ' +
      'The files are read in worker threads within the import limits (IMPORT_MAX_FILES files with zips opened, IMPORT_MAX_INFLATED_BYTES inflated, 2 MB per XML, IMPORT_TIME_LIMIT_MS per file): past one the request answers 413 naming it and nothing is imported.',
    access: { permission: XMLS, action: 'create' },
    body: 'multipart',
    // IMPORT_MAX_FILES: read one at a time as the request brings them (never all in memory); counted again with zips opened.
    maxFiles: (settings) => settings.imports.maxFiles,
    // Each file is written in its own transaction (a refused file changes nothing and does not undo the others).
    transaction: false,
    answer: { type: 'ImportacaoXml', iri: () => '/xmls/importar' },
    handler: async ({ app, ctx, company, files }) => ({ results: await importXmls(app, ctx, company!, files!) }),
  }),
  defineOperation({
    method: 'POST',
    path: '/gnres/gerar',
    summary: 'Generates the GNRE guides the invoices owe by the UF configuration (all without guides, or `xmls`) and groups them in lotes per UF; `simular: true` only counts them (`gerados`) and writes nothing.',
    access: { permission: GNRES, action: 'create' },
    body: gerarGnreSchema,
    answer: { type: 'GeracaoGnre', iri: () => '/gnres' },
    handler: ({ db, body, company }) => generateGnres(db, company!, body.xmls, body.simular),
  }),
  defineOperation({
    method: 'POST',
    path: '/gnres/enviar',
    summary: 'Sends lotes to the GNRE web service (`lotes`, or every lote not sent yet) as background jobs: reception, then result queries; `simular: true` only answers the lotes it would queue.',
    access: { permission: GNRES, action: 'update' },
    body: lotesBody,
    status: 202,
    answer: { type: 'EnvioGnre', iri: () => '/gnre_lotes' },
    handler: ({ db, app, body, company, user }) => queueLotes(db, app.jobs, company!, user.id, body.lotes, body.simular),
  }),
  defineOperation({
    method: 'GET',
    path: '/gnre_lotes/:id/xml',
    summary: 'The lote XML (TLote_GNRE 2.00), to upload on the GNRE portal by hand.',
    access: { permission: GNRES, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfLote(db, params.id),
    answer: { file: ['application/xml'] },
    handler: async ({ db, params }) => {
      const lote = await loteById(db, params.id);
      if (!lote) throw notFound();
      return { body: lote.DsXml, contentType: 'application/xml; charset=utf-8', filename: `lote-gnre-${lote.IdUf}-${lote.IdLote}.xml`, disposition: 'attachment' } as const;
    },
  }),
];
