import type { OtimizacaoInput } from '@backoffice/domain';
import { SolverPool } from '@backoffice/vrp/pool';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { problemaDe, resultadoDe } from './otimizacao.rules.ts';
import { matrizRodoviaria, type RouterOptions } from './geocoder.ts';

export const OTIMIZACAO_JOB = 'roteiro.otimizacao';

export interface OtimizacaoJob {
  company: number;
  user: number;
  input: OtimizacaoInput;
}

/** Pede a otimização: uma tarefa em segundo plano que quem pediu (ou quem tem o roteirizador) acompanha e cancela. */
export async function requestOtimizacao(op: UseCase, jobs: JobQueue, data: OtimizacaoJob): Promise<number> {
  const job = await jobs.send(
    OTIMIZACAO_JOB,
    { ...data, notify: { title: `Otimização de ${data.input.paradas.length} paradas`, link: '/dashboard/roteirizador' } } as unknown as Record<string, unknown>,
    { company: data.company, createdBy: data.user, permission: 'roteirizador', maxAttempts: 1 },
    op.db,
  );
  await op.audit({ entity: 'Otimizacao', id: job, action: 'create', company: data.company, after: { paradas: data.input.paradas.length, job } });
  return job;
}

// Uma fila de no máximo dois solvers por processo, cada um na sua thread: a API continua respondendo.
let pool: SolverPool | null = null;
const solverPool = () => (pool ??= new SolverPool());

/**
 * Roda a otimização no pool: o progresso é o tempo decorrido sobre o limite, com a melhor distância até ali;
 * o cancelamento para o solver (a fila então marca a tarefa como cancelada).
 */
export async function runOtimizacao(data: OtimizacaoJob, context: JobContext, router: RouterOptions | null = null) {
  // With a road router configured, its distances; the job fails (and says why) when the router does not answer.
  const estradas = router ? (await matrizRodoviaria(router, [data.input.deposito, ...data.input.paradas])).km : undefined;
  const { problem, options } = problemaDe(data.input, estradas);
  const limit = options.timeLimitMs;
  let best: number | null = null;
  const report = (elapsedMs: number, iterations: number) => {
    const percent = limit ? (100 * elapsedMs) / limit : options.maxIterations ? (100 * iterations) / options.maxIterations : 0;
    void context.progress(Math.min(99, percent), { melhorDistanciaKm: best === null ? null : Math.round(best * 1000) / 1000, iteracoes: iterations }).catch(() => undefined);
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
  const resultado = resultadoDe(data.input, solution);
  // The driving time: 45 km/h on average plus 10 minutes per stop (a road router's durations are not summed yet).
  return { ...resultado, rotas: resultado.rotas.map((r) => ({ ...r, tempoMin: Math.round((r.distanciaKm / 45) * 60 + 10 * r.paradas.length) })) };
}
