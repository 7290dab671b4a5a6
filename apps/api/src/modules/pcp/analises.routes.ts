import { z } from 'zod';
import { analiseSchema, finalizarOrdemSchema, ordemManualSchema, ordensAnaliseSchema, realizadoSchema, recordId, StStatusAnalise, enumSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { produtoRef } from '../catalogo/index.ts';
import { readMember } from './pcp.answers.ts';
import {
  analisesResource,
  analiseDadosMateriaPrimasResource,
  analiseDadosProdutosResource,
  analiseDadosSubprodutosResource,
  MRP,
  ordemProducaoResource,
} from './pcp.resource.ts';
import {
  analiseRef,
  analysisDetail,
  cancelOrder,
  cancelOrders,
  companyOfAnalise,
  companyOfDado,
  companyOfOrdem,
  createAnalysis,
  createManualOrder,
  createOrders,
  dashboard,
  finishOrder,
  moveAnalysis,
  recordsOf,
  requestCalculation,
  setRealizado,
  startOrder,
} from './analises.service.ts';
import { searchProductResults } from './resultados.service.ts';

const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

const readAnalise = (db: Parameters<typeof readMember>[0], id: number) => readMember(db, analisesResource, id);
const readOrdem = (db: Parameters<typeof readMember>[0], id: number) => readMember(db, ordemProducaoResource, id);

/** PUT NrRealizado of a result row, for each of the three result lists. */
function realizadoOperation(resource: typeof analiseDadosProdutosResource) {
  return defineOperation({
    method: 'PUT',
    path: `${resource.path}/:id`,
    summary: `The planner's quantity (NrRealizado) of a ${resource.type} row: '1.234,5' is 1234.5, 0 is nothing to make, empty or null is the suggestion again.`,
    access: { permission: MRP, action: 'update' },
    params: idParam,
    body: realizadoSchema,
    company: ({ db, params }) => companyOfDado(db, params.id),
    answer: { item: resource.type },
    handler: async ({ db, params, body, audit }) => {
      const row = await setRealizado(db, params.id, body.NrRealizado);
      await audit({ entity: 'AnaliseDado', id: params.id, action: 'update', after: { NrRealizado: row.NrRealizado } });
      return readMember(db, resource, params.id);
    },
  });
}

/** MRP analyses: creation, status, the calculation job, results, orders and purchases, dashboards. */
export const analisesOperations = [
  defineOperation({
    method: 'POST',
    path: '/analises',
    summary: 'Creates an MRP analysis with its companies (default: the session company), ignored sectors and forecasts, start date, period, horizon and quote probability.',
    access: { permission: MRP, action: 'create' },
    body: analiseSchema,
    status: 201,
    answer: { item: 'Analise', location: (r) => `/analises/${r.IdAnalise}` },
    handler: async ({ db, ctx, body, company, audit }) => {
      const row = await createAnalysis(db, ctx, company!, body);
      await audit({ entity: 'Analise', id: row.IdAnalise, action: 'create', after: { ...row, empresas: body.empresas, setoresIgnorados: body.setoresIgnorados, previsoes: body.previsoes } });
      return readAnalise(db, row.IdAnalise);
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/analises/:id/detalhe',
    summary: 'An analysis with its companies, ignored sectors and forecasts by name, its periods and its last calculation.',
    access: { permission: MRP, action: 'read' },
    params: idParam,
    company: ({ db, params }) => companyOfAnalise(db, params.id),
    answer: { type: 'Analise', iri: (r) => `/analises/${r.IdAnalise}` },
    handler: ({ db, params }) => analysisDetail(db, params.id),
  }),
  defineOperation({
    method: 'PUT',
    path: '/analises/:id/status',
    summary: 'Moves an analysis: open to inactive or cancelled, inactive to open, finished to inactive (none with open orders).',
    access: { permission: MRP, action: 'update' },
    params: idParam,
    body: z.object({ StStatus: enumSchema(StStatusAnalise) }),
    company: ({ db, params }) => companyOfAnalise(db, params.id),
    answer: { item: 'Analise' },
    handler: async ({ db, params, body, audit }) => {
      const { before, after } = await moveAnalysis(db, params.id, body.StStatus);
      await audit({ entity: 'Analise', id: params.id, action: 'update', before: { StStatus: before.StStatus }, after: { StStatus: after.StStatus } });
      return readAnalise(db, params.id);
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/mrp/calculo/:IdAnalise',
    summary: "Runs an open analysis's calculation as a background job; answers the job to follow (GET /jobs/{id}), the running one if there is one.",
    description: 'The job reads every input in bulk, calculates and writes the results in one transaction; cancelling it (PUT /jobs/{id}/cancelar) writes nothing.',
    access: { permission: MRP, action: 'update' },
    params: z.object({ IdAnalise: z.string().regex(/^\d{1,9}$/).transform(Number) }),
    company: ({ db, params }) => companyOfAnalise(db, params.IdAnalise),
    // A GET in the specification, but it starts work: the job row and its audit line are written together.
    transaction: true,
    status: 202,
    answer: { type: 'CalculoMrp', iri: (r) => `/mrp/calculo/${r.IdAnalise}` },
    handler: (op) => requestCalculation(op, op.app.jobs, { company: op.company!, user: op.user.id, id: op.params.IdAnalise }),
  }),
  defineOperation({
    method: 'POST',
    path: '/analise_dados_produtos',
    summary: "An analysis's finished products, searched by a JSON body with the list's filters, order and page ({ IdAnalise, CdChamada, NmProduto, order, page, itemsPerPage }).",
    access: { permission: MRP, action: 'read' },
    body: z.object({ IdAnalise: recordId }).loose(),
    company: ({ db, body }) => companyOfAnalise(db, body.IdAnalise),
    transaction: false,
    answer: { page: analiseDadosProdutosResource },
    handler: ({ db, ctx, body }) => searchProductResults(db, ctx, body),
  }),
  defineOperation({
    method: 'POST',
    path: '/analise_dados_produtos/produtos',
    summary: "Products of an analysis (all three kinds) with their time-phased MRP record: periods, gross requirements, scheduled receipts, projected stock, net requirements, planned receipts and releases.",
    access: { permission: MRP, action: 'read' },
    body: z.object({ IdAnalise: recordId, produtos: z.array(recordId).max(200).optional() }),
    company: ({ db, body }) => companyOfAnalise(db, body.IdAnalise),
    transaction: false,
    answer: { json: z.object({ '@type': z.string(), 'hydra:member': z.array(z.looseObject({ IdProduto: z.number() })) }) },
    handler: async ({ db, body }) => ({ '@type': 'hydra:Collection', 'hydra:member': await recordsOf(db, body.IdAnalise, body.produtos) }),
  }),
  realizadoOperation(analiseDadosProdutosResource),
  realizadoOperation(analiseDadosMateriaPrimasResource),
  realizadoOperation(analiseDadosSubprodutosResource),
  defineOperation({
    method: 'POST',
    path: '/analise/criar-ordens',
    summary: 'Creates production orders (made items) and purchase suggestions (bought items) from an analysis, from NrRealizado when set, else NrResultado; { IdAnalise, produtos?, simular? } (simular: only the counts, nothing written).',
    access: { permission: MRP, action: 'create' },
    body: ordensAnaliseSchema,
    company: ({ db, body }) => companyOfAnalise(db, body.IdAnalise),
    answer: { type: 'OrdensAnalise', iri: (r) => `/analises/${r.IdAnalise}` },
    handler: async ({ db, ctx, body, audit }) => {
      if (body.simular) return createOrders(db, ctx, body.IdAnalise, body.produtos, true);
      const result = await createOrders(db, ctx, body.IdAnalise, body.produtos);
      await audit({ entity: 'Analise', id: body.IdAnalise, action: 'criar-ordens', after: result });
      return result;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/analise/cancelar-ordens',
    summary: "Cancels an analysis's production orders not yet started and its purchase suggestions not yet quoted; { IdAnalise, produtos?, simular? } (simular: only the counts, nothing written).",
    access: { permission: MRP, action: 'update' },
    body: ordensAnaliseSchema,
    company: ({ db, body }) => companyOfAnalise(db, body.IdAnalise),
    answer: { type: 'OrdensAnalise', iri: (r) => `/analises/${r.IdAnalise}` },
    handler: async ({ db, body, audit }) => {
      if (body.simular) return cancelOrders(db, body.IdAnalise, body.produtos, true);
      const result = await cancelOrders(db, body.IdAnalise, body.produtos);
      await audit({ entity: 'Analise', id: body.IdAnalise, action: 'cancelar-ordens', after: result });
      return result;
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/ordem_producao_pcp',
    summary: 'A production order entered by hand (a scheduled receipt the analyses count): product, quantity, due date.',
    access: { permission: MRP, action: 'create' },
    body: ordemManualSchema,
    // The product and the analysis are the company's (another company's or an unknown id: 422 on the field).
    references: { IdProduto: produtoRef, IdAnalise: analiseRef },
    status: 201,
    answer: { item: 'OrdemProducao', location: (r) => `/ordem_producao_pcp/${r.IdOrdemProducao}` },
    handler: async ({ db, ctx, body, company, audit }) => {
      const row = await createManualOrder(db, ctx, company!, body);
      await audit({ entity: 'OrdemProducao', id: row.IdOrdemProducao, action: 'create', after: row });
      return readOrdem(db, row.IdOrdemProducao);
    },
  }),
  ...(['iniciar', 'cancelar'] as const).map((action) =>
    defineOperation({
      method: 'PUT',
      path: `/ordem_producao_pcp/:id/${action}`,
      summary: action === 'iniciar' ? 'Starts a production order (open -> in production).' : 'Cancels a production order not yet finished.',
      access: { permission: MRP, action: 'update' },
      params: idParam,
      company: ({ db, params }) => companyOfOrdem(db, params.id),
      answer: { item: 'OrdemProducao' },
      handler: async ({ db, params, audit }) => {
        const { before, after } = await (action === 'iniciar' ? startOrder : cancelOrder)(db, params.id);
        await audit({ entity: 'OrdemProducao', id: params.id, action: 'update', before: { StOrdem: before.StOrdem }, after: { StOrdem: after.StOrdem } });
        return readOrdem(db, params.id);
      },
    }),
  ),
  defineOperation({
    method: 'PUT',
    path: '/ordem_producao_pcp/:id/finalizar',
    summary: 'Finishes a production order: its components leave the consumption sector and a lot of the product enters its sector, through stock moves, in one transaction.',
    description:
      'Components leave by FEFO and never from an expired lot (as a sale reserves): a missing component, expired lots not counted, answers 422 (component_short on QtMovimento) and nothing changes. Needs the stock grant too.',
    access: { permission: MRP, action: 'update' },
    params: idParam,
    body: finalizarOrdemSchema,
    company: ({ db, params }) => companyOfOrdem(db, params.id),
    answer: { item: 'OrdemProducao' },
    handler: async ({ db, ctx, params, body, company, authorize, audit }) => {
      authorize('estoque', 'create', company);
      const { before, after, consumed } = await finishOrder(db, ctx, params.id, body);
      await audit({ entity: 'OrdemProducao', id: params.id, action: 'finalizar', before: { StOrdem: before.StOrdem }, after: { StOrdem: after.StOrdem, QtAtendida: after.QtAtendida, IdLote: after.IdLote, consumidos: consumed } });
      return { ...(await readOrdem(db, params.id)), consumidos: consumed };
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/analises/:id/painel',
    summary: "The PCP dashboards' figures for an analysis: coverage in days, stock against minimum and maximum, largest shortages, orders and purchases by status (?tipo=P finished products, M raw materials and sub-products).",
    access: { permission: MRP, action: 'read' },
    params: idParam,
    query: z.object({ tipo: z.enum(['P', 'M']).default('P') }),
    company: ({ db, params }) => companyOfAnalise(db, params.id),
    answer: { type: 'PainelPcp', iri: (r) => `/analises/${r.IdAnalise}/painel` },
    handler: ({ db, params, query }) => dashboard(db, params.id, query.tipo),
  }),
];
