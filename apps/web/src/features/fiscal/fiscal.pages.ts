// The fiscal screens, loaded together on first use (fiscal.routes.ts).
export { NfeListPage } from './nfe/NfeListPage';
export { ConfigUfPage } from './config/ConfigUfPage';
export { GnreListPage } from './gnre/GnreListPage';
export { GnreConfigPage } from './gnre/GnreConfigPage';
export { NfeEmissaoPage } from './config/NfeEmissaoPage';
export { RecebimentoPage } from './nfe/RecebimentoPage';
