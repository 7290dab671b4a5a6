/** The clients area's screens (signed in): one chunk. */
export { ClientsListPage } from './list/ClientsListPage';
export { ClientFormPage } from './form/ClientFormPage';
