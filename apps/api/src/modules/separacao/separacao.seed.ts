import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import { Decimal, isoDateIn } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { estoqueSaldos, loteEstoqueProduto } from '../catalogo/index.ts';
import { changeStatus, pedidoVenda, pedidoVendaItems } from '../vendas/index.ts';
import { DEMO } from '../../seed/accounts.ts';
import { createLot, refreshLotStatus, setSeparationStatus } from './separacao.service.ts';
import { swapLot } from './troca-lote.service.ts';
import { caixaSeparacaos, conferenciaLeituras, loteSeparacaoItems } from './separacao.table.ts';

/**
 * Demo picking: three lots of the demo's eight most recent open orders, one in each status (Aberto; Em
 * Separação, with an order half checked; Liberado, every order checked), boxes for the checked orders, a few lot swaps, and an order
 * cancelled after it joined its lot (its lines are orphans until someone removes them). Written through the
 * area's services, as a user would (the scans in bulk), so reservations, counts and statuses agree.
 */
export async function seedSeparacao(tx: Tx, demo: DemoSeed): Promise<void> {
  const company = demo.companies.main;
  const today = isoDateIn();
  const op: UseCase = { db: tx, ctx: { user: null, company, locale: 'pt-BR', appDomain: '' }, audit: async () => undefined };
  // The most recent open orders with items: the ones a warehouse would pick now.
  const orders = (
    await tx
      .select({ id: pedidoVenda.CodPedido })
      .from(pedidoVenda)
      .where(
        and(
          eq(pedidoVenda.CdEmpresa, company),
          eq(pedidoVenda.StatusPedido, 'A'),
          eq(pedidoVenda.TpPedidoDeVenda, 'P'),
          exists(tx.select({ x: sql`1` }).from(pedidoVendaItems).where(and(eq(pedidoVendaItems.CodPedido, pedidoVenda.CodPedido), eq(pedidoVendaItems.StItem, 'A')))),
        ),
      )
      .orderBy(desc(pedidoVenda.DtEmissao))
      .limit(8)
  ).map((o) => o.id);
  const lot = async (name: string, ids: number[]) => (await createLot(op, company, { TpAgrupamento: 'M', pedidos: ids, DsLote: name }, today, { strict: false })).added;

  // Liberado: every order scanned to the last unit, packed in a box.
  const released = await lot('Rota Centro - manhã', orders.slice(0, 2));
  for (const order of released) {
    await checkAll(op, company, order);
    await tx.insert(caixaSeparacaos).values({ company, CodPedido: order, NrCaixa: 1, VlPeso: '12.500', IdLoteSeparacao: await lotOf(tx, order) });
  }
  // Em Separação: the first order half checked (in conference), one packed.
  const picking = await lot('Rota Norte - tarde', orders.slice(2, 5));
  if (picking.length) {
    await checkAll(op, company, picking[0], true);
    await tx.insert(caixaSeparacaos).values({ company, CodPedido: picking[0], NrCaixa: 1, VlPeso: '8.250', IdLoteSeparacao: await lotOf(tx, picking[0]) });
  }
  // Aberto: nothing picked yet; a few items moved to another good lot, and one order cancelled (orphan lines).
  const open = await lot('Clientes de balcão', orders.slice(5, 8));
  let swaps = 0;
  for (const order of open) {
    if (swaps >= 2) break;
    swaps += await swapToAnotherLot(op, company, order, today);
  }
  if (open.length > 1) await changeStatus(op, company, open.at(-1)!, 'C');
}

/** How far picking went on a route: its lot only, the first order half checked, or every order checked (Conferido). */
export type RoutePicking = 'lot' | 'half' | 'all';

/**
 * The lot of a demo route and its conference, as the warehouse did them before the route moved on (the routing demo
 * puts routes past picking: their orders have their lot and, from "Em Conferência" on, their scans). The routes'
 * statuses are the routing demo's: the lot's updates of them are put back.
 */
export async function seedRouteLot(tx: Tx, company: number, route: string, orders: number[], how: RoutePicking, today = isoDateIn()): Promise<number[]> {
  const op: UseCase = { db: tx, ctx: { user: null, company, locale: 'pt-BR', appDomain: '' }, audit: async () => undefined };
  // By hand with the route's orders: a stop refused at delivery was picked and loaded all the same.
  const { added } = await createLot(op, company, { TpAgrupamento: 'M', pedidos: orders, DsLote: route }, today, { strict: false });
  if (how === 'half' && added.length) await checkAll(op, company, added[0], true);
  if (how === 'all') for (const order of added) await checkAll(op, company, order);
  return added;
}

async function lotOf(tx: Tx, order: number): Promise<number> {
  const [l] = await tx.select({ lot: loteSeparacaoItems.IdLoteSeparacao }).from(loteSeparacaoItems).where(eq(loteSeparacaoItems.CodPedido, order)).limit(1);
  return l.lot;
}

/**
 * Checks the order's lines (or the first half of them), as scanning each with its quantity typed first would: one
 * scan row per line, the lines counted, the order to R (and to L when all of it), the statuses following. Written
 * in bulk, not scan by scan: every test file's fresh database carries the demo.
 */
async function checkAll(op: UseCase, company: number, order: number, half = false): Promise<void> {
  const lines = await op.db.select().from(loteSeparacaoItems).where(eq(loteSeparacaoItems.CodPedido, order)).orderBy(asc(loteSeparacaoItems.IdLoteSeparacaoItem));
  const chosen = half ? lines.slice(0, Math.max(1, Math.floor(lines.length / 2))) : lines;
  if (!chosen.length) return;
  await op.db.insert(conferenciaLeituras).values(
    chosen.map((l) => ({ company, CdLeitura: randomUUID(), IdLoteSeparacaoItem: l.IdLoteSeparacaoItem, IdLoteSeparacao: l.IdLoteSeparacao, CodPedido: order, IdProduto: l.IdProduto, IdLote: l.IdLote, QtLida: l.QtPedida, NmUsuario: DEMO.user.realname })),
  );
  await op.db.update(loteSeparacaoItems).set({ QtSeparada: sql`${loteSeparacaoItems.QtPedida}` }).where(inArray(loteSeparacaoItems.IdLoteSeparacaoItem, chosen.map((l) => l.IdLoteSeparacaoItem)));
  await changeStatus(op, company, order, 'R');
  if (chosen.length === lines.length) await changeStatus(op, company, order, 'L');
  await setSeparationStatus(op.db, company, order, chosen.length === lines.length ? 'Conferido' : 'Em Conferência', { id: null, name: DEMO.user.realname });
  await refreshLotStatus(op.db, lines[0].IdLoteSeparacao);
}

/** Moves an item's reservation to another good lot of its product with stock to spare; answers 1 when it did. */
async function swapToAnotherLot(op: UseCase, company: number, order: number, today: string): Promise<number> {
  const lines = await op.db.select().from(loteSeparacaoItems).where(and(eq(loteSeparacaoItems.CodPedido, order), gt(loteSeparacaoItems.QtPedida, '0')));
  for (const line of lines) {
    if (line.IdLote === null) continue;
    const [other] = await op.db
      .select({ id: loteEstoqueProduto.IdLote })
      .from(loteEstoqueProduto)
      .innerJoin(estoqueSaldos, eq(estoqueSaldos.IdLote, loteEstoqueProduto.IdLote))
      .where(
        and(
          eq(loteEstoqueProduto.IdProduto, line.IdProduto),
          ne(loteEstoqueProduto.IdLote, line.IdLote),
          sql`${loteEstoqueProduto.DtValidade} >= ${today}`,
          sql`${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada} >= ${line.QtPedida}`,
        ),
      )
      .orderBy(asc(loteEstoqueProduto.DtValidade))
      .limit(1);
    if (!other) continue;
    const [item] = await op.db.select().from(pedidoVendaItems).where(inArray(pedidoVendaItems.IdPedidoVendaItem, [line.IdPedidoVendaItem]));
    await swapLot(op, company, item.IdPedidoVendaItem, {
      idPedidoDeVenda: order,
      produto: { idProduto: item.IdProduto, idPedidoDeVendaItem: item.IdPedidoVendaItem, qtPedida: new Decimal(line.QtPedida).toFixed(3) },
      lote: { lote: other.id },
      loteOrigem: line.IdLote,
    }, today);
    return 1;
  }
  return 0;
}
