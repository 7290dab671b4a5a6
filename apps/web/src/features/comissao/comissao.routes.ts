import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./comissao.pages');

/** Commission: what is due per representative, its conference and its report (spec §2 'returns'). */
export const comissaoRoutes: ScreenRoute[] = [
  { name: 'comissao', path: '/comissao', area: 'comissao', permission: 'comissao', component: lazy(() => pages().then((m) => ({ default: m.ComissaoPage }))) },
  { name: 'comissao_conference', path: '/comissao/conference', area: 'comissao', permission: 'comissao', action: 'update', component: lazy(() => pages().then((m) => ({ default: m.ComissaoConferencePage }))) },
  { name: 'comissao_relatorio', path: '/comissao/relatorio', area: 'comissao', permission: 'comissao', component: lazy(() => pages().then((m) => ({ default: m.ComissaoRelatorioPage }))) },
  { name: 'comissao_taxas', path: '/comissao/taxas', area: 'comissao', permission: 'comissao_taxas', component: lazy(() => pages().then((m) => ({ default: m.ComissaoTaxasPage }))) },
];
