import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/utils';
import { RouteErrorBoundary } from './RouteError';

// A screen whose chunk is gone (a new version deployed), as the browser reports it.
const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Tela-abc.js')));

function Broken(): never {
  throw new Error('quebrou ao desenhar');
}

const routes = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { path: '/missing', element: <Suspense fallback="carregando"><Missing /></Suspense> },
      { path: '/broken', element: <Broken /> },
      { path: '*', element: <div>other page</div> },
    ],
  },
];

describe('the routes’ error screen', () => {
  it('a chunk that fails to load asks to reload; a new location tries the screens again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { router } = renderRoutes(routes, '/missing');
    expect(await screen.findByText('Nova versão disponível')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalled();

    act(() => void router.navigate('/home'));
    expect(await screen.findByText('other page')).toBeTruthy();
  });

  it('a screen that throws shows what it threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/broken');
    expect(await screen.findByText('Algo deu errado nesta tela')).toBeTruthy();
    expect(screen.getByText('quebrou ao desenhar')).toBeTruthy();
  });
});
