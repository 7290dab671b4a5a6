import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { isValidGtin } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;

async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.rows<T>(query))[0];
}

async function unitId(sigla: string): Promise<number> {
  return Number((await one<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${sigla}`)).id);
}

async function sectorId(name: string): Promise<number> {
  return Number((await one<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} and nm_setor = ${name}`)).id);
}

let serial = 0;
/** A new product through the API; `extra` overrides the defaults. */
async function newProduct(extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  serial += 1;
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: `T-${serial}`, NmProduto: `Produto de teste ${serial}`, TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 30, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

describe('demo catalogue', () => {
  it('tem ~300 produtos em 10 famílias e 25 grupos, com EAN-13 válidos', async () => {
    const counts = await one<{ p: number; f: number; g: number }>(sql`select
      (select count(*)::int from produtos where company_id = ${company}) as p,
      (select count(*)::int from familia_produtos where company_id = ${company}) as f,
      (select count(*)::int from grupo_produtos where company_id = ${company}) as g`);
    expect(counts.p).toBeGreaterThanOrEqual(280);
    expect(counts.p).toBeLessThanOrEqual(330);
    expect(counts.f).toBe(10);
    expect(counts.g).toBe(25);
    const eans = await t.database.rows<{ cd_ean: string }>(sql`select cd_ean from produtos where company_id = ${company} and cd_ean is not null`);
    expect(eans.length).toBeGreaterThan(250);
    expect(eans.every((e) => e.cd_ean.length === 13 && isValidGtin(e.cd_ean))).toBe(true);
  });

  it('tem estruturas de 2 a 4 níveis, lotes vencidos e a vencer, estoque em três setores', async () => {
    const depth = await one<{ depth: number }>(sql`with recursive d as (
        select id_produto as root, produto_componente, 1 as level from lista_produto_items where company_id = ${company}
        union all select d.root, l.produto_componente, d.level + 1 from d join lista_produto_items l on l.id_produto = d.produto_componente)
      select max(level)::int as depth from d`);
    expect(depth.depth).toBe(3); // finished -> solution -> base -> raw material: 4 levels of products
    const lots = await one<{ expired: number; soon: number }>(sql`select
      count(*) filter (where dt_validade < current_date)::int as expired,
      count(*) filter (where dt_validade >= current_date and dt_validade < current_date + 30)::int as soon
      from lote_estoque_produto where company_id = ${company}`);
    expect(lots.expired).toBeGreaterThan(0);
    expect(lots.soon).toBeGreaterThan(0);
    const sectors = await t.call('GET', '/api/mrp_estoques_setores?pagination=false', { token: admin });
    expect(new Set(sectors.json()['hydra:member'].map((m: { NmSetor: string }) => m.NmSetor))).toEqual(new Set(['Almoxarifado', 'Produção', 'Expedição']));
    // Every balance is the sum of its moves.
    const drift = await one<{ n: number }>(sql`select count(*)::int as n from estoque_saldos s where s.qt_estoque <> (
      select coalesce(sum(case when tp_movimento in ('E','P','A') then qt_movimento when tp_movimento = 'S' then -qt_movimento else 0 end), 0)
      from estoque_movimentos m where m.id_produto = s.id_produto and m.id_setor = s.id_setor and m.id_lote is not distinct from s.id_lote)`);
    expect(drift.n).toBe(0);
  });
});

describe('produtos', () => {
  it('recusa o produto sem dias de validade, com a mensagem no campo', async () => {
    const res = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: 'SEM-VAL', NmProduto: 'Sem validade', TpProduto: 'A', IdTipoMedida: await unitId('UN') } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'NrDiasValidade', message: 'Este campo é obrigatório' })]);
    expect(await one(sql`select count(*)::int as n from produtos where cd_chamada = 'SEM-VAL'`)).toEqual({ n: 0 });
  });

  it('recusa EAN com dígito verificador errado e NCM sem 8 dígitos', async () => {
    const res = await t.call('POST', '/api/produtos', {
      token: admin,
      body: { CdChamada: 'EAN-X', NmProduto: 'EAN errado', TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 1, CdEan: '7891000100104', CdNcm: '3402' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['CdEan', 'CdNcm']);
  });

  it('um produto com dois códigos mostra o principal na lista; o código é único na empresa', async () => {
    const created = await newProduct({
      codigos: [
        { CdChamada: 'ALT-777', StCodigoPrincipal: 'N' },
        { CdChamada: 'PRI-777', StCodigoPrincipal: 'S' },
      ],
      VlPesoBruto: '1.5',
      IdFamiliaProduto: null,
    });
    expect(created).toMatchObject({ CdChamada: 'PRI-777', VlPesoBruto: '1.500', familia: null, produtoPcp: { TpProduto: 'V' } });
    expect(created.codigos.map((c: { CdChamada: string }) => c.CdChamada)).toEqual(['PRI-777', 'ALT-777']);
    const list = (await t.call('GET', `/api/produtos/lista?IdProduto=${created.IdProduto}`, { token: admin })).json();
    expect(list['hydra:totalItems']).toBe(1);
    expect(list['hydra:member'][0]).toMatchObject({ CdChamada: 'PRI-777', NmProduto: created.NmProduto, CdSigla: 'UN', grupo: null });
    // The alternative code finds the product but is not shown.
    const taken = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: 'ALT-777', NmProduto: 'Outro', TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 1 } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().violations[0]).toMatchObject({ propertyPath: 'CdChamada', message: 'O código ALT-777 já é de outro produto desta empresa' });
    const twoMains = await t.call('PUT', `/api/produtos/${created.IdProduto}`, {
      token: admin,
      body: { codigos: [{ CdChamada: 'A', StCodigoPrincipal: 'S' }, { CdChamada: 'B', StCodigoPrincipal: 'S' }] },
    });
    expect(twoMains.statusCode).toBe(422);
    // Changing the main code changes what every list shows.
    const swapped = await t.call('PUT', `/api/produtos/${created.IdProduto}`, {
      token: admin,
      body: { codigos: [{ CdChamada: 'ALT-777', StCodigoPrincipal: 'S' }, { CdChamada: 'PRI-777', StCodigoPrincipal: 'N' }] },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await t.call('GET', `/api/produtos/${created.IdProduto}`, { token: admin })).json().CdChamada).toBe('ALT-777');
  });

  it('a busca de embalagens acha o mesmo para CAIXA, caixa e cáixa', async () => {
    const names = async (q: string) => {
      const res = await t.call('GET', `/api/produtos?TpProduto=b&NmProduto=${encodeURIComponent(q)}&pagination=false`, { token: admin });
      const members: { IdProduto: number; NmProduto: string; TpProduto: string }[] = res.json()['hydra:member'];
      expect(members.every((m) => m.TpProduto === 'B')).toBe(true);
      return members.map((m) => `${m.IdProduto}:${m.NmProduto}`).sort();
    };
    const upper = await names('CAIXA');
    expect(upper.length).toBeGreaterThanOrEqual(6);
    expect(await names('caixa')).toEqual(upper);
    expect(await names('cáixa')).toEqual(upper);
    const page = (await t.call('GET', '/api/produtos?TpProduto=b&NmProduto=caixa&itemsPerPage=2', { token: admin })).json();
    expect(page['hydra:view']['hydra:next']).toBeDefined();
  });

  it('dois tipos no filtro da lista trazem os produtos de um ou de outro', async () => {
    const total = async (q: string) => (await t.call('GET', `/api/produtos/lista?${q}&itemsPerPage=1`, { token: admin })).json()['hydra:totalItems'] as number;
    const packaging = await total('TpProduto=b');
    const finished = await total('TpProduto=A');
    expect(packaging).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(0);
    expect(await total('TpProduto[]=b&TpProduto[]=A')).toBe(packaging + finished);
  });

  it('alteração em massa com um valor ruim não muda nada e nomeia o produto', async () => {
    const a = await newProduct();
    const b = await newProduct();
    const c = await newProduct({ QtEstoqueMaximo: '5' });
    const family = (await t.call('GET', '/api/custom_products/getProductFamilies', { token: admin })).json()['hydra:member'][0].id;
    const res = await t.call('POST', '/api/produtos/massa', {
      token: admin,
      body: { produtos: [a.IdProduto, b.IdProduto, c.IdProduto], campos: { IdFamiliaProduto: family, TpProdutoPcp: 'F', QtEstoqueMinimo: '10' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: `produtos[${c.IdProduto}].QtEstoqueMinimo` })]);
    const after = await t.database.rows<{ f: number | null; pcp: string }>(
      sql`select id_familia_produto as f, tp_produto_pcp as pcp from produtos where id_produto in (${a.IdProduto}, ${b.IdProduto}, ${c.IdProduto})`,
    );
    expect(after.every((r) => r.f === null && r.pcp === 'V')).toBe(true);
    const ok = await t.call('POST', '/api/produtos/massa', {
      token: admin,
      body: { produtos: [a.IdProduto, b.IdProduto], campos: { IdFamiliaProduto: family, TpProdutoPcp: 'F', QtEstoqueMinimo: '10' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().updated).toBe(2);
  });
});

describe('estruturas', () => {
  it('recusa o laço A contém B contém A, nomeando o laço', async () => {
    const a = await newProduct();
    const b = await newProduct();
    const first = await t.call('POST', '/api/lista_produto_items', { token: admin, body: { IdProduto: a.IdProduto, ProdutoComponente: b.IdProduto, QtProdutoComponente: '2' } });
    expect(first.statusCode, first.body).toBe(201);
    const loop = await t.call('POST', '/api/lista_produto_items', { token: admin, body: { IdProduto: b.IdProduto, ProdutoComponente: a.IdProduto, QtProdutoComponente: '1' } });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().violations[0]).toMatchObject({ propertyPath: 'ProdutoComponente', message: `Ciclo na estrutura: ${b.NmProduto} → ${a.NmProduto} → ${b.NmProduto}` });
    expect(await one(sql`select count(*)::int as n from lista_produto_items where id_produto = ${b.IdProduto}`)).toEqual({ n: 0 });
  });

  it('recusa o laço a quatro níveis de profundidade na estrutura de demonstração', async () => {
    const finished = await one<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company} and tp_produto = 'A' order by id_produto limit 1`);
    const tree = (await t.call('GET', `/api/produtos/${finished.id}/estrutura`, { token: admin })).json();
    const solution = tree.componentes[0];
    const base = solution.componentes.find((c: { StComponentePrincipal: string }) => c.StComponentePrincipal === 'S');
    const raw = base.componentes[0];
    const loop = await t.call('POST', '/api/lista_produto_items', { token: admin, body: { IdProduto: raw.IdProduto, ProdutoComponente: finished.id, QtProdutoComponente: '1' } });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().violations[0].message).toBe(`Ciclo na estrutura: ${[raw, tree, solution, base, raw].map((n) => n.NmProduto).join(' → ')}`);
  });

  it('mostra a estrutura em árvore com quantidades por unidade acabada e custo somado', async () => {
    const top = await newProduct();
    const mid = await newProduct({ VlPrecoCusto: '100' });
    const leaf = await newProduct({ VlPrecoCusto: '2.5' });
    const other = await newProduct({ VlPrecoCusto: '0.1' });
    for (const body of [
      { IdProduto: top.IdProduto, ProdutoComponente: mid.IdProduto, QtProdutoComponente: '2', IdPosicao: 1 },
      { IdProduto: mid.IdProduto, ProdutoComponente: leaf.IdProduto, QtProdutoComponente: '3', PcPerda: '10' },
      { IdProduto: top.IdProduto, ProdutoComponente: other.IdProduto, QtProdutoComponente: '1', IdPosicao: 2 },
    ]) expect((await t.call('POST', '/api/lista_produto_items', { token: admin, body })).statusCode).toBe(201);
    const tree = (await t.call('GET', `/api/produtos/${top.IdProduto}/estrutura`, { token: admin })).json();
    expect(tree.componentes.map((c: { IdProduto: number }) => c.IdProduto)).toEqual([mid.IdProduto, other.IdProduto]);
    expect(tree.componentes[0].componentes[0]).toMatchObject({ IdProduto: leaf.IdProduto, QtPorUnidade: '6.600000', VlCustoTotal: '16.5000' });
    expect(tree.VlCustoUnitario).toBe('16.6000');
  });
});

describe('lotes e estoque', () => {
  it('validade padrão = fabricação + dias de validade; nunca antes da fabricação', async () => {
    const p = await newProduct({ NrDiasValidade: 30 });
    const lot = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: p.IdProduto, CdLote: 'L-A', DtFabricacao: '2026-01-30' } });
    expect(lot.statusCode, lot.body).toBe(201);
    expect(lot.json()).toMatchObject({ CdLote: 'L-A', DtValidade: '2026-03-01', QtEstoque: '0.000' });
    const bad = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: p.IdProduto, CdLote: 'L-B', DtFabricacao: '2026-01-30', DtValidade: '2026-01-01' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('DtValidade');
  });

  it('entrada, transferência, reserva e ajuste mudam os saldos e deixam movimentos; saldo negativo é recusado', async () => {
    const p = await newProduct();
    const [almox, exped] = [await sectorId('Almoxarifado'), await sectorId('Expedição')];
    const move = (body: Record<string, unknown>) => t.call('POST', '/api/estoque_movimentos', { token: admin, body: { IdProduto: p.IdProduto, IdSetor: almox, ...body } });
    expect((await move({ TpMovimento: 'E', QtMovimento: '20' })).statusCode).toBe(201);
    expect((await move({ TpMovimento: 'T', QtMovimento: '8', IdSetorDestino: exped })).statusCode).toBe(201);
    expect((await move({ TpMovimento: 'R', QtMovimento: '5', IdSetor: exped })).statusCode).toBe(201);
    const half = await move({ TpMovimento: 'E', QtMovimento: '1.5' });
    expect(half.json().violations[0]).toMatchObject({ propertyPath: 'QtMovimento', message: 'Esta unidade não aceita frações' });
    const noReason = await move({ TpMovimento: 'A', QtMovimento: '-2' });
    expect(noReason.json().violations[0].propertyPath).toBe('DsMotivo');
    expect((await move({ TpMovimento: 'A', QtMovimento: '-2', DsMotivo: 'Avaria' })).statusCode).toBe(201);
    // 3 of the 8 in shipping are free; 4 are too many.
    const tooMuch = await move({ TpMovimento: 'S', QtMovimento: '4', IdSetor: exped });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().violations[0].message).toBe(`Estoque insuficiente de ${p.CdChamada} em Expedição: disponível 3, pedido 4`);
    const stock = (await t.call('GET', `/api/view_produto_estoque?IdProduto=${p.IdProduto}`, { token: admin })).json()['hydra:member'][0];
    expect(stock).toMatchObject({ QtEstoque: '18.000', QtReservada: '5.000', QtDisponivel: '13.000' });
    const bySector = (await t.call('GET', `/api/mrp_estoques_setores?IdProduto=${p.IdProduto}&order[NmSetor]=asc`, { token: admin })).json()['hydra:member'];
    expect(bySector.map((s: { NmSetor: string; QtEstoque: string }) => `${s.NmSetor}:${s.QtEstoque}`)).toEqual(['Almoxarifado:10.000', 'Expedição:8.000']);
    const moves = (await t.call('GET', `/api/estoque_movimentos?IdProduto=${p.IdProduto}`, { token: admin })).json();
    expect(moves['hydra:member'].map((m: { TpMovimento: string }) => m.TpMovimento).sort()).toEqual(['A', 'E', 'R', 'T']);
    // The product's stock on hand (kept on the product by each move; the list sorts and filters by it) is the
    // sum of its balances: 20 in, 2 adjusted out; the transfer and the reservation leave it, the refused exit too.
    const listed = (await t.call('GET', `/api/produtos/lista?IdProduto=${p.IdProduto}`, { token: admin })).json()['hydra:member'][0];
    expect(listed.QtEstoque).toBe('18.000');
    expect(await one(sql`select p.qt_estoque = (select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = p.id_produto) as same from produtos p where id_produto = ${p.IdProduto}`)).toEqual({ same: true });
    const byStock = (await t.call('GET', `/api/produtos/lista?QtEstoque[between]=18..18&order[QtEstoque]=desc&itemsPerPage=200`, { token: admin })).json()['hydra:member'];
    expect(byStock.map((r: { IdProduto: number }) => r.IdProduto)).toContain(p.IdProduto);
  });

  it('50 saídas simultâneas das últimas 10 unidades de um lote deixam exatamente 0', async () => {
    const p = await newProduct();
    const sector = await sectorId('Expedição');
    const lot = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: p.IdProduto, CdLote: 'ULTIMAS', DtFabricacao: '2026-01-01', QtEstoque: '10', IdSetor: sector } });
    expect(lot.statusCode, lot.body).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'S', IdProduto: p.IdProduto, IdLote: lot.json().IdLote, IdSetor: sector, QtMovimento: '1' } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 422)!.json().violations[0].message).toMatch(/^Estoque insuficiente .* disponível 0, pedido 1$/);
    const balance = await one<{ q: string }>(sql`select qt_estoque as q from estoque_saldos where id_lote = ${lot.json().IdLote}`);
    expect(balance.q).toBe('0.000');
    expect(await one(sql`select count(*)::int as n from estoque_movimentos where id_lote = ${lot.json().IdLote} and tp_movimento = 'S'`)).toEqual({ n: 10 });
    expect((await t.call('GET', `/api/lote-estoque-produto/${lot.json().IdLote}`, { token: admin })).json().QtEstoque).toBe('0.000');
    // Ten exits at once kept the product's total right too (each under the product's stock lock).
    expect(await one(sql`select qt_estoque as q from produtos where id_produto = ${p.IdProduto}`)).toEqual({ q: '0.000' });
  });
});

describe('acesso', () => {
  it('o vendedor lê produtos e estoque mas não muda nada', async () => {
    const p = await one<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company} order by id_produto limit 1`);
    for (const path of ['/api/produtos', '/api/produtos/lista', '/api/mrp_estoques_setores', '/api/view_produto_estoque', '/api/lote-estoque-produto', `/api/produtos/${p.id}/estrutura`]) {
      expect((await t.call('GET', path, { token: seller })).statusCode, path).toBe(200);
    }
    const writes: [string, string, unknown][] = [
      ['POST', '/api/produtos', { CdChamada: 'V-1', NmProduto: 'x', TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 1 }],
      ['PUT', `/api/produtos/${p.id}`, { NmProduto: 'mudado' }],
      ['POST', '/api/produtos/massa', { produtos: [p.id], campos: { StAtivo: false } }],
      ['POST', '/api/familia_produtos', { NmFamiliaProduto: 'x' }],
      ['POST', '/api/lista_produto_items', { IdProduto: p.id, ProdutoComponente: p.id, QtProdutoComponente: '1' }],
      ['POST', '/api/estoque_movimentos', { TpMovimento: 'E', IdProduto: p.id, IdSetor: await sectorId('Expedição'), QtMovimento: '1' }],
      ['POST', '/api/lote-estoque-produto', { IdProduto: p.id, CdLote: 'V', DtFabricacao: '2026-01-01' }],
    ];
    for (const [method, url, body] of writes) expect((await t.call(method as 'POST', url, { token: seller, body })).statusCode, `${method} ${url}`).toBe(403);
  });

  it('a outra empresa não vê nenhum produto desta', async () => {
    const mine = await one<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company} order by id_produto limit 1`);
    const list = (await t.call('GET', '/api/produtos/lista?pagination=false', { token: other })).json()['hydra:member'];
    expect(list.length).toBe(3);
    expect(list.every((m: { company: number }) => m.company !== company)).toBe(true);
    expect((await t.call('GET', `/api/produtos/${mine.id}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/produtos/${mine.id}/estrutura`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/produtos/${mine.id}`, { token: other, body: { NmProduto: 'x' } })).statusCode).toBe(404);
    const bulk = await t.call('POST', '/api/produtos/massa', { token: other, body: { produtos: [mine.id], campos: { StAtivo: false } } });
    expect(bulk.statusCode).toBe(422);
    expect(await one(sql`select st_ativo as a from produtos where id_produto = ${mine.id}`)).toEqual({ a: true });
  });
});

describe('imagem do produto', () => {
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3b82f6' } }).png().toBuffer();

  it('é um arquivo enviado da empresa; a lista mostra sua miniatura de no máximo 128 px', async () => {
    const up = await t.upload('/api/files?public=true', { name: 'frasco.png', type: 'image/png', bytes: await png(800, 600) }, { token: admin });
    expect(up.statusCode, up.body).toBe(201);
    const url = up.json().url as string;
    const product = await newProduct({ ImConteudo: url });
    const listed = (await t.call('GET', `/api/produtos/lista?CdChamada=${product.CdChamada}`, { token: admin })).json()['hydra:member'][0];
    expect(listed.ImConteudo).toBe(url);
    const thumb = await t.call('GET', `${url}/miniatura`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 96]);
    // The second request reads the stored copy: the same bytes.
    expect((await t.call('GET', `${url}/miniatura`)).rawPayload.equals(thumb.rawPayload)).toBe(true);
  });

  it('recusa no campo ImConteudo um arquivo de outra empresa, um PDF ou um endereço qualquer', async () => {
    const foreign = await t.upload('/api/files?public=true', { name: 'x.png', type: 'image/png', bytes: await png(10, 10) }, { token: other });
    const pdf = await t.upload('/api/files', { name: 'ficha.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, { token: admin });
    expect([foreign.statusCode, pdf.statusCode]).toEqual([201, 201]);
    for (const [ImConteudo, message] of [
      [foreign.json().url, 'record_not_in_company'],
      [pdf.json().url, 'invalid_file_type'],
      ['https://example.com/a.png', 'record_not_in_company'],
    ]) {
      const res = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: `IMG-${message}-${ImConteudo.length}`, NmProduto: 'Com imagem', TpProduto: 'A', IdTipoMedida: await unitId('UN'), NrDiasValidade: 30, ImConteudo } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['ImConteudo']);
    }
    // A thumbnail of something that is not a picture does not exist.
    expect((await t.call('GET', `${pdf.json().url}/miniatura`, { token: admin })).statusCode).toBe(404);
  });

  it('os produtos acabados da demonstração têm imagem', async () => {
    const page = (await t.call('GET', '/api/produtos/lista?TpProduto=A&itemsPerPage=5', { token: admin })).json()['hydra:member'];
    expect(page.length).toBe(5);
    for (const p of page) expect(p.ImConteudo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const thumb = await t.call('GET', `${page[0].ImConteudo}/miniatura`);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});
