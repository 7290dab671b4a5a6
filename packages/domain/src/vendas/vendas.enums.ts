/** Literais de status e tipos da área de vendas (pedidos e orçamentos). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status do pedido no ERP. */
export const StatusPedido = defineEnum({
  A: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  R: { 'pt-BR': 'Em conferência', 'en-US': 'Being checked', es: 'En verificación', color: 'yellow' },
  L: { 'pt-BR': 'Conferido', 'en-US': 'Checked', es: 'Verificado', color: 'cyan' },
  C: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
  T: { 'pt-BR': 'Faturado', 'en-US': 'Invoiced', es: 'Facturado', color: 'green' },
  P: { 'pt-BR': 'Parcialmente atendido', 'en-US': 'Partially fulfilled', es: 'Parcialmente atendido', color: 'orange' },
  D: { 'pt-BR': 'Devolvido', 'en-US': 'Returned', es: 'Devuelto', color: 'grape' },
  // Parcial: parte conferida ou faturada, o resto ainda falta; um tom de atenção, nunca o verde de pronto.
  X: { 'pt-BR': 'Parcial', 'en-US': 'Partial', es: 'Parcial', color: 'yellow' },
});
export type StatusPedido = EnumValue<typeof StatusPedido>;

/** Tipo do pedido de venda. */
export const TpPedidoDeVenda = defineEnum({
  D: { 'pt-BR': 'Devolução', 'en-US': 'Return', es: 'Devolución', color: 'grape' },
  O: { 'pt-BR': 'Pré-pedido', 'en-US': 'Pre-order', es: 'Prepedido', color: 'gray' },
  P: { 'pt-BR': 'Pedido', 'en-US': 'Order', es: 'Pedido', color: 'blue' },
  T: { 'pt-BR': 'Transferência', 'en-US': 'Transfer', es: 'Transferencia', color: 'cyan' },
});
export type TpPedidoDeVenda = EnumValue<typeof TpPedidoDeVenda>;

/** Situação de um orçamento na lista de orçamentos: aberto, finalizado (virou pedido) ou cancelado. */
export const StOrcamento = defineEnum({
  A: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  F: { 'pt-BR': 'Finalizado', 'en-US': 'Finalized', es: 'Finalizado', color: 'green' },
  C: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StOrcamento = EnumValue<typeof StOrcamento>;

/** Tipo da natureza de operação (define o tipo do pedido que ela gera). */
export const TpOperacao = defineEnum({
  V: { 'pt-BR': 'Venda', 'en-US': 'Sale', es: 'Venta', color: 'blue' },
  B: { 'pt-BR': 'Bonificação', 'en-US': 'Bonus goods', es: 'Bonificación', color: 'grape' },
  R: { 'pt-BR': 'Remessa', 'en-US': 'Shipment', es: 'Remesa', color: 'cyan' },
  T: { 'pt-BR': 'Transferência', 'en-US': 'Transfer', es: 'Transferencia', color: 'teal' },
  D: { 'pt-BR': 'Devolução', 'en-US': 'Return', es: 'Devolución', color: 'orange' },
});
export type TpOperacao = EnumValue<typeof TpOperacao>;

/** Modalidade do frete no pedido. */
export const TpFrete = defineEnum({
  CIF: { 'pt-BR': 'CIF (por conta do vendedor)', 'en-US': 'CIF (seller pays)', es: 'CIF (a cargo del vendedor)', color: 'blue' },
  FOB: { 'pt-BR': 'FOB (por conta do comprador)', 'en-US': 'FOB (buyer pays)', es: 'FOB (a cargo del comprador)', color: 'gray' },
});
export type TpFrete = EnumValue<typeof TpFrete>;

/** De onde veio o percentual de impostos do preço sugerido de um item: do motor de impostos (para o destino do orçamento) ou o digitado no markup. */
export const TpOrigemImpostos = defineEnum({
  M: { 'pt-BR': 'Motor de impostos', 'en-US': 'Tax engine', es: 'Motor de impuestos', color: 'teal' },
  D: { 'pt-BR': 'Digitado no markup', 'en-US': 'Typed in the markup', es: 'Escrito en el markup', color: 'gray' },
});
export type TpOrigemImpostos = EnumValue<typeof TpOrigemImpostos>;

/** O evento do pedido que o leva a uma fase do fluxo (work_flow_item_fases.TpMarco). */
export const MarcoFase = defineEnum({
  F: { 'pt-BR': 'Nota fiscal autorizada', 'en-US': 'Invoice authorised', es: 'Factura autorizada', color: 'green' },
  E: { 'pt-BR': 'Entregue', 'en-US': 'Delivered', es: 'Entregado', color: 'teal' },
});
export type MarcoFase = EnumValue<typeof MarcoFase>;
