import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./catalogo.pages');
const Form = lazy(() => pages().then((m) => ({ default: m.ProdutoFormPage })));

/** Catalogue: the products list, the product form (create and edit). */
export const catalogoRoutes: ScreenRoute[] = [
  { name: 'produtos_list', path: '/produtos/list', area: 'catalogo', permission: 'produtos', component: lazy(() => pages().then((m) => ({ default: m.ProdutosListPage }))) },
  { name: 'produtos_cadastro', path: '/produtos/cadastro', area: 'catalogo', permission: 'produtos', action: 'create', component: Form },
  { name: 'produtos_edit', path: '/produtos/edit/:id', area: 'catalogo', permission: 'produtos', component: Form },
];
