import type { OtimizacaoInput } from '@backoffice/domain';
import { SolverPool } from '@backoffice/vrp/pool';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { problemaDe, resultadoDe } from './otimizacao.rules.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { matrizRodoviaria, routerOptionsFromEnv, type RouterOptions } from './geocoder.ts';

/** The optimization of a set of stops, in the background (declared in roteiro.module.ts). */
export const OTIMIZACAO_JOB = defineJob<OtimizacaoJob & JobNotice>({
  type: 'roteiro.otimizacao',
  run: ({ data, context, deps }) => runOtimizacao(data, context, routerOptionsFromEnv(deps.settings.env)),
});

export interface OtimizacaoJob {
  company: number;
  user: number;
  input: OtimizacaoInput;
}

/** Pede a otimização: uma tarefa em segundo plano que quem pediu (ou quem tem o roteirizador) acompanha e cancela. */
export async function requestOtimizacao(op: UseCase, jobs: JobQueue, data: OtimizacaoJob): Promise<number> {
  const job = await jobs.send(
    OTIMIZACAO_JOB,
    { ...data, notify: { message: { key: 'notify_otimizacao', params: { count: data.input.paradas.length } }, link: '/dashboard/roteirizador' } },
    { company: data.company, createdBy: data.user, permission: 'roteirizador', maxAttempts: 1 },
    op.db,
  );
  await op.audit({ entity: 'Otimizacao', id: job, action: 'create', company: data.company, after: { paradas: data.input.paradas.length, job } });
  return job;
}

// Uma fila de no máximo dois solvers por processo, cada um na sua thread: a API continua respondendo. Um solver
// que começa sozinho roda uma segunda busca em outra thread (os dois núcleos); um que começa ao lado de outro, não.
let pool: SolverPool | null = null;
const solverPool = () => (pool ??= new SolverPool());

/** Where a run's progress goes: the part of the job's 0–100 it fills (the roteirizador geocodes before) and what else its detail says. */
export interface Andamento {
  de: number;
  ate: number;
  detalhe?: Record<string, unknown>;
}

/**
 * Roda a otimização no pool: o progresso é o tempo decorrido sobre o limite, com a melhor distância até ali;
 * o cancelamento para o solver (a fila então marca a tarefa como cancelada). Com um roteador rodoviário, as
 * distâncias e os tempos das rotas são os dele.
 */
export async function runOtimizacao(data: OtimizacaoJob, context: JobContext, router: RouterOptions | null = null, andamento: Andamento = { de: 0, ate: 99 }) {
  // With a road router configured, its distances and durations; the job fails (and says why) when the router does not answer.
  const estradas = router ? await matrizRodoviaria(router, [data.input.deposito, ...data.input.paradas]) : undefined;
  const { problem, options } = problemaDe(data.input, estradas?.km);
  const limit = options.timeLimitMs;
  let best: number | null = null;
  const report = (elapsedMs: number, iterations: number) => {
    const fraction = limit ? elapsedMs / limit : options.maxIterations ? iterations / options.maxIterations : 0;
    const percent = andamento.de + Math.min(1, fraction) * (andamento.ate - andamento.de);
    const detail = { ...andamento.detalhe, melhorDistanciaKm: best === null ? null : Math.round(best * 1000) / 1000, iteracoes: iterations };
    void context.progress(Math.min(99, percent), detail).catch(() => undefined);
  };
  const solution = await solverPool().solve(problem, { ...options, progressEveryMs: 500 }, {
    signal: context.signal,
    onImprovement: (p) => {
      best = p.cost;
      report(p.ms, p.iteration);
    },
    onProgress: (p) => report(p.elapsedMs, p.iterations),
  });
  context.throwIfCancelled();
  return resultadoDe(data.input, solution, estradas?.segundos);
}
