import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./pcp.pages');
const painel = () => import('./painel/PainelPage');
const Anexos = lazy(() => pages().then((m) => ({ default: m.AnexosPage })));

/** Production planning: MRP analyses, sales forecasts, attachments and the PCP dashboards. */
export const pcpRoutes: ScreenRoute[] = [
  { name: 'mrp_list', path: '/mrp', area: 'pcp', permission: 'mrp', component: lazy(() => pages().then((m) => ({ default: m.MrpListPage }))) },
  { name: 'mrp_analise', path: '/mrp/analise/:id', area: 'pcp', permission: 'mrp', component: lazy(() => pages().then((m) => ({ default: m.AnalisePage }))) },
  { name: 'mrp_anexo_list', path: '/mrp/anexo', area: 'pcp', permission: 'mrp', component: Anexos },
  { name: 'mrp_anexo_details', path: '/mrp/anexo/:id', area: 'pcp', permission: 'mrp', component: Anexos },
  { name: 'previsao_venda_list', path: '/previsao/venda', area: 'pcp', permission: 'previsoes', component: lazy(() => pages().then((m) => ({ default: m.PrevisoesListPage }))) },
  { name: 'previsao_venda_detail', path: '/previsao/venda/:id', area: 'pcp', permission: 'previsoes', component: lazy(() => pages().then((m) => ({ default: m.PrevisaoPage }))) },
  { name: 'dashboard_pcp_produto_acabado', path: '/dashboard/pcp/produto-acabado', area: 'pcp', permission: 'mrp', component: lazy(() => painel().then((m) => ({ default: m.PainelProdutoAcabadoPage }))) },
  { name: 'dashboard_pcp_materia_prima', path: '/dashboard/pcp/materia-prima', area: 'pcp', permission: 'mrp', component: lazy(() => painel().then((m) => ({ default: m.PainelMateriaPrimaPage }))) },
];
