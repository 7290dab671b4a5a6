/** Literais do planejamento (PCP e MRP). */
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Status da análise de MRP. */
export const StStatusAnalise = defineEnum({
  A: { 'pt-BR': 'Aberta', 'en-US': 'Open', es: 'Abierta', color: 'blue' },
  T: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  I: { 'pt-BR': 'Inativa', 'en-US': 'Inactive', es: 'Inactiva', color: 'gray' },
  C: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StStatusAnalise = EnumValue<typeof StStatusAnalise>;

/** Tipo de produto no PCP. */
export const TpProdutoPcp = defineEnum({
  V: { 'pt-BR': 'Venda', 'en-US': 'Sale', es: 'Venta', color: 'blue' },
  F: { 'pt-BR': 'Fabricado', 'en-US': 'Manufactured', es: 'Fabricado', color: 'violet' },
  C: { 'pt-BR': 'Comprado', 'en-US': 'Purchased', es: 'Comprado', color: 'teal' },
  P: { 'pt-BR': 'Personalizado', 'en-US': 'Custom', es: 'Personalizado', color: 'grape' },
});
export type TpProdutoPcp = EnumValue<typeof TpProdutoPcp>;

/** Status da ordem de produção: aberta (não iniciada), em produção, finalizada, cancelada. */
export const StOrdemProducao = defineEnum({
  A: { 'pt-BR': 'Aberta', 'en-US': 'Open', es: 'Abierta', color: 'blue' },
  E: { 'pt-BR': 'Em produção', 'en-US': 'In production', es: 'En producción', color: 'yellow' },
  F: { 'pt-BR': 'Finalizada', 'en-US': 'Finished', es: 'Finalizada', color: 'green' },
  C: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StOrdemProducao = EnumValue<typeof StOrdemProducao>;

/** Compra de um item comprado: sugerida pelo MRP, em cotação, pedida ao fornecedor, recebida, cancelada. */
export const StCompra = defineEnum({
  S: { 'pt-BR': 'Sugerida', 'en-US': 'Suggested', es: 'Sugerida', color: 'blue' },
  C: { 'pt-BR': 'Em cotação', 'en-US': 'Being quoted', es: 'En cotización', color: 'yellow' },
  P: { 'pt-BR': 'Pedido de compra', 'en-US': 'Purchase order', es: 'Orden de compra', color: 'violet' },
  R: { 'pt-BR': 'Recebida', 'en-US': 'Received', es: 'Recibida', color: 'green' },
  X: { 'pt-BR': 'Cancelada', 'en-US': 'Cancelled', es: 'Cancelada', color: 'red' },
});
export type StCompra = EnumValue<typeof StCompra>;

/** Período do registro do MRP. */
export const TpPeriodo = defineEnum({
  D: { 'pt-BR': 'Dia', 'en-US': 'Day', es: 'Día', color: 'gray' },
  S: { 'pt-BR': 'Semana', 'en-US': 'Week', es: 'Semana', color: 'blue' },
  M: { 'pt-BR': 'Mês', 'en-US': 'Month', es: 'Mes', color: 'violet' },
});
export type TpPeriodo = EnumValue<typeof TpPeriodo>;

/** Onde um produto aparece no resultado da análise. */
export const TpAnaliseDado = defineEnum({
  P: { 'pt-BR': 'Produto acabado', 'en-US': 'Finished product', es: 'Producto terminado', color: 'blue' },
  S: { 'pt-BR': 'Subproduto', 'en-US': 'Sub-product', es: 'Subproducto', color: 'violet' },
  M: { 'pt-BR': 'Matéria-prima', 'en-US': 'Raw material', es: 'Materia prima', color: 'teal' },
});
export type TpAnaliseDado = EnumValue<typeof TpAnaliseDado>;

/** De onde veio a ordem de produção: das sugestões de uma análise ou lançada à mão. */
export const TpOrigemOrdem = defineEnum({
  A: { 'pt-BR': 'Análise', 'en-US': 'Analysis', es: 'Análisis', color: 'blue' },
  M: { 'pt-BR': 'Manual', 'en-US': 'Manual', es: 'Manual', color: 'gray' },
});
export type TpOrigemOrdem = EnumValue<typeof TpOrigemOrdem>;

/** Como o MRP dimensiona as ordens planejadas de um produto (a regra de lote). */
export const TpLote = defineEnum({
  L: { 'pt-BR': 'Lote a lote', 'en-US': 'Lot-for-lot', es: 'Lote a lote', color: 'blue' },
  F: { 'pt-BR': 'Quantidade fixa', 'en-US': 'Fixed quantity', es: 'Cantidad fija', color: 'violet' },
  M: { 'pt-BR': 'Mínimo e múltiplo', 'en-US': 'Minimum and multiple', es: 'Mínimo y múltiplo', color: 'teal' },
  P: { 'pt-BR': 'Períodos de cobertura', 'en-US': 'Periods of supply', es: 'Períodos de cobertura', color: 'orange' },
});
export type TpLote = EnumValue<typeof TpLote>;
