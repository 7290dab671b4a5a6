import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteRegistry } from '../routes/registry';
import { getSession } from '../session/storage';
import { hydra, renderAt, signIn, stubFetch } from '../../test/utils';
import { CompanySwitch } from './CompanySwitch';
import { buildMenuGroups, type MenuEntry } from './useMenu';
import { menuIcon } from './icons';
import { IconPoint, IconTruck } from '@tabler/icons-react';

const built = new RouteRegistry([
  { name: 'home', path: '/home', area: 'admin', component: () => null },
  { name: 'company_detail', path: '/company/id/:id', area: 'admin', component: () => null },
  { name: 'settings', path: '/settings', area: 'admin', component: () => null },
]);

const entries: MenuEntry[] = [
  { id: 1, menu: 'Configurações', rota: '/settings', ordem: 91, icone: 'settings', modulo: 'Configurações' },
  { id: 2, menu: 'Pedidos', rota: '/pedidos', ordem: 10, icone: 'list', modulo: 'Vendas' },
  { id: 3, menu: 'Pipeline', rota: '/Webeasy/pipeline', ordem: 20, icone: 'chart-bar', modulo: 'CRM' },
  { id: 4, menu: 'Início', rota: '/home', ordem: 1, icone: 'home', modulo: null },
  { id: 5, menu: 'Empresa 3', rota: '/company/id/3', ordem: 92, icone: 'building', modulo: 'Configurações' },
];

describe('menu', () => {
  it('mostra só as rotas construídas, agrupadas por módulo e em ordem', () => {
    const groups = buildMenuGroups(entries, (path) => built.isBuilt(path), '');
    expect(groups.map((g) => g.title)).toEqual([null, 'Configurações']);
    expect(groups[1].entries.map((e) => e.menu)).toEqual(['Configurações', 'Empresa 3']);
    expect(groups.flatMap((g) => g.entries).some((e) => e.rota === '/pedidos')).toBe(false);
  });

  it('as entradas /Webeasy/ abrem o sistema legado e somem sem legacyBaseUrl', () => {
    expect(buildMenuGroups(entries, (path) => built.isBuilt(path), '').flatMap((g) => g.entries).some((e) => e.external)).toBe(false);
    const withLegacy = buildMenuGroups(entries, (path) => built.isBuilt(path), 'https://legado.exemplo.com.br');
    const pipeline = withLegacy.flatMap((g) => g.entries).find((e) => e.id === 3);
    expect(pipeline).toMatchObject({ href: 'https://legado.exemplo.com.br/Webeasy/pipeline', external: true });
  });

  it('lê nomes de ícones do tabler em várias grafias', () => {
    expect(menuIcon('IconTruck')).toBe(IconTruck);
    expect(menuIcon('truck')).toBe(IconTruck);
    expect(menuIcon('nao-existe')).toBe(IconPoint);
  });
});

describe('company switch', () => {
  it('lista as empresas por id e guarda a escolhida na sessão', async () => {
    signIn();
    const calls = stubFetch((call) =>
      call.url === '/api/token/company'
        ? { body: {} }
        : call.url.startsWith('/api/people/my-companies')
        ? {
            body: hydra([
              { '@id': '/api/people/9', id: 9, name: 'Filial Sul Ltda', alias: 'Filial Sul', document: '11444777000161' },
              { '@id': '/api/people/1', id: 1, name: 'Demo Indústria Ltda', alias: 'Demo', document: '11222333000181' },
            ]),
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(<CompanySwitch />);
    // The chosen company on a button; the select (a chunk of its own) comes with the click, open.
    const button = await screen.findByRole('button', { name: 'Empresa' });
    expect(button.textContent).toBe('Demo');
    await user.click(button);
    expect(((await screen.findByRole('combobox', { name: 'Empresa' })) as HTMLInputElement).value).toBe('Demo');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Demo', 'Filial Sul']);
    await user.click(screen.getByRole('option', { name: 'Filial Sul' }));
    await waitFor(() => expect(getSession()?.company?.id).toBe(9));
    expect(calls.find((call) => call.url === '/api/token/company')).toMatchObject({ method: 'PUT', body: { company: 9 } });
    expect(getSession()?.company?.name).toBe('Filial Sul Ltda');
  });
});
