import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./cadastros/CadastrosPages');

/** The finance registers: cost centers, and the ERP integration's companies and users. */
export const financeiroCadastrosRoutes: ScreenRoute[] = [
  { name: 'centros_de_custo', path: '/financeiro/centros-de-custo', area: 'financeiro', permission: 'apagar', component: lazy(() => pages().then((m) => ({ default: m.CentrosDeCustoPage }))) },
  { name: 'empresas_erp', path: '/financeiro/empresas-erp', area: 'financeiro', permission: 'integracao', component: lazy(() => pages().then((m) => ({ default: m.EmpresasErpPage }))) },
  { name: 'usuarios_alterdata', path: '/financeiro/usuarios-alterdata', area: 'financeiro', permission: 'integracao', component: lazy(() => pages().then((m) => ({ default: m.UsuariosAlterdataPage }))) },
  { name: 'usuarios_webapi', path: '/financeiro/usuarios-webapi', area: 'financeiro', permission: 'integracao', component: lazy(() => pages().then((m) => ({ default: m.UsuariosWebapiPage }))) },
];
