/** The purchasing screens (signed in): one chunk. */
export { CotacoesListPage } from './cotacoes/CotacoesListPage';
export { CotacaoPage } from './cotacoes/CotacaoPage';
export { PedidosListPage } from './pedidos/PedidosListPage';
export { PedidoPage } from './pedidos/PedidoPage';
