import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenRoute } from '@/platform/routes/registry';
import { hydra, renderRoutes, signIn, stubFetch, type FetchCall, type FetchHandler } from '@/test/utils';
import type { BomNode, Produto } from '../catalogo.api';
import { ProdutoFormPage } from './ProdutoFormPage';

const screens: ScreenRoute[] = [
  { name: 'produtos_list', path: '/produtos/list', area: 'catalogo', component: () => null },
  { name: 'produtos_cadastro', path: '/produtos/cadastro', area: 'catalogo', component: ProdutoFormPage },
  { name: 'produtos_edit', path: '/produtos/edit/:id', area: 'catalogo', component: ProdutoFormPage },
];
const routes = [
  { path: '/produtos/cadastro', element: <ProdutoFormPage /> },
  { path: '/produtos/edit/:id', element: <ProdutoFormPage /> },
];

const produto: Produto = {
  '@id': '/api/produtos/7',
  IdProduto: 7,
  CdChamada: 'PA-0001',
  CdEan: null,
  NmProduto: 'Sabão em pó 1 kg',
  NmCurto: null,
  ImConteudo: null,
  TpProduto: 'A',
  TpProdutoPcp: 'F',
  IdTipoMedida: 2,
  CdSigla: 'KG',
  TpUnidade: 'F',
  VlPesoLiquido: '1.000',
  VlPesoBruto: '1.050',
  IdFamiliaProduto: null,
  IdGrupoProduto: null,
  NrDiasValidade: 365,
  CdNcm: '34022000',
  CdCest: null,
  CdOrigem: '0',
  VlPrecoCusto: '4.2000',
  QtEstoqueMinimo: '12.500',
  QtEstoqueMaximo: '100.000',
  DsLocalizacao: null,
  StAtivo: true,
  version: 2,
  codigos: [
    { CdChamada: 'PA-0001', StCodigoPrincipal: 'S' },
    { CdChamada: 'SAB1', StCodigoPrincipal: 'N' },
  ],
};

const tree: BomNode = {
  IdProduto: 7,
  CdChamada: 'PA-0001',
  NmProduto: 'Sabão em pó 1 kg',
  CdSigla: 'KG',
  TpUnidade: 'F',
  QtPorUnidade: '1',
  VlCustoUnitario: '3.1000',
  VlCustoTotal: '3.1000',
  componentes: [
    { IdProduto: 9, IdListaProdutoItem: 1, CdChamada: 'CX-01', NmProduto: 'Caixa', CdSigla: 'UN', TpUnidade: 'I', QtPorUnidade: '1.0000', VlCustoUnitario: '0.5', VlCustoTotal: '0.5', componentes: [] },
  ],
};

/** `produtos`: the actions the user's profile grants on products (GET /people/my-grants). */
function serve(produtos: string[], extra: FetchHandler = () => undefined): FetchCall[] {
  return stubFetch((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.url.startsWith('/api/people/my-grants')) return { body: { company: 1, admin: false, permissions: { produtos: produtos } } };
    if (call.url.startsWith('/api/menu')) return { body: hydra([]) };
    if (call.url.startsWith('/api/favorites')) return { body: hydra([]) };
    if (call.url === '/api/produtos/7/detalhe') return { body: produto };
    if (call.url === '/api/produtos/7/estrutura') return { body: tree };
    if (call.url.startsWith('/api/tipo_medidas')) return { body: hydra([{ IdTipoMedida: 2, CdSigla: 'KG', DsTipoMedida: 'Quilograma', TpUnidade: 'F' }]) };
    if (call.url.startsWith('/api/custom_products/')) return { body: hydra([]) };
    // The structure panel's component picker.
    if (call.url.startsWith('/api/produtos/lista')) return { body: hydra([]) };
    if (call.url.startsWith('/api/lote-estoque-produto'))
      return { body: hydra([{ IdLote: 1, CdLote: 'L1', DtFabricacao: '2026-01-05', DtValidade: '2027-01-05', QtEstoque: '10.250' }]) };
    if (call.url.startsWith('/api/mrp_estoques_setores')) return { body: hydra([{ id: '7-1', IdSetor: 1, NmSetor: 'Expedição', QtEstoque: '10.250', QtReservada: '0.000' }]) };
    return undefined;
  });
}

describe('product form', () => {
  it('puts the 422 violations on their fields and sends the pt-BR numbers as decimals', async () => {
    signIn();
    const calls = serve(['read', 'create', 'update'], (call) =>
      call.method === 'PUT' && call.url === '/api/produtos/7'
        ? {
            status: 422,
            body: {
              '@type': 'ConstraintViolationList',
              violations: [
                { propertyPath: 'codigos[1].CdChamada', message: 'O código SAB1 já é de outro produto desta empresa' },
                { propertyPath: 'QtEstoqueMinimo', message: 'O estoque mínimo passa do máximo' },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/produtos/edit/7', screens);
    const minimo = (await screen.findByRole('textbox', { name: 'Estoque mínimo' })) as HTMLInputElement;
    // A fractional unit: 3 decimals.
    expect(minimo.value).toBe('12,500');
    // The read-only panels: lot dates DD/MM/YYYY, quantities of the unit, the structure with its cost.
    expect(await screen.findByText('05/01/2027')).toBeTruthy();
    expect((await screen.findAllByText('10,250')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Caixa')).toBeTruthy();
    expect(screen.getByText(/Custo calculado pelos componentes: R\$\s?3,10/)).toBeTruthy();

    await user.clear(minimo);
    await user.type(minimo, '1.234,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const second = screen.getByRole('textbox', { name: 'Código 2' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('O código SAB1 já é de outro produto desta empresa')).toBeTruthy();
    expect(minimo.getAttribute('aria-invalid')).toBe('true');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      codigos: [
        { CdChamada: 'PA-0001', StCodigoPrincipal: 'S' },
        { CdChamada: 'SAB1', StCodigoPrincipal: 'N' },
      ],
      QtEstoqueMinimo: '1234.5',
      VlPesoLiquido: '1.000',
      NrDiasValidade: 365,
      produtoPcp: { TpProduto: 'F' },
      version: 2,
    });
  });

  it('without the update grant the product is read-only', async () => {
    signIn();
    serve(['read']);
    renderRoutes(routes, '/produtos/edit/7', screens);
    expect(await screen.findByText('Você pode consultar este produto, mas não alterá-lo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    // Inside the disabled fieldset.
    expect(screen.getByRole('textbox', { name: /Dias de validade/ }).matches(':disabled')).toBe(true);
  });
});
