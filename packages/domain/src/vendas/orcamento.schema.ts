/** Os corpos das chamadas de orçamentos e pedidos (POST /pedido_vendas/novo, PUT .../atualiza, itens). */
import * as z from 'zod';
import { optionalText, requiredObject, requiredText, enumSchema } from '../common/schema.ts';
import { isoDateSchema as isoDate } from '../common/values.schema.ts';
import { decimalField, recordId } from '../catalogo/schemas.ts';
import { percentField } from './markup.ts';
import { StatusPedido } from './vendas.enums.ts';

const optionalId = recordId.nullish();

/** O cabeçalho de um orçamento: todos os campos menos o cliente são opcionais. */
export const orcamentoHeaderFields = {
  IdCliente: recordId,
  IdPagador: optionalId,
  IdDestino: optionalId,
  /** A natureza de operação (GET /operacao): dá o nome e o CFOP do destino quando CdCfop não vem. */
  IdOperacao: optionalId,
  DsOperacao: optionalText(120).nullable(),
  CdCfop: z.string({ error: 'invalid_value' }).regex(/^\d{4}$/, { error: 'invalid_cfop' }).nullish(),
  IdPrazo: optionalId,
  /** Uma das formas de pagamento do prazo (GET /prazo_forma_pagamentos?IdPrazo=). */
  DsFormaPagamento: optionalText(60).nullable(),
  IdTransportador: optionalId,
  IdRepresentante: optionalId,
  IdSetor: optionalId,
  DtEntrega: isoDate.nullish(),
  TpFrete: z.enum(['CIF', 'FOB'], { error: 'invalid_value' }).nullish(),
  VlFrete: decimalField(2, { min: 0 }).optional(),
  DsObservacao: optionalText(4000).nullable(),
  QtVolumeTotal: decimalField(3, { min: 0 }).nullish(),
  /** Consumidor final (indFinal): true/false escolhido; null volta ao padrão do tipo de contribuinte de quem recebe. */
  StConsumidorFinal: z.boolean({ error: 'invalid_value' }).nullish(),
};

export const orcamentoNovoSchema = requiredObject(orcamentoHeaderFields);
export type OrcamentoNovo = z.output<typeof orcamentoNovoSchema>;

/** Alteração do cabeçalho: os campos enviados e a versão lida (409 quando outra alteração veio antes). */
export const orcamentoAtualizaSchema = requiredObject({ ...orcamentoHeaderFields, IdCliente: recordId.optional(), version: z.number().int().optional() });
export type OrcamentoAtualiza = z.output<typeof orcamentoAtualizaSchema>;

/** A versão lida, opcional, das ações (finalizar, cancelar, duplicar, status). */
export const versionBody = z.object({ version: z.number().int().optional() }).partial().optional();

/** A fase do fluxo de pedidos da empresa (PUT /pedido_vendas/{id}/fase). */
export const faseBody = requiredObject({ IdWorkFlowItemFase: recordId.nullable(), version: z.number().int().optional() });

export const statusBody = requiredObject({ StatusPedido: enumSchema(StatusPedido), version: z.number().int().optional() });

/** Um item: produto, quantidade na unidade escolhida, preço (padrão: o sugerido pelo markup) e desconto. */
export const pedidoVendaItemFields = {
  IdProduto: recordId,
  QtPedida: decimalField(3),
  /** A unidade da quantidade: a do produto (padrão) ou uma das suas conversões. */
  IdTipoMedida: recordId.optional(),
  IdFormula: recordId.nullish(),
  DsVariaveis: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).nullish(),
  VlUnitario: decimalField(2, { min: 0 }).optional(),
  PcDesconto: percentField,
};
export const pedidoVendaItemSchema = requiredObject({ CodPedido: recordId, ...pedidoVendaItemFields });
export const pedidoVendaItemUpdateSchema = requiredObject(pedidoVendaItemFields).partial();
export type PedidoVendaItemInput = z.output<typeof pedidoVendaItemSchema>;
export type PedidoVendaItemUpdate = z.output<typeof pedidoVendaItemUpdateSchema>;

export const savePurchaseSchema = requiredObject({
  CodPedido: recordId,
  NrPedidoCompra: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'too_long' }),
  /** The purchase order's file: an IRI of the file storage (/api/files/<id>), uploaded before. */
  DsArquivoPedidoCompra: z.string({ error: 'invalid_value' }).nullish(),
});

/**
 * Um recebimento de uma parcela do pedido (POST /pedido_venda_recebimentos). A origem (`TpOrigem`) nunca vem do
 * corpo: o servidor grava M (à mão) aqui e I só na importação do ERP; um corpo que a mande é recusado no campo.
 */
export const recebimentoSchema = requiredObject({
  IdParcela: recordId,
  DtRecebimento: isoDate,
  VlRecebido: decimalField(2, { min: 0.01 }),
  DsFormaPagamento: optionalText(60).nullable(),
  TpOrigem: z.undefined({ error: 'origin_set_by_server' }).optional(),
});
export type RecebimentoInput = z.output<typeof recebimentoSchema>;

/** O estorno de um recebimento lançado errado (POST /pedido_venda_recebimentos/{id}/estornar): o motivo é obrigatório. */
export const estornoRecebimentoSchema = requiredObject({ DsMotivo: requiredText(500) });
export type EstornoRecebimentoInput = z.output<typeof estornoRecebimentoSchema>;
