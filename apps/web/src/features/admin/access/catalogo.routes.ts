import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./catalogo/CatalogoPages');

/** The access catalogue's lists (modules, routes, actions), read with the access profiles' `profiles` permission. */
export const catalogoAcessoRoutes: ScreenRoute[] = [
  { name: 'modulos', path: '/config/modulos', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.ModulosAcessoPage }))) },
  { name: 'rotas', path: '/config/rotas', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.RotasAcessoPage }))) },
  { name: 'acoes', path: '/config/acoes', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.AcoesAcessoPage }))) },
];
