import { lazy } from 'react';
import type { ScreenRoute } from '@/platform/routes/registry';

const pages = () => import('./roteiro.pages');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazy(() => pages().then((m) => ({ default: m[name] })));
const mapPages = () => import('./mapa.pages');
const mapPage = (name: keyof Awaited<ReturnType<typeof mapPages>>) => lazy(() => mapPages().then((m) => ({ default: m[name] })));

const cadastros = () => import('./cadastros/VeiculosPages');
const cadastro = (name: keyof Awaited<ReturnType<typeof cadastros>>) => lazy(() => cadastros().then((m) => ({ default: m[name] })));

/** Routing and freight (§2 Routing and freight): the screens built so far. */
export const roteiroRoutes: ScreenRoute[] = [
  { name: 'roteiro', path: '/roteiro', area: 'roteiro', permission: 'roteiro', component: page('RoteirosPage') },
  { name: 'roteiro_pedidos', path: '/roteiro/roteirov1', area: 'roteiro', permission: 'roteiro', component: page('PedidosRoteirosPage') },
  { name: 'roteiro_entregas', path: '/roteiro/entregas', area: 'roteiro', permission: 'roteiro', component: page('EntregasPage') },
  { name: 'roteiro_manual_old', path: '/roteiro/manual-old', area: 'roteiro', permission: 'roteiro', component: page('RoteiroManualOldPage') },
  { name: 'frete', path: '/frete', area: 'roteiro', permission: 'frete', component: lazy(() => import('./frete/FretePage').then((m) => ({ default: m.FretePage }))) },
  { name: 'roteirizador', path: '/dashboard/roteirizador', area: 'roteiro', permission: 'roteirizador', component: mapPage('RoteirizadorPage') },
  { name: 'roteiro_manual', path: '/roteiro/manual', area: 'roteiro', permission: 'roteiro', component: lazy(() => import('./manual/ManualRoutingPage').then((m) => ({ default: m.ManualRoutingPage }))) },
  { name: 'veiculos', path: '/cadastro/veiculos', area: 'roteiro', permission: 'roteiro', component: cadastro('VeiculosPage') },
  { name: 'motoristas', path: '/cadastro/motoristas', area: 'roteiro', permission: 'roteiro', component: cadastro('MotoristasPage') },
  { name: 'frete_rotas', path: '/cadastro/rota', area: 'roteiro', permission: 'frete', component: lazy(() => import('./cadastros/FreteRotasPage').then((m) => ({ default: m.FreteRotasPage }))) },
  // Route maintenance: /roteiro/<static> screens win over it (the registry ranks static segments first).
  { name: 'alterar', path: '/roteiro/:id', area: 'roteiro', permission: 'roteiro', component: mapPage('RotaPage') },
];
