import { z } from 'zod';
import { faturarRoteiroAnswer, notasDoRoteiroAnswer } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { companyOfRoteiro } from '../roteiro/index.ts';
import { XMLS } from './fiscal.resource.ts';
import { danfesDoRoteiro, FATURAMENTO, faturarRoteiro, pedidosDoRoteiro } from './nfe-roteiro.service.ts';

/**
 * A route's invoicing, declared by the fiscal area (the routing area knows nothing of invoices): its orders with their
 * invoices, invoicing them all as a job, and their DANFEs in one PDF.
 */
const params = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const routeOf = ({ db, params }: { db: Parameters<typeof companyOfRoteiro>[0]; params: { id: number } }) => companyOfRoteiro(db, params.id);

export const nfeRoteiroOperations = [
  defineOperation({
    method: 'GET',
    path: '/roteiros/:id/notas',
    summary: 'The orders of the route’s live stops, in stop order, each with its invoices (number, key, status) and `aFaturar` when some of it is in no invoice yet and its status lets it be invoiced (not in conference, wholly invoiced, cancelled, returned or a quote).',
    access: { permission: XMLS, action: 'read' },
    params,
    company: routeOf,
    answer: { json: notasDoRoteiroAnswer },
    handler: async ({ db, company, params }) => ({ pedidos: await pedidosDoRoteiro(db, company!, params.id) }),
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros/:id/faturar',
    summary: 'Invoices every order of the route not invoiced yet, as a job: each order in its own transaction, its NF-e or the reason it was refused in the result (the refusals of POST /pedido_vendas/{id}/faturar: an order that went into conference after the request is refused as in conference; one taken off the route, or the route cancelled, meanwhile is refused on IdRoteiro, route_order_left).',
    description:
      'Answers 202 with the job id and the number of orders. Follow it at GET /jobs/{id} (detail: feitos, total); its result lists per order the invoice (IdNfe, NrSerie, NrNota, NrChave) or `erro` (the reason, in the language of the request). ' +
      "422 'route_nothing_to_invoice' when every order is invoiced, 'route_not_invoiceable' for a route delivered or cancelled. Needs the grant faturamento (update).",
    access: { permission: FATURAMENTO, action: 'update' },
    params,
    company: routeOf,
    status: 202,
    answer: { json: faturarRoteiroAnswer },
    handler: async (op) => faturarRoteiro(op, op.app.jobs, op.company!, op.user.id, op.params.id),
  }),
  defineOperation({
    method: 'GET',
    path: '/roteiros/:id/danfes',
    summary: 'The DANFE of every invoice of the route’s orders (cancelled, denied and rejected ones left out), in stop order, in one PDF (application/pdf, inline).',
    description: "422 'route_no_invoices' when none of its orders has an invoice.",
    access: { permission: XMLS, action: 'read' },
    params,
    company: routeOf,
    answer: { file: ['application/pdf'] },
    handler: async ({ db, company, params }) => {
      const pdf = await danfesDoRoteiro(db, company!, params.id);
      return { body: pdf.bytes, contentType: 'application/pdf', filename: pdf.name, disposition: 'inline' } as const;
    },
  }),
];
