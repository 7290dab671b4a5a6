import type { ScreenRoute } from '@/platform/routes/registry';

/**
 * The public shop itself (/shop, /shop/categorias, /shop/grupo-produto/:id, /catalogo/produtos/:code) is written by
 * the server (apps/api/src/modules/loja/shop.pages.ts) with a small script of its own (src/shop/shop.ts): a visitor
 * downloads nothing of this application. Here, the back office's screens of the shop.
 */
export const lojaRoutes: ScreenRoute[] = [];
