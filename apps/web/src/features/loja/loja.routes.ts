import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

/**
 * The public shop itself (/shop, /shop/categorias, /shop/grupo-produto/:id, /catalogo/produtos/:code) is written by
 * the server (apps/api/src/modules/loja/shop.pages.ts) with a small script of its own (src/shop/shop.ts): a visitor
 * downloads nothing of this application. Here, the back office's screen of the shop: its products and prices.
 */
export const lojaRoutes: ScreenRoute[] = [
  { name: 'loja_produtos', path: '/loja_produtos', area: 'loja', permission: 'loja', component: lazy(() => import('./produtos/LojaProdutosPage').then((m) => ({ default: m.LojaProdutosPage }))) },
];
