import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';
import { inShell } from '@/platform/routes/inShell';

const pages = () => import('./admin.pages');

/** Screens of the `admin` area (companies, users, settings) and the home summary; `permission`: the access catalogue's key. */
export const adminRoutes: ScreenRoute[] = [
  // The first screen after sign-in: in the shell chunk (vite.chunks.ts), not with the admin screens' lists and forms.
  { name: 'HomeIndex', path: '/home', area: 'admin', component: inShell(() => import('./home/HomePage').then((m) => m.HomePage)) },
  { name: 'company_list', path: '/company', area: 'admin', permission: 'companies', component: lazy(() => pages().then((m) => ({ default: m.CompanyListPage }))) },
  { name: 'company_detail', path: '/company/id/:id', area: 'admin', permission: 'companies', component: lazy(() => pages().then((m) => ({ default: m.CompanyDetailPage }))) },
  { name: 'company_users', path: '/company/users', area: 'admin', permission: 'users', component: lazy(() => pages().then((m) => ({ default: m.CompanyUsersPage }))) },
  { name: 'listagem_layouts', path: '/listagem_layouts', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.LayoutsPage }))) },
  { name: 'logs', path: '/logs', area: 'admin', permission: 'logs', component: lazy(() => pages().then((m) => ({ default: m.LogsPage }))) },
  { name: 'settings', path: '/settings', area: 'admin', permission: 'configs', component: lazy(() => pages().then((m) => ({ default: m.SettingsPage }))) },
];
