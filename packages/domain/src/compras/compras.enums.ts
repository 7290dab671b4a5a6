/** Literais das compras: cotações e pedidos de compra. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status do pedido de compra. */
export const StPedidoCompra = defineEnum({
  A: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  E: { 'pt-BR': 'Enviado', 'en-US': 'Sent', es: 'Enviado', color: 'violet' },
  P: { 'pt-BR': 'Parcialmente recebido', 'en-US': 'Partly received', es: 'Parcialmente recibido', color: 'yellow' },
  R: { 'pt-BR': 'Recebido', 'en-US': 'Received', es: 'Recibido', color: 'green' },
  C: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StPedidoCompra = EnumValue<typeof StPedidoCompra>;

/** Status da cotação de compra: aberta, pedidos gerados, cancelada. */
export const StCotacaoCompra = defineEnum({
  A: { 'pt-BR': 'Aberta', 'en-US': 'Open', es: 'Abierta', color: 'blue' },
  F: { 'pt-BR': 'Pedidos gerados', 'en-US': 'Orders generated', es: 'Pedidos generados', color: 'green' },
  C: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StCotacaoCompra = EnumValue<typeof StCotacaoCompra>;
