import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenRoute } from '@/platform/routes/registry';
import { hydra, renderRoutes, signIn, stubFetch } from '@/test/utils';
import { UserEditPage } from './UserEditPage';

const screens: ScreenRoute[] = [{ name: 'company_user', path: '/company/id/:id/users/:employeeId', area: 'admin', component: UserEditPage }];
const routes = [{ path: '/company/id/:id/users/:employeeId', element: <UserEditPage /> }];

describe('company user', () => {
  it('cria o usuário com perfis e mostra "O usuário já existe" e "O email utilizado já existe" nos campos', async () => {
    signIn();
    let attempt = 0;
    const calls = stubFetch((call) => {
      const path = call.url.split('?')[0];
      if (path === '/api/people/1') return { body: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo' } };
      if (path === '/api/regras') return { body: hydra([{ id: 1, company: 1, regra: 'Administrador', admin: true }, { id: 2, company: 1, regra: 'Vendedor', admin: false }]) };
      if (path === '/api/users' && call.method === 'POST') {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            body: {
              violations: [
                { propertyPath: 'username', message: 'O usuário já existe' },
                { propertyPath: 'email', message: 'O email utilizado já existe' },
              ],
            },
          };
        }
        return { status: 201, body: { '@id': '/api/users/9', id: 9, username: 'maria', people: 20 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/company/id/1/users/new', screens);
    const username = await screen.findByRole('textbox', { name: /Usuário/ });
    await user.type(username, 'maria silva');
    expect((username as HTMLInputElement).value).toBe('mariasilva');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Maria Silva');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirme a senha/), 'segredo1');
    await user.click(await screen.findByRole('checkbox', { name: 'Vendedor' }));
    await user.click(screen.getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText('O usuário já existe')).toBeTruthy();
    expect(screen.getByText('O email utilizado já existe')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      company: 1,
      username: 'mariasilva',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      email: 'maria@exemplo.com.br',
      realname: 'Maria Silva',
      profiles: [2],
    });

    await user.clear(username);
    await user.type(username, 'maria');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/id/1/users/9'));
  });

  it('desativar pede confirmação: Cancelar não envia nada, Desativar envia active: false', async () => {
    signIn();
    const calls = stubFetch((call) => {
      const path = call.url.split('?')[0];
      if (path === '/api/users/5' && call.method === 'GET') return { body: { '@id': '/api/users/5', id: 5, username: 'carlos', people: 20, active: true } };
      if (path === '/api/users/5' && call.method === 'PUT') return { body: { '@id': '/api/users/5', id: 5, username: 'carlos', people: 20, active: false } };
      if (path === '/api/people/20') return { body: { id: 20, name: 'Carlos Vendedor' } };
      if (path === '/api/people/1') return { body: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo' } };
      if (path === '/api/emails') return { body: hydra([{ id: 1, email: 'carlos@exemplo.com.br' }]) };
      if (path === '/api/regras') return { body: hydra([{ id: 2, company: 1, regra: 'Vendedor', admin: false }]) };
      if (path === '/api/usuario_regras') return { body: hydra([]) };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/company/id/1/users/5', screens);
    await user.click(await screen.findByRole('button', { name: 'Desativar' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar usuário?' });
    expect(dialog.textContent).toContain('carlos não poderá mais entrar no sistema');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    const again = await screen.findByRole('dialog', { name: 'Desativar usuário?' });
    await user.click(within(again).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false }));
  });
});
