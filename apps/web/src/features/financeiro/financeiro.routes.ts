import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./financeiro.pages');

/** Finance: accounts payable and the log of the items sent to the ERP integration. */
export const financeiroRoutes: ScreenRoute[] = [
  { name: 'items_to_pay', path: '/items-to-pay', area: 'financeiro', permission: 'apagar', component: lazy(() => pages().then((m) => ({ default: m.ItemsToPayPage }))) },
  {
    name: 'integrated_items',
    path: '/integrated-items/:integration/:type',
    area: 'financeiro',
    permission: 'integracao',
    component: lazy(() => pages().then((m) => ({ default: m.IntegratedItemsPage }))),
  },
];
