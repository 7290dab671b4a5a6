import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./cadastros/CadastrosPages');

/** The company's small registers: sectors and expense categories (the paths of their access catalogue entries). */
export const pessoasCadastrosRoutes: ScreenRoute[] = [
  { name: 'setores', path: '/setors', area: 'pessoas', permission: 'setores', component: lazy(() => pages().then((m) => ({ default: m.SetoresPage }))) },
  { name: 'categories', path: '/categories', area: 'pessoas', permission: 'categories', component: lazy(() => pages().then((m) => ({ default: m.CategoriasPage }))) },
];
