/** Os corpos das chamadas da separação e da conferência (lotes, leituras, troca de lote, caixas, status). */
import * as z from 'zod';
import { optionalText, requiredObject, requiredText, enumSchema } from '../common/schema.ts';
import { isoDateSchema as isoDate } from '../common/values.schema.ts';
import { decimalField, recordId } from '../catalogo/schemas.ts';
import { StatusLote } from '../roteiro/roteiro.enums.ts';
import { StatusSeparacaoPedido, TpAgrupamento } from './separacao.enums.ts';

const orderIds = z.array(recordId, { error: 'invalid_value' }).min(1, { error: 'required' }).max(500, { error: 'too_long' });

/** POST /lote-separacao: os pedidos liberados de uma data de entrega (D), as paradas de uma rota (R) ou os escolhidos à mão (M). */
export const loteSeparacaoNovoSchema = requiredObject({
  TpAgrupamento: enumSchema(TpAgrupamento),
  DtEntrega: isoDate.nullish(),
  IdRoteiro: recordId.nullish(),
  pedidos: orderIds.optional(),
  DsLote: optionalText(100).nullable(),
}).superRefine((v, ctx) => {
  if (v.TpAgrupamento === 'D' && !v.DtEntrega) ctx.addIssue({ code: 'custom', path: ['DtEntrega'], message: 'required' });
  if (v.TpAgrupamento === 'R' && !v.IdRoteiro) ctx.addIssue({ code: 'custom', path: ['IdRoteiro'], message: 'required' });
  if (v.TpAgrupamento === 'M' && !v.pedidos?.length) ctx.addIssue({ code: 'custom', path: ['pedidos'], message: 'required' });
});
export type LoteSeparacaoNovo = z.output<typeof loteSeparacaoNovoSchema>;

/** PUT /lote-separacao/{id}/pedidos: pedidos acrescentados à mão. */
export const loteSeparacaoPedidosSchema = requiredObject({ pedidos: orderIds });

/**
 * POST /conferencia_leituras: uma leitura do scanner. `scanId` é gerado pelo aparelho (UUID): a mesma leitura
 * reenviada (rede que caiu, duplo Enter) conta uma vez só. `codigo` é o que o scanner digitou (EAN-13,
 * etiqueta GS1-128 ou o código do produto); `lote`, o código do lote lido em seguida.
 */
export const conferenciaLeituraSchema = requiredObject({
  scanId: z.string({ error: 'required' }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'invalid_value' }),
  CodPedido: recordId,
  codigo: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  lote: optionalText(30).nullable(),
  quantidade: decimalField(3, { min: 0 }).nullish(),
});
export type ConferenciaLeitura = z.output<typeof conferenciaLeituraSchema>;

/** O lote de destino: o id ou o código do lote do produto (as datas, quando vêm, só conferem com as dele). */
const loteRef = z.union([recordId, z.string().trim().min(1, { error: 'required' }).max(30, { error: 'too_long' })], { error: 'required' });

/**
 * PUT /pedido_de_venda_items/{id}/alterar-lote (o "Sales order lot-item edit" da spec): a reserva de `qtPedida`
 * (na unidade do produto; padrão: tudo o que o item tem fora do destino) passa para o lote `lote.lote`, saindo de
 * `loteOrigem` quando dito, senão dos lotes do item que vencem por último.
 */
export const alterarLoteSchema = requiredObject({
  idPedidoDeVenda: recordId,
  produto: requiredObject({
    idProduto: recordId,
    idPedidoDeVendaItem: recordId,
    qtPedida: decimalField(3, { min: 0 }).nullish(),
    tpUnidade: z.string().max(1).nullish(),
    cdSigla: z.string().max(6).nullish(),
  }),
  lote: requiredObject({ lote: loteRef, dtFabricacao: isoDate.nullish(), dtValidade: isoDate.nullish() }),
  loteOrigem: loteRef.nullish(),
});
export type AlterarLote = z.output<typeof alterarLoteSchema>;

/** Caixas de um pedido separado (caixa_separacaos): número, pedido e peso. */
export const caixaSeparacaoSchema = requiredObject({
  CodPedido: recordId,
  NrCaixa: z.number({ error: 'required' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(9999, { error: 'invalid_value' }),
  VlPeso: decimalField(3, { min: 0 }).optional(),
});

/** pedido_separacao_statuses: o status de separação de um pedido. */
export const pedidoSeparacaoStatusSchema = requiredObject({ CodPedido: recordId, StatusSeparacaoPedido: enumSchema(StatusSeparacaoPedido) });

/** POST /lote-separacao/altera-status-separacao: o status de lotes. */
export const alteraStatusLoteSchema = requiredObject({ ids: orderIds, StatusLoteSeparacao: enumSchema(StatusLote) });
/** POST /pedido_separacao_statuses/altera-status-separacao: o status de separação de pedidos. */
export const alteraStatusPedidosSchema = requiredObject({ pedidos: orderIds, StatusSeparacaoPedido: enumSchema(StatusSeparacaoPedido) });

/**
 * PUT /pedido_separacao_statuses/pedido/{CodPedido}: o status de separação de um pedido mudado à mão (a conferência
 * feita no papel, uma separação refeita), sempre com o motivo, que fica no registro de alterações.
 */
export const statusSeparacaoManualSchema = requiredObject({ StatusSeparacaoPedido: enumSchema(StatusSeparacaoPedido), DsMotivo: requiredText(500) });
export type StatusSeparacaoManual = z.output<typeof statusSeparacaoManualSchema>;
