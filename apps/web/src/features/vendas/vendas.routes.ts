import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./vendas.pages');

const QuoteHeader = lazy(() => pages().then((m) => ({ default: m.OrcamentoHeaderPage })));
const QuoteItems = lazy(() => pages().then((m) => ({ default: m.OrcamentoItensPage })));

/** Sales: quotes (list, header, items), the order lists and price formation (markups). */
export const vendasRoutes: ScreenRoute[] = [
  { name: 'orcamentos', path: '/orcamentos', area: 'vendas', permission: 'pedido_vendas', component: lazy(() => pages().then((m) => ({ default: m.OrcamentosListPage }))) },
  { name: 'orcamento_novo', path: '/orcamentos/orcamento_detalhes', area: 'vendas', permission: 'pedido_vendas', action: 'create', component: QuoteHeader },
  { name: 'orcamento_detalhes', path: '/orcamentos/orcamento_detalhes/:id', area: 'vendas', permission: 'pedido_vendas', component: QuoteHeader },
  { name: 'orcamento_itens', path: '/orcamentos/orcamento/itens/:id', area: 'vendas', permission: 'pedido_vendas', component: QuoteItems },
  // The items of an order, opened from the log list when the origin entity is PedidoDeVenda (spec §2).
  { name: 'lista_produtos', path: '/pedidos/:id/produtos', area: 'vendas', permission: 'pedido_vendas', component: QuoteItems },
  { name: 'pedidos', path: '/pedidos', area: 'vendas', permission: 'pedido_vendas', component: lazy(() => pages().then((m) => ({ default: m.PedidosListPage }))) },
  { name: 'pedidosv1', path: '/pedidosv1', area: 'vendas', permission: 'pedido_vendas', component: lazy(() => pages().then((m) => ({ default: m.PedidosCompactPage }))) },
  { name: 'markup_list', path: '/parametros', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupsListPage }))) },
  { name: 'markup_custos', path: '/parametros/custos/:idMarkup', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupFormPage }))) },
  { name: 'markup_unidades', path: '/parametros/tipo_medida/:idMarkup', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupUnidadesPage }))) },
];
