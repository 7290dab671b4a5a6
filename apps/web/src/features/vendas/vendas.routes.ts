import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./vendas.pages');

/** Sales: the order lists and price formation (markups). Quotes come with their own screens. */
export const vendasRoutes: ScreenRoute[] = [
  { name: 'pedidos', path: '/pedidos', area: 'vendas', permission: 'pedido_vendas', component: lazy(() => pages().then((m) => ({ default: m.PedidosListPage }))) },
  { name: 'pedidosv1', path: '/pedidosv1', area: 'vendas', permission: 'pedido_vendas', component: lazy(() => pages().then((m) => ({ default: m.PedidosCompactPage }))) },
  { name: 'markup_list', path: '/parametros', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupsListPage }))) },
  { name: 'markup_custos', path: '/parametros/custos/:idMarkup', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupFormPage }))) },
  { name: 'markup_unidades', path: '/parametros/tipo_medida/:idMarkup', area: 'vendas', permission: 'markup', component: lazy(() => pages().then((m) => ({ default: m.MarkupUnidadesPage }))) },
];
