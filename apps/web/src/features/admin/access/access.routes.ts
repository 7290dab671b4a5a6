import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./access.pages');

/** Users, access profiles (regras and their grants), a user's profiles and the menu entries. */
export const accessRoutes: ScreenRoute[] = [
  { name: 'company_user', path: '/company/id/:id/users/:employeeId', area: 'admin', permission: 'users', component: lazy(() => pages().then((m) => ({ default: m.UserEditPage }))) },
  { name: 'company_profiles', path: '/company/profiles/:id', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.ProfilesPage }))) },
  // The access catalogue's screen 'Perfis de acesso': the profiles of the session company.
  { name: 'regras', path: '/regras', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.SessionProfilesPage }))) },
  { name: 'settings_user_profile', path: '/settings/user-profile/:id', area: 'admin', permission: 'profiles', component: lazy(() => pages().then((m) => ({ default: m.UserProfilesPage }))) },
  { name: 'config_menu', path: '/config/menu', area: 'admin', permission: 'menus', component: lazy(() => pages().then((m) => ({ default: m.MenuConfigPage }))) },
];
