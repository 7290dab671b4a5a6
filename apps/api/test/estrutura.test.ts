import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** What the product and forecast screens do: a structure edited line by line, a forecast renamed, its items changed, and deleted. */

let t: TestApp;
let admin: string;
let seller: string;
let company: number;

async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.rows<T>(query))[0];
}

let serial = 0;
async function newProduct(name: string, extra: Record<string, unknown> = {}): Promise<{ IdProduto: number; NmProduto: string }> {
  serial += 1;
  const unit = await one<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: `EST-${serial}`, NmProduto: name, TpProduto: 'A', IdTipoMedida: unit.id, NrDiasValidade: 30, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const line = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/lista_produto_items', { token, body });
const tree = async (id: number, token = admin) => (await t.call('GET', `/api/produtos/${id}/estrutura`, { token })).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await one<{ id: number }>(sql`select company_id as id from produtos order by id_produto limit 1`)).id;
});

afterAll(async () => {
  await t?.close();
});

describe('a estrutura editada na tela do produto', () => {
  it('dois níveis com perda: o custo sobe pela árvore; alterar e tirar uma linha muda o custo', async () => {
    const mesa = await newProduct('Mesa');
    const tampo = await newProduct('Tampo', { VlPrecoCusto: '999' });
    const chapa = await newProduct('Chapa MDF', { VlPrecoCusto: '40.00' });
    const parafuso = await newProduct('Parafuso', { VlPrecoCusto: '0.15' });
    expect((await line({ IdProduto: mesa.IdProduto, ProdutoComponente: tampo.IdProduto, QtProdutoComponente: '1', IdPosicao: 1 })).statusCode).toBe(201);
    const chapaLine = await line({ IdProduto: tampo.IdProduto, ProdutoComponente: chapa.IdProduto, QtProdutoComponente: '0.5', PcPerda: '10' });
    expect(chapaLine.statusCode, chapaLine.body).toBe(201);
    const screws = await line({ IdProduto: mesa.IdProduto, ProdutoComponente: parafuso.IdProduto, QtProdutoComponente: '8', IdPosicao: 2 });
    expect(screws.statusCode).toBe(201);

    // Tampo = 0,5 × 1,10 × 40,00 = 22,00 (its own cost price is ignored: it has components); Mesa = 22,00 + 8 × 0,15.
    let root = await tree(mesa.IdProduto);
    expect(root.componentes[0]).toMatchObject({ NmProduto: 'Tampo', VlCustoUnitario: '22.0000' });
    expect(root.componentes[0].componentes[0]).toMatchObject({ NmProduto: 'Chapa MDF', QtPorUnidade: '0.550000', VlCustoTotal: '22.0000' });
    expect(root.VlCustoUnitario).toBe('23.2000');

    // Edited inline: the loss of the sheet goes to 20 %, the screws to 10.
    const edit = await t.call('PUT', `/api/lista_produto_items/${chapaLine.json().IdListaProdutoItem}`, { token: admin, body: { PcPerda: '20' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.call('PUT', `/api/lista_produto_items/${screws.json().IdListaProdutoItem}`, { token: admin, body: { QtProdutoComponente: '10' } })).statusCode).toBe(200);
    root = await tree(mesa.IdProduto);
    expect(root.VlCustoUnitario).toBe('25.5000'); // 0,5 × 1,2 × 40 + 10 × 0,15

    // A zero quantity and a loss of 100 % are refused on their fields, and nothing changes.
    const bad = await t.call('PUT', `/api/lista_produto_items/${chapaLine.json().IdListaProdutoItem}`, { token: admin, body: { QtProdutoComponente: '0', PcPerda: '100' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['PcPerda', 'QtProdutoComponente']);
    expect((await tree(mesa.IdProduto)).VlCustoUnitario).toBe('25.5000');

    expect((await t.call('DELETE', `/api/lista_produto_items/${screws.json().IdListaProdutoItem}`, { token: admin })).statusCode).toBe(204);
    root = await tree(mesa.IdProduto);
    expect(root.componentes.map((c: { NmProduto: string }) => c.NmProduto)).toEqual(['Tampo']);
    expect(root.VlCustoUnitario).toBe('24.0000');

    // Who may not see costs (the seller, without markup) gets the same tree without a cost at any level.
    const blind = await tree(mesa.IdProduto, seller);
    expect(blind.componentes[0].componentes[0].QtPorUnidade).toBe('0.600000');
    expect(JSON.stringify(blind)).not.toMatch(/VlCustoUnitario|VlCustoTotal|VlPrecoCusto/);
  });

  it('recusa o ciclo nomeando o caminho pelos nomes dos produtos, em pt-BR, en e es', async () => {
    const mesa = await newProduct('Mesa de centro');
    const tampo = await newProduct('Tampo de vidro');
    const moldura = await newProduct('Moldura');
    expect((await line({ IdProduto: mesa.IdProduto, ProdutoComponente: tampo.IdProduto, QtProdutoComponente: '1' })).statusCode).toBe(201);
    expect((await line({ IdProduto: tampo.IdProduto, ProdutoComponente: moldura.IdProduto, QtProdutoComponente: '1' })).statusCode).toBe(201);
    const before = await one<{ n: number }>(sql`select count(*)::int as n from lista_produto_items where company_id = ${company}`);

    const loop = await line({ IdProduto: moldura.IdProduto, ProdutoComponente: mesa.IdProduto, QtProdutoComponente: '1' });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'ProdutoComponente', message: 'Ciclo na estrutura: Moldura → Mesa de centro → Tampo de vidro → Moldura' }),
    ]);
    for (const [language, text] of [
      ['en-US', 'Cycle in the structure: Moldura → Mesa de centro → Tampo de vidro → Moldura'],
      ['es', 'Ciclo en la estructura: Moldura → Mesa de centro → Tampo de vidro → Moldura'],
    ]) {
      const res = await t.call('POST', '/api/lista_produto_items', {
        token: admin,
        headers: { 'accept-language': language },
        body: { IdProduto: moldura.IdProduto, ProdutoComponente: mesa.IdProduto, QtProdutoComponente: '1' },
      });
      expect(res.json().violations[0].message).toBe(text);
    }

    // Changing an existing line into a loop is refused too (the line's own edge does not count twice).
    const own = await one<{ id: number }>(sql`select id_lista_produto_item as id from lista_produto_items where id_produto = ${tampo.IdProduto}`);
    const turned = await t.call('PUT', `/api/lista_produto_items/${own.id}`, { token: admin, body: { ProdutoComponente: mesa.IdProduto } });
    expect(turned.statusCode).toBe(422);
    expect(turned.json().violations[0].message).toBe('Ciclo na estrutura: Tampo de vidro → Mesa de centro → Tampo de vidro');
    expect(await one(sql`select count(*)::int as n from lista_produto_items where company_id = ${company}`)).toEqual(before);
  });

  it('o vendedor lê a estrutura mas não a altera', async () => {
    const a = await newProduct('Conjunto');
    const b = await newProduct('Peça');
    const res = await line({ IdProduto: a.IdProduto, ProdutoComponente: b.IdProduto, QtProdutoComponente: '1' }, seller);
    expect(res.statusCode).toBe(403);
  });
});

describe('a previsão editada na sua tela', () => {
  async function forecastWithItem() {
    const created = await t.call('POST', '/api/previsao_de_vendas', { token: admin, body: { NmPrevisaoDeVenda: 'Previsão de teste' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().Id as number;
    const products = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company} order by id_produto limit 2`);
    const item = await t.call('POST', '/api/previsao_de_venda_items', {
      token: admin,
      body: { IdPrevisaoDeVenda: id, produto: products[0].id, Quantidade: '1.234,5', DtPrevisaoDeVenda: '2026-03-01' },
    });
    expect(item.statusCode, item.body).toBe(201);
    return { id, item: item.json().Id as number, products: products.map((p) => p.id) };
  }

  it('renomeia, altera um item e exclui a previsão com os itens', async () => {
    const { id, item, products } = await forecastWithItem();
    const renamed = await t.call('PUT', `/api/previsao_de_vendas/${id}`, { token: admin, body: { NmPrevisaoDeVenda: 'Previsão 2026 revista' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.call('GET', `/api/previsao_de_vendas/${id}`, { token: admin })).json().NmPrevisaoDeVenda).toBe('Previsão 2026 revista');
    const empty = await t.call('PUT', `/api/previsao_de_vendas/${id}`, { token: admin, body: { NmPrevisaoDeVenda: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations[0].propertyPath).toBe('NmPrevisaoDeVenda');

    const changed = await t.call('PUT', `/api/previsao_de_venda_items/${item}`, { token: admin, body: { produto: products[1], Quantidade: '2.000,25', DtPrevisaoDeVenda: '2026-04-15' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ produto: products[1], Quantidade: '2000.250', DtPrevisaoDeVenda: '2026-04-15' });

    const gone = await t.call('DELETE', `/api/previsao_de_vendas/${id}`, { token: admin });
    expect(gone.statusCode).toBe(204);
    expect(await one(sql`select count(*)::int as n from previsao_de_venda_items where id_previsao_de_venda = ${id}`)).toEqual({ n: 0 });
  });

  it('recusa excluir a previsão que uma análise usa, nomeando a análise, e nada muda', async () => {
    const { id } = await forecastWithItem();
    const analysis = await t.call('POST', '/api/analises', { token: admin, body: { NmAnalise: 'Plano de março', DtInicio: '2026-03-01', previsoes: [id] } });
    expect(analysis.statusCode, analysis.body).toBe(201);
    const refused = await t.call('DELETE', `/api/previsao_de_vendas/${id}`, { token: admin });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({
      propertyPath: 'Id',
      message: 'Esta previsão entra na demanda de análises do MRP (Plano de março); exclua as análises antes',
    });
    expect(await one(sql`select count(*)::int as n from previsao_de_venda_items where id_previsao_de_venda = ${id}`)).toEqual({ n: 1 });
    expect(await one(sql`select count(*)::int as n from analise_previsoes where id_previsao_de_venda = ${id}`)).toEqual({ n: 1 });

    // Once the analysis is gone, the forecast goes.
    expect((await t.call('DELETE', `/api/analises/${analysis.json().IdAnalise}`, { token: admin })).statusCode).toBeLessThan(300);
    expect((await t.call('DELETE', `/api/previsao_de_vendas/${id}`, { token: admin })).statusCode).toBe(204);
  });
});
