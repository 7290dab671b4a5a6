import { z } from 'zod';
import { emailSchema, idSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfPedido, pedidoPdf, requestPedidoEmail } from './pedido-pdf.service.ts';

const orderId = z.string().regex(/^\d{1,9}$/).transform(Number);

/** The printout of a quote or order (PDF) and its e-mail to the client. */
export const pedidoPdfOperations = [
  defineOperation({
    method: 'GET',
    path: '/imprime_pedido_vendas_pdf',
    summary: 'The PDF of a quote or order (inline, pedido-<n>.pdf): company, client, items, totals, weights, installments.',
    description: "`domain` is the app's domain the viewer was opened from; the order's own company is what counts (another company's order is 404).",
    access: { permission: 'pedido_vendas', action: 'read' },
    query: z.object({ id: orderId, domain: z.string().max(253).optional() }),
    company: ({ db, query }) => companyOfPedido(db, query.id),
    answer: { file: ['application/pdf'] },
    handler: async ({ app, db, company, query }) => {
      const pdf = await pedidoPdf(db, app.storage, company!, query.id);
      return { body: pdf.bytes, contentType: 'application/pdf', filename: pdf.name, disposition: 'inline' } as const;
    },
  }),

  defineOperation({
    method: 'PUT',
    path: '/envia_pedido_vendas_email',
    summary: "E-mails the quote's or order's PDF to the client (or to `emails`) in a background job; 202 with the job id.",
    description: 'The order records when and to whom it was sent once the mailer accepted the message (pedido_venda_envios).',
    access: { permission: 'pedido_vendas', action: 'read' },
    body: z.object({ id: idSchema, emails: z.array(emailSchema).max(20, 'too_long').optional() }),
    company: ({ db, body }) => companyOfPedido(db, body.id),
    status: 202,
    answer: { json: z.object({ job: z.number(), to: z.array(z.string()) }) },
    handler: async (op) => {
      const job = await requestPedidoEmail(op, op.app.jobs, { company: op.company!, id: op.body.id, emails: op.body.emails, user: op.user.id });
      return { job: job.id, to: job.to };
    },
  }),
];
