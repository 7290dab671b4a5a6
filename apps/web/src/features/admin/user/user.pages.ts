/** The user area's screens: one chunk. */
export { ProfilePage } from './ProfilePage';
export { PersonalDataPage } from './PersonalDataPage';
export { NotificationsPage } from './NotificationsPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { FavoritesPage } from './FavoritesPage';
