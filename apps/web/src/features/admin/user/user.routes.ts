import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./user.pages');
const Profile = lazy(() => pages().then((m) => ({ default: m.ProfilePage })));
const PersonalData = lazy(() => pages().then((m) => ({ default: m.PersonalDataPage })));

/** The signed-in user's own pages (profile, personal data, notifications, password). */
export const userRoutes: ScreenRoute[] = [
  { name: 'view_profile', path: '/view-profile', area: 'admin', component: Profile },
  { name: 'user_profile', path: '/user/profile', area: 'admin', component: Profile },
  { name: 'personal_data', path: '/personal-data', area: 'admin', component: PersonalData },
  { name: 'edit_profile', path: '/edit-profile', area: 'admin', component: PersonalData },
  { name: 'notifications_user', path: '/notifications-user', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.NotificationsPage }))) },
  { name: 'your_favorites', path: '/your-favorites', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.FavoritesPage }))) },
  { name: 'change_password', path: '/change-password', area: 'admin', component: lazy(() => pages().then((m) => ({ default: m.ChangePasswordPage }))) },
];
