/** The picking and conference screens (signed in): one chunk. */
export { LotesPage } from './lotes/LotesPage';
export { LotePage } from './lotes/LotePage';
export { ConferenciaPedidoPage } from './conferencia/ConferenciaPedidoPage';
export { ItensPage } from './itens/ItensPage';
export { RelatorioPage } from './relatorio/RelatorioPage';
export { LotesTrocadosPage } from './trocas/LotesTrocadosPage';
