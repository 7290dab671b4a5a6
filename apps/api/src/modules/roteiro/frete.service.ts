// O frete: cotações de um pedido, uma por transportadora ativa, cada uma uma tarefa na fila (StFilaCotacao A, depois
// F com preço e prazo, ou E com o erro); a escolhida vira a transportadora e o frete do pedido.
import { and, desc, eq, sql } from 'drizzle-orm';
import { especificidade, isoDateIn, translateMessage, type TabelaFrete } from '@backoffice/domain';
import type { Database, Executor } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { addresses, people, peopleLinks } from '../pessoas/index.ts';
import { pedidoVenda, setOrderFreight } from '../vendas/index.ts';
import { precoFrete, somarDiasUteis, tabelaAtende, type Destino } from './roteiro.rules.ts';
import { freteCotacoes, freteRotas } from './roteiro.table.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

/** One carrier's freight quote, in the background (declared in roteiro.module.ts). */
export const COTACAO_JOB = defineJob<CotacaoJob>({ type: 'frete.cotacao', run: ({ data, deps }) => runCotacao(deps.database, data) });

export interface CotacaoJob {
  company: number;
  cotacao: number;
}

export async function companyOfCotacao(db: Executor, id: number): Promise<number | undefined> {
  const [q] = await db.select({ c: freteCotacoes.company }).from(freteCotacoes).where(eq(freteCotacoes.CdCotacao, id));
  return q?.c;
}

/** POST /fretes/cotacoes: one quote per active carrier of the order's company, each queued as its own job. */
export async function cotarPedido(op: UseCase, jobs: JobQueue, company: number, codPedido: number, user: number): Promise<{ CodPedido: number; cotacoes: number[]; jobs: number[] }> {
  const [o] = await op.db.select({ cod: pedidoVenda.CodPedido }).from(pedidoVenda).where(and(eq(pedidoVenda.CodPedido, codPedido), eq(pedidoVenda.CdEmpresa, company)));
  if (!o) throw violation('CodPedido', 'record_not_in_company');
  const carriers = await op.db
    .select({ id: peopleLinks.people })
    .from(peopleLinks)
    .innerJoin(people, eq(people.id, peopleLinks.people))
    .where(and(eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'carrier'), eq(peopleLinks.enable, true), eq(people.enable, true)))
    .orderBy(peopleLinks.people);
  if (!carriers.length) throw violation('CodPedido', 'no_active_carrier');
  const cotacoes: number[] = [];
  const ids: number[] = [];
  for (const c of carriers) {
    const [q] = await op.db.insert(freteCotacoes).values({ company, CodPedido: codPedido, IdTransportador: c.id, StFilaCotacao: 'A' }).returning({ id: freteCotacoes.CdCotacao });
    const job = await jobs.send(COTACAO_JOB, { company, cotacao: q.id }, { company, createdBy: user, permission: 'frete', maxAttempts: 1 }, op.db);
    await op.db.update(freteCotacoes).set({ IdJob: job }).where(eq(freteCotacoes.CdCotacao, q.id));
    cotacoes.push(q.id);
    ids.push(job);
  }
  await op.audit({ entity: 'PedidoDeVenda', id: codPedido, action: 'cotar-frete', company, after: { cotacoes } });
  return { CodPedido: codPedido, cotacoes, jobs: ids };
}

/** Where an order goes: its destination's first address, else its client's. */
async function destinoDe(db: Executor, order: { IdDestino: number | null; IdCliente: number | null }): Promise<Destino> {
  const who = order.IdDestino ?? order.IdCliente;
  if (!who) return { uf: null, ibge: null, cep: null };
  const [a] = await db.select({ uf: addresses.uf, ibge: addresses.cityIbge, cep: addresses.cep }).from(addresses).where(eq(addresses.people, who)).orderBy(addresses.id).limit(1);
  return { uf: a?.uf ?? null, ibge: a?.ibge ?? null, cep: a?.cep ?? null };
}

/**
 * Prices one quote from the carrier's freight table: the most specific enabled line that serves the destination and
 * the order's weight (CEP range, then city, then UF, then anywhere); the lead time in business days from today, the
 * destination's state holidays skipped too. No line: E with why.
 */
export async function runCotacao(database: Database, data: CotacaoJob, today = isoDateIn()): Promise<{ StFilaCotacao: string }> {
  return inTransaction(database.db, async (tx) => {
    const [q] = await tx.select().from(freteCotacoes).where(eq(freteCotacoes.CdCotacao, data.cotacao)).for('update');
    if (!q || q.StFilaCotacao !== 'A') return { StFilaCotacao: q?.StFilaCotacao ?? 'E' };
    const [o] = await tx
      .select({ IdDestino: pedidoVenda.IdDestino, IdCliente: pedidoVenda.IdCliente, peso: pedidoVenda.VlPesoBruto, valor: pedidoVenda.VlTotal })
      .from(pedidoVenda)
      .where(eq(pedidoVenda.CodPedido, q.CodPedido));
    const destino = await destinoDe(tx, o);
    const linhas = await tx
      .select()
      .from(freteRotas)
      .where(and(eq(freteRotas.company, q.company), eq(freteRotas.IdTransportador, q.IdTransportador), eq(freteRotas.enable, true)));
    const [melhor] = linhas
      .filter((l) => tabelaAtende(l as TabelaFrete, destino, o.peso))
      .sort((a, b) => especificidade(b as TabelaFrete) - especificidade(a as TabelaFrete) || a.IdFreteRota - b.IdFreteRota);
    if (!melhor) {
      await tx
        .update(freteCotacoes)
        .set({ StFilaCotacao: 'E', DsErro: translateMessage('no_freight_table', 'pt-BR'), DtCotacao: sql`now()` })
        .where(eq(freteCotacoes.CdCotacao, q.CdCotacao));
      return { StFilaCotacao: 'E' };
    }
    await tx
      .update(freteCotacoes)
      .set({
        StFilaCotacao: 'F',
        DsErro: null,
        CdFrete: melhor.IdFreteRota,
        VlTotal: precoFrete(melhor as TabelaFrete, o.peso, o.valor),
        DiasPrazo: melhor.DiasPrazo,
        DtPrevisaoEntrega: somarDiasUteis(today, melhor.DiasPrazo, destino.uf),
        DtCotacao: sql`now()`,
      })
      .where(eq(freteCotacoes.CdCotacao, q.CdCotacao));
    return { StFilaCotacao: 'F' };
  });
}

/**
 * PUT /fretes/cotacoes/{id}/escolher: the winner sets the order's carrier and freight through the sales area (its
 * total, taxes and installments follow, in this transaction); the order's other quotes are no longer chosen.
 */
export async function escolherCotacao(op: UseCase, company: number, id: number) {
  const [q] = await op.db.select().from(freteCotacoes).where(and(eq(freteCotacoes.CdCotacao, id), eq(freteCotacoes.company, company))).for('update');
  if (!q) throw notFound();
  if (q.StFilaCotacao !== 'F' || q.VlTotal === null) throw violation('StFilaCotacao', 'quote_not_finished');
  await op.db.update(freteCotacoes).set({ StEscolhida: false }).where(eq(freteCotacoes.CodPedido, q.CodPedido));
  await op.db.update(freteCotacoes).set({ StEscolhida: true }).where(eq(freteCotacoes.CdCotacao, id));
  const before = await setOrderFreight(op.db, company, q.CodPedido, { IdTransportador: q.IdTransportador, VlFrete: q.VlTotal });
  await op.audit({ entity: 'PedidoDeVenda', id: q.CodPedido, action: 'escolher-frete', company, before, after: { IdTransportador: q.IdTransportador, VlFrete: q.VlTotal, CdCotacao: id } });
  return { CdCotacao: id, CodPedido: q.CodPedido, IdTransportador: q.IdTransportador, VlFrete: q.VlTotal };
}

/** The last quotes of an order. */
export async function cotacoesDe(db: Executor, codPedido: number) {
  return db.select().from(freteCotacoes).where(eq(freteCotacoes.CodPedido, codPedido)).orderBy(desc(freteCotacoes.CdCotacao));
}
