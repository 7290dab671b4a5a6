import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfNfe } from './nfe-emissao.service.ts';
import { nfeOptionsDaEmpresa } from './nfe-config.service.ts';
import { devolverNfe } from './nfe-devolucao.service.ts';
import { enfileirarTransmissao } from './nfe-transmissao.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
/** The returns grant of the sales area's access profiles (the same that moves an order to D). */
const DEVOLUCOES = 'devolucoes';
const quantidade = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,11}(\.\d{1,3})?$/, 'invalid_decimal'))
  .refine((v) => Number(v) > 0, 'invalid_decimal');
const devolucaoBody = z
  .object({
    itens: z
      .array(
        z
          .object({ NrItem: z.number().int().min(1).max(990).optional(), IdPedidoVendaItem: z.number().int().positive().optional(), Qt: quantidade })
          .refine((i) => i.NrItem !== undefined || i.IdPedidoVendaItem !== undefined, { message: 'nfe_return_item_ref', path: ['NrItem'] }),
      )
      .max(990)
      .optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

/** The return of an issued sale invoice by the company's own NF-e of entry. */
export const nfeDevolucaoOperations = [
  defineOperation({
    method: 'POST',
    path: '/nfe_emitidas/:id/devolucao',
    summary:
      "Issues the return NF-e (entry, finNFe 4, NFref the invoice's key) of an authorised sale invoice: all that is left to return (no body) or `itens` [{NrItem or IdPedidoVendaItem, Qt}]. " +
      'Same unit values, the stored values in proportion, CFOP of return by the CFOP of sale, no billing (tPag 90); signed, validated against nfe_v4.00.xsd, stored as `assinada` and queued for transmission to SEFAZ.',
    description:
      "Needs the grant devolucoes (update). An invoice not authorised answers 422 'nfe_return_not_authorised', one with a cancellation signed, sent or registered 422 'nfe_return_cancel_pending'; quantities beyond what is left to return (earlier returns not cancelled, rejected or denied) 422 'nfe_return_qt_exceeds' on the item; " +
      "a CFOP of sale without a CFOP of return 422 'nfe_return_cfop_unknown'. Once authorised, the goods come back into stock, the commission is reversed in proportion, the returned invoice's duplicatas adjusted and, when the whole order was invoiced and all of it came back, the order becomes D.",
    access: { permission: DEVOLUCOES, action: 'update' },
    params: idParams,
    body: devolucaoBody,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    status: 201,
    answer: { type: 'NfeEmitida', iri: (r) => `/nfe_emitidas/${r.IdNfe}` },
    handler: async ({ db, app, params, body, company, user }) => {
      const { DsXml: _xml, ...nfe } = await devolverNfe(db, company!, params.id, body.itens, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env));
      // Sent to SEFAZ like a sale's invoice; its authorisation brings the goods back (aoAutorizarDevolucao).
      await enfileirarTransmissao(db, app.jobs, nfe, user.id);
      return nfe;
    },
  }),
];
