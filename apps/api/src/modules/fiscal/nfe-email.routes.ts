import { z } from 'zod';
import { emailSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { XMLS } from './fiscal.resource.ts';
import { companyOfNfe } from './nfe-emissao.service.ts';
import { requestNfeEmail } from './nfe-email.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const emailBody = z
  .object({ para: z.array(emailSchema).max(20, 'too_long').optional() })
  .nullish()
  .transform((v) => v ?? {});

/** The e-mail of an issued NF-e to its client, in the background. */
export const nfeEmailOperations = [
  defineOperation({
    method: 'POST',
    path: '/nfe_emitidas/:id/email',
    summary:
      "E-mails an issued NF-e: its XML (<chave>-nfe.xml) and DANFE (<chave>-danfe.pdf) attached, to `para` or, without it, to the client's e-mails. " +
      'A background job sends it; 202 with the job (GET /jobs/{id} follows its progress).',
    description:
      "Whoever may download the invoice's XML and DANFE (grant xmls, read) may send them to its client. A client without e-mail and no `para` answers 422 'nfe_email_no_recipient' on `para`. " +
      'Once the mailer accepted the message, the sending is listed at /nfe_emitida_envios?IdNfe={id}. Another company\'s invoice is 404.',
    access: { permission: XMLS, action: 'read' },
    params: idParams,
    body: emailBody,
    company: ({ db, params }) => companyOfNfe(db, params.id),
    status: 202,
    answer: { type: 'NfeEmail', iri: (r) => `/nfe_emitidas/${r.IdNfe}/email` },
    handler: (op) => requestNfeEmail(op, op.app.jobs, { company: op.company!, id: op.params.id, para: op.body.para, user: op.user.id }),
  }),
];
