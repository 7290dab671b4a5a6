import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./user.pages');
const Profile = lazy(() => pages().then((m) => ({ default: m.ProfilePage })));
const PersonalData = lazy(() => pages().then((m) => ({ default: m.PersonalDataPage })));

/** The signed-in user's own pages (profile, personal data, notifications, password). */
export const userRoutes: ScreenRoute[] = [
  { name: 'view_profile', path: '/view-profile', area: 'user', component: Profile },
  { name: 'user_profile', path: '/user/profile', area: 'user', component: Profile },
  { name: 'personal_data', path: '/personal-data', area: 'user', component: PersonalData },
  { name: 'edit_profile', path: '/edit-profile', area: 'user', component: PersonalData },
  { name: 'notifications_user', path: '/notifications-user', area: 'user', component: lazy(() => pages().then((m) => ({ default: m.NotificationsPage }))) },
  { name: 'your_favorites', path: '/your-favorites', area: 'user', component: lazy(() => pages().then((m) => ({ default: m.FavoritesPage }))) },
  { name: 'change_password', path: '/change-password', area: 'user', component: lazy(() => pages().then((m) => ({ default: m.ChangePasswordPage }))) },
];
