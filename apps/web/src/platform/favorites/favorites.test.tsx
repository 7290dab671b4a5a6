import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '../layout/Navbar';
import { DataList } from '../list/DataList';
import { defineList } from '../list/types';
import type { ScreenRoute } from '../routes/registry';
import { PageHeader } from '../ui/PageHeader';
import { hydra, renderAt, signIn, stubFetch, type FetchCall } from '../../test/utils';

const screens: ScreenRoute[] = [
  { name: 'home', path: '/home', area: 'test', component: () => null },
  { name: 'thing_detail', path: '/things/:id', area: 'test', component: () => null },
  { name: 'things', path: '/things', area: 'test', component: () => null },
  { name: 'settings', path: '/settings', area: 'test', component: () => null },
];

const things = defineList({
  id: 'things',
  resource: '/things',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id' },
    { field: 'name', kind: 'text', label: 'company.fields.name' },
  ],
  rowLink: { route: 'thing_detail', params: { id: 'id' } },
});

interface Stored {
  '@id': string;
  id: number;
  kind: string;
  title: string;
  link: string;
  iri: string | null;
}

/** The favourites API in memory, plus the list and menu the screens read. */
function serve(initial: Stored[] = []): FetchCall[] {
  let favorites = [...initial];
  let next = 100;
  return stubFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/things') return { body: hydra([{ '@id': '/api/things/1', id: 1, name: 'Parafuso' }, { '@id': '/api/things/2', id: 2, name: 'Porca' }]) };
    if (path === '/api/favorites' && call.method === 'GET') return { body: hydra(favorites) };
    if (path === '/api/favorites' && call.method === 'POST') {
      const body = call.body as Omit<Stored, 'id' | '@id'>;
      const row = { '@id': `/api/favorites/${next}`, id: next++, ...body, iri: body.iri ?? null };
      favorites = [row, ...favorites];
      return { status: 201, body: row };
    }
    const removed = /^\/api\/favorites\/(\d+)$/.exec(path);
    if (removed && call.method === 'DELETE') {
      favorites = favorites.filter((f) => f.id !== Number(removed[1]));
      return { status: 204 };
    }
    if (path === '/api/menu') {
      return {
        body: hydra([
          { id: 1, menu: 'Início', rota: '/home', ordem: 1, icone: 'home', modulo: null },
          { id: 2, menu: 'Configurações', rota: '/settings', ordem: 91, icone: 'settings', modulo: 'Configurações' },
        ]),
      };
    }
    if (path === '/api/configs/1') return { body: { configs: {} } };
    return undefined;
  });
}

describe('favorites', () => {
  it('a estrela de uma linha da lista fixa o registro (kind record, link da tela, iri da linha) e desfixa', async () => {
    signIn();
    const calls = serve();
    const user = userEvent.setup();
    const { router } = renderAt(<DataList definition={things} />, '/things', screens);
    await screen.findByText('Parafuso');
    const star = screen.getByRole('button', { name: 'Adicionar "Parafuso" aos favoritos' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/favorites',
        body: { kind: 'record', title: 'Parafuso', link: '/things/1', iri: '/api/things/1' },
      }),
    );
    // Clicking the star does not open the row.
    expect(router.state.location.pathname).toBe('/things');
    const pinned = await screen.findByRole('button', { name: 'Remover "Parafuso" dos favoritos' });
    await waitFor(() => expect(pinned.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Adicionado aos favoritos')).toBeTruthy();

    await user.click(pinned);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/favorites/100'));
    expect(await screen.findByRole('button', { name: 'Adicionar "Parafuso" aos favoritos' })).toBeTruthy();
  });

  it('o cabeçalho de uma tela de lista fixa a tela (kind screen)', async () => {
    signIn();
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<PageHeader title="Coisas" favorite="Coisas" />, '/things', screens);
    await user.click(await screen.findByRole('button', { name: 'Adicionar "Coisas" aos favoritos' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'screen', title: 'Coisas', link: '/things' }));
  });

  it('o menu mostra os favoritos e fixa uma entrada pela estrela', async () => {
    signIn();
    const calls = serve([{ '@id': '/api/favorites/7', id: 7, kind: 'record', title: 'Parafuso', link: '/things/1', iri: '/api/things/1' }]);
    const user = userEvent.setup();
    renderAt(<Navbar />, '/home', screens);
    const section = await screen.findByTestId('nav-favorites');
    expect(within(section).getByRole('link', { name: 'Parafuso' }).getAttribute('href')).toBe('/things/1');

    await user.click(await screen.findByRole('button', { name: 'Adicionar "Configurações" aos favoritos' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'screen', title: 'Configurações', link: '/settings' }));
    await waitFor(() => expect(within(screen.getByTestId('nav-favorites')).getByRole('link', { name: 'Configurações' })).toBeTruthy());
  });
});
