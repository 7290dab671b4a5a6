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
  X: { 'pt-BR': 'Parcial', 'en-US': 'Partial', es: 'Parcial', color: 'lime' },
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
