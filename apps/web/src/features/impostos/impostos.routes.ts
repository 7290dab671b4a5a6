import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

/** Tax rate tables: rates per UF, rules per NCM and the issuer regime (spec §2 'impostos'). */
export const impostosRoutes: ScreenRoute[] = [
  { name: 'impostos', path: '/impostos', area: 'impostos', permission: 'impostos', component: lazy(() => import('./ImpostosPage').then((m) => ({ default: m.ImpostosPage }))) },
];
