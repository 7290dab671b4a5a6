import { z } from 'zod';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { decimalField, isoDateSchema, recordId, requiredObject, requiredText, TpMovimentoEstoque } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { estoqueMovimentos, loteEstoqueProduto, produtos } from './catalogo.table.ts';
import { lotExpiry } from './catalogo.rules.ts';
import { ESTOQUE, estoqueMovimentosResource, loteEstoqueProdutoResource } from './estoque.resource.ts';
import { lockStock } from './estoque.service.ts';
import { companyOfProduto, idParams } from './produtos.routes.ts';
import { item } from '../../platform/hydra/serialize.ts';
import { setorRef } from '../pessoas/index.ts';

const isoDate = isoDateSchema;

const loteBody = requiredObject({
  IdProduto: recordId,
  CdLote: requiredText(30),
  DtFabricacao: isoDate,
  /** Default: fabrication + the product's validity days. */
  DtValidade: isoDate.nullish(),
  /** Initial stock of the lot, entered in IdSetor (a stock entry move). */
  QtEstoque: decimalField(3, { min: 0 }).optional(),
  IdSetor: recordId.optional(),
});
const loteUpdate = loteBody.omit({ IdProduto: true, QtEstoque: true, IdSetor: true }).partial();

const moveBody = requiredObject({
  TpMovimento: TpMovimentoEstoque.schema,
  IdProduto: recordId,
  IdLote: recordId.nullish(),
  IdSetor: recordId,
  QtMovimento: decimalField(3),
  IdSetorDestino: recordId.nullish(),
  IdLoteDestino: recordId.nullish(),
  DsMotivo: z.string({ error: 'invalid_value' }).trim().max(500, { error: 'too_long' }).nullish(),
});

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

async function readLot(db: Tx, id: number) {
  const [row] = await db.select().from(loteEstoqueProdutoResource.source as never).where(eq(loteEstoqueProdutoResource.columns.IdLote, id));
  return item(loteEstoqueProdutoResource, row as Record<string, unknown>);
}

/**
 * Lots (created with their default expiry and, optionally, their first stock) and stock moves: entry,
 * exit, transfer, lot swap, adjustment, production, reservation and release, each through a stock lock (lockStock).
 */
export const estoqueOperations = [
  defineOperation({
    method: 'POST',
    path: '/lote-estoque-produto',
    summary: 'Creates a lot of a product (expiry defaults to fabrication + validity days), with its first stock when QtEstoque is sent.',
    access: { permission: ESTOQUE, action: 'create' },
    body: loteBody,
    references: { IdSetor: setorRef },
    company: ({ db, body }) => companyOfProduto(db, body.IdProduto),
    status: 201,
    answer: 'raw',
    handler: async ({ db, body, company, user, audit, reply }) => {
      const DtValidade = await expiryOf(db, company!, body.IdProduto, body.DtFabricacao, body.DtValidade);
      await lotExists(db, body.IdProduto, body.CdLote);
      const initial = body.QtEstoque && Number(body.QtEstoque) > 0 ? body.QtEstoque : null;
      if (initial && !body.IdSetor) throw violation('IdSetor', 'required');
      const [lot] = await db
        .insert(loteEstoqueProduto)
        .values({ company: company!, IdProduto: body.IdProduto, CdLote: body.CdLote, DtFabricacao: body.DtFabricacao, DtValidade })
        .returning();
      if (initial) {
        await (await lockStock(db, [body.IdProduto])).move({ company: company!, type: 'E', product: body.IdProduto, lot: lot.IdLote, sector: body.IdSetor!, quantity: initial, user: user.id, origin: { entity: 'LoteEstoqueProduto', id: lot.IdLote } });
      }
      await audit({ entity: 'LoteEstoqueProduto', id: lot.IdLote, action: 'create', after: lot });
      reply.type('application/ld+json; charset=utf-8').header('Content-Location', `/api/lote-estoque-produto/${lot.IdLote}`);
      return readLot(db, lot.IdLote);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/lote-estoque-produto/:id',
    summary: 'Changes a lot’s code or dates (its stock changes only through stock moves).',
    access: { permission: ESTOQUE, action: 'update' },
    params: idParams,
    body: loteUpdate,
    company: async ({ db, params }) => (await db.select({ c: loteEstoqueProduto.company }).from(loteEstoqueProduto).where(eq(loteEstoqueProduto.IdLote, params.id)))[0]?.c,
    answer: 'raw',
    handler: async ({ db, params, body, company, audit, reply }) => {
      const [current] = await db.select().from(loteEstoqueProduto).where(eq(loteEstoqueProduto.IdLote, params.id)).for('update');
      if (!current) throw notFound();
      const DtFabricacao = body.DtFabricacao ?? current.DtFabricacao;
      const DtValidade = await expiryOf(db, company!, current.IdProduto, DtFabricacao, body.DtValidade === undefined ? current.DtValidade : body.DtValidade);
      if (body.CdLote) await lotExists(db, current.IdProduto, body.CdLote, current.IdLote);
      const [updated] = await db
        .update(loteEstoqueProduto)
        .set({ CdLote: body.CdLote ?? current.CdLote, DtFabricacao, DtValidade })
        .where(eq(loteEstoqueProduto.IdLote, params.id))
        .returning();
      await audit({ entity: 'LoteEstoqueProduto', id: params.id, action: 'update', before: current, after: updated });
      reply.type('application/ld+json; charset=utf-8');
      return readLot(db, params.id);
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/estoque_movimentos',
    summary: 'A stock move (entry, exit, transfer, lot swap, adjustment with reason, production, reservation, release); refused when a balance would go negative.',
    access: { permission: ESTOQUE, action: 'create' },
    body: moveBody,
    references: { IdSetor: setorRef, IdSetorDestino: setorRef },
    company: ({ db, body }) => companyOfProduto(db, body.IdProduto),
    status: 201,
    answer: 'raw',
    handler: async ({ db, body, company, user, reply }) => {
      const stock = await lockStock(db, [body.IdProduto]);
      const id = await stock.move({
        company: company!,
        type: body.TpMovimento,
        product: body.IdProduto,
        lot: body.IdLote ?? null,
        sector: body.IdSetor,
        quantity: body.QtMovimento,
        toSector: body.IdSetorDestino ?? null,
        toLot: body.IdLoteDestino ?? null,
        reason: body.DsMotivo ?? null,
        user: user.id,
      });
      const [row] = await db.select(getTableColumns(estoqueMovimentos)).from(estoqueMovimentos).where(eq(estoqueMovimentos.IdMovimento, id));
      reply.type('application/ld+json; charset=utf-8').header('Content-Location', `/api/estoque_movimentos/${id}`);
      return item(estoqueMovimentosResource, row as Record<string, unknown>);
    },
  }),
];
