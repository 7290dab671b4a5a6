import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./tags.pages');

const TagForm = lazy(() => pages().then((m) => ({ default: m.TagFormPage })));
const FormulaForm = lazy(() => pages().then((m) => ({ default: m.FormulaFormPage })));

/** Catalogue: tags (of products and clients) and item formulas. */
export const tagsRoutes: ScreenRoute[] = [
  { name: 'tags_list', path: '/tags', area: 'catalogo', permission: 'tags', component: lazy(() => pages().then((m) => ({ default: m.TagsListPage }))) },
  { name: 'tags_create', path: '/tags/create', area: 'catalogo', permission: 'tags', action: 'create', component: TagForm },
  { name: 'tags_edit', path: '/tags/id/:id', area: 'catalogo', permission: 'tags', component: TagForm },
  { name: 'formulas_list', path: '/formulas/list', area: 'catalogo', permission: 'formulas', component: lazy(() => pages().then((m) => ({ default: m.FormulasListPage }))) },
  { name: 'formulas_create', path: '/formulas/create', area: 'catalogo', permission: 'formulas', action: 'create', component: FormulaForm },
  { name: 'formulas_edit', path: '/formulas/edit/:id', area: 'catalogo', permission: 'formulas', component: FormulaForm },
];
