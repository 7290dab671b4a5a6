/** The sales area's screens (signed in): one chunk. */
export { MarkupsListPage } from './markup/MarkupsListPage';
export { MarkupFormPage } from './markup/MarkupFormPage';
export { MarkupUnidadesPage } from './markup/MarkupUnidadesPage';
export { PedidosListPage, PedidosCompactPage } from './pedidos/PedidosListPage';
export { OrcamentosListPage } from './orcamentos/OrcamentosListPage';
export { OrcamentoHeaderPage } from './orcamentos/OrcamentoHeaderPage';
export { OrcamentoItensPage } from './orcamentos/OrcamentoItensPage';
