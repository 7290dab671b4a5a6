import { z } from 'zod';
import { otimizacaoSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { requestOtimizacao } from './otimizacao.service.ts';

/** O roteirizador: otimização de rotas em segundo plano (acompanhada e cancelada em /jobs/{id}). */
export const roteiroOperations = [
  defineOperation({
    method: 'POST',
    path: '/roteiros/otimizacoes',
    summary: 'Optimizes delivery routes (depot, stops with KG and optional m³, fleet, options) in a background job; 202 with the job id.',
    description:
      'Distances are haversine km times a road factor (1.3 unless `opcoes.fatorRodoviario`). Without `veiculos`, as many vehicles of `capacidadeKg` as needed. ' +
      'Follow the job at GET /jobs/{id} (progress, best distance so far; the result holds the routes and the stops left out with their reason) and cancel it at PUT /jobs/{id}/cancelar.',
    access: { permission: 'roteirizador', action: 'create' },
    body: otimizacaoSchema,
    status: 202,
    answer: { json: z.object({ job: z.number(), status: z.string() }) },
    handler: async (op) => {
      const job = await requestOtimizacao(op, op.app.jobs, { company: op.company!, user: op.user.id, input: op.body });
      return { job, status: `/api/jobs/${job}` };
    },
  }),
];
