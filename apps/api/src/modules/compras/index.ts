// The purchasing area's public face (other areas import this file only). The module declaration is compras.module.ts.
export * from './compras.table.ts';
export { pedidosCompraAbertos, registrarRecebimentoCompra, type LinhaRecebimento, type PedidoCompraAberto } from './recebimento.service.ts';
