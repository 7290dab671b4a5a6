/** The map screens of routing (route maintenance, the roteirizador): one chunk; Leaflet comes in another, with the map. */
export { RotaPage } from './rota/RotaPage';
export { RoteirizadorPage } from './roteirizador/RoteirizadorPage';
