import { z } from 'zod';
import { decimalField, isoDateSchema, recordId, requiredObject, requiredText, TpMovimentoEstoque, enumSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { ESTOQUE } from './estoque.resource.ts';
import { companyOfLot, createLot, recordMove, updateLot } from './lotes.service.ts';
import { companyOfProduto, idParams } from './produtos.routes.ts';
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
  TpMovimento: enumSchema(TpMovimentoEstoque),
  IdProduto: recordId,
  IdLote: recordId.nullish(),
  IdSetor: recordId,
  QtMovimento: decimalField(3),
  IdSetorDestino: recordId.nullish(),
  IdLoteDestino: recordId.nullish(),
  DsMotivo: z.string({ error: 'invalid_value' }).trim().max(500, { error: 'too_long' }).nullish(),
});

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
    answer: { item: 'LoteEstoqueProduto', location: (lot) => `/lote-estoque-produto/${lot.IdLote}` },
    handler: (op) => createLot(op, op.company!, op.user.id, op.body),
  }),
  defineOperation({
    method: 'PUT',
    path: '/lote-estoque-produto/:id',
    summary: 'Changes a lot’s code or dates (its stock changes only through stock moves).',
    access: { permission: ESTOQUE, action: 'update' },
    params: idParams,
    body: loteUpdate,
    company: ({ db, params }) => companyOfLot(db, params.id),
    answer: { item: 'LoteEstoqueProduto' },
    handler: (op) => updateLot(op, op.company!, op.params.id, op.body),
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
    answer: { item: 'EstoqueMovimento', location: (move) => `/estoque_movimentos/${move.IdMovimento}` },
    handler: ({ db, body, company, user }) => recordMove(db, company!, user.id, body),
  }),
];
