import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydra, renderRoutes, signIn, stubFetch, type FetchCall } from '@/test/utils';
import { ProfilesPage } from './ProfilesPage';

const routes = [{ path: '/company/profiles/:id', element: <ProfilesPage /> }];

const regras = [
  { '@id': '/api/regras/1', id: 1, company: 1, regra: 'Administrador', admin: true },
  { '@id': '/api/regras/2', id: 2, company: 1, regra: 'Vendedor', admin: false },
];
const modulos = [
  { id: 1, modulo: 'Cadastros', ordem: 10 },
  { id: 3, modulo: 'Configurações', ordem: 90 },
];
const rotas = [
  { id: 1, modulo: 1, rota: '/clients/list', chave: 'people', nome: 'Clientes e pessoas' },
  { id: 9, modulo: 3, rota: '/logs', chave: 'logs', nome: 'Registro de alterações' },
];
const acoes = [
  { id: 1, rota: 1, acao: 'read' },
  { id: 2, rota: 1, acao: 'create' },
  { id: 3, rota: 1, acao: 'update' },
  { id: 4, rota: 1, acao: 'delete' },
  { id: 30, rota: 9, acao: 'read' },
];

function serve(): FetchCall[] {
  let grants = [{ '@id': '/api/regra_acoes/10', id: 10, company: 1, regra: 2, acao: 1 }];
  let next = 11;
  return stubFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/people/1') return { body: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo' } };
    if (path === '/api/regras') return { body: hydra(regras) };
    if (path === '/api/modulos') return { body: hydra(modulos) };
    if (path === '/api/rotas') return { body: hydra(rotas) };
    if (path === '/api/acoes') return { body: hydra(acoes) };
    if (path === '/api/regra_acoes' && call.method === 'GET') return { body: hydra(grants.filter((g) => call.url.includes(`regra=${g.regra}`))) };
    if (path === '/api/regra_acoes' && call.method === 'POST') {
      const body = call.body as { regra: number; acao: number };
      const row = { '@id': `/api/regra_acoes/${next}`, id: next++, company: 1, regra: body.regra, acao: body.acao };
      grants = [...grants, row];
      return { status: 201, body: row };
    }
    const deleted = /^\/api\/regra_acoes\/(\d+)$/.exec(path);
    if (deleted && call.method === 'DELETE') {
      grants = grants.filter((g) => g.id !== Number(deleted[1]));
      return { status: 204 };
    }
    return undefined;
  });
}

describe('access profiles', () => {
  it('concede e revoga ações na grade módulos → telas → ações', async () => {
    signIn();
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/company/profiles/1');
    const grid = await screen.findByTestId('grants-grid');
    const cadastros = within(grid).getByRole('table', { name: 'Cadastros' });
    const read = within(cadastros).getByRole('checkbox', { name: 'Clientes e pessoas: Ver' }) as HTMLInputElement;
    const create = within(cadastros).getByRole('checkbox', { name: 'Clientes e pessoas: Incluir' }) as HTMLInputElement;
    await waitFor(() => expect(read.checked).toBe(true));
    expect(create.checked).toBe(false);
    // Only the actions a route has get a box.
    const logs = within(grid).getByRole('table', { name: 'Configurações' });
    expect(within(logs).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Registro de alterações: Ver',
      'Todas as ações de Registro de alterações',
    ]);

    await user.click(create);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/regra_acoes', body: { regra: 2, acao: 2, company: 1 } }));
    await waitFor(() => expect(create.checked).toBe(true));

    await user.click(read);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/regra_acoes/10'));
    await waitFor(() => expect(read.checked).toBe(false));

    // "Todas": grants the two actions still missing at once.
    await user.click(within(cadastros).getByRole('checkbox', { name: 'Todas as ações de Clientes e pessoas' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.method === 'POST')
          .map((c) => (c.body as { acao: number }).acao)
          .sort(),
      ).toEqual([1, 2, 3, 4]),
    );
  });

  it('o perfil de administrador mostra acesso total e não tem grade', async () => {
    signIn();
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/company/profiles/1?regra=2');
    await screen.findByTestId('grants-grid');
    await user.click(screen.getByRole('button', { name: /^Administrador/ }));
    expect((await screen.findByTestId('admin-profile')).textContent).toContain('acesso total');
    expect(screen.queryByTestId('grants-grid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Administrador' })).toBeNull();
  });
});
