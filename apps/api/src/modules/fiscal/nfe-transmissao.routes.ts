import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfNfe } from './nfe-emissao.service.ts';
import { nfeOptionsDaEmpresa } from './nfe-config.service.ts';
import { companyOfEvento } from './nfe-eventos.service.ts';
import { reenviarEvento, reenviarNfe } from './nfe-transmissao.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
/** The invoicing grant of the sales area's access profiles. */
const FATURAMENTO = 'faturamento';

/** Sending an issued NF-e (or an event) to SEFAZ again, after the user fixed what SEFAZ rejected. */
export const nfeTransmissaoOperations = [
  defineOperation({
    method: 'POST',
    path: '/nfe_emitidas/:id/transmitir',
    summary:
      'Sends a rejected NF-e (or one signed and not sent) to SEFAZ again: rebuilt from the order as it is now with the same series and number, signed, validated against nfe_v4.00.xsd, `assinada` again and queued for transmission (NFeAutorizacao4).',
    description: "Needs the grant faturamento (update). Only an invoice `rejeitada` or `assinada` can be sent again (422 'nfe_transmit_state' on StNfe); the order's faults answer 422 as when invoicing.",
    access: { permission: FATURAMENTO, action: 'update' },
    params: idParams,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    answer: { type: 'NfeEmitida', iri: (r) => `/nfe_emitidas/${r.IdNfe}` },
    handler: async ({ db, app, params, company, user }) => {
      const { DsXml: _xml, ...nfe } = await reenviarNfe(db, app.jobs, company!, params.id, user.id, await nfeOptionsDaEmpresa(db, company!, app.settings.env));
      return nfe;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/nfe_eventos/:id/transmitir',
    summary: 'Sends an event (cancellation, correction letter) or a voiding to SEFAZ again, the same signed XML (after a rejection or while it waits for SEFAZ).',
    description: "Needs the grant faturamento (update). A registered event answers 422 'nfe_evento_transmit_state'.",
    access: { permission: FATURAMENTO, action: 'update' },
    params: idParams,
    company: ({ db, params }) => companyOfEvento(db, params.id),
    answer: { type: 'NfeEvento', iri: (r) => `/nfe_eventos/${r.IdEvento}` },
    handler: async ({ db, app, params, company, user }) => {
      const { DsXml: _xml, ...evento } = await reenviarEvento(db, app.jobs, company!, params.id, user.id);
      return evento;
    },
  }),
];
