import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./fiscal.pages');

/** Tax: imported invoices, the per-UF configuration, GNRE guides and revenues. */
export const fiscalRoutes: ScreenRoute[] = [
  { name: 'nfe', path: '/nfe', area: 'fiscal', permission: 'xmls', component: lazy(() => pages().then((m) => ({ default: m.NfeListPage }))) },
  { name: 'nfe_receber', path: '/nfe/receber/:id', area: 'fiscal', permission: 'recebimento_mercadorias', component: lazy(() => pages().then((m) => ({ default: m.RecebimentoPage }))) },
  { name: 'nfe_config', path: '/nfe/config', area: 'fiscal', permission: 'config_fiscal', component: lazy(() => pages().then((m) => ({ default: m.ConfigUfPage }))) },
  { name: 'nfe_config_emissao', path: '/nfe/config/emissao', area: 'fiscal', permission: 'config_fiscal', component: lazy(() => pages().then((m) => ({ default: m.NfeEmissaoPage }))) },
  { name: 'gnre', path: '/gnre', area: 'fiscal', permission: 'gnres', component: lazy(() => pages().then((m) => ({ default: m.GnreListPage }))) },
  { name: 'gnre_config', path: '/gnre/config', area: 'fiscal', permission: 'config_fiscal', component: lazy(() => pages().then((m) => ({ default: m.GnreConfigPage }))) },
];
