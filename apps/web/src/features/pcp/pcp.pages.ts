/** The production planning screens (signed in): one chunk; the dashboards' charts in their own. */
export { MrpListPage } from './mrp/MrpListPage';
export { AnalisePage } from './mrp/AnalisePage';
export { PrevisoesListPage } from './previsao/PrevisoesListPage';
export { PrevisaoPage } from './previsao/PrevisaoPage';
export { AnexosPage } from './anexos/AnexosPage';
