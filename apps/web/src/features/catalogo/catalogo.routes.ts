import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./catalogo.pages');
const Form = lazy(() => pages().then((m) => ({ default: m.ProdutoFormPage })));

type Pages = Awaited<ReturnType<typeof pages>>;

/** A small register's list, create and edit screens (units, families, groups): `/<base>/list`, `/<base>/create`, `/<base>/edit/:id`. */
function cadastroRoutes(base: string, list: keyof Pages, form: keyof Pages): ScreenRoute[] {
  const Edit = lazy(() => pages().then((m) => ({ default: m[form] })));
  return [
    { name: `${base}_list`, path: `/${base}/list`, area: 'catalogo', permission: 'produtos', component: lazy(() => pages().then((m) => ({ default: m[list] }))) },
    { name: `${base}_create`, path: `/${base}/create`, area: 'catalogo', permission: 'produtos', action: 'create', component: Edit },
    { name: `${base}_edit`, path: `/${base}/edit/:id`, area: 'catalogo', permission: 'produtos', component: Edit },
  ];
}

/** Catalogue: the products list, the product form (create and edit), units, families and groups. */
export const catalogoRoutes: ScreenRoute[] = [
  { name: 'produtos_list', path: '/produtos/list', area: 'catalogo', permission: 'produtos', component: lazy(() => pages().then((m) => ({ default: m.ProdutosListPage }))) },
  { name: 'produtos_cadastro', path: '/produtos/cadastro', area: 'catalogo', permission: 'produtos', action: 'create', component: Form },
  { name: 'produtos_edit', path: '/produtos/edit/:id', area: 'catalogo', permission: 'produtos', component: Form },
  ...cadastroRoutes('tipo_medidas', 'UnidadesListPage', 'UnidadeFormPage'),
  ...cadastroRoutes('familia_produtos', 'FamiliasListPage', 'FamiliaFormPage'),
  ...cadastroRoutes('grupo_produtos', 'GruposListPage', 'GrupoFormPage'),
];
