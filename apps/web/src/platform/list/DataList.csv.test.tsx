import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '../i18n/i18n';
import { hydra, renderAt, renderRoutes, stubFetch, type FetchCall } from '../../test/utils';
import { DataList } from './DataList';
import { defineList } from './types';

/** Shaped like the clients list: a joined 'Cidade / UF' column, a link column and a hidden one. */
const definition = defineList({
  id: 'things',
  resource: '/things',
  csv: '/things.csv',
  columns: [
    { field: 'id', kind: 'code', label: 'clients.fields.id', sortable: true },
    { field: 'name', kind: 'link', label: 'clients.fields.name', sortable: true, route: 'x', params: { id: 'id' } },
    { field: 'alias', kind: 'text', label: 'clients.fields.alias' },
    { field: 'city', kind: 'text', label: 'clients.fields.cityUf', with: ['uf'] },
    { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue' },
    { field: 'email', kind: 'text', label: 'clients.fields.email', hidden: true },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'clients.fields.name' },
    { field: 'uf', kind: 'text', label: 'clients.fields.uf' },
    { field: 'city', kind: 'text', label: 'clients.fields.city' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
});

function serve(): FetchCall[] {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/things.csv')) return { body: 'csv', headers: { 'content-type': 'text/csv; charset=utf-8' } };
    if (call.url.startsWith('/api/things')) return { body: hydra([{ '@id': '/api/things/1', id: 1, name: 'Parafuso', city: 'Santos', uf: 'SP' }]) };
    return undefined;
  });
}

/** The CSV request as an ordered list of decoded [name, value] pairs. */
async function csvRequest(calls: FetchCall[]): Promise<{ pairs: string[][]; accept: string }> {
  const call = await waitFor(() => {
    const found = calls.find((c) => c.url.startsWith('/api/things.csv'));
    if (!found) throw new Error('no CSV request yet');
    return found;
  });
  const pairs = call.url.split('?')[1].split('&').map((pair) => pair.split('=').map(decodeURIComponent));
  return { pairs, accept: call.headers.accept };
}

beforeEach(() => {
  // jsdom has no object URLs and would try to follow the download link.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:csv';
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('pt-BR');
});

describe('DataList: exportação CSV', () => {
  it('pede as colunas visíveis na ordem da tela, com os rótulos traduzidos, os filtros e a ordenação', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={definition} />, '/test');
    await screen.findByText('Parafuso');
    // The user hides "Nome fantasia" and shows "E-mail"; sorts by code; filters by name.
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Nome fantasia' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Razão social / Nome' }), 'paraf{Enter}');
    // A numeric column sorts descending first.
    await user.click(screen.getByRole('button', { name: /Código, ordenar/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Código, ordenar/ }).closest('th')?.getAttribute('aria-sort')).toBe('descending'));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const { pairs, accept } = await csvRequest(calls);
    expect(accept).toBe('text/csv');
    expect(pairs).toEqual([
      ['name', 'paraf'],
      ['order[id]', 'desc'],
      ['columns[]', 'id'],
      ['columns[]', 'name'],
      ['columns[]', 'city'],
      ['columns[]', 'uf'],
      ['columns[]', 'VlTotal'],
      ['columns[]', 'email'],
      ['labels[id]', 'Código'],
      ['labels[name]', 'Razão social / Nome'],
      ['labels[city]', 'Cidade'],
      ['labels[uf]', 'UF'],
      ['labels[VlTotal]', 'Valor'],
      ['labels[email]', 'E-mail'],
    ]);
  });

  it('os rótulos seguem o idioma da tela', async () => {
    await changeLocale('en-US');
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={definition} />, '/test');
    await screen.findByText('Parafuso');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { pairs } = await csvRequest(calls);
    expect(pairs.filter(([name]) => name.startsWith('labels['))).toEqual([
      ['labels[id]', 'Code'],
      ['labels[name]', 'Legal name / Name'],
      ['labels[alias]', 'Trade name'],
      ['labels[city]', 'City'],
      ['labels[uf]', 'State'],
      ['labels[VlTotal]', 'Value'],
    ]);
  });

  it('"CSV (dados brutos)" pede raw=1 com filtros e ordenação, sem escolher colunas', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/test', element: <DataList definition={definition} /> }], '/test?name=porca&order[id]=asc&page=2&itemsPerPage=10');
    await screen.findByText('Parafuso');
    await user.click(screen.getByRole('button', { name: 'Mais opções de exportação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (dados brutos)' }));
    const { pairs, accept } = await csvRequest(calls);
    expect(accept).toBe('text/csv');
    expect(pairs).toEqual([
      ['name', 'porca'],
      ['order[id]', 'asc'],
      ['raw', '1'],
    ]);
  });
});
