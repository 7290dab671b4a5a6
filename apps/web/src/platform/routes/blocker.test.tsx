import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate, useRoutes } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { createQueryClient } from '@/platform/api/query-client';
import { BlockableBrowserRouter } from '@/platform/routes/blocker';
import { RouteRegistry } from '@/platform/routes/registry';
import { useUnsavedChanges } from '@/platform/ui/useUnsavedChanges';
import { renderRoutes } from '@/test/utils';

/** A form as the screens have it: `dirty` is asked when leaving; saving lets the next navigation through. */
function Form({ name = 'form' }: { name?: string }) {
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(() => dirty);
  const navigate = useNavigate();
  return (
    <div>
      {unsaved.prompt}
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.currentTarget.checked)} />
        {`alterado ${name}`}
      </label>
      <Link to="/other">Sair</Link>
      <Link to="?tab=2">Aba 2</Link>
      <button
        type="button"
        onClick={() => {
          unsaved.allowNavigation();
          void navigate('/saved');
        }}
      >
        Salvar
      </button>
    </div>
  );
}

const routes = [
  { path: '/form', element: <Form /> },
  { path: '/two', element: (
    <>
      <Form name="1" />
      <Form name="2" />
    </>
  ) },
  { path: '*', element: <div>other page</div> },
];

const dialog = () => screen.findByRole('dialog', { name: 'Sair sem salvar?' });

describe('unsaved changes without the data router', () => {
  it('holds a link while dirty: "Continuar editando" stays, "Sair sem salvar" goes on', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/form');
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    expect(await screen.findByText('other page')).toBeTruthy();

    act(() => void router.navigate('/form'));
    await user.click(await screen.findByRole('checkbox', { name: 'alterado form' }));
    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByRole('checkbox', { name: 'alterado form' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Sair' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.getByText('other page')).toBeTruthy();
  });

  it('a change of the query string stays on the form, and allowNavigation lets the next one through', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/form');
    await user.click(await screen.findByRole('checkbox', { name: 'alterado form' }));
    await user.click(screen.getByRole('link', { name: 'Aba 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with two forms mounted, the dirty one asks; once both are gone, navigation runs as before', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/two');
    await user.click(await screen.findByRole('checkbox', { name: 'alterado 2' }));
    await user.click(screen.getAllByRole('link', { name: 'Sair' })[0]!);
    await user.click(within(await dialog()).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryAllByRole('dialog')).toEqual([]);

    act(() => void router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it("the browser's Back with a dirty form is undone until \"Sair sem salvar\", which steps back again", async () => {
    window.history.replaceState(null, '', '/list');
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    render(
      <Providers queryClient={queryClient} registry={new RouteRegistry([])} skipBoot initialBrand={null} env="test">
        <BlockableBrowserRouter>
          <BrowserRoutes />
        </BlockableBrowserRouter>
      </Providers>,
    );
    await user.click(await screen.findByRole('link', { name: 'Abrir' }));
    await user.click(await screen.findByRole('checkbox', { name: 'alterado form' }));

    act(() => window.history.back());
    await user.click(within(await dialog()).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('checkbox', { name: 'alterado form' })).toBeTruthy();

    act(() => window.history.back());
    await user.click(within(await dialog()).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('link', { name: 'Abrir' })).toBeTruthy();
    expect(window.location.pathname).toBe('/list');
  });
});

function BrowserRoutes() {
  return useRoutes([
    { path: '/form', element: <Form /> },
    { path: '/list', element: <Link to="/form">Abrir</Link> },
  ]);
}
