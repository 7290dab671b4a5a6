/** Literais de status da logística: roteiro, separação e cotação de frete. */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status do roteiro (rota). */
export const StatusRoteiro = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  Separado: { 'pt-BR': 'Separado', 'en-US': 'Picked', es: 'Separado', color: 'teal' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  'Em Conferência': { 'pt-BR': 'Em Conferência', 'en-US': 'Checking', es: 'En verificación', color: 'orange' },
  'Em Carregamento': { 'pt-BR': 'Em Carregamento', 'en-US': 'Loading', es: 'En carga', color: 'violet' },
  'Em Rota': { 'pt-BR': 'Em Rota', 'en-US': 'On route', es: 'En ruta', color: 'cyan' },
  Entregue: { 'pt-BR': 'Entregue', 'en-US': 'Delivered', es: 'Entregado', color: 'green' },
  Cancelado: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StatusRoteiro = EnumValue<typeof StatusRoteiro>;

/** Status do pedido dentro do roteiro. */
export const StatusPedidoRoteiro = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  'Em Faturamento': { 'pt-BR': 'Em Faturamento', 'en-US': 'Invoicing', es: 'En facturación', color: 'violet' },
  'Em Rota': { 'pt-BR': 'Em Rota', 'en-US': 'On route', es: 'En ruta', color: 'cyan' },
  Recusado: { 'pt-BR': 'Recusado', 'en-US': 'Refused', es: 'Rechazado', color: 'orange' },
  Entregue: { 'pt-BR': 'Entregue', 'en-US': 'Delivered', es: 'Entregado', color: 'green' },
  Cancelado: { 'pt-BR': 'Cancelado', 'en-US': 'Cancelled', es: 'Cancelado', color: 'red' },
});
export type StatusPedidoRoteiro = EnumValue<typeof StatusPedidoRoteiro>;

/** Status do lote de separação. */
export const StatusLote = defineEnum({
  Aberto: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
  'Em Separação': { 'pt-BR': 'Em Separação', 'en-US': 'Picking', es: 'En separación', color: 'yellow' },
  Liberado: { 'pt-BR': 'Liberado', 'en-US': 'Released', es: 'Liberado', color: 'green' },
});
export type StatusLote = EnumValue<typeof StatusLote>;

/** Fila de cotação de frete. */
export const StFilaCotacao = defineEnum({
  F: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  E: { 'pt-BR': 'Erro', 'en-US': 'Error', es: 'Error', color: 'red' },
  A: { 'pt-BR': 'Aguardando cotação', 'en-US': 'Awaiting quote', es: 'Esperando cotización', color: 'yellow' },
});
export type StFilaCotacao = EnumValue<typeof StFilaCotacao>;
