import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { buildRoutes } from '@/app/routes';
import { screenRoutes } from '@/app/screens';
import { createQueryClient } from '@/platform/api/query-client';
import { RouteRegistry } from '@/platform/routes/registry';
import { demoSession, hydra, signIn, stubFetch } from '@/test/utils';
import type { DefaultCompany } from '../boot/boot';

const first: DefaultCompany = { id: 1, name: 'Distribuidora Exemplo Ltda', alias: 'Distribuidora Exemplo', tema: { logoMenu: '/api/files/logo-1' } };
const other: DefaultCompany = { id: 2, name: 'Outra Empresa Ltda', alias: 'Outra Empresa', tema: { logoMenu: null, cores: { primary: '#7a1fa2' } } };

describe('brand of the signed-in shell', () => {
  it("um usuário da outra empresa vê o nome e o título da própria empresa, nunca o logo da primeira (a do domínio)", async () => {
    signIn({ ...demoSession, username: 'outra', realname: 'Outra', company: { id: 2 }, default_company: { id: 2 } });
    stubFetch((call) => {
      if (call.url.startsWith('/api/people/my-company')) return { body: { data: other } };
      if (call.url.startsWith('/api/people/my-grants')) return { body: { company: 2, admin: true, permissions: {} } };
      if (call.url.startsWith('/api/people/2')) return { body: { id: 2, name: other.name, alias: other.alias } };
      if (call.url.startsWith('/api/configs/2')) return { body: { configs: {} } };
      return { body: hydra([]) };
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const routes = buildRoutes(screenRoutes);
    const AppRoutes = () => useRoutes(routes);
    render(
      <Providers queryClient={queryClient} registry={new RouteRegistry(screenRoutes)} skipBoot initialBrand={first} env="test">
        <MemoryRouter initialEntries={['/home']}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    const home = await screen.findByRole('link', { name: /Outra Empresa – / }, { timeout: 15000 });
    expect(home.textContent).toContain('Outra Empresa');
    await waitFor(() => expect(document.title).toBe('Outra Empresa'));
    expect(document.querySelector('img[src="/api/files/logo-1"]')).toBeNull();
    expect(screen.queryByText('Distribuidora Exemplo')).toBeNull();
  });
});
