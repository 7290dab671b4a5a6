import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

/** Custom columns ("Campos adicionais"): the company's columns and their form. */
export const colunasRoutes: ScreenRoute[] = [
  {
    name: 'colunas_create',
    path: '/colunas/create',
    area: 'catalogo',
    permission: 'produtos',
    component: lazy(() => import('./colunas/ColunasPage').then((m) => ({ default: m.ColunasPage }))),
  },
];
