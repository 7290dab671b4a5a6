/** Access administration: users of a company, access profiles, a user's profiles and the menu. One chunk. */
export { UserEditPage } from './users/UserEditPage';
export { ProfilesPage, SessionProfilesPage } from './profiles/ProfilesPage';
export { UserProfilesPage } from './user-profile/UserProfilesPage';
export { MenuConfigPage } from './menu/MenuConfigPage';
