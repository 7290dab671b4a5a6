// The sales area's public face (other areas import this file only). The module declaration is vendas.module.ts.
export * from './vendas.table.ts';
export * from './vendas.references.ts';
export * from './pedido-envios.table.ts';
export { addItem, changeStatus, createQuote, ITEM_ENTITY, itemReservations, lockItemsStock, releaseItem, reserveItem } from './orcamentos.service.ts';
export * from './parcelas.table.ts';
export { companyOfPedido, setOrderFreight, storeTotals } from './orcamentos.service.ts';
export { createInstallments, receiptsOf, recordReceipt, reduceInstallments, resyncInstallments } from './parcelas.service.ts';
export { returnItemsPart, serveItemBackorder } from './estoque-item.service.ts';
export { backordersByProduct } from './backorder.service.ts';
export { ORDER_EVENT, ORDER_INVOICES, ORDER_TAXES, refreshTaxes, type OrderEvent, type OrderInvoices, type OrderTaxes } from './order-events.ts';
export { placeOf, receiverOf } from './orcamento-cabecalho.ts';
export { seedOrdersToRoute, type OrderToRoute } from './pedidos-rota.seed.ts';
export {
  invoiceAuthorised,
  invoiceCancelled,
  invoiceMoveReason,
  invoiceReceivables,
  lockOrderToInvoice,
  paidReceivables,
  reachPhase,
  receivableDocument,
  type Duplicata,
  type InvoicedItem,
  type InvoiceRef,
} from './faturamento.service.ts';
export { contactOf, letterhead } from './pedido-documento.ts';
export { installments } from './parcelas.rules.ts';
export { compactSalesTotals, firstSalesMonth, ordersPerStatus, pendingOrders, quoteConversion, salesPerMonth, topClients, topProducts, type MonthRange } from './totais.service.ts';
