import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./admin.pages');

/** Screens of the `admin` area (companies, settings) and the home summary. */
export const adminRoutes: ScreenRoute[] = [
  { name: 'HomeIndex', path: '/home', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.HomePage }))) },
  { name: 'company_list', path: '/company', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.CompanyListPage }))) },
  { name: 'company_detail', path: '/company/id/:id', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.CompanyDetailPage }))) },
  { name: 'settings', path: '/settings', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.SettingsPage }))) },
];
