import { z } from 'zod';
import { DestinoCancelamento } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { XMLS } from './fiscal.resource.ts';
import { companyOfNfe, nfeById } from './nfe-emissao.service.ts';
import { nfeOptionsDaEmpresa } from './nfe-config.service.ts';
import { textoLivre } from './nfe-eventos.rules.ts';
import { cancelarNfe, cartaCorrecao, companyOfEvento, eventoById, eventosDaNfe, inutilizar } from './nfe-eventos.service.ts';
import { enfileirarEvento } from './nfe-transmissao.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
/** Grants of the sales area's access profiles: cancelling (as for orders) and invoicing. */
const CANCELAMENTOS = 'cancelamentos';
const FATURAMENTO = 'faturamento';
/** Free text measured as it will be written (one line, blanks folded), within the schema's limits. */
const textoEntre = (min: number, maxLen: number, message: string) => z.string().transform(textoLivre).pipe(z.string().min(min, message).max(maxLen, message));
const numero = z.number().int().min(1).max(999_999_999);
const inutilizacaoBody = z.object({
  serie: z.number().int().min(0).max(999),
  nNFIni: numero,
  nNFFin: numero,
  xJust: textoEntre(15, 255, 'nfe_xjust_length'),
});
const eventoAnswer = { type: 'NfeEvento', iri: (r: { IdEvento: number }) => `/nfe_eventos/${r.IdEvento}` };
const semXml = <T extends { DsXml: string; DsXmlRetorno?: string | null }>({ DsXml: _xml, DsXmlRetorno: _ret, ...evento }: T) => evento;
/** The event as stored, queued for transmission to SEFAZ in the same transaction. */
const enviado = async <T extends { IdEvento: number; company: number; DsXml: string; DsXmlRetorno?: string | null }>(db: Parameters<typeof enfileirarEvento>[0], jobs: Parameters<typeof enfileirarEvento>[1], evento: T, user: number) => {
  await enfileirarEvento(db, jobs, evento, user);
  return semXml(evento);
};

/** Events of the issued NF-e (cancellation, correction letter), the voiding of number ranges and their XML. */
export const nfeEventoOperations = [
  defineOperation({
    method: 'POST',
    path: '/nfe_emitidas/:id/cancelar',
    summary: 'Cancellation event (110111) of an issued NF-e: envEvento 1.00 signed over infEvento, validated against envEventoCancNFe_v1.00.xsd, stored as `assinado` and queued for NFeRecepcaoEvento4 (135/155 registered: the invoice becomes `cancelada`).',
    description:
      "Needs the grant cancelamentos (update). `xJust` 15–255 characters (422 'nfe_xjust_length'). The schema requires the authorisation protocol: an invoice without one answers 422 'nfe_not_authorised'; a cancelled one 422 'nfe_already_cancelled'. " +
      "`destino` (default `reabrir`): once SEFAZ registers the cancellation the order returns to L (conferido) with the invoiced quantities reserved and open again, or (`cancelar`) is cancelled and its reservations released; stored in DsDestino. " +
      "Refused past 24 hours of the authorisation (422 'nfe_cancel_window'), once the goods left on a route (422 'nfe_cancel_goods_left'), with a return of it that counts (422 'nfe_cancel_returned'), with a receivable of the invoice already received (422 'nfe_cancel_paid'), and `cancelar` while another invoice of the order stays authorised (422 'nfe_cancel_other_invoices' on destino).",
    access: { permission: CANCELAMENTOS, action: 'update' },
    params: idParams,
    body: z.object({ xJust: textoEntre(15, 255, 'nfe_xjust_length'), destino: z.enum(DestinoCancelamento.values).default('reabrir') }),
    company: ({ db, params }) => companyOfNfe(db, params.id),
    status: 201,
    answer: eventoAnswer,
    handler: async ({ db, app, params, body, company, user }) =>
      enviado(db, app.jobs, await cancelarNfe(db, company!, params.id, body.xJust, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env), body.destino), user.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/nfe_emitidas/:id/cce',
    summary: 'Correction letter (110110) of an issued NF-e: nSeqEvento 1..20 per invoice, the legal conditions of use, signed and validated against envCCe_v1.00.xsd, stored as `assinado` and queued for NFeRecepcaoEvento4.',
    description: "Needs the grant faturamento (update). `xCorrecao` 15–1000 characters (422 'nfe_xcorrecao_length'); past the 20th 422 'nfe_cce_limit'.",
    access: { permission: FATURAMENTO, action: 'update' },
    params: idParams,
    body: z.object({ xCorrecao: textoEntre(15, 1000, 'nfe_xcorrecao_length') }),
    company: ({ db, params }) => companyOfNfe(db, params.id),
    status: 201,
    answer: eventoAnswer,
    handler: async ({ db, app, params, body, company, user }) => enviado(db, app.jobs, await cartaCorrecao(db, company!, params.id, body.xCorrecao, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env)), user.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/nfe_inutilizacoes',
    summary: 'Voids a range of NF-e numbers of a series (inutNFe 4.00, signed over infInut, validated against inutNFe_v4.00.xsd), stored as `assinado` and queued for NFeInutilizacao4 (102 registered).',
    description:
      "Needs the grant faturamento (update). A range with a number of an issued invoice answers 422 'nfe_inut_number_used' on nNFIni/nNFFin; one overlapping an earlier voiding 422 'nfe_inut_overlap'. The series skips the voided numbers it has not reached.",
    access: { permission: FATURAMENTO, action: 'update' },
    body: inutilizacaoBody,
    status: 201,
    answer: eventoAnswer,
    handler: async ({ db, app, body, company, user }) => enviado(db, app.jobs, await inutilizar(db, company!, body, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env)), user.id),
  }),
  defineOperation({
    method: 'GET',
    path: '/nfe_emitidas/:id/eventos',
    summary: 'The events of an issued NF-e, oldest first, with their state (StEvento), cStat/xMotivo, protocol and transmission attempts (the XML of each at /nfe_eventos/{id}/xml).',
    access: { permission: XMLS, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    answer: { collection: 'NfeEvento' },
    handler: async ({ db, params }) => {
      if (!(await nfeById(db, params.id))) throw notFound();
      return (await eventosDaNfe(db, params.id)).map((e) => ({ '@id': `/api/nfe_eventos/${e.IdEvento}`, '@type': 'NfeEvento', ...e }));
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/nfe_eventos/:id/xml',
    summary: 'The XML of an event or voiding (application/xml): once SEFAZ registered it, procEventoNFe / ProcInutNFe with its protocol; before, the signed envEvento / inutNFe.',
    access: { permission: XMLS, action: 'read' },
    params: idParams,
    company: ({ db, params }) => companyOfEvento(db, params.id),
    answer: { file: ['application/xml'] },
    handler: async ({ db, params }) => {
      const evento = await eventoById(db, params.id);
      if (!evento) throw notFound();
      const proc = evento.DsXmlRetorno ? '-proc' : '';
      const name = evento.IdNfe ? `${evento.DsId.slice(2)}-evento${proc}.xml` : `${evento.DsId.slice(2)}-inut${proc}.xml`;
      return { body: evento.DsXmlRetorno ?? evento.DsXml, contentType: 'application/xml; charset=utf-8', filename: name, disposition: 'attachment' } as const;
    },
  }),
];
