/** The admin area's screens: one chunk, loaded on the first visit to any of them. */
export { CompanyListPage } from './company/CompanyListPage';
export { CompanyDetailPage } from './company/CompanyDetailPage';
export { CompanyUsersPage } from './company/CompanyUsers';
export { SettingsPage } from './settings/SettingsPage';
export { LayoutsPage } from './layouts/LayoutsPage';
export { LogsPage } from './logs/LogsPage';
