/**
 * Os movimentos permitidos entre os status do roteiro e da parada (pedido no roteiro). Escritos aqui uma vez:
 * a API os impõe e a tela só oferece os botões que eles permitem.
 */
import type { StatusPedidoRoteiro, StatusRoteiro } from './roteiro.enums.ts';

/** De cada status do roteiro, para onde ele pode ir. */
export const ROTEIRO_TRANSICOES: Readonly<Record<StatusRoteiro, readonly StatusRoteiro[]>> = {
  Aberto: ['Em Separação', 'Cancelado'],
  'Em Separação': ['Separado', 'Em Conferência', 'Aberto', 'Cancelado'],
  Separado: ['Em Conferência', 'Em Carregamento', 'Cancelado'],
  'Em Conferência': ['Em Carregamento', 'Separado', 'Cancelado'],
  'Em Carregamento': ['Em Rota', 'Cancelado'],
  'Em Rota': ['Entregue'],
  Entregue: [],
  Cancelado: [],
};

/** Status em que o roteiro ocupa o veículo (um veículo nunca está em dois deles ao mesmo tempo). */
export const ROTEIRO_EM_ANDAMENTO: readonly StatusRoteiro[] = ['Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota'];

/** Status em que as paradas do roteiro ainda mudam (entram, saem, trocam de ordem). */
export const ROTEIRO_EDITAVEL: readonly StatusRoteiro[] = ['Aberto', 'Em Separação', 'Separado', 'Em Conferência'];

/** De cada status da parada, para onde ela pode ir. */
export const PARADA_TRANSICOES: Readonly<Record<StatusPedidoRoteiro, readonly StatusPedidoRoteiro[]>> = {
  Aberto: ['Em Separação', 'Em Faturamento', 'Cancelado'],
  'Em Separação': ['Em Faturamento', 'Aberto', 'Cancelado'],
  'Em Faturamento': ['Em Rota', 'Cancelado'],
  'Em Rota': ['Entregue', 'Recusado'],
  Recusado: ['Em Rota'],
  Entregue: [],
  Cancelado: [],
};

/**
 * Status da parada que já saiu com o veículo (ou voltou dele): ela é a história da entrega e fica no roteiro; nem
 * reescrever as paradas a tira, nem o roteiro é excluído com ela.
 */
export const PARADA_SAIU: readonly StatusPedidoRoteiro[] = ['Em Rota', 'Entregue', 'Recusado'];

export const podeMoverRoteiro = (de: StatusRoteiro, para: StatusRoteiro) => ROTEIRO_TRANSICOES[de].includes(para);
export const podeMoverParada = (de: StatusPedidoRoteiro, para: StatusPedidoRoteiro) => PARADA_TRANSICOES[de].includes(para);

/**
 * O status que as paradas tomam quando o roteiro muda: acompanham a separação, o faturamento na carga, a saída
 * a entrega (o roteiro entregue entrega as paradas ainda em rota) e o cancelamento. Parada já entregue, recusada ou cancelada não volta.
 */
export function paradaSegueRoteiro(roteiro: StatusRoteiro, parada: StatusPedidoRoteiro): StatusPedidoRoteiro {
  if (parada === 'Entregue' || parada === 'Recusado' || parada === 'Cancelado') return parada;
  switch (roteiro) {
    case 'Aberto':
      return 'Aberto';
    case 'Em Separação':
    case 'Separado':
    case 'Em Conferência':
      return 'Em Separação';
    case 'Em Carregamento':
      return 'Em Faturamento';
    case 'Em Rota':
      return 'Em Rota';
    case 'Entregue':
      // The route declared delivered: the stops still on the road were delivered with it.
      return 'Entregue';
    case 'Cancelado':
      return 'Cancelado';
    default:
      return parada;
  }
}
