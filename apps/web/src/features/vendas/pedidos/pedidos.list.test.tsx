import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataList } from '@/platform/list';
import { buildListQuery } from '@/platform/list/query';
import { encodeQuery } from '@/platform/api/query-string';
import type { ScreenRoute } from '@/platform/routes/registry';
import { hydra, renderAt, renderRoutes, stubFetch, type FetchCall } from '@/test/utils';
import { pedidosCompactList, pedidosList, type PedidoRow } from './pedidos.list';

const order: PedidoRow = {
  '@id': '/api/vw_pedidos/4321',
  CodPedido: 4321,
  CdEmpresa: 1,
  IdCliente: 9,
  Cliente: 'Padaria Souza Ltda',
  NmSetor: 'Varejo',
  StatusPedido: 'T',
  NrDocumento: '11222333000181',
  IdLoteSeparacao: 77,
  StatusLoteSeparacao: 'Liberado',
  UsuarioAbertura: 'Carlos Vendedor',
  IdWorkFlowItemFase: null,
  NmFase: null,
  VlFrete: '35.90',
  RotaID: null,
  StatusRoteiro: 'Em Rota',
  DtEmissao: '2026-03-05T13:20:00-03:00',
  DtEntrega: '2026-03-10',
  Transportador: null,
  VlPesoBruto: '1234.5',
  TpPedidoDeVenda: 'P',
  NmLogradouro: 'Rua das Laranjeiras',
  StatusSeparacaoPedido: null,
  VlTotal: '1500.00',
};

const cell = (field: string) => document.querySelector(`td[data-field="${field}"]`)?.textContent ?? '';

function serve() {
  return stubFetch((call) => (call.url.startsWith('/api/vw_pedidos') ? { body: hydra([order], 1) } : undefined));
}

const lastListUrl = (calls: FetchCall[]) => decodeURIComponent([...calls].reverse().find((call) => call.url.startsWith('/api/vw_pedidos'))?.url ?? '');

describe('/pedidos', () => {
  it('mostra as colunas da lista de pedidos nos formatos do Brasil', async () => {
    serve();
    renderAt(<DataList definition={pedidosList} />, '/pedidos');
    await screen.findByText('Padaria Souza Ltda');
    expect(cell('StatusPedido')).toBe('Faturado');
    expect(cell('TpPedidoDeVenda')).toBe('Pedido');
    expect(cell('NrDocumento')).toBe('11.222.333/0001-81');
    expect(cell('VlFrete')).toBe('R$ 35,90');
    expect(cell('VlPesoBruto')).toBe('1.234,500 KG');
    expect(cell('DtEmissao')).toBe('05/03/2026');
    expect(cell('DtEntrega')).toBe('10/03/2026');
    expect(cell('StatusRoteiro')).toBe('Em Rota');
    // /conferencia/lote/:lote is not built: the lot is plain text, not a link to nowhere.
    expect(cell('IdLoteSeparacao')).toBe('77');
    expect(within(screen.getByRole('table')).queryByRole('link', { name: '77' })).toBeNull();
  });

  it('liga o lote à conferência quando a tela existe', async () => {
    serve();
    const conferencia: ScreenRoute[] = [{ name: 'conferencia_lote', path: '/conferencia/lote/:lote', area: 'roteiro', component: () => null }];
    renderAt(<DataList definition={pedidosList} />, '/pedidos', conferencia);
    await screen.findByText('Padaria Souza Ltda');
    expect(screen.getByRole('link', { name: '77' }).getAttribute('href')).toBe('/conferencia/lote/77');
  });

  it('manda os filtros na gramática de /vw_pedidos', () => {
    const query = buildListQuery(pedidosList, {
      page: 1,
      pageSize: 20,
      sort: { field: 'DtEmissao', direction: 'desc' },
      filters: {
        CodPedido: 'nº 4321',
        NmCliente: 'souza',
        NrDocumento: '11.222.333/0001-81',
        StatusPedido: ['A', 'T'],
        TpPedidoDeVenda: ['P'],
        DtEmissao: { from: '2026-03-01', to: '2026-03-31' },
        DtEntrega: { from: '2026-03-05', to: null },
        IdWorkFlowItemFase: { value: '3', label: 'Separação' },
      },
    });
    expect(decodeURIComponent(encodeQuery(query))).toBe(
      'page=1&itemsPerPage=20&CodPedido=4321&NmCliente=souza&NrDocumento=11222333000181&StatusPedido[]=A&StatusPedido[]=T&TpPedidoDeVenda[]=P' +
        '&DtEmissao[after]=2026-03-01&DtEmissao[before]=2026-03-31&DtEntrega[after]=2026-03-05&IdWorkFlowItemFase=3&order[DtEmissao]=desc',
    );
  });

  it('abre com os pedidos: todos os tipos menos o pré-pedido (orçamento), que só vem pelo filtro de tipo', async () => {
    const calls = serve();
    renderAt(<DataList definition={pedidosList} />, '/pedidos');
    await screen.findByText('Padaria Souza Ltda');
    expect(lastListUrl(calls)).toContain('TpPedidoDeVenda[]=D&TpPedidoDeVenda[]=P&TpPedidoDeVenda[]=T&');
    expect(lastListUrl(calls)).not.toContain('TpPedidoDeVenda[]=O');
  });

  it('um link com o tipo pré-pedido mostra os orçamentos; Limpar volta aos pedidos', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/pedidos', element: <DataList definition={pedidosList} /> }], '/pedidos?TpPedidoDeVenda[]=O');
    await screen.findByText('Padaria Souza Ltda');
    expect(lastListUrl(calls)).toContain('TpPedidoDeVenda[]=O&');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('TpPedidoDeVenda[]=D&TpPedidoDeVenda[]=P&TpPedidoDeVenda[]=T&'));
  });

  it('o filtro de documento guarda as letras do CNPJ alfanumérico, sem a máscara', () => {
    const query = buildListQuery(pedidosList, { page: 1, pageSize: 20, sort: null, filters: { NrDocumento: '12.abc.345/01de-35' } });
    expect(decodeURIComponent(encodeQuery(query))).toBe('page=1&itemsPerPage=20&NrDocumento=12ABC34501DE35');
  });

  it('a lista resumida lê /pedido_vendas com número, cliente, status, total e datas', () => {
    expect(pedidosCompactList.resource).toBe('/pedido_vendas');
    expect(pedidosCompactList.columns.map((c) => c.field)).toEqual(['CodPedido', 'Cliente', 'StatusPedido', 'VlTotal', 'DtEmissao', 'DtEntrega']);
  });
});
