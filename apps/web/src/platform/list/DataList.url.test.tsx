import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydra, renderRoutes, stubFetch, type FetchCall } from '../../test/utils';
import { DataList } from './DataList';
import { defineList } from './types';
import { listSearch, readListUrl } from './urlState';
import { StatusPedido } from '@backoffice/domain';

const definition = defineList({
  id: 'things',
  resource: '/things',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id', sortable: true },
    { field: 'name', kind: 'text', label: 'company.fields.name', sortable: true, sortField: 'NmPessoa' },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'company.fields.name' },
    { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue' },
    { field: 'cliente', kind: 'lookup', label: 'home.log.entity', source: '/people', searchParam: 'name', labelField: 'name' },
  ],
  defaultSort: { field: 'id', direction: 'asc' },
});

function serve(total = 45): FetchCall[] {
  return stubFetch((call) => (call.url.startsWith('/api/things') ? { body: hydra([{ '@id': '/api/things/1', id: 1, name: 'Parafuso' }], total) } : undefined));
}

function lastListUrl(calls: FetchCall[]): string {
  return decodeURIComponent([...calls].reverse().find((call) => call.url.startsWith('/api/things'))?.url ?? '');
}

function open(path: string) {
  return renderRoutes([{ path: '/test', element: <DataList definition={definition} /> }], path);
}

const nameInput = () => screen.getByRole('textbox', { name: 'Razão social' }) as HTMLInputElement;

describe('DataList: estado na URL', () => {
  it('aberta sem query, escreve na URL o estado lembrado, substituindo a entrada do histórico', async () => {
    window.localStorage.setItem('list:/test:/things', JSON.stringify({ filters: { name: 'paraf' }, sort: { field: 'name', direction: 'desc' }, pageSize: 20 }));
    const calls = serve();
    const { router } = open('/test');
    await screen.findByText('Parafuso');
    await waitFor(() => expect(decodeURIComponent(router.state.location.search)).toBe('?name=paraf&order[NmPessoa]=desc&page=1&itemsPerPage=20'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(lastListUrl(calls)).toBe('/api/things?page=1&itemsPerPage=20&name=paraf&order[NmPessoa]=desc');
  });

  it('um link compartilhado abre a lista com os mesmos filtros, ordenação e página, mesmo com outro estado lembrado', async () => {
    window.localStorage.setItem('list:/test:/things', JSON.stringify({ filters: { name: 'outro' } }));
    const calls = serve();
    open('/test?name=porca&VlTotal[gte]=1234.5&order[NmPessoa]=asc&page=3&itemsPerPage=10&tab=x');
    await screen.findByText('Parafuso');
    expect(lastListUrl(calls)).toBe('/api/things?page=3&itemsPerPage=10&name=porca&VlTotal[gte]=1234.5&order[NmPessoa]=asc');
    expect(nameInput().value).toBe('porca');
    expect((screen.getByLabelText('Valor (de)') as HTMLInputElement).value).toBe('1.234,5');
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('data-active')).toBe('true');
  });

  it('um endereço editado à mão com valor que o filtro não comporta: a lista o ignora e o endereço o perde, no lugar', async () => {
    const calls = serve();
    const { router } = open('/test?tab=x&name=porca&VlTotal[gte]=abc&page=-2');
    await screen.findByText('Parafuso');
    await waitFor(() => expect(decodeURIComponent(router.state.location.search)).toBe('?tab=x&name=porca&order[id]=asc&page=1&itemsPerPage=10'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(lastListUrl(calls)).toBe('/api/things?page=1&itemsPerPage=10&name=porca&order[id]=asc');
    expect(calls.filter((call) => call.url.includes('VlTotal')).length).toBe(0);
  });

  it('Voltar retorna à página e aos filtros anteriores, e os campos de filtro os mostram', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { router } = open('/test');
    await screen.findByText('Parafuso');
    // Nothing remembered: the defaults leave the address as it is.
    expect(router.state.location.search).toBe('');
    await user.type(nameInput(), 'paraf{Enter}');
    await waitFor(() => expect(lastListUrl(calls)).toContain('name=paraf'));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastListUrl(calls)).toBe('/api/things?page=2&itemsPerPage=10&name=paraf&order[id]=asc'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?name=paraf&order[id]=asc&page=2&itemsPerPage=10');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastListUrl(calls)).toBe('/api/things?page=1&itemsPerPage=10&name=paraf&order[id]=asc'));
    expect(nameInput().value).toBe('paraf');
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('data-active')).toBe('true');

    await act(() => router.navigate(-1));
    // The first entry showed the defaults; the filter remembered since does not come back over it.
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(lastListUrl(calls)).toBe('/api/things?page=1&itemsPerPage=10&order[id]=asc');
    expect(router.state.location.search).toBe('');
  });
});

describe('listSearch / readListUrl', () => {
  it('ida e volta: filtros (com o rótulo do lookup), ordenação e página; outros parâmetros ficam', () => {
    const state = {
      filters: { name: 'ana maria', VlTotal: { from: '1.234,56', to: null }, cliente: { value: '42', label: 'ACME & Cia' } },
      sort: { field: 'name', direction: 'desc' as const },
      page: 4,
      pageSize: 50,
    };
    const search = listSearch(definition, new URLSearchParams('tab=x&name=old&page=9'), state);
    expect(decodeURIComponent(search)).toBe('?tab=x&name=ana maria&VlTotal[gte]=1234.56&cliente=42&cliente[label]=ACME & Cia&order[NmPessoa]=desc&page=4&itemsPerPage=50');
    expect(readListUrl(definition, new URLSearchParams(search))).toEqual(state);
  });

  it('valores inválidos na URL caem nos padrões da declaração', () => {
    expect(readListUrl(definition, new URLSearchParams('page=-2&itemsPerPage=7&order[nope]=asc&order[id]=sideways'))).toEqual({
      filters: {},
      sort: { field: 'id', direction: 'asc' },
      page: 1,
      pageSize: 10,
    });
  });

  it('um filtro com valor que ele não comporta (data, status, valor) fica de fora, em vez de mostrar "Invalid Date" e ir à API', () => {
    const orders = defineList({
      id: 'orders',
      resource: '/orders',
      columns: [{ field: 'id', kind: 'code', label: 'company.fields.id' }],
      filters: [
        { field: 'StatusPedido', kind: 'enum', enum: StatusPedido, label: 'company.fields.name' },
        { field: 'DtEmissao', kind: 'dateRange', label: 'company.fields.name' },
        { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue' },
      ],
    });
    const read = (query: string) => readListUrl(orders, new URLSearchParams(query)).filters;
    expect(read('DtEmissao[after]=ontem&DtEmissao[before]=2026-02-30&StatusPedido[]=Z&VlTotal[gte]=abc')).toEqual({});
    expect(read('DtEmissao[after]=ontem&DtEmissao[before]=2026-11-30&StatusPedido[]=Z&StatusPedido[]=A&VlTotal[lte]=10.5')).toEqual({
      DtEmissao: { from: null, to: '2026-11-30' },
      StatusPedido: ['A'],
      VlTotal: { from: null, to: '10,5' },
    });
  });
});
