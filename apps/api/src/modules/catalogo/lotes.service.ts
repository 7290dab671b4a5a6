// Lots of a product and the stock moves typed by hand: what the /lote-estoque-produto and /estoque_movimentos
// operations do, each in the operation's transaction and through a stock lock (lockStock).
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { TpMovimentoEstoque } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import { item } from '../../platform/hydra/serialize.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { estoqueMovimentos, loteEstoqueProduto, produtos } from './catalogo.table.ts';
import { lotExpiry } from './catalogo.rules.ts';
import { estoqueMovimentosResource, loteEstoqueProdutoResource } from './estoque.resource.ts';
import { lockStock } from './estoque.service.ts';

export interface NewLot {
  IdProduto: number;
  CdLote: string;
  DtFabricacao: string;
  DtValidade?: string | null;
  QtEstoque?: string;
  IdSetor?: number;
}

export interface LotChange {
  CdLote?: string;
  DtFabricacao?: string;
  DtValidade?: string | null;
}

export interface NewMove {
  TpMovimento: TpMovimentoEstoque;
  IdProduto: number;
  IdLote?: number | null;
  IdSetor: number;
  QtMovimento: string;
  IdSetorDestino?: number | null;
  IdLoteDestino?: number | null;
  DsMotivo?: string | null;
}

export async function companyOfLot(db: Executor, id: number): Promise<number | undefined> {
  return (await db.select({ c: loteEstoqueProduto.company }).from(loteEstoqueProduto).where(eq(loteEstoqueProduto.IdLote, id)))[0]?.c;
}

/** A lot's expiry (the product's validity days from fabrication when none is given), or a 422. */
async function expiryOf(db: Tx, company: number, product: number, fabricacao: string, validade: string | null | undefined): Promise<string> {
  const [p] = await db
    .select({ NrDiasValidade: produtos.NrDiasValidade })
    .from(produtos)
    .where(and(eq(produtos.IdProduto, product), eq(produtos.company, company)));
  if (!p) throw violation('IdProduto', 'record_not_in_company');
  const expiry = lotExpiry(fabricacao, validade, p.NrDiasValidade);
  if ('violations' in expiry) throw validationError(expiry.violations);
  return expiry.DtValidade;
}

async function lotExists(db: Tx, product: number, code: string, self?: number) {
  const rows = await db
    .select({ id: loteEstoqueProduto.IdLote })
    .from(loteEstoqueProduto)
    .where(and(eq(loteEstoqueProduto.IdProduto, product), eq(loteEstoqueProduto.CdLote, code)));
  if (rows.some((r) => r.id !== self)) throw violation('CdLote', 'lot_exists', { lot: code });
}

/** A lot as GET /lote-estoque-produto/{id} answers it. */
async function readLot(db: Tx, id: number) {
  const [row] = await db.select().from(loteEstoqueProdutoResource.source as never).where(eq(loteEstoqueProdutoResource.columns.IdLote, id));
  return item(loteEstoqueProdutoResource, row as Record<string, unknown>);
}

/** A new lot with its default expiry and, when QtEstoque is given, its first stock (an entry move in IdSetor). */
export async function createLot(op: UseCase, company: number, user: number, body: NewLot) {
  const { db } = op;
  const DtValidade = await expiryOf(db, company, body.IdProduto, body.DtFabricacao, body.DtValidade);
  await lotExists(db, body.IdProduto, body.CdLote);
  const initial = body.QtEstoque && Number(body.QtEstoque) > 0 ? body.QtEstoque : null;
  if (initial && !body.IdSetor) throw violation('IdSetor', 'required');
  const [lot] = await db
    .insert(loteEstoqueProduto)
    .values({ company, IdProduto: body.IdProduto, CdLote: body.CdLote, DtFabricacao: body.DtFabricacao, DtValidade })
    .returning();
  if (initial) {
    await (await lockStock(db, [body.IdProduto])).move({ company, type: 'E', product: body.IdProduto, lot: lot.IdLote, sector: body.IdSetor!, quantity: initial, user, origin: { entity: 'LoteEstoqueProduto', id: lot.IdLote } });
  }
  await op.audit({ entity: 'LoteEstoqueProduto', id: lot.IdLote, action: 'create', after: lot });
  return readLot(db, lot.IdLote);
}

/** A lot's code or dates (its stock changes only through stock moves). */
export async function updateLot(op: UseCase, company: number, id: number, body: LotChange) {
  const { db } = op;
  const [current] = await db.select().from(loteEstoqueProduto).where(eq(loteEstoqueProduto.IdLote, id)).for('update');
  if (!current) throw notFound();
  const DtFabricacao = body.DtFabricacao ?? current.DtFabricacao;
  const DtValidade = await expiryOf(db, company, current.IdProduto, DtFabricacao, body.DtValidade === undefined ? current.DtValidade : body.DtValidade);
  if (body.CdLote) await lotExists(db, current.IdProduto, body.CdLote, current.IdLote);
  const [updated] = await db
    .update(loteEstoqueProduto)
    .set({ CdLote: body.CdLote ?? current.CdLote, DtFabricacao, DtValidade })
    .where(eq(loteEstoqueProduto.IdLote, id))
    .returning();
  await op.audit({ entity: 'LoteEstoqueProduto', id, action: 'update', before: current, after: updated });
  return readLot(db, id);
}

/** A stock move typed by hand; refused when a balance would go negative. Answers the move as its item does. */
export async function recordMove(db: Tx, company: number, user: number, body: NewMove) {
  const stock = await lockStock(db, [body.IdProduto]);
  const id = await stock.move({
    company,
    type: body.TpMovimento,
    product: body.IdProduto,
    lot: body.IdLote ?? null,
    sector: body.IdSetor,
    quantity: body.QtMovimento,
    toSector: body.IdSetorDestino ?? null,
    toLot: body.IdLoteDestino ?? null,
    reason: body.DsMotivo ?? null,
    user,
  });
  const [row] = await db.select(getTableColumns(estoqueMovimentos)).from(estoqueMovimentos).where(eq(estoqueMovimentos.IdMovimento, id));
  return item(estoqueMovimentosResource, row as Record<string, unknown>);
}
