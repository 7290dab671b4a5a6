import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./clients.pages');
const Form = lazy(() => pages().then((m) => ({ default: m.ClientFormPage })));

/** Clients: list, create and edit (people/clients API), and the public client form. */
export const clientsRoutes: ScreenRoute[] = [
  { name: 'clients_list', path: '/clients/list', area: 'pessoas', permission: 'people', component: lazy(() => pages().then((m) => ({ default: m.ClientsListPage }))) },
  { name: 'clients_create', path: '/clients/create', area: 'pessoas', permission: 'people', action: 'create', component: Form },
  { name: 'clients_edit', path: '/clients/edit/:idCliente', area: 'pessoas', permission: 'people', component: Form },
  {
    name: 'anonymous_create',
    path: '/anonymous/create',
    area: 'pessoas',
    public: true,
    component: lazy(() => import('./anonymous.pages').then((m) => ({ default: m.AnonymousClientPage }))),
  },
];
