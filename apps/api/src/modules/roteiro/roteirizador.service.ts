// O roteirizador sobre os pedidos: os pedidos abertos de um dia (ou os escolhidos), o depósito e os veículos
// disponíveis viram uma tarefa que geocodifica o que falta e otimiza (paradas = pedidos, com as coordenadas do
// cadastro, do geocodificador ou da sede do município); a proposta aceita vira roteiros, com a capacidade conferida de novo.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JORNADA_PADRAO_MIN, type OtimizacaoInput } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { addresses } from '../pessoas/index.ts';
import { enderecoCoordenadas, municipioSedes, recordCoordinates } from '../geo/index.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { geocodificar, geocoderOptionsFromEnv, routerOptionsFromEnv, type GeocoderOptions, type RouterOptions } from './geocoder.ts';
import { alemDaJornada, limiteDeParadas, melhorRodada } from './otimizacao.rules.ts';
import { runOtimizacao } from './otimizacao.service.ts';
import { criarRoteiro } from './roteiro.service.ts';
import { veiculos, viewRoteiroManual } from './roteiro.table.ts';

export interface RoteirizarInput {
  DtEntrega?: string;
  pedidos?: number[];
  veiculos: number[];
  deposito?: { lat: number; lng: number };
  /** Stops kept on their vehicle (locked) when running again. */
  travados?: { CodPedido: number; IdVeiculo: number }[];
  tempoLimiteS?: number;
  jornadaMin?: number;
}

export interface Deposito {
  lat: number;
  lng: number;
  /** The address, as a line: 'Rua X, 123 - Centro, Campinas/SP'. */
  endereco: string;
}

/** Where the company's goods leave from: its first address, at its own coordinates (else its city seat's). */
export async function depositoDe(db: Executor, company: number): Promise<Deposito | null> {
  const rows = (await db.execute(sql`select coalesce(ec.lat, s.lat) as lat, coalesce(ec.lng, s.lng) as lng,
      concat_ws(', ', nullif(concat_ws(' ', a.street_type, a.street), ''), a.number) as rua, a.district, a.city, a.uf
    from ${addresses} a left join ${enderecoCoordenadas} ec on ec.address_id = a.id left join ${municipioSedes} s on s.ibge = a.city_ibge
    where a.people_id = ${company} order by a.id limit 1`)) as unknown as {
    rows: { lat: number | null; lng: number | null; rua: string | null; district: string | null; city: string | null; uf: string | null }[];
  };
  const [r] = rows.rows;
  if (!r || r.lat === null || r.lng === null) return null;
  const cidade = [r.city, r.uf].filter(Boolean).join('/');
  const endereco = [[r.rua, r.district].filter(Boolean).join(' - '), cidade].filter(Boolean).join(', ');
  return { lat: Number(r.lat), lng: Number(r.lng), endereco };
}

/** The job of POST /roteiros/roteirizador: the orders fixed at the request, the fleet, the depot and the stops kept on their vehicle. */
/** The routing of a day's orders, in the background (declared in roteiro.module.ts). */
export const ROTEIRIZADOR_JOB = defineJob<RoteirizadorJob & JobNotice>({
  type: 'roteiro.roteirizador',
  run: ({ data, context, deps }) =>
    runRoteirizador(deps.database.db, data, context, geocoderOptionsFromEnv(deps.settings.env), routerOptionsFromEnv(deps.settings.env)),
});

export interface RoteirizadorJob {
  company: number;
  user: number;
  DtEntrega: string | null;
  pedidos: number[];
  veiculos: { id: number; capacidadeKg: number }[];
  deposito: { lat: number; lng: number };
  travados: { CodPedido: number; IdVeiculo: number }[];
  tempoLimiteS: number;
  /** The longest a route may take (minutes); older jobs have none. */
  jornadaMin?: number;
}

/** At most this many addresses are sent to the geocoder per run (Nominatim's public servers ask for one a second). */
export const GEOCODIFICAR_MAX = 100;

/**
 * With a geocoder configured, the addresses of these orders that only have their city seat get coordinates of their
 * own (kept in endereco_coordenadas, so each address is asked once). A failing geocoder leaves the seat.
 */
async function geocodificarPedidos(db: Executor, geocoder: GeocoderOptions, company: number, pedidos: number[], context: JobContext): Promise<number> {
  const rows = (await db.execute(sql`select distinct a.id, a.street, a.number, a.city, a.uf, a.cep from pedido_venda p
    join lateral (select * from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
    where p.cd_empresa = ${company} and p.cod_pedido in ${sql.raw(`(${pedidos.map(Number).join(',')})`)}
      and not exists (select 1 from endereco_coordenadas ec where ec.address_id = a.id)
    order by a.id limit ${GEOCODIFICAR_MAX}`)) as unknown as {
    rows: { id: number; street: string | null; number: string | null; city: string | null; uf: string | null; cep: string | null }[];
  };
  let achados = 0;
  for (const [i, a] of rows.rows.entries()) {
    context.throwIfCancelled();
    await context.progress((10 * i) / rows.rows.length, { fase: 'geocodificando', enderecos: rows.rows.length, feitos: i });
    const found = await geocodificar(geocoder, a).catch(() => null);
    if (!found) continue;
    await recordCoordinates(db, [{ address: a.id, company, lat: found.lat, lng: found.lng, fonte: 'geocoder' }]);
    achados++;
  }
  return achados;
}

/** POST /roteiros/roteirizador: the optimization of a day's open orders (or those given) as a job; geocoding happens in it. */
export async function roteirizarPedidos(op: UseCase, jobs: JobQueue, company: number, user: number, input: RoteirizarInput) {
  const frota = await op.db
    .select()
    .from(veiculos)
    .where(and(eq(veiculos.company, company), inArray(veiculos.IdVeiculo, input.veiculos.length ? input.veiculos : [0]), eq(veiculos.enable, true)));
  if (frota.length !== new Set(input.veiculos).size) throw violation('veiculos', 'record_not_in_company');
  const sede = input.deposito ? null : await depositoDe(op.db, company);
  const deposito = input.deposito ?? (sede && { lat: sede.lat, lng: sede.lng });
  if (!deposito) throw violation('deposito', 'required');
  const filtro = input.pedidos?.length
    ? inArray(viewRoteiroManual.CdPedido, input.pedidos)
    : and(isNull(viewRoteiroManual.IdRoteiro), input.DtEntrega ? eq(viewRoteiroManual.DtEntrega, input.DtEntrega) : undefined);
  const pedidos = (
    await op.db
      .select({ CdPedido: viewRoteiroManual.CdPedido })
      .from(viewRoteiroManual)
      .where(and(eq(viewRoteiroManual.company, company), filtro))
      .orderBy(viewRoteiroManual.CdPedido)
  ).map((p) => p.CdPedido);
  if (!pedidos.length) throw violation(input.pedidos?.length ? 'pedidos' : 'DtEntrega', 'no_orders_to_route');
  // The fleet in the order asked (a stop locked to a vehicle names it by its place in the list).
  const porId = new Map(frota.map((v) => [v.IdVeiculo, v]));
  const data: RoteirizadorJob = {
    company,
    user,
    DtEntrega: input.DtEntrega ?? null,
    pedidos,
    veiculos: [...new Set(input.veiculos)].map((id) => ({ id, capacidadeKg: Number(porId.get(id)!.VlCapacidadeKG) })),
    deposito,
    travados: (input.travados ?? []).filter((t) => pedidos.includes(t.CodPedido)),
    tempoLimiteS: input.tempoLimiteS ?? 5,
    jornadaMin: input.jornadaMin ?? JORNADA_PADRAO_MIN,
  };
  const job = await jobs.send(
    ROTEIRIZADOR_JOB,
    { ...data, notify: { message: { key: pedidos.length === 1 ? 'notify_roteirizacao_one' : 'notify_roteirizacao_other', params: { count: pedidos.length } }, link: '/dashboard/roteirizador?job={job}' } },
    { company, createdBy: user, permission: 'roteirizador', maxAttempts: 1 },
    op.db,
  );
  await op.audit({ entity: 'Roteirizacao', id: job, action: 'create', company, after: { pedidos: pedidos.length, veiculos: data.veiculos.length, job } });
  return { job, status: `/api/jobs/${job}`, paradas: pedidos.length };
}

/**
 * The job: geocodes the addresses that only have their city seat (when a geocoder is configured; 0–10 %), then
 * optimizes the orders a day's trip can reach (`jornadaMin`: the others are left out, 'alem_da_jornada'; 10–80 %)
 * with no route past the driver's day, and on to 99 % when a road router's durations still put one past it and a
 * second run must shorten routes. The result is the optimizer's
 * (routes with distance, time and load; stops left out with their reason, orders with no place among them) plus
 * what the map needs: the depot and each order's place and label.
 */
export async function runRoteirizador(db: Executor, data: RoteirizadorJob, context: JobContext, geocoder: GeocoderOptions | null, router: RouterOptions | null) {
  const geocodificados = geocoder ? await geocodificarPedidos(db, geocoder, data.company, data.pedidos, context) : 0;
  const linhas = await db
    .select()
    .from(viewRoteiroManual)
    .where(and(eq(viewRoteiroManual.company, data.company), inArray(viewRoteiroManual.CdPedido, data.pedidos)))
    .orderBy(viewRoteiroManual.CdPedido);
  const localizados = linhas.filter((p) => p.Lat !== null && p.Lng !== null);
  const indice = new Map(data.veiculos.map((v, i) => [v.id, i]));
  const travado = new Map(data.travados.map((t) => [t.CodPedido, indice.get(t.IdVeiculo)]));
  // Orders too far for a day's trip are left out before the optimizer (a route is never planned to them), unless
  // the planner put one on a vehicle by hand.
  const jornadaMin = data.jornadaMin ?? JORNADA_PADRAO_MIN;
  const alem = alemDaJornada(data.deposito, localizados.map((p) => ({ lat: p.Lat!, lng: p.Lng! })), jornadaMin);
  const longe = new Set([...alem].filter((i) => !travado.has(localizados[i].CdPedido)));
  const comLugar = localizados.filter((_, i) => !longe.has(i));
  const input: OtimizacaoInput = {
    deposito: data.deposito,
    paradas: comLugar.map((p) => ({ id: p.CdPedido, lat: p.Lat!, lng: p.Lng!, pesoKg: Number(p.VlPesoBruto), veiculo: travado.get(p.CdPedido) })),
    veiculos: data.veiculos,
    opcoes: { tempoLimiteS: data.tempoLimiteS, jornadaMin },
  };
  const de = geocoder ? 10 : 0;
  let resultado = comLugar.length
    ? await runOtimizacao({ company: data.company, user: data.user, input }, context, router, { de, ate: 80, detalhe: { fase: 'otimizando' } })
    : { distanciaKm: 0, rotas: [], naoAtendidas: [], evolucao: [], iteracoes: 0, tempoMs: 0 };
  // The search keeps each route within the day at the average speed; a road router's durations may still put a
  // route past it: once more with fewer stops per route, and the better of the two runs.
  const limite = limiteDeParadas(resultado.rotas, jornadaMin, data.veiculos.length);
  if (limite !== null) {
    const outra = await runOtimizacao({ company: data.company, user: data.user, input: { ...input, opcoes: { ...input.opcoes, maxParadas: limite } } }, context, router, { de: 80, ate: 99, detalhe: { fase: 'otimizando' } });
    resultado = melhorRodada(resultado, outra, jornadaMin);
  }
  return {
    ...resultado,
    naoAtendidas: [
      ...resultado.naoAtendidas,
      ...localizados.filter((_, i) => longe.has(i)).map((p) => ({ parada: p.CdPedido, motivo: 'alem_da_jornada' })),
      ...linhas.filter((p) => p.Lat === null || p.Lng === null).map((p) => ({ parada: p.CdPedido, motivo: 'sem_coordenadas' })),
    ],
    DtEntrega: data.DtEntrega,
    jornadaMin,
    deposito: data.deposito,
    // What was asked, so the proposal can be shown (and run again) from the job alone.
    veiculos: data.veiculos.map((v) => v.id),
    travados: data.travados,
    geocodificados,
    pedidos: linhas.map((p) => ({
      CodPedido: p.CdPedido,
      DsCliente: p.DsCliente,
      NmCidade: p.NmCidade,
      IdUF: p.IdUF,
      VlPesoBruto: p.VlPesoBruto,
      Lat: p.Lat,
      Lng: p.Lng,
      FonteCoordenada: p.FonteCoordenada,
    })),
  };
}

export interface AceitarInput {
  DtRoteiro: string;
  rotas: { IdVeiculo: number; IdMotorista?: number | null; NmRoteiro?: string; pedidos: number[] }[];
}

/** POST /roteiros/roteirizador/aceitar: the accepted proposal becomes routes, all or none (capacity checked again). */
export async function aceitarProposta(op: UseCase, company: number, input: AceitarInput): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, r] of input.rotas.entries()) {
    if (!r.pedidos.length) continue;
    ids.push(await criarRoteiro(op, company, { NmRoteiro: r.NmRoteiro || `Rota ${i + 1} de ${input.DtRoteiro.split('-').reverse().join('/')}`, DtRoteiro: input.DtRoteiro, IdVeiculo: r.IdVeiculo, IdMotorista: r.IdMotorista ?? null, NrRomaneio: null, Regiao: null, pedidos: r.pedidos }).catch((e: unknown) => {
      // The violations of route i say so.
      const err = e as { violations?: { propertyPath: string }[] };
      err.violations?.forEach((v) => (v.propertyPath = `rotas.${i}.${v.propertyPath}`));
      throw e;
    }));
  }
  return ids;
}
