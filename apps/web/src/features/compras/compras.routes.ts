import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./compras.pages');

/** Purchasing: quotations among suppliers and purchase orders. */
export const comprasRoutes: ScreenRoute[] = [
  { name: 'compras_cotacoes', path: '/compras/cotacoes', area: 'compras', permission: 'compras', component: lazy(() => pages().then((m) => ({ default: m.CotacoesListPage }))) },
  { name: 'compras_cotacao', path: '/compras/cotacoes/:id', area: 'compras', permission: 'compras', component: lazy(() => pages().then((m) => ({ default: m.CotacaoPage }))) },
  { name: 'compras_pedidos', path: '/compras/pedidos', area: 'compras', permission: 'compras', component: lazy(() => pages().then((m) => ({ default: m.PedidosListPage }))) },
  { name: 'compras_pedido', path: '/compras/pedidos/:id', area: 'compras', permission: 'compras', component: lazy(() => pages().then((m) => ({ default: m.PedidoPage }))) },
];
