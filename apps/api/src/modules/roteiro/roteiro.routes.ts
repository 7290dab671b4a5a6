import { z } from 'zod';
import { aceitarPropostaSchema, cotacaoFreteSchema, isoDateSchema, roteirizarSchema, paradaStatusSchema, roteiroPedidosSchema, roteiroRetirarSchema, roteiroSchema, roteiroStatusSchema, roteiroUpdateSchema } from '@backoffice/domain';
import { defineOperation, type UseCase } from '../../platform/operations/define.ts';
import { companyOfPedido } from '../vendas/index.ts';
import { companyOfCotacao, cotarPedido, escolherCotacao } from './frete.service.ts';
import { FRETE, ROTEIRO } from './roteiro.resource.ts';
import { diasUteisEntre, somarDiasUteis } from './roteiro.rules.ts';
import { acrescentarPedidos, alterarRoteiro, companyOfRoteiro, criarRoteiro, excluirRoteiro, moverParada, moverRoteiro, pendenciasDoRoteiro, retirarPedidos } from './roteiro.service.ts';
import { lerRoteiro } from './roteiro.answers.ts';
import { aceitarProposta, depositoDe, roteirizarPedidos } from './roteirizador.service.ts';

/**
 * Routes and their stops (§7 "Routing and freight"): the writes that carry rules (capacity, status moves, the vehicle
 * on one route in progress) are declared here; the lists are the resources of roteiro.resource.ts.
 */
const id = z.string().regex(/^\d{1,9}$/).transform(Number);
const idParams = z.object({ id });
const routeOf = ({ db, params }: { db: UseCase['db']; params: { id: number } }) => companyOfRoteiro(db, params.id);
/** A job queued: its id, where to follow it, and how many stops or quotes it has. */
const jobQueued = { json: z.looseObject({ job: z.number(), status: z.string() }) };
/** A write done on routes, as the route screens read it (`response.success`). */
const done = <T extends z.ZodType>(fields: Record<string, T>) => ({ json: z.object({ response: z.object({ success: z.boolean(), ...fields }) }) });
const roteiroAnswer = { type: 'Roteiro', iri: (r: { IdRoteiro: number }) => `/roteiros/${r.IdRoteiro}` };

export const roteiroRotaOperations = [
  defineOperation({
    method: 'GET',
    path: '/roteiros/deposito',
    summary: 'Where the company’s routes start and end: its first address with its coordinates (its own, else its city seat’s); nulls when it has none.',
    access: { permission: ROTEIRO, action: 'read' },
    answer: { json: z.object({ lat: z.number().nullable(), lng: z.number().nullable(), endereco: z.string().nullable() }) },
    handler: async ({ db, company }) => (await depositoDe(db, company!)) ?? { lat: null, lng: null, endereco: null },
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros',
    summary: 'Creates a route with its vehicle and driver and, optionally, its orders in delivery order; 422 when the load passes the vehicle’s capacity (saying by how much).',
    access: { permission: ROTEIRO, action: 'create' },
    body: roteiroSchema,
    status: 201,
    answer: roteiroAnswer,
    handler: async (op) => lerRoteiro(op.db, await criarRoteiro(op, op.company!, op.body)),
  }),
  defineOperation({
    method: 'PUT',
    path: '/roteiros/:id',
    summary: 'Changes a route: header, vehicle (capacity checked again) and, with `pedidos`, its stops in that order (missing ones leave the route, except a stop already on the road, delivered or refused: 422 on pedidos). With `version` (the one read), a route changed since answers 409 and stays as it is.',
    access: { permission: ROTEIRO, action: 'update' },
    params: idParams,
    body: roteiroUpdateSchema,
    company: routeOf,
    answer: roteiroAnswer,
    handler: async (op) => {
      await alterarRoteiro(op, op.company!, op.params.id, op.body);
      return lerRoteiro(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros/:id/retirar',
    summary: 'Takes these orders off the route (back to the orders to route); the other stops stay as the route has them now. An order not on the route, or a stop already on the road, delivered or refused: 422 on pedidos.',
    access: { permission: ROTEIRO, action: 'update' },
    params: idParams,
    body: roteiroRetirarSchema,
    company: routeOf,
    answer: roteiroAnswer,
    handler: async (op) => {
      await retirarPedidos(op, op.company!, op.params.id, op.body.pedidos);
      return lerRoteiro(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/roteiro/:id',
    summary: 'Deletes a route still Aberto (its orders are free again), unless one of its stops went on the road by hand (422 on pedidos); a route past Aberto is cancelled instead.',
    access: { permission: ROTEIRO, action: 'delete' },
    params: idParams,
    company: routeOf,
    answer: { json: z.object({ IdRoteiro: z.number(), resultado: z.enum(['excluido', 'cancelado']) }) },
    handler: async (op) => ({ IdRoteiro: op.params.id, resultado: await excluirRoteiro(op, op.company!, op.params.id) }),
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros/pedidos',
    summary: 'Adds orders at the end of a route (capacity checked); with `mover`, orders on another editable route leave it in the same transaction. The answer’s `response.success` says it was done.',
    access: { permission: ROTEIRO, action: 'update' },
    body: roteiroPedidosSchema,
    company: ({ db, body }) => companyOfRoteiro(db, body.IdRoteiro),
    answer: done({ roteiro: z.looseObject({ IdRoteiro: z.number() }) }),
    handler: async (op) => {
      await acrescentarPedidos(op, op.company!, op.body.IdRoteiro, op.body.pedidos, op.body.mover);
      return { response: { success: true, roteiro: await lerRoteiro(op.db, op.body.IdRoteiro) } };
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/roteiros/:id/status',
    summary: 'Moves a route to another status along the allowed moves (ROTEIRO_TRANSICOES); its stops follow; entering progress needs the vehicle free; it is not cancelled with a stop on the road (422 on pedidos).',
    access: { permission: ROTEIRO, action: 'update' },
    params: idParams,
    body: roteiroStatusSchema,
    company: routeOf,
    answer: roteiroAnswer,
    handler: async (op) => {
      await moverRoteiro(op, op.company!, op.params.id, op.body.StatusRoteiro);
      return lerRoteiro(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/roteiros/:id/pendencias',
    summary: 'What holds the route: the status its stops’ picking asks for (separacaoPede) and the route in progress on its vehicle that keeps it waiting (veiculoEm), the orders not invoiced yet, which keep it from leaving (pedidosSemFatura), and the invoices whose cancellation awaits SEFAZ, whose stops wait for the answer (notasCancelando: pedido, serie, numero).',
    access: { permission: ROTEIRO, action: 'read' },
    params: idParams,
    company: routeOf,
    answer: {
      json: z.object({ StatusRoteiro: z.string(), separacaoPede: z.string().nullable(), veiculoEm: z.string().nullable(), pedidosSemFatura: z.array(z.unknown()), notasCancelando: z.array(z.unknown()) }),
    },
    handler: async (op) => pendenciasDoRoteiro(op.db, op.company!, op.params.id),
  }),
  defineOperation({
    method: 'PUT',
    path: '/roteiros/:id/pedidos/:pedido/status',
    summary: 'Moves one stop (delivered, refused with its reason...), recording when and who; the route is delivered when every stop is done.',
    description:
      "A stop goes on the road (Em Rota) only with its order invoiced, by the route's own rule for leaving (pedidosSemFatura: the order in T or P, or every item in invoices SEFAZ authorised); otherwise 422 'stop_order_not_invoiced' on StatusPedidoRoteiro; and not while an invoice of the order has a cancellation signed or sent to SEFAZ (422 'stop_invoice_cancel_pending').",
    access: { permission: ROTEIRO, action: 'update' },
    params: z.object({ id, pedido: id }),
    body: paradaStatusSchema,
    company: routeOf,
    answer: roteiroAnswer,
    handler: async (op) => {
      await moverParada(op, op.company!, op.params.id, op.params.pedido, op.body.StatusPedidoRoteiro, op.body.DsMotivo);
      return lerRoteiro(op.db, op.params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/fretes/cotacoes',
    summary: 'Quotes an order’s freight with every active carrier: one quote each, queued as a job (StFilaCotacao A, then F or E with DsErro).',
    access: { permission: FRETE, action: 'create' },
    body: cotacaoFreteSchema,
    company: ({ db, body }) => companyOfPedido(db, body.CodPedido),
    status: 202,
    answer: { json: z.object({ CodPedido: z.number(), cotacoes: z.array(z.number()), jobs: z.array(z.number()) }) },
    handler: async (op) => cotarPedido(op, op.app.jobs, op.company!, op.body.CodPedido, op.user.id),
  }),
  defineOperation({
    method: 'PUT',
    path: '/fretes/cotacoes/:id/escolher',
    summary: 'Picks the winning quote: it sets the order’s carrier and VlFrete.',
    access: { permission: FRETE, action: 'update' },
    params: idParams,
    company: ({ db, params }) => companyOfCotacao(db, params.id),
    answer: { type: 'Frete', iri: (r: { CdCotacao: number }) => `/view_fretes/${r.CdCotacao}` },
    handler: async (op) => escolherCotacao(op, op.company!, op.params.id),
  }),
  defineOperation({
    method: 'GET',
    path: '/fretes/prazo',
    summary: 'The delivery date `dias` business days after `inicio`, skipping weekends and national holidays (and the state’s with `uf`), Carnaval included.',
    access: { permission: FRETE, action: 'read' },
    query: z.object({ inicio: isoDateSchema, dias: z.string().regex(/^\d{1,3}$/, 'invalid_number').transform(Number), uf: z.string().regex(/^[A-Za-z]{2}$/, 'invalid_value').optional() }),
    answer: { json: z.object({ inicio: z.string(), DiasPrazo: z.number(), DtPrevisaoEntrega: z.string(), diasCorridos: z.number(), diasUteis: z.number() }) },
    handler: async ({ query }) => {
      const data = somarDiasUteis(query.inicio, query.dias, query.uf);
      return { inicio: query.inicio, DiasPrazo: query.dias, DtPrevisaoEntrega: data, diasCorridos: Math.round((Date.parse(data) - Date.parse(query.inicio)) / 86400000), diasUteis: diasUteisEntre(query.inicio, data, query.uf) };
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros/roteirizador',
    summary: 'Optimizes the open orders of a day (or the orders given) over the vehicles given, from the company’s address (or `deposito`), as a job; locked stops stay on their vehicle.',
    description:
      'Answers 202 with the job id and the number of orders. The job places each order by its address’s coordinates (the client record’s, else the geocoder’s when GEOCODER_URL is set, asked once per address and kept, else its municipality’s seat), then optimizes on ROUTER_URL’s roads (else haversine × 1.3). ' +
      'Follow it at GET /jobs/{id} (detail.fase: geocodificando, otimizando); its result has the routes (stops, KG, km, minutes), the orders left out with their reason (sem_coordenadas among them), the depot and each order’s place.',
    access: { permission: 'roteirizador', action: 'create' },
    body: roteirizarSchema,
    status: 202,
    answer: jobQueued,
    handler: async (op) => roteirizarPedidos(op, op.app.jobs, op.company!, op.user.id, op.body),
  }),
  defineOperation({
    method: 'POST',
    path: '/roteiros/roteirizador/aceitar',
    summary: 'Turns the accepted routes of a proposal into routes (all or none; capacity checked again, 422 on `rotas.<i>`).',
    access: { permission: ROTEIRO, action: 'create' },
    body: aceitarPropostaSchema,
    status: 201,
    answer: done({ roteiros: z.array(z.number()) }),
    handler: async (op) => ({ response: { success: true, roteiros: await aceitarProposta(op, op.company!, op.body) } }),
  }),
];
