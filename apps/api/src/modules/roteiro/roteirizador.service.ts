// O roteirizador sobre os pedidos: os pedidos abertos de um dia (ou os escolhidos), o depósito e os veículos
// disponíveis viram o pedido de otimização (paradas = pedidos, com as coordenadas do cadastro, do geocodificador ou
// da sede do município); a proposta aceita vira roteiros, com a capacidade conferida de novo.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OtimizacaoInput } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { addresses } from '../pessoas/index.ts';
import { enderecoCoordenadas, municipioSedes } from '../geo/index.ts';
import { geocodificar, type GeocoderOptions } from './geocoder.ts';
import { requestOtimizacao } from './otimizacao.service.ts';
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
}

/** Where the company's goods leave from: its first address's coordinates (its own, else its city seat's). */
export async function depositoDe(db: Executor, company: number): Promise<{ lat: number; lng: number } | null> {
  const rows = (await db.execute(sql`select coalesce(ec.lat, s.lat) as lat, coalesce(ec.lng, s.lng) as lng
    from ${addresses} a left join ${enderecoCoordenadas} ec on ec.address_id = a.id left join ${municipioSedes} s on s.ibge = a.city_ibge
    where a.people_id = ${company} order by a.id limit 1`)) as unknown as { rows: { lat: number | null; lng: number | null }[] };
  const [r] = rows.rows;
  return r && r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null;
}

/**
 * With a geocoder configured, the addresses of these orders that only have their city seat get coordinates of their
 * own (kept in endereco_coordenadas, so each address is asked once). A failing geocoder leaves the seat.
 */
async function geocodificarPedidos(db: Executor, geocoder: GeocoderOptions, company: number, pedidos: number[]) {
  if (!pedidos.length) return;
  const rows = (await db.execute(sql`select distinct a.id, a.street, a.number, a.city, a.uf, a.cep from pedido_venda p
    join lateral (select * from addresses a where a.people_id = coalesce(p.id_destino, p.id_cliente) order by a.id limit 1) a on true
    where p.cd_empresa = ${company} and p.cod_pedido in ${sql.raw(`(${pedidos.map(Number).join(',')})`)}
      and not exists (select 1 from endereco_coordenadas ec where ec.address_id = a.id)`)) as unknown as {
    rows: { id: number; street: string | null; number: string | null; city: string | null; uf: string | null; cep: string | null }[];
  };
  for (const a of rows.rows.slice(0, 100)) {
    const found = await geocodificar(geocoder, a).catch(() => null);
    if (found) await db.insert(enderecoCoordenadas).values({ address: a.id, company, lat: found.lat, lng: found.lng, fonte: 'geocoder' }).onConflictDoNothing();
  }
}

/** POST /roteiros/roteirizador: the optimization of a day's open orders as a job; orders with no place are listed with why. */
export async function roteirizarPedidos(op: UseCase, jobs: JobQueue, geocoder: GeocoderOptions | null, company: number, user: number, input: RoteirizarInput) {
  const frota = await op.db
    .select()
    .from(veiculos)
    .where(and(eq(veiculos.company, company), inArray(veiculos.IdVeiculo, input.veiculos.length ? input.veiculos : [0]), eq(veiculos.enable, true)));
  if (frota.length !== new Set(input.veiculos).size) throw violation('veiculos', 'record_not_in_company');
  const deposito = input.deposito ?? (await depositoDe(op.db, company));
  if (!deposito) throw violation('deposito', 'required');
  const filtro = input.pedidos?.length
    ? inArray(viewRoteiroManual.CdPedido, input.pedidos)
    : and(isNull(viewRoteiroManual.IdRoteiro), input.DtEntrega ? eq(viewRoteiroManual.DtEntrega, input.DtEntrega) : undefined);
  const alvo = async () => op.db.select().from(viewRoteiroManual).where(and(eq(viewRoteiroManual.company, company), filtro));
  let pedidos = await alvo();
  if (geocoder && pedidos.some((p) => p.FonteCoordenada !== 'cadastro' && p.FonteCoordenada !== 'geocoder')) {
    await geocodificarPedidos(
      op.db,
      geocoder,
      company,
      pedidos.map((p) => p.CdPedido),
    );
    pedidos = await alvo();
  }
  if (!pedidos.length) throw violation(input.pedidos?.length ? 'pedidos' : 'DtEntrega', 'no_orders_to_route');
  const semLugar = pedidos.filter((p) => p.Lat === null || p.Lng === null);
  const comLugar = pedidos.filter((p) => p.Lat !== null && p.Lng !== null);
  const indice = new Map(frota.map((v, i) => [v.IdVeiculo, i]));
  const travado = new Map((input.travados ?? []).map((t) => [t.CodPedido, indice.get(t.IdVeiculo)]));
  const otimizacao: OtimizacaoInput = {
    deposito,
    paradas: comLugar.map((p) => ({ id: p.CdPedido, lat: p.Lat!, lng: p.Lng!, pesoKg: Number(p.VlPesoBruto), veiculo: travado.get(p.CdPedido) })),
    veiculos: frota.map((v) => ({ id: v.IdVeiculo, capacidadeKg: Number(v.VlCapacidadeKG) })),
    opcoes: { tempoLimiteS: input.tempoLimiteS ?? 5 },
  };
  const job = await requestOtimizacao(op, jobs, { company, user, input: otimizacao });
  return { job, status: `/api/jobs/${job}`, paradas: comLugar.length, semCoordenadas: semLugar.map((p) => ({ parada: p.CdPedido, motivo: 'sem_coordenadas' })) };
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
