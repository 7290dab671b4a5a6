import { describe, expect, it } from 'vitest';
import { bomCycle, bomLineUnitRule, bomTree, codesRule, lotExpiry, minMaxRule, withoutCosts, type BomLine, type ProductCost } from './catalogo.rules.ts';

describe('codesRule', () => {
  it.each([
    [[{ CdChamada: 'A1', StCodigoPrincipal: 'S' as const }], 'A1'],
    [[{ CdChamada: 'A1', StCodigoPrincipal: 'N' as const }, { CdChamada: 'B2', StCodigoPrincipal: 'S' as const }], 'B2'],
  ])('aceita um principal', (codes, main) => {
    expect(codesRule(codes)).toEqual({ main });
  });
  it('recusa nenhum ou dois principais, código repetido e lista vazia', () => {
    expect(codesRule([{ CdChamada: 'A', StCodigoPrincipal: 'N' }])).toMatchObject({ violations: [{ message: 'one_main_code' }] });
    expect(codesRule([{ CdChamada: 'A', StCodigoPrincipal: 'S' }, { CdChamada: 'B', StCodigoPrincipal: 'S' }])).toMatchObject({ violations: [{ message: 'one_main_code' }] });
    expect(codesRule([{ CdChamada: 'A', StCodigoPrincipal: 'S' }, { CdChamada: 'a', StCodigoPrincipal: 'N' }])).toMatchObject({ violations: [{ message: 'codes_repeated' }] });
    expect(codesRule([])).toMatchObject({ violations: [{ propertyPath: 'CdChamada', message: 'required' }] });
  });
});

describe('bomCycle', () => {
  const edges = [
    { parent: 1, child: 2 },
    { parent: 2, child: 3 },
    { parent: 3, child: 4 },
    { parent: 5, child: 4 },
  ];
  it.each([
    [2, 1, [2, 1, 2]], // A contém B e B contém A
    [4, 1, [4, 1, 2, 3, 4]], // laço de quatro níveis
    [3, 3, [3, 3]], // contém a si mesmo
    [4, 5, [4, 5, 4]], // 5 já contém 4
    [1, 5, null], // ramo sem volta
    [5, 2, null],
  ])('%s contém %s -> %j', (parent, child, cycle) => {
    expect(bomCycle(edges, parent, child)).toEqual(cycle);
  });
});

describe('bomTree', () => {
  it('multiplica as quantidades por unidade acabada e soma o custo das folhas', () => {
    const p = (id: number, cost: string): ProductCost => ({ IdProduto: id, CdChamada: `P${id}`, NmProduto: `Produto ${id}`, CdSigla: 'UN', TpUnidade: 'I', VlPrecoCusto: cost });
    const products = new Map([1, 2, 3, 4].map((id) => [id, p(id, id === 3 ? '2.5000' : id === 4 ? '0.1000' : '999')]));
    const lines: BomLine[] = [
      { IdListaProdutoItem: 1, IdProduto: 1, ProdutoComponente: 2, IdPosicao: 1, StComponentePrincipal: 'S', QtProdutoComponente: '2', PcPerda: '0' },
      { IdListaProdutoItem: 2, IdProduto: 2, ProdutoComponente: 3, IdPosicao: 1, StComponentePrincipal: 'S', QtProdutoComponente: '3', PcPerda: '10' },
      { IdListaProdutoItem: 3, IdProduto: 1, ProdutoComponente: 4, IdPosicao: 2, StComponentePrincipal: 'N', QtProdutoComponente: '1', PcPerda: '0' },
    ];
    const tree = bomTree(1, lines, products);
    expect(tree.componentes.map((c) => c.IdProduto)).toEqual([2, 4]);
    const [b, d] = tree.componentes;
    expect(b.componentes[0].QtPorUnidade).toBe('6.600000'); // 2 × 3 × 1,10
    expect(b.VlCustoUnitario).toBe('8.2500'); // 3 × 1,10 × 2,50
    expect(d.VlCustoTotal).toBe('0.1000');
    expect(tree.VlCustoUnitario).toBe('16.6000'); // 2 × 8,25 + 0,10

    // For who may not see costs: the same tree, quantities kept, no cost at any level.
    const blind = withoutCosts(tree);
    expect(JSON.stringify(blind)).not.toMatch(/VlPrecoCusto|VlCustoUnitario|VlCustoTotal/);
    expect(blind.componentes[0].componentes[0].QtPorUnidade).toBe('6.600000');
    expect(blind.componentes.map((c) => c.IdProduto)).toEqual([2, 4]);
  });
});

describe('bomTree: custo somado', () => {
  const p = (id: number, cost: string): ProductCost => ({ IdProduto: id, CdChamada: `P${id}`, NmProduto: `Produto ${id}`, CdSigla: 'KG', TpUnidade: 'F', VlPrecoCusto: cost });
  const l = (id: number, parent: number, child: number, qty: string, loss = '0'): BomLine => ({
    IdListaProdutoItem: id,
    IdProduto: parent,
    ProdutoComponente: child,
    IdPosicao: id,
    StComponentePrincipal: 'N',
    QtProdutoComponente: qty,
    PcPerda: loss,
  });

  it('três níveis com perda em dois deles: custo × quantidade × (1 + perda), de baixo para cima', () => {
    // A ← 2 B (5 %); B ← 0,5 C (10 %); C ← 3 D + 1 E. Leaves: D R$ 1,10, E R$ 0,25; B and C's own prices do not count.
    const products = new Map([p(1, '0'), p(2, '50'), p(3, '70'), p(4, '1.1000'), p(5, '0.2500')].map((x) => [x.IdProduto, x]));
    const tree = bomTree(1, [l(1, 1, 2, '2', '5'), l(2, 2, 3, '0.5', '10'), l(3, 3, 4, '3'), l(4, 3, 5, '1')], products);
    const b = tree.componentes[0];
    const c = b.componentes[0];
    expect(c.VlCustoUnitario).toBe('3.5500'); // 3 × 1,10 + 0,25
    expect(b.VlCustoUnitario).toBe('1.9525'); // 0,5 × 1,10 × 3,55
    expect(c.QtPorUnidade).toBe('1.155000'); // 2 × 1,05 × 0,5 × 1,10
    expect(c.componentes[0].QtPorUnidade).toBe('3.465000');
    expect(c.componentes[0].VlCustoTotal).toBe('3.8115'); // 3,465 × 1,10
    expect(tree.VlCustoUnitario).toBe('4.1003'); // 2 × 1,05 × 1,9525 = 4,10025
  });

  it('não acumula arredondamentos: cada nível soma o custo exato do nível de baixo', () => {
    // C = 0,333 × 1,0001 = 0,3330333 (shown 0,3330); B = 3 × C = 0,9990999 -> 0,9991, not 3 × 0,3330 = 0,9990.
    const products = new Map([p(1, '0'), p(2, '0'), p(3, '0'), p(4, '1.0001')].map((x) => [x.IdProduto, x]));
    const tree = bomTree(1, [l(1, 1, 2, '1'), l(2, 2, 3, '3'), l(3, 3, 4, '0.333')], products);
    expect(tree.componentes[0].componentes[0].VlCustoUnitario).toBe('0.3330');
    expect(tree.componentes[0].VlCustoUnitario).toBe('0.9991');
    expect(tree.VlCustoUnitario).toBe('0.9991');
  });
});

describe('lotExpiry e mínimo/máximo', () => {
  it('validade padrão = fabricação + dias; nunca antes da fabricação', () => {
    expect(lotExpiry('2026-01-30', null, 30)).toEqual({ DtValidade: '2026-03-01' });
    expect(lotExpiry('2026-01-30', '2026-01-29', 30)).toMatchObject({ violations: [{ propertyPath: 'DtValidade', message: 'expiry_before_fabrication' }] });
  });
  it('mínimo acima do máximo', () => {
    expect(minMaxRule('10.000', '5.000')).toHaveLength(1);
    expect(minMaxRule('10.000', '0.000')).toHaveLength(0);
    expect(minMaxRule('5', '10')).toHaveLength(0);
  });
});

describe('bomLineUnitRule', () => {
  const component = { unit: 2, symbol: 'KG', code: 'ESS' };
  it("aceita a linha sem unidade, na unidade do componente ou numa que ele converte para a sua", () => {
    expect(bomLineUnitRule({ unit: null, symbol: null }, component, false)).toEqual([]);
    expect(bomLineUnitRule({ unit: 2, symbol: 'KG' }, component, false)).toEqual([]);
    expect(bomLineUnitRule({ unit: 3, symbol: 'L' }, component, true)).toEqual([]);
  });
  it('recusa outra unidade sem conversão, nomeando o componente e as unidades', () => {
    expect(bomLineUnitRule({ unit: 3, symbol: 'L' }, component, false)).toEqual([
      { propertyPath: 'IdTipoMedida', message: 'bom_unit_without_conversion', params: { product: 'ESS', unit: 'L', productUnit: 'KG' } },
    ]);
  });
});
