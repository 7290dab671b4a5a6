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

describe('guard', () => {
  it('sem sessão, uma rota protegida leva ao login', async () => {
    serveEmpty();
    const { router } = renderRoutes(buildRoutes(screenRoutes), '/company', screenRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
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
    expect(await screen.findByRole('button', { name: 'Salvar nova senha' })).toBeTruthy();
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
