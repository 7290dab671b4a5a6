import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./separacao.pages');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazy(() => pages().then((m) => ({ default: m[name] })));

/** Picking lots and the order conference (§2 Conference), and the swapped-lot log of the orders. */
export const separacaoRoutes: ScreenRoute[] = [
  { name: 'conferencia', path: '/conferencia', area: 'separacao', permission: 'separacao', component: page('LotesPage') },
  { name: 'conferencia_lote', path: '/conferencia/lote/:lote', area: 'separacao', permission: 'separacao', component: page('LotePage') },
  { name: 'conferencia_pedido', path: '/conferencia/pedido/:id', area: 'separacao', permission: 'separacao', component: page('ConferenciaPedidoPage') },
  { name: 'conferencia_itens', path: '/conferencia/itens/:id', area: 'separacao', permission: 'separacao', component: page('ItensPage') },
  { name: 'conferencia_itens_pedido', path: '/conferencia/itens-pedido/:pedidoId', area: 'separacao', permission: 'separacao', component: page('ItensPage') },
  { name: 'conferencia_relatorio', path: '/conferencia/relatorio/:lote', area: 'separacao', permission: 'separacao', component: page('RelatorioPage') },
  { name: 'lotes_trocados', path: '/pedidos/lotes-trocados', area: 'separacao', permission: 'separacao', component: page('LotesTrocadosPage') },
];
