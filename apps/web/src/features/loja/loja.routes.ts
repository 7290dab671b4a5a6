import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

// The shop is its own chunk: a visitor on a phone loads neither the back office nor its lists.
const pages = () => import('./loja.pages');
const Products = lazy(() => pages().then((m) => ({ default: m.ShopProductsPage })));

/** The public shop and product catalogue of the host's company (no sign-in, no application shell). */
export const lojaRoutes: ScreenRoute[] = [
  { name: 'shop_home', path: '/shop', area: 'loja', public: true, component: Products },
  { name: 'shop_categorias', path: '/shop/categorias', area: 'loja', public: true, component: lazy(() => pages().then((m) => ({ default: m.ShopCategoriesPage }))) },
  { name: 'shop_grupo', path: '/shop/grupo-produto/:id', area: 'loja', public: true, component: Products },
  {
    name: 'catalogo_produto',
    path: '/catalogo/produtos/:cdChamadaProduto',
    area: 'loja',
    public: true,
    component: lazy(() => pages().then((m) => ({ default: m.ProductPage }))),
  },
];
