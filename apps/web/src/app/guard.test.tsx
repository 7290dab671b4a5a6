import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { hydra, renderRoutes, signIn, stubFetch } from '../test/utils';
import { buildRoutes } from './routes';
import { screenRoutes } from './screens';

function serveEmpty() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/people/1')) return { body: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo', document: '11222333000181' } };
    if (call.url.startsWith('/api/configs/1')) return { body: { configs: {} } };
    return { body: hydra([]) };
  });
}

/** A salesperson: reads clients, nothing of the administration. */
function serveSeller(extra: Record<string, unknown> = {}) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/people/my-grants')) return { body: { company: 1, admin: false, permissions: { people: ['read'] }, ...extra } };
    if (call.url.startsWith('/api/menu'))
      return {
        body: hydra([
          { id: 1, menu: 'Clientes', rota: '/clients/list', ordem: 10, icone: 'users', modulo: 'Cadastros' },
          { id: 2, menu: 'Empresas', rota: '/company', ordem: 90, icone: 'building', modulo: 'Configurações' },
          { id: 3, menu: 'Perfis', rota: '/regras', ordem: 91, icone: 'lock', modulo: 'Configurações' },
        ]),
      };
    if (call.url.startsWith('/api/people/1')) return { body: { id: 1, name: 'Demo Indústria Ltda', alias: 'Demo', document: '11222333000181' } };
    if (call.url.startsWith('/api/configs/1')) return { body: { configs: {} } };
    return { body: hydra([]) };
  });
}

describe('screens and grants', () => {
  it.each(['/company', '/company/users', '/regras', '/settings', '/config/menu', '/company/id/1/users/new', '/clients/create'])(
    'sem a permissão, %s mostra "Acesso negado" e nenhum botão da tela',
    async (path) => {
      signIn();
      serveSeller();
      const { router } = renderRoutes(buildRoutes(screenRoutes), path, screenRoutes);
      expect(await screen.findByRole('heading', { name: 'Acesso negado' }, { timeout: 15000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/home');
      expect(screen.queryByRole('button', { name: /Novo|Salvar/ })).toBeNull();
    },
  );

  it('o menu mostra só as telas permitidas, e a lista de clientes sem permissão de criar não oferece "Novo cliente"', async () => {
    signIn();
    serveSeller();
    renderRoutes(buildRoutes(screenRoutes), '/clients/list', screenRoutes);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 15000 });
    await waitFor(() => expect(nav.textContent).toContain('Clientes'));
    expect(nav.textContent).not.toContain('Empresas');
    expect(nav.textContent).not.toContain('Perfis');
    expect(screen.queryByText('Acesso negado')).toBeNull();
    expect(screen.queryByRole('link', { name: /Novo cliente/ })).toBeNull();
  });

  it('um administrador abre /regras e /company/users', async () => {
    signIn();
    serveSeller({ admin: true });
    renderRoutes(buildRoutes(screenRoutes), '/company/users', screenRoutes);
    expect(await screen.findByRole('heading', { name: 'Usuários da empresa' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByText('Acesso negado')).toBeNull();
    expect(screen.getByRole('link', { name: /Novo usuário/ })).toBeTruthy();
  });
});

describe('guard', () => {
  it('sem sessão, uma rota protegida leva ao login', async () => {
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/company', screenRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' }, { timeout: 5000 })).toBeTruthy();
  });

  it('com sessão, abrir o login leva a /home', async () => {
    signIn();
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/', screenRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Olá, Demo User', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('com sessão, uma rota desconhecida leva a /home', async () => {
    signIn();
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/nao-existe/de-jeito-nenhum', screenRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sem sessão, uma rota desconhecida leva ao login', async () => {
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/qualquer', screenRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a recuperação de senha é pública', async () => {
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/forgot-password/abc/def', screenRoutes);
    expect(await screen.findByRole('button', { name: 'Salvar nova senha' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password/abc/def');
  });

  it('o cadastro anônimo de cliente é público, com ou sem sessão', async () => {
    serveEmpty();
    const { router, unmount } = renderRoutes(buildRoutes(screenRoutes), '/anonymous/create', screenRoutes);
    expect(await screen.findByRole('button', { name: 'Enviar cadastro' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/anonymous/create');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    unmount();

    signIn();
    const signedIn = renderRoutes(buildRoutes(screenRoutes), '/anonymous/create', screenRoutes);
    expect(await screen.findByRole('button', { name: 'Enviar cadastro' }, { timeout: 5000 })).toBeTruthy();
    expect(signedIn.router.state.location.pathname).toBe('/anonymous/create');
  });
});
