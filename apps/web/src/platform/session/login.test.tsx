import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRoutes } from '../../app/routes';
import { screenRoutes } from '../../app/screens';
import { hydra, renderRoutes, signIn, stubFetch } from '../../test/utils';
import { signOut } from './login';
import { MENU_KEY } from './logout';
import { getSession } from './storage';

describe('login', () => {
  it("mostra 'Usuário ou senha não são válidos' para 'Invalid credentials.'", async () => {
    stubFetch((call) => (call.url === '/api/token' ? { status: 401, body: { 'hydra:description': 'Invalid credentials.' } } : undefined));
    const user = userEvent.setup();
    renderRoutes(buildRoutes(screenRoutes), '/', screenRoutes);
    await user.type(await screen.findByLabelText('Usuário'), 'demo');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Usuário ou senha não são válidos');
    expect(getSession()).toBeNull();
  });

  it('exige usuário e senha antes de chamar a API', async () => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderRoutes(buildRoutes(screenRoutes), '/', screenRoutes);
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Este campo é obrigatório')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/token')).toHaveLength(0);
  });

  it("recusa uma resposta sem usuário com 'Can not signin without a user' traduzido", async () => {
    stubFetch((call) => (call.url === '/api/token' ? { body: { token: 'x' } } : undefined));
    const user = userEvent.setup();
    renderRoutes(buildRoutes(screenRoutes), '/', screenRoutes);
    await user.type(await screen.findByLabelText('Usuário'), 'demo');
    await user.type(screen.getByLabelText('Senha'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Não é possível entrar sem um usuário');
  });

  it('guarda a sessão em session e abre /home', async () => {
    stubFetch((call) => {
      if (call.url === '/api/token')
        return {
          body: {
            username: 'demo',
            token: 'tok',
            api_key: 'tok',
            people: 7,
            company: 1,
            default_company: 1,
            realname: 'Demo User',
            active: true,
            roles: ['ROLE_ADMIN'],
          },
        };
      return { body: hydra([]) };
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/', screenRoutes);
    await user.type(await screen.findByLabelText('Usuário'), 'demo');
    await user.type(screen.getByLabelText('Senha'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const stored = JSON.parse(window.localStorage.getItem('session') ?? '{}') as { username: string; token: string; company: { id: number } };
    expect(stored.username).toBe('demo');
    expect(stored.token).toBe('tok');
    expect(stored.company.id).toBe(1);
  });

  it('sair encerra o token na API e limpa sessão, filtros lembrados e menu', async () => {
    signIn();
    window.localStorage.setItem('list:/settings:/configs', '{}');
    window.localStorage.setItem(MENU_KEY, '[]');
    const calls = stubFetch(() => ({ status: 204 }));
    signOut();
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/token' });
    expect(calls[0].headers['api-token']).toBe('token-123');
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('list:/settings:/configs')).toBeNull();
    expect(window.localStorage.getItem(MENU_KEY)).toBeNull();
  });
});
