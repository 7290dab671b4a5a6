import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusPedido } from '@backoffice/domain';
import { changeLocale } from '../i18n/i18n';
import type { ScreenRoute } from '../routes/registry';
import { hydra, renderAt, stubFetch, type FetchCall } from '../../test/utils';
import { DataList } from './DataList';
import { buildListQuery } from './query';
import { lastDaysRange } from './filters';
import { encodeQuery } from '../api/query-string';
import { defineList } from './types';

const definition = defineList({
  id: 'things',
  resource: '/things',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id', sortable: true, pad: 6 },
    { field: 'name', kind: 'link', label: 'company.fields.name', sortable: true, route: 'thing_detail', params: { id: 'id' } },
    { field: 'family', kind: 'text', label: 'company.fields.alias', fallback: 'list.empty' },
    { field: 'document', kind: 'document', label: 'company.fields.document' },
    { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue', sum: true },
    { field: 'VlPesoBruto', kind: 'weight', label: 'users.fields.username', sum: true },
    { field: 'percent', kind: 'percent', label: 'users.fields.realname' },
    { field: 'QtPedida', kind: 'quantity', label: 'users.fields.email', unitTypeField: 'TpUnidade', sum: true },
    { field: 'DtEmissao', kind: 'date', label: 'home.log.when' },
    { field: 'DataMovimentacao', kind: 'datetime', label: 'home.log.change' },
    { field: 'StatusPedido', kind: 'enum', label: 'home.log.entity', enum: StatusPedido },
    { field: 'active', kind: 'boolean', label: 'users.fields.active' },
    { field: 'hiddenByDefault', kind: 'text', label: 'home.log.record', hidden: true },
  ],
  filters: [
    { field: 'name', kind: 'text', label: 'company.fields.name' },
    { field: 'document', kind: 'digits', label: 'company.fields.document' },
    { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue' },
  ],
  defaultSort: { field: 'id', direction: 'asc' },
  selectable: true,
});

const rows = [
  {
    '@id': '/api/things/1',
    id: 1,
    name: 'Parafuso',
    family: null,
    document: '11222333000181',
    VlTotal: '1234.56',
    VlPesoBruto: '1234.567',
    percent: '12.5',
    QtPedida: '3.5',
    TpUnidade: 'F',
    DtEmissao: '2026-01-15',
    DataMovimentacao: '2026-01-15T13:45:00',
    StatusPedido: 'A',
    active: true,
    hiddenByDefault: 'x',
  },
  {
    '@id': '/api/things/2',
    id: 2,
    name: 'Porca',
    family: 'Fixação',
    document: '52998224725',
    VlTotal: '0.10',
    VlPesoBruto: '0.001',
    percent: '0',
    QtPedida: '7',
    TpUnidade: 'U',
    DtEmissao: '2026-02-01',
    DataMovimentacao: '2026-02-01 08:05:00',
    StatusPedido: 'C',
    active: false,
    hiddenByDefault: 'y',
  },
];

const screens: ScreenRoute[] = [{ name: 'thing_detail', path: '/things/:id', area: 'test', component: () => null }];

function serve(total = 2): FetchCall[] {
  return stubFetch((call) => (call.url.startsWith('/api/things') ? { body: hydra(rows, total) } : undefined));
}

function cell(row: HTMLElement, field: string): string {
  return row.querySelector(`td[data-field="${field}"]`)?.textContent ?? '';
}

async function dataRows(): Promise<HTMLElement[]> {
  await screen.findByText('Parafuso');
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('td[data-field]') !== null);
}

function lastListUrl(calls: FetchCall[]): string {
  return decodeURIComponent([...calls].reverse().find((call) => call.url.startsWith('/api/things'))?.url ?? '');
}

afterEach(async () => {
  await changeLocale('pt-BR');
});

describe('DataList', () => {
  it('formata cada tipo de coluna em pt-BR', async () => {
    serve();
    renderAt(<DataList definition={definition} />, '/test', screens);
    const [first, second] = await dataRows();
    expect(cell(first, 'id')).toBe('000001');
    expect(cell(first, 'family')).toBe('Pesquisa sem resultados');
    expect(cell(second, 'family')).toBe('Fixação');
    expect(cell(first, 'document')).toBe('11.222.333/0001-81');
    expect(cell(second, 'document')).toBe('529.982.247-25');
    expect(cell(first, 'VlTotal')).toBe('R$ 1.234,56');
    expect(cell(first, 'VlPesoBruto')).toBe('1.234,567 KG');
    expect(cell(first, 'percent')).toBe('12,5%');
    expect(cell(first, 'QtPedida')).toBe('3,500');
    expect(cell(second, 'QtPedida')).toBe('7');
    expect(cell(first, 'DtEmissao')).toBe('15/01/2026');
    expect(cell(first, 'DataMovimentacao')).toBe('15/01/2026 - 13:45');
    expect(cell(first, 'StatusPedido')).toBe('Aberto');
    expect(cell(second, 'StatusPedido')).toBe('Cancelado');
    expect(cell(first, 'active')).toBe('Sim');
    expect(cell(second, 'active')).toBe('Não');
    // Link column to a named route, with the parameter taken from the row.
    expect(within(first).getByRole('link', { name: 'Parafuso' }).getAttribute('href')).toBe('/things/1');
    // Hidden by default.
    expect(first.querySelector('td[data-field="hiddenByDefault"]')).toBeNull();
    // Footer: exact sums of the page.
    expect(document.querySelector('td[data-sum="VlTotal"]')?.textContent).toBe('R$ 1.234,66');
    expect(document.querySelector('td[data-sum="VlPesoBruto"]')?.textContent).toBe('1.234,568 KG');
    expect(document.querySelector('td[data-sum="QtPedida"]')?.textContent).toBe('10,500');
    expect(screen.getByTestId('list-total').textContent).toBe('2 registros');
  });

  it('formata em en-US quando o idioma muda', async () => {
    await changeLocale('en-US');
    serve();
    renderAt(<DataList definition={definition} />, '/test', screens);
    const [first, second] = await dataRows();
    expect(cell(first, 'VlTotal')).toBe('R$1,234.56');
    expect(cell(first, 'VlPesoBruto')).toBe('1,234.567 KG');
    expect(cell(first, 'QtPedida')).toBe('3.500');
    expect(cell(first, 'DtEmissao')).toBe('01/15/2026');
    expect(cell(first, 'DataMovimentacao')).toBe('01/15/2026 - 13:45');
    expect(cell(first, 'StatusPedido')).toBe('Open');
    expect(cell(first, 'active')).toBe('Yes');
    expect(cell(second, 'active')).toBe('No');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('2 records');
  });

  it('diz "cerca de" quando o total é uma estimativa da API (listas grandes), em cada idioma', async () => {
    stubFetch((call) => (call.url.startsWith('/api/things') ? { body: { ...hydra(rows, 1_000_000), estimatedTotal: true } } : undefined));
    const view = renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    expect(screen.getByTestId('list-total').textContent).toBe('cerca de 1.000.000 registros');
    expect(screen.getByText('1–10 de cerca de 1.000.000')).toBeTruthy();
    await changeLocale('en-US');
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('about 1,000,000 records'));
    expect(screen.getByText('1–10 of about 1,000,000')).toBeTruthy();
    await changeLocale('es');
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('cerca de 1.000.000 registros'));
    view.unmount();
    // An exact total says no "cerca de", and is written as a number of the language.
    serve(2084);
    renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    expect(screen.getByTestId('list-total').textContent).toBe('2.084 registros');
    expect(screen.getByText('1–10 de 2.084')).toBeTruthy();
  });

  it('pede a primeira página com a ordenação padrão e ordena pelo cabeçalho', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    expect(lastListUrl(calls)).toBe('/api/things?page=1&itemsPerPage=10&order[id]=asc');
    await user.click(screen.getByRole('button', { name: /Razão social, ordenar/ }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('order[name]=asc'));
    await user.click(screen.getByRole('button', { name: /Razão social, ordenar/ }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('order[name]=desc'));
    const header = screen.getByRole('button', { name: /Razão social, ordenar/ }).closest('th');
    expect(header?.getAttribute('aria-sort')).toBe('descending');
  });

  it('filtro de documento guarda só dígitos e filtro monetário envia gte/lte', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    const documentInput = screen.getByLabelText('CNPJ / CPF');
    await user.type(documentInput, '11.222.333/0001-81');
    expect((documentInput as HTMLInputElement).value).toBe('11222333000181');
    await user.type(screen.getByLabelText('Valor (de)'), 'R$ 1.234,56');
    await user.type(screen.getByLabelText('Até'), '2.000{Enter}');
    await waitFor(() => expect(lastListUrl(calls)).toContain('document=11222333000181'));
    const url = lastListUrl(calls);
    expect(url).toContain('VlTotal[gte]=1234.56');
    expect(url).toContain('VlTotal[lte]=2000');
    expect(url).toContain('page=1');
  });

  it('lembra colunas visíveis, filtros e ordenação no local storage e os restaura ao remontar', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const first = renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Nome fantasia' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Registro' }));
    await user.type(screen.getByRole('textbox', { name: 'Razão social' }), 'paraf{Enter}');
    await waitFor(() => expect(lastListUrl(calls)).toContain('name=paraf'));
    await user.click(screen.getByRole('button', { name: /Razão social, ordenar/ }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('order[name]=asc'));
    const stored = JSON.parse(window.localStorage.getItem('list:/test:/things') ?? '{}') as {
      filters: Record<string, unknown>;
      visible: Record<string, boolean>;
      sort: unknown;
    };
    expect(stored.filters).toEqual({ name: 'paraf' });
    expect(stored.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(stored.visible.family).toBe(false);
    expect(stored.visible.hiddenByDefault).toBe(true);
    first.unmount();

    const again = serve();
    renderAt(<DataList definition={definition} />, '/test', screens);
    const [row] = await dataRows();
    expect(row.querySelector('td[data-field="family"]')).toBeNull();
    expect(cell(row, 'hiddenByDefault')).toBe('x');
    expect((screen.getByRole('textbox', { name: 'Razão social' }) as HTMLInputElement).value).toBe('paraf');
    expect(lastListUrl(again)).toContain('name=paraf');
    expect(lastListUrl(again)).toContain('order[name]=asc');
  });

  it('seleciona linhas uma a uma e todas da página', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={definition} />, '/test', screens);
    await dataRows();
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Selecionar linha' });
    await user.click(rowBoxes[0]);
    expect(screen.getByTestId('list-selected').textContent).toBe('1 selecionado');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(screen.getByTestId('list-selected').textContent).toBe('2 selecionados');
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByTestId('list-selected')).toBeNull();
  });

  it('um toque na célula da caixa, fora dela, marca a linha sem abrir o registro', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<DataList definition={{ ...definition, rowLink: { route: 'thing_detail', params: { id: 'id' } } }} />, '/test', screens);
    const [row] = await dataRows();
    await user.click(row.querySelector('td')!);
    expect(screen.getByTestId('list-selected').textContent).toBe('1 selecionado');
    expect(router.state.location.pathname).toBe('/test');
    await user.click(row.querySelector('td')!);
    expect(screen.queryByTestId('list-selected')).toBeNull();
    // Elsewhere the row still opens its record.
    await user.click(row.querySelector('td[data-field="VlTotal"]')!);
    expect(router.state.location.pathname).toBe('/things/1');
  });

  it('filtros de período ("Últimos 30 dias") e de enum (multi-seleção) vão para a chamada', async () => {
    const orders = defineList({
      id: 'orders',
      resource: '/things',
      columns: [{ field: 'name', kind: 'text', label: 'company.fields.name' }],
      filters: [
        { field: 'DtEmissao', kind: 'dateRange', label: 'home.log.when' },
        { field: 'StatusPedido', kind: 'enum', label: 'home.log.entity', enum: StatusPedido },
      ],
    });
    const calls = serve();
    const user = userEvent.setup();
    renderAt(<DataList definition={orders} />, '/orders', screens);
    await screen.findByText('Parafuso');
    await user.click(screen.getByRole('button', { name: 'Últimos 30 dias' }));
    await user.click(screen.getByRole('combobox', { name: 'Entidade' }));
    await user.click(await screen.findByRole('option', { name: 'Aberto' }));
    await user.click(await screen.findByRole('option', { name: 'Em conferência' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const { from, to } = lastDaysRange(30);
    await waitFor(() => expect(lastListUrl(calls)).toContain(`DtEmissao[after]=${from}&DtEmissao[before]=${to}`));
    expect(lastListUrl(calls)).toContain('StatusPedido[]=A&StatusPedido[]=R');
  });

  it('mostra o estado vazio', async () => {
    stubFetch(() => ({ body: hydra([], 0) }));
    renderAt(<DataList definition={definition} />, '/test', screens);
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
    expect(screen.getByText('Pesquisa sem resultados')).toBeTruthy();
  });

  it('um erro ao carregar aparece uma vez: no lugar das linhas, sem notificação vermelha também', async () => {
    stubFetch((call) => (call.url.startsWith('/api/things') ? { status: 500, body: { 'hydra:description': 'Banco fora do ar' } } : { body: hydra([], 0) }));
    renderAt(<DataList definition={definition} />, '/test', screens);
    expect(await screen.findByText('Não foi possível carregar a lista')).toBeTruthy();
    expect(screen.getAllByText('Banco fora do ar')).toHaveLength(1);
    // The total above the table does not say it is still loading.
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe(''));
  });
});

describe('list query', () => {
  it('monta enum, período, dígitos e dinheiro na gramática do API Platform', () => {
    const orders = defineList({
      id: 'orders',
      resource: '/pedido_vendas',
      columns: [{ field: 'CodPedido', kind: 'code', label: 'company.fields.id', sortable: true }],
      filters: [
        { field: 'StatusPedido', kind: 'enum', label: 'home.log.entity', enum: StatusPedido },
        { field: 'DtEmissao', kind: 'dateRange', label: 'home.log.when' },
        { field: 'NrDocumento', kind: 'digits', label: 'company.fields.document' },
        { field: 'VlTotal', kind: 'money', label: 'settings.fields.configValue' },
        { field: 'cliente', kind: 'lookup', label: 'company.fields.name', source: '/people', searchParam: 'name', labelField: 'name' },
      ],
    });
    const query = buildListQuery(orders, {
      page: 2,
      pageSize: 50,
      sort: { field: 'CodPedido', direction: 'desc' },
      filters: {
        StatusPedido: ['A', 'R'],
        DtEmissao: { from: '2026-01-01', to: '2026-01-31' },
        NrDocumento: '123.456.789-09',
        VlTotal: { from: 'R$ 1.234,56', to: '' },
        cliente: { value: '42', label: 'ACME' },
      },
    });
    expect(decodeURIComponent(encodeQuery(query))).toBe(
      'page=2&itemsPerPage=50&StatusPedido[]=A&StatusPedido[]=R&DtEmissao[after]=2026-01-01&DtEmissao[before]=2026-01-31' +
        '&NrDocumento=12345678909&VlTotal[gte]=1234.56&cliente=42&order[CodPedido]=desc',
    );
  });

  it('"Últimos 30 dias" vai de hoje − 30 até hoje', () => {
    expect(lastDaysRange(30, new Date(2026, 2, 15))).toEqual({ from: '2026-02-13', to: '2026-03-15' });
  });
});
