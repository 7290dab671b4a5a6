// Os casos de uso dos roteiros, cada um dentro da transação da operação: criar e alterar (veículo, paradas na
// ordem, frete), acrescentar pedidos, mover o status do roteiro e o de cada parada, e acompanhar a separação.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  PARADA_SAIU,
  paradaSegueRoteiro,
  passosAte,
  pedidosSemFatura,
  podeMoverParada,
  podeMoverRoteiro,
  ROTEIRO_EDITAVEL,
  ROTEIRO_EM_ANDAMENTO,
  statusPelaSeparacao,
  type RoteiroInput,
  type RoteiroUpdate,
  type StatusPedidoRoteiro,
  type StatusRoteiro,
} from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError, notFound, validationError, violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { pedidosCobertosPorNotasAutorizadas, pedidosComCancelamentoPendente } from '../fiscal/index.ts';
import { people } from '../pessoas/index.ts';
import { users } from '../admin/index.ts';
import { pedidoVenda, reachPhase, type OrderEvent } from '../vendas/index.ts';
import { excessoDeCarga, excessoParams, ratearPorPeso } from './roteiro.rules.ts';
import { motoristas, roteiroEventos, roteiroPedidos, roteiros, veiculos } from './roteiro.table.ts';

type Roteiro = typeof roteiros.$inferSelect;
interface Quem {
  id: number | null;
  name: string | null;
}

/** Who acts: the user's person's name, else the username. */
export async function quemAge(db: Executor, ctx: UseCase['ctx']): Promise<Quem> {
  if (!ctx.user) return { id: null, name: null };
  const [p] = await db.select({ name: people.name }).from(people).where(eq(people.id, ctx.user.people));
  return { id: ctx.user.id, name: p?.name ?? ctx.user.username };
}

/** Who acted, from a user id (an event another area publishes carries only that): the user's person's name. */
async function quemPorId(db: Executor, user: number | null): Promise<Quem> {
  if (!user) return { id: null, name: null };
  const [u] = await db.select({ name: people.name, username: users.username }).from(users).innerJoin(people, eq(people.id, users.people)).where(eq(users.id, user));
  return { id: user, name: u?.name ?? u?.username ?? null };
}

export async function companyOfRoteiro(db: Executor, id: number): Promise<number | undefined> {
  const [r] = await db.select({ c: roteiros.company }).from(roteiros).where(eq(roteiros.IdRoteiro, id));
  return r?.c;
}

/** The route, locked for the transaction (its stops and status change together). */
async function lockRoteiro(db: Tx, company: number, id: number): Promise<Roteiro> {
  const [r] = await db.select().from(roteiros).where(and(eq(roteiros.IdRoteiro, id), eq(roteiros.company, company))).for('update');
  if (!r) throw notFound();
  return r;
}

async function veiculoDa(db: Tx, company: number, id: number) {
  // Locked: two routes moving into progress with the same vehicle are decided one after the other.
  const [v] = await db.select().from(veiculos).where(and(eq(veiculos.IdVeiculo, id), eq(veiculos.company, company))).for('update');
  if (!v || !v.enable) throw violation('IdVeiculo', 'record_not_in_company');
  return v;
}

async function confereMotorista(db: Tx, company: number, id: number | null | undefined) {
  if (!id) return;
  const [m] = await db.select({ id: motoristas.IdMotorista }).from(motoristas).where(and(eq(motoristas.IdMotorista, id), eq(motoristas.company, company)));
  if (!m) throw violation('IdMotorista', 'record_not_in_company');
}

/** The route's live stops in order, with the orders' weight. */
async function paradasDe(db: Executor, id: number) {
  return db
    .select({ id: roteiroPedidos.IdRoteiroPedido, CodPedido: roteiroPedidos.CodPedido, status: roteiroPedidos.StatusPedidoRoteiro, peso: pedidoVenda.VlPesoBruto })
    .from(roteiroPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, roteiroPedidos.CodPedido))
    .where(and(eq(roteiroPedidos.IdRoteiro, id), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')))
    .orderBy(asc(roteiroPedidos.NrOrdem), asc(roteiroPedidos.IdRoteiroPedido));
}

/** 422 on `campo` when the weights pass the vehicle's capacity, saying by how much. */
function confereCapacidade(pesos: string[], capacidade: string, campo: string, locale: string) {
  const excesso = excessoDeCarga(pesos, capacidade);
  if (excesso) throw violation(campo, 'capacity_exceeded', excessoParams(excesso.peso, capacidade, excesso.excesso, locale));
}

/** 422 on `pedidos` when one of these stops already went on the road (PARADA_SAIU): it stays on its route. */
function confereParadasQueSaem(saem: { CodPedido: number; status: string }[]) {
  const saiu = saem.find((s) => PARADA_SAIU.includes(s.status as StatusPedidoRoteiro));
  if (saiu) throw violation('pedidos', 'stop_not_removable', { pedido: saiu.CodPedido, status: saiu.status });
}

/** 422 when the vehicle is already on another route in progress. */
async function confereVeiculoLivre(db: Tx, idVeiculo: number, idRoteiro: number) {
  const outro = await outroRoteiroNoVeiculo(db, idVeiculo, idRoteiro);
  if (outro) throw violation('IdVeiculo', 'vehicle_busy', { roteiro: `${outro.id} - ${outro.nome}` });
}

/** The orders that may join a route: of the company, orders (not quotes), not cancelled nor returned, on no other live route. */
async function pedidosRoteirizaveis(db: Tx, company: number, idRoteiro: number, pedidos: number[]) {
  if (new Set(pedidos).size !== pedidos.length) throw violation('pedidos', 'invalid_value');
  const rows = pedidos.length
    ? await db
        .select({ CodPedido: pedidoVenda.CodPedido, peso: pedidoVenda.VlPesoBruto, tipo: pedidoVenda.TpPedidoDeVenda, status: pedidoVenda.StatusPedido })
        .from(pedidoVenda)
        .where(and(eq(pedidoVenda.CdEmpresa, company), inArray(pedidoVenda.CodPedido, pedidos)))
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.CodPedido, r]));
  const violations = [];
  for (const [i, cod] of pedidos.entries()) {
    const o = byId.get(cod);
    if (!o || o.tipo === 'O' || o.status === 'C' || o.status === 'D') violations.push({ propertyPath: `pedidos.${i}`, message: 'order_not_routable', params: { pedido: cod } });
  }
  if (violations.length) throw validationError(violations);
  const outras = pedidos.length
    ? await db
        .select({ CodPedido: roteiroPedidos.CodPedido, IdRoteiro: roteiroPedidos.IdRoteiro })
        .from(roteiroPedidos)
        .where(and(inArray(roteiroPedidos.CodPedido, pedidos), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado'), ne(roteiroPedidos.IdRoteiro, idRoteiro)))
    : [];
  if (outras.length)
    throw validationError(outras.map((o) => ({ propertyPath: `pedidos.${pedidos.indexOf(o.CodPedido)}`, message: 'order_in_other_route', params: { pedido: o.CodPedido, roteiro: o.IdRoteiro } })));
  return pedidos.map((c) => byId.get(c)!);
}

async function evento(db: Tx, company: number, idRoteiro: number, codPedido: number | null, de: string | null, para: string, quem: Quem, motivo?: string | null) {
  await db.insert(roteiroEventos).values({ company, IdRoteiro: idRoteiro, CodPedido: codPedido, StatusAnterior: de, Status: para, DsMotivo: motivo ?? null, IdUsuario: quem.id, NmUsuario: quem.name });
}

/** Apportions the route's freight over its live stops by weight, in cents that add up to the total. */
export async function ratearFrete(db: Tx, id: number): Promise<void> {
  const [r] = await db.select({ frete: roteiros.VlFreteTransportador }).from(roteiros).where(eq(roteiros.IdRoteiro, id));
  const paradas = await paradasDe(db, id);
  const partes = ratearPorPeso(r.frete, paradas.map((p) => p.peso));
  for (const [i, p] of paradas.entries()) await db.update(roteiroPedidos).set({ VlFreteRateado: partes[i] }).where(eq(roteiroPedidos.IdRoteiroPedido, p.id));
  await db.update(roteiroPedidos).set({ VlFreteRateado: '0' }).where(and(eq(roteiroPedidos.IdRoteiro, id), eq(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')));
}

/**
 * Writes the route's stops as `pedidos` says, in that order: orders that left are deleted (a route still being
 * planned forgets them), new ones join with the status the route's gives them. Checks capacity first. A stop that
 * already went on the road (moved by hand, PARADA_SAIU) does not leave: it is the delivery's history.
 */
async function gravaParadas(op: UseCase, r: Roteiro, pedidos: number[], capacidade: string, quem: Quem) {
  if (!ROTEIRO_EDITAVEL.includes(r.StatusRoteiro as StatusRoteiro)) throw violation('pedidos', 'route_not_editable', { status: r.StatusRoteiro });
  const ordens = await pedidosRoteirizaveis(op.db, r.company, r.IdRoteiro, pedidos);
  confereCapacidade(
    ordens.map((o) => o.peso),
    capacidade,
    'pedidos',
    op.ctx.locale,
  );
  const atuais = await paradasDe(op.db, r.IdRoteiro);
  const saem = atuais.filter((a) => !pedidos.includes(a.CodPedido));
  confereParadasQueSaem(saem);
  if (saem.length) await op.db.delete(roteiroPedidos).where(inArray(roteiroPedidos.IdRoteiroPedido, saem.map((s) => s.id)));
  for (const s of saem) await evento(op.db, r.company, r.IdRoteiro, s.CodPedido, s.status, 'Removido', quem);
  const status = paradaSegueRoteiro(r.StatusRoteiro as StatusRoteiro, 'Aberto');
  for (const [i, cod] of pedidos.entries()) {
    const atual = atuais.find((a) => a.CodPedido === cod);
    if (atual) await op.db.update(roteiroPedidos).set({ NrOrdem: i + 1 }).where(eq(roteiroPedidos.IdRoteiroPedido, atual.id));
    else {
      await op.db.insert(roteiroPedidos).values({ company: r.company, IdRoteiro: r.IdRoteiro, CodPedido: cod, NrOrdem: i + 1, StatusPedidoRoteiro: status, IdUsuarioStatus: quem.id, NmUsuarioStatus: quem.name });
      await evento(op.db, r.company, r.IdRoteiro, cod, null, status, quem);
    }
  }
}

/** POST /roteiros. */
export async function criarRoteiro(op: UseCase, company: number, input: RoteiroInput): Promise<number> {
  const v = await veiculoDa(op.db, company, input.IdVeiculo);
  await confereMotorista(op.db, company, input.IdMotorista);
  const [r] = await op.db
    .insert(roteiros)
    .values({
      company,
      NmRoteiro: input.NmRoteiro,
      DtRoteiro: input.DtRoteiro,
      NrRomaneio: input.NrRomaneio || null,
      Regiao: input.Regiao || null,
      IdVeiculo: v.IdVeiculo,
      IdMotorista: input.IdMotorista ?? null,
      VlFreteTransportador: input.VlFreteTransportador ?? '0',
    })
    .returning();
  const quem = await quemAge(op.db, op.ctx);
  await evento(op.db, company, r.IdRoteiro, null, null, 'Aberto', quem);
  if (input.pedidos?.length) await gravaParadas(op, r, input.pedidos, v.VlCapacidadeKG, quem);
  await ratearFrete(op.db, r.IdRoteiro);
  // Orders already picked or checked (a lot by date or by hand, built before the route) take the route along.
  if (input.pedidos?.length) await seguirSeparacao(op.db, r.IdRoteiro, quem);
  await op.audit({ entity: 'Roteiro', id: r.IdRoteiro, action: 'create', company, after: { ...input } });
  return r.IdRoteiro;
}

/** PUT /roteiros/{id}: header fields, vehicle (capacity checked again), stops in order. */
export async function alterarRoteiro(op: UseCase, company: number, id: number, input: RoteiroUpdate): Promise<void> {
  const r = await lockRoteiro(op.db, company, id);
  // A screen's list of stops replaces the route's: read before someone else's change, it would undo that change.
  if (input.version !== undefined && input.version !== r.version) throw new AppError('stale_version', 'route_changed');
  if (r.StatusRoteiro === 'Entregue' || r.StatusRoteiro === 'Cancelado') throw violation('StatusRoteiro', 'route_not_editable', { status: r.StatusRoteiro });
  const idVeiculo = input.IdVeiculo ?? r.IdVeiculo;
  const v = await veiculoDa(op.db, company, idVeiculo);
  if (input.IdVeiculo && input.IdVeiculo !== r.IdVeiculo && ROTEIRO_EM_ANDAMENTO.includes(r.StatusRoteiro as StatusRoteiro)) await confereVeiculoLivre(op.db, idVeiculo, id);
  if (input.IdMotorista !== undefined) await confereMotorista(op.db, company, input.IdMotorista);
  const set: Partial<Roteiro> = {};
  if (input.NmRoteiro !== undefined) set.NmRoteiro = input.NmRoteiro;
  if (input.DtRoteiro !== undefined) set.DtRoteiro = input.DtRoteiro;
  if (input.NrRomaneio !== undefined) set.NrRomaneio = input.NrRomaneio || null;
  if (input.Regiao !== undefined) set.Regiao = input.Regiao || null;
  if (input.IdMotorista !== undefined) set.IdMotorista = input.IdMotorista ?? null;
  if (input.VlFreteTransportador !== undefined) set.VlFreteTransportador = input.VlFreteTransportador ?? '0';
  set.IdVeiculo = idVeiculo;
  const quem = await quemAge(op.db, op.ctx);
  if (input.pedidos) await gravaParadas(op, r, input.pedidos, v.VlCapacidadeKG, quem);
  else if (input.IdVeiculo && input.IdVeiculo !== r.IdVeiculo)
    confereCapacidade(
      (await paradasDe(op.db, id)).map((p) => p.peso),
      v.VlCapacidadeKG,
      'IdVeiculo',
      op.ctx.locale,
    );
  await op.db
    .update(roteiros)
    .set({ ...set, version: sql`${roteiros.version} + 1` })
    .where(eq(roteiros.IdRoteiro, id));
  await ratearFrete(op.db, id);
  // The stops that joined or left may be further in picking than the route (or were what held it back).
  if (input.pedidos) await seguirSeparacao(op.db, id, quem);
  await op.audit({ entity: 'Roteiro', id, action: 'update', company, before: { ...r }, after: { ...input } });
}

/**
 * POST /roteiros/pedidos: orders added at the end of a route. With `mover`, orders on another route of the company
 * leave it in the same transaction (a drag from one route to another): when the target refuses them (capacity), the
 * source keeps them. The routes are locked in id order, so two moves in opposite directions wait for each other.
 */
export async function acrescentarPedidos(op: UseCase, company: number, id: number, pedidos: number[], mover = false): Promise<void> {
  const origens = mover
    ? await op.db
        .selectDistinct({ id: roteiroPedidos.IdRoteiro })
        .from(roteiroPedidos)
        .where(and(inArray(roteiroPedidos.CodPedido, pedidos), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado'), ne(roteiroPedidos.IdRoteiro, id), eq(roteiroPedidos.company, company)))
    : [];
  const ids = [id, ...origens.map((o) => o.id)].sort((a, b) => a - b);
  await op.db.select({ id: roteiros.IdRoteiro }).from(roteiros).where(and(inArray(roteiros.IdRoteiro, ids), eq(roteiros.company, company))).orderBy(asc(roteiros.IdRoteiro)).for('update');
  const r = await lockRoteiro(op.db, company, id);
  for (const o of origens) {
    const restantes = (await paradasDe(op.db, o.id)).map((p) => p.CodPedido).filter((c) => !pedidos.includes(c));
    await alterarRoteiro(op, company, o.id, { pedidos: restantes });
  }
  const atuais = (await paradasDe(op.db, id)).map((p) => p.CodPedido);
  const todos = [...atuais, ...pedidos.filter((p) => !atuais.includes(p))];
  try {
    await alterarRoteiro(op, company, r.IdRoteiro, { pedidos: todos });
  } catch (error) {
    // A refused order is named by its place in the body, not in the route's whole list.
    if (error instanceof AppError)
      for (const v of error.violations) {
        const m = /^pedidos\.(\d+)$/.exec(v.propertyPath);
        if (m) v.propertyPath = `pedidos.${pedidos.indexOf(todos[Number(m[1])])}`;
      }
    throw error;
  }
}

/**
 * POST /roteiros/{id}/retirar: these orders leave the route (back to the orders to route) and the other stops stay in
 * their order, as the route is now: a board that read the route a moment ago does not drop an order someone else
 * just put on it (a PUT with its whole list would). An order not on the route is 422 on its place in the body.
 */
export async function retirarPedidos(op: UseCase, company: number, id: number, pedidos: number[]): Promise<void> {
  await lockRoteiro(op.db, company, id);
  const atuais = (await paradasDe(op.db, id)).map((p) => p.CodPedido);
  const fora = pedidos.flatMap((cod, i) => (atuais.includes(cod) ? [] : [{ propertyPath: `pedidos.${i}`, message: 'order_not_in_route', params: { pedido: cod } }]));
  if (fora.length) throw validationError(fora);
  await alterarRoteiro(op, company, id, { pedidos: atuais.filter((c) => !pedidos.includes(c)) });
}

/** DELETE /roteiro/{id}: a route still open is deleted with its stops; one past that is cancelled instead. */
export async function excluirRoteiro(op: UseCase, company: number, id: number): Promise<'excluido' | 'cancelado'> {
  const r = await lockRoteiro(op.db, company, id);
  if (r.StatusRoteiro === 'Aberto') {
    // A stop moved by hand may be on the road (or back) while its route is still open: it is not deleted with it.
    confereParadasQueSaem(await paradasDe(op.db, id));
    await op.db.delete(roteiros).where(eq(roteiros.IdRoteiro, id));
    await op.audit({ entity: 'Roteiro', id, action: 'delete', company, before: { ...r } });
    return 'excluido';
  }
  await moverRoteiro(op, company, id, 'Cancelado');
  return 'cancelado';
}

/** Moves the route's stops along with it (paradaSegueRoteiro), each move written. */
async function paradasSeguem(db: Tx, r: Roteiro, para: StatusRoteiro, quem: Quem) {
  for (const p of await paradasDe(db, r.IdRoteiro)) {
    const novo = paradaSegueRoteiro(para, p.status as StatusPedidoRoteiro);
    if (novo === p.status) continue;
    await db
      .update(roteiroPedidos)
      .set({ StatusPedidoRoteiro: novo, DtStatus: sql`now()`, IdUsuarioStatus: quem.id, NmUsuarioStatus: quem.name })
      .where(eq(roteiroPedidos.IdRoteiroPedido, p.id));
    await evento(db, r.company, r.IdRoteiro, p.CodPedido, p.status, novo, quem);
  }
}

async function aplicaMovimento(db: Tx, r: Roteiro, para: StatusRoteiro, quem: Quem) {
  await db
    .update(roteiros)
    .set({ StatusRoteiro: para, version: sql`${roteiros.version} + 1` })
    .where(eq(roteiros.IdRoteiro, r.IdRoteiro));
  await evento(db, r.company, r.IdRoteiro, null, r.StatusRoteiro, para, quem);
  await paradasSeguem(db, r, para, quem);
  if (para === 'Cancelado') await ratearFrete(db, r.IdRoteiro);
}

/**
 * The route leaves only with every live stop's order invoiced: the order wholly or partly invoiced (T, P), or
 * every item of it in invoices SEFAZ authorised; and with no invoice of them whose cancellation awaits SEFAZ. 422
 * naming the orders (or the invoice) that hold it.
 */
async function confereFaturados(db: Tx, company: number, id: number): Promise<void> {
  const { semFatura, cancelando } = await oQuePrendeASaida(db, company, id, { trava: true });
  if (semFatura.length) throw violation('StatusRoteiro', 'route_orders_not_invoiced', { pedidos: semFatura.join(', '), count: semFatura.length });
  if (cancelando.length) throw violation('StatusRoteiro', 'route_invoice_cancel_pending', { pedido: cancelando[0].pedido, numero: cancelando[0].numero, serie: cancelando[0].serie });
}

/**
 * What keeps the route's live stops (or its stop `codPedido`) from going on the road, in ascending order: the orders
 * not invoiced yet (pedidosSemFatura), and those with an invoice whose cancellation is signed or sent to SEFAZ (the
 * cancellation went because the goods had not left; registered, the order has no valid invoice to travel with).
 * `trava`: the stops' rows are locked first (in id order), so that a cancellation, which reads them FOR SHARE before it
 * is written, either waits for the move and sees the stop on the road, or is committed before the check reads it.
 */
async function oQuePrendeASaida(db: Tx, company: number, id: number, { codPedido, trava = false }: { codPedido?: number; trava?: boolean } = {}) {
  const consulta = db
    .select({ CodPedido: roteiroPedidos.CodPedido, StatusPedido: pedidoVenda.StatusPedido })
    .from(roteiroPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, roteiroPedidos.CodPedido))
    .where(and(eq(roteiroPedidos.IdRoteiro, id), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado'), codPedido === undefined ? undefined : eq(roteiroPedidos.CodPedido, codPedido)))
    .orderBy(asc(roteiroPedidos.IdRoteiroPedido));
  const paradas = trava ? await consulta.for('update', { of: roteiroPedidos }) : await consulta;
  const pedidos = paradas.map((p) => p.CodPedido);
  const cobertos = await pedidosCobertosPorNotasAutorizadas(db, company, pedidos);
  const pendentes = await pedidosComCancelamentoPendente(db, company, pedidos);
  return {
    semFatura: pedidosSemFatura(paradas.map((p) => ({ ...p, cobertoPorNotas: cobertos.has(p.CodPedido) }))),
    cancelando: [...pendentes].map(([pedido, nota]) => ({ pedido, ...nota })).sort((a, b) => a.pedido - b.pedido),
  };
}

/**
 * PUT /roteiros/{id}/status: a move the table allows; entering progress needs the vehicle free and the load within
 * capacity; cancelling, no stop on the road.
 */
export async function moverRoteiro(op: UseCase, company: number, id: number, para: StatusRoteiro): Promise<void> {
  const r = await lockRoteiro(op.db, company, id);
  const de = r.StatusRoteiro as StatusRoteiro;
  if (de === para) return;
  if (!podeMoverRoteiro(de, para)) throw violation('StatusRoteiro', 'status_move_not_allowed', { de, para });
  if (ROTEIRO_EM_ANDAMENTO.includes(para) && !ROTEIRO_EM_ANDAMENTO.includes(de)) {
    const v = await veiculoDa(op.db, company, r.IdVeiculo);
    await confereVeiculoLivre(op.db, r.IdVeiculo, id);
    confereCapacidade(
      (await paradasDe(op.db, id)).map((p) => p.peso),
      v.VlCapacidadeKG,
      'pedidos',
      op.ctx.locale,
    );
  }
  if (para === 'Em Rota') await confereFaturados(op.db, company, id);
  // Cancelling would cancel a stop moved on the road by hand (delivered or refused ones keep their status).
  if (para === 'Cancelado') confereParadasQueSaem((await paradasDe(op.db, id)).filter((p) => p.status === 'Em Rota'));
  await aplicaMovimento(op.db, r, para, await quemAge(op.db, op.ctx));
  await op.audit({ entity: 'Roteiro', id, action: 'altera-status', company, before: { StatusRoteiro: de }, after: { StatusRoteiro: para } });
}

/**
 * PUT /roteiros/{id}/pedidos/{codPedido}/status: a stop delivered, refused (with its reason)... When every stop of a
 * route on the road is delivered, refused or cancelled, the route is delivered. A stop goes on the road (Em Rota)
 * only with its order invoiced, by the rule the route leaves by (pedidosSemFatura).
 */
export async function moverParada(op: UseCase, company: number, id: number, codPedido: number, para: StatusPedidoRoteiro, motivo: string | null | undefined): Promise<void> {
  const r = await lockRoteiro(op.db, company, id);
  const [p] = await op.db
    .select()
    .from(roteiroPedidos)
    .where(and(eq(roteiroPedidos.IdRoteiro, id), eq(roteiroPedidos.CodPedido, codPedido), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')));
  if (!p) throw notFound();
  const de = p.StatusPedidoRoteiro as StatusPedidoRoteiro;
  if (!podeMoverParada(de, para)) throw violation('StatusPedidoRoteiro', 'status_move_not_allowed', { de, para });
  // The route's rule for leaving, stop by stop: an order goes on the road only invoiced (pedidosSemFatura), and not
  // while the cancellation of its invoice awaits SEFAZ.
  if (para === 'Em Rota') {
    const { semFatura, cancelando } = await oQuePrendeASaida(op.db, company, id, { codPedido, trava: true });
    if (semFatura.length) throw violation('StatusPedidoRoteiro', 'stop_order_not_invoiced', { pedido: codPedido });
    if (cancelando.length) throw violation('StatusPedidoRoteiro', 'stop_invoice_cancel_pending', { pedido: codPedido, numero: cancelando[0].numero, serie: cancelando[0].serie });
  }
  const quem = await quemAge(op.db, op.ctx);
  await op.db
    .update(roteiroPedidos)
    .set({ StatusPedidoRoteiro: para, DsMotivo: para === 'Recusado' ? (motivo ?? null) : null, DtStatus: sql`now()`, IdUsuarioStatus: quem.id, NmUsuarioStatus: quem.name })
    .where(eq(roteiroPedidos.IdRoteiroPedido, p.IdRoteiroPedido));
  await evento(op.db, company, id, codPedido, de, para, quem, motivo);
  // A delivered order reaches the workflow's delivered phase, when the company's workflow has one.
  if (para === 'Entregue') await reachPhase(op.db, company, codPedido, 'E', op.ctx.user?.id ?? null);
  await op.audit({ entity: 'RoteiroPedido', id: p.IdRoteiroPedido, action: 'altera-status', company, before: { StatusPedidoRoteiro: de }, after: { StatusPedidoRoteiro: para, DsMotivo: motivo ?? null } });
  if (r.StatusRoteiro === 'Em Rota') {
    const restantes = (await paradasDe(op.db, id)).filter((s) => s.status !== 'Entregue' && s.status !== 'Recusado');
    if (restantes.length === 0) await aplicaMovimento(op.db, r, 'Entregue', quem);
  }
}

/**
 * Picking and conference move the routes of `pedidos` forward (statusPelaSeparacao): whatever lot each order is in
 * (grouped by route, by delivery date or by hand), an order being picked puts its route in Em Separação, all its
 * lots released in Separado, one being checked in Em Conferência, all checked (or closed with items missing) in Em
 * Carregamento. Only forward moves the table allows; a route already past them stays.
 */
export async function acompanharSeparacao(db: Tx, pedidos: number[], quem: Quem): Promise<void> {
  if (!pedidos.length) return;
  const ids = await db
    .selectDistinct({ id: roteiroPedidos.IdRoteiro })
    .from(roteiroPedidos)
    .where(and(inArray(roteiroPedidos.CodPedido, pedidos), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')));
  for (const { id } of ids) await seguirSeparacao(db, id, quem);
}

/** How picking stands for each live stop of the route: the order's separation status and its lot's (either null). */
async function separacaoDasParadas(db: Executor, id: number) {
  // Picking's tables are read by name: the picking area calls into routing, so routing cannot import them.
  const estados = (await db.execute(sql`select ss.status_separacao_pedido as separacao, l.status_lote_separacao as lote
      from roteiro_pedidos rp
      left join pedido_separacao_statuses ss on ss.cod_pedido = rp.cod_pedido
      left join lote_separacao_pedidos lp on lp.cod_pedido = rp.cod_pedido
      left join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
      where rp.id_roteiro = ${id} and rp.status_pedido_roteiro <> 'Cancelado'`)) as unknown as { rows: { separacao: string | null; lote: string | null }[] };
  return estados.rows;
}

/** Another route in progress on the vehicle, or null. */
async function outroRoteiroNoVeiculo(db: Executor, idVeiculo: number, idRoteiro: number) {
  const [outro] = await db
    .select({ id: roteiros.IdRoteiro, nome: roteiros.NmRoteiro })
    .from(roteiros)
    .where(and(eq(roteiros.IdVeiculo, idVeiculo), ne(roteiros.IdRoteiro, idRoteiro), inArray(roteiros.StatusRoteiro, [...ROTEIRO_EM_ANDAMENTO])))
    .limit(1);
  return outro ?? null;
}

/**
 * Moves one route as far as its stops' picking says. A route that would take its vehicle while the vehicle is on
 * another route in progress waits in Aberto; why it waits is what pendenciasDoRoteiro answers.
 */
async function seguirSeparacao(db: Tx, id: number, quem: Quem): Promise<void> {
  const [r] = await db.select().from(roteiros).where(eq(roteiros.IdRoteiro, id)).for('update');
  let atual = r;
  for (const passo of passosAte(r.StatusRoteiro as StatusRoteiro, statusPelaSeparacao(await separacaoDasParadas(db, id)))) {
    if (ROTEIRO_EM_ANDAMENTO.includes(passo) && !ROTEIRO_EM_ANDAMENTO.includes(atual.StatusRoteiro as StatusRoteiro) && (await outroRoteiroNoVeiculo(db, r.IdVeiculo, id))) break;
    await aplicaMovimento(db, atual, passo, quem);
    atual = { ...atual, StatusRoteiro: passo };
  }
}

/**
 * Why the route is not where its stops' picking would take it, and what holds its departure: the status picking
 * asks for, the other route holding the vehicle when that keeps it waiting, the orders not invoiced yet, and the
 * invoices whose cancellation awaits SEFAZ (their stops wait for the answer).
 */
export async function pendenciasDoRoteiro(db: Tx, company: number, id: number) {
  const [r] = await db.select().from(roteiros).where(and(eq(roteiros.IdRoteiro, id), eq(roteiros.company, company)));
  if (!r) throw notFound();
  const alvo = statusPelaSeparacao(await separacaoDasParadas(db, id));
  const passos = passosAte(r.StatusRoteiro as StatusRoteiro, alvo);
  const veiculo = passos.length && !ROTEIRO_EM_ANDAMENTO.includes(r.StatusRoteiro as StatusRoteiro) ? await outroRoteiroNoVeiculo(db, r.IdVeiculo, id) : null;
  const saida = await oQuePrendeASaida(db, company, id);
  return {
    StatusRoteiro: r.StatusRoteiro,
    separacaoPede: passos.length ? alvo : null,
    veiculoEm: veiculo ? `${veiculo.id} - ${veiculo.nome}` : null,
    pedidosSemFatura: saida.semFatura,
    notasCancelando: saida.cancelando,
  };
}

/**
 * Sales' order events (declared in roteiro.module.ts): an order cancelled or returned leaves the stop it still has on
 * a route before the road (the stop cancelled with the reason, the move written, the route's freight apportioned
 * again), so the route no longer carries, charges or waits for it. A stop on the road, delivered or refused
 * (PARADA_SAIU) stays: it is the delivery's history. The route is not locked here: the order is, by sales, and route
 * edits lock the route before its orders.
 */
export async function onOrder(db: Tx, e: OrderEvent, user: number | null): Promise<void> {
  if (e.type !== 'cancelled' && e.type !== 'returned') return;
  const paradas = await db
    .select()
    .from(roteiroPedidos)
    .where(and(eq(roteiroPedidos.CodPedido, e.order), eq(roteiroPedidos.company, e.company), notInArray(roteiroPedidos.StatusPedidoRoteiro, ['Cancelado', ...PARADA_SAIU])));
  if (!paradas.length) return;
  const quem = await quemPorId(db, user);
  const motivo = e.type === 'cancelled' ? 'Pedido cancelado' : 'Pedido devolvido';
  for (const p of paradas) {
    await db
      .update(roteiroPedidos)
      .set({ StatusPedidoRoteiro: 'Cancelado', DsMotivo: motivo, DtStatus: sql`now()`, IdUsuarioStatus: quem.id, NmUsuarioStatus: quem.name })
      .where(eq(roteiroPedidos.IdRoteiroPedido, p.IdRoteiroPedido));
    await evento(db, e.company, p.IdRoteiro, e.order, p.StatusPedidoRoteiro, 'Cancelado', quem, motivo);
    await ratearFrete(db, p.IdRoteiro);
  }
}
