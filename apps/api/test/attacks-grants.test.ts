import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { createUser } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';

/**
 * The attacks on grants per operation, fields per grant and ids inside the company, replayed as the attacker did them:
 * the restricted salesperson (`vendedor`) and the user of the other company (`outra`). Each is refused with a 4xx that
 * names the field, and changes nothing.
 */
let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let sellerId: number;

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const first = async (url: string, token = admin) => members(await t.call('GET', url, { token }))[0];
const ptBR = { 'accept-language': 'pt-BR' };
const count = async (table: string, where = sql`true`) =>
  (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  sellerId = (await t.call('GET', '/api/users/me', { token: seller })).json().id;
});
afterAll(() => t.close());

describe('a write grant on orders is not a grant for every operation on them', () => {
  it('the salesperson cannot record a receipt (it releases commission), and the origin never comes from the body', async () => {
    const parcela = await first('/api/pedido_venda_parcelas?StParcela=A&itemsPerPage=1');
    expect(parcela, 'the demo has open installments').toBeDefined();
    const before = { receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') };
    const body = { IdParcela: parcela.IdParcela, DtRecebimento: '2026-01-10', VlRecebido: '1.00' };
    for (const attempt of [body, { ...body, TpOrigem: 'I' }]) {
      const res = await t.call('POST', '/api/pedido_venda_recebimentos', { token: seller, body: attempt });
      expect(res.statusCode, res.body).toBe(403);
    }
    // Not even who records receipts says where one came from: I is the ERP import's alone.
    const posing = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { ...body, TpOrigem: 'I' }, headers: ptBR });
    expect(posing.statusCode, posing.body).toBe(422);
    expect(posing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['TpOrigem']);
    expect({ receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') }).toEqual(before);

    const byHand = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect((await t.call('GET', byHand.json()['@id'], { token: admin })).json().TpOrigem).toBe('M');
  });

  it('the salesperson cannot invoice, return nor cancel an order: each move names the grant it needs', async () => {
    const cases = [
      { from: 'L', to: 'T' },
      { from: 'T', to: 'D' },
      { from: 'A', to: 'C' },
      { from: 'A', to: 'R' },
    ];
    for (const { from, to } of cases) {
      const order = await first(`/api/pedido_vendas?TpPedidoDeVenda=P&StatusPedido=${from}&itemsPerPage=1`);
      expect(order, `the demo has an order in ${from}`).toBeDefined();
      const moves = await count('estoque_movimentos');
      const res = await t.call('PUT', `/api/pedido_vendas/${order.CodPedido}/status`, { token: seller, body: { StatusPedido: to }, headers: ptBR });
      expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('order_move_not_granted');
      expect(res.json()['hydra:description']).toContain('StatusPedido');
      expect((await t.call('GET', `/api/pedido_vendas/${order.CodPedido}`, { token: admin })).json().StatusPedido).toBe(from);
      expect(await count('estoque_movimentos'), `${from} → ${to} moved stock`).toBe(moves);
      // Who holds the grant makes the move.
      const granted = await t.call('PUT', `/api/pedido_vendas/${order.CodPedido}/status`, { token: admin, body: { StatusPedido: to } });
      expect(granted.statusCode, granted.body).toBe(200);
    }
  });

  it('the salesperson still cancels its own quote', async () => {
    const client = (await first('/api/vw_clientes?itemsPerPage=1', seller)).id;
    const quote = (await t.call('POST', '/api/pedido_vendas/novo', { token: seller, body: { IdCliente: client } })).json();
    const res = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/status`, { token: seller, body: { StatusPedido: 'C' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the cost of products is for who forms prices', () => {
  const COST = /VlPrecoCusto|VlCustoUnitario|VlCustoTotal/;

  it('leaves by no way to the salesperson: item, lists, views, CSV, detail and structure', async () => {
    const product = await first('/api/produtos?itemsPerPage=1&order[VlPrecoCusto]=desc');
    const structure = (await first('/api/lista_produto_items?itemsPerPage=1')).IdProduto;
    const urls = [
      `/api/produtos/${product.IdProduto}`,
      '/api/produtos?itemsPerPage=5',
      '/api/produtos/lista?itemsPerPage=5',
      '/api/produtos-adicional?itemsPerPage=5',
      `/api/produtos/${product.IdProduto}/detalhe`,
      `/api/produtos/${structure}/estrutura`,
    ];
    // The values (a collection's search template names its filters, not what they hold).
    const data = (res: { json(): any }) => JSON.stringify(res.json()['hydra:member'] ?? res.json());
    for (const url of urls) {
      expect(data(await t.call('GET', url, { token: admin })), `the administrator sees the cost in ${url}`).toMatch(COST);
      const res = await t.call('GET', url, { token: seller });
      expect(res.statusCode, url).toBe(200);
      expect(data(res), url).not.toMatch(COST);
    }
    for (const url of ['/api/produtos.csv', '/api/produtos.csv?raw=1', '/api/produtos/lista.csv']) {
      expect((await t.call('GET', url, { token: admin })).body, url).toMatch(COST);
      const csv = await t.call('GET', url, { token: seller });
      expect(csv.statusCode, url).toBe(200);
      expect(csv.body, url).not.toMatch(COST);
    }
    // Asked for by name, it is an unknown column to the seller (422 on columns[]), and the readable ones listed leave it out.
    const asked = await t.call('GET', '/api/produtos.csv?columns[]=VlPrecoCusto', { token: seller });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().violations).toEqual([{ propertyPath: 'columns[]', message: expect.stringMatching(/^Coluna desconhecida na exportação: VlPrecoCusto\. As colunas são: (?!.*VlPrecoCusto)/) }]);
  });

  it('cannot be found out by filtering or sorting on it', async () => {
    const all = (await t.call('GET', '/api/produtos?itemsPerPage=1', { token: seller })).json()['hydra:totalItems'];
    const none = await t.call('GET', '/api/produtos?itemsPerPage=1&VlPrecoCusto[gt]=999999999', { token: seller });
    expect(none.json()['hydra:totalItems']).toBe(all);
    expect((await t.call('GET', '/api/produtos?itemsPerPage=1&VlPrecoCusto[gt]=999999999', { token: admin })).json()['hydra:totalItems']).toBe(0);
    const byName = members(await t.call('GET', '/api/produtos?itemsPerPage=5', { token: seller })).map((p) => p.IdProduto);
    const byCost = members(await t.call('GET', '/api/produtos?itemsPerPage=5&order[VlPrecoCusto]=desc', { token: seller })).map((p) => p.IdProduto);
    expect(byCost).toEqual(byName);
  });
});

describe('the cost of products is set only by who forms prices', () => {
  let clerk: string;

  beforeAll(async () => {
    // Keeps the catalogue (reads, creates and changes products) but forms no prices.
    const company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
    await t.database.db.transaction(async (tx) => {
      const profile = await createProfile(tx, company, 'Cadastro de produtos', ['produtos:read', 'produtos:create', 'produtos:update']);
      await createUser(tx, company, { username: 'cadastro', password: 'cadastro12', email: 'cadastro@exemplo.com.br', profile }, null);
    });
    clerk = await t.login('cadastro', 'cadastro12');
  });

  it('a product writer without markup cannot set the cost (403 naming the field), nor create a product with one; the rest stays theirs', async () => {
    const product = await first('/api/produtos?itemsPerPage=1&order[VlPrecoCusto]=desc');
    expect(Number(product.VlPrecoCusto)).toBeGreaterThan(0);
    for (const url of [`/api/produtos/${product.IdProduto}`, `/api/produtos_adicional/${product.IdProduto}`]) {
      const res = await t.call('PUT', url, { token: clerk, body: { VlPrecoCusto: '0.0100' }, headers: ptBR });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('field_not_granted');
      expect(res.json()['hydra:description']).toContain('VlPrecoCusto');
    }
    expect((await t.call('GET', `/api/produtos/${product.IdProduto}`, { token: admin })).json().VlPrecoCusto).toBe(product.VlPrecoCusto);

    const unit = (await first('/api/tipo_medidas?itemsPerPage=1')).IdTipoMedida;
    const body = { CdChamada: 'CUSTO-SEM-MARKUP', NmProduto: 'Produto de quem não forma preços', TpProduto: 'A', IdTipoMedida: unit, NrDiasValidade: 0 };
    const created = await t.call('POST', '/api/produtos', { token: clerk, body: { ...body, VlPrecoCusto: '1.0000' } });
    expect(created.statusCode, created.body).toBe(403);
    expect(await count('produtos', sql`cd_chamada = 'CUSTO-SEM-MARKUP'`)).toBe(0);

    // Without the cost, the product is theirs to write.
    expect((await t.call('PUT', `/api/produtos/${product.IdProduto}`, { token: clerk, body: { NmProduto: product.NmProduto } })).statusCode).toBe(200);
    const plain = await t.call('POST', '/api/produtos', { token: clerk, body });
    expect(plain.statusCode, plain.body).toBe(201);
    // Who forms prices sets it.
    const priced = await t.call('PUT', `/api/produtos/${plain.json().IdProduto}`, { token: admin, body: { VlPrecoCusto: '2.5000' } });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().VlPrecoCusto).toBe('2.5000');
  });
});

describe('the taxes inside a price are price formation', () => {
  it("the salesperson, who reads orders but forms no prices, does not read a product's tax share (the markup's PcImpostos)", async () => {
    const product = (await first('/api/produtos?StAtivo=true&itemsPerPage=1')).IdProduto;
    const url = `/api/impostos/percentual?IdProduto=${product}&IdUf=SP&TpContribuinte=1`;
    const res = await t.call('GET', url, { token: seller });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('PcImpostos');
    const granted = await t.call('GET', url, { token: admin });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().PcImpostos).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('an attachment is read as what it is attached to', () => {
  it("a private MRP attachment's file answers 404 to who may not read the analyses, through /files too", async () => {
    const anexo = await first('/api/mrp_anexos?itemsPerPage=1');
    expect(anexo?.DsArquivo, 'the demo has MRP attachments').toMatch(/^\/api\/files\//);
    expect((await t.call('GET', anexo.DsArquivo, { token: admin })).statusCode).toBe(200);
    for (const url of [anexo.DsArquivo, `${anexo['@id']}/arquivo`]) {
      const res = await t.call('GET', url, { token: seller });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(403);
      expect(res.statusCode, url).toBeLessThanOrEqual(404);
    }
    expect((await t.call('GET', anexo.DsArquivo, { token: seller })).statusCode).toBe(404);
    expect((await t.call('GET', anexo.DsArquivo, { token: other })).statusCode).toBe(404);
  });
});

describe("a client's purchase order file is read as the order is", () => {
  it('takes the sales grant when saved on the order; a file of another company is refused on its field', async () => {
    const order = await first('/api/pedido_vendas?TpPedidoDeVenda=P&StatusPedido=A&itemsPerPage=1');
    const upload = await t.upload('/api/files', { name: 'pedido-compra.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, { token: admin });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json().url as string;
    const fileId = url.split('/').pop()!;
    const permission = async () => (await t.database.rows<{ p: string | null }>(sql`select permission as p from files where id = ${fileId}`))[0].p;
    expect(await permission()).toBeNull();
    const saved = await t.call('POST', '/api/save_purchase', { token: admin, body: { CodPedido: order.CodPedido, NrPedidoCompra: 'OC-7781', DsArquivoPedidoCompra: url } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await permission()).toBe('pedido_vendas');
    expect((await t.call('GET', url, { token: seller })).statusCode).toBe(200);
    expect((await t.call('GET', url, { token: other })).statusCode).toBe(404);

    const foreign = await t.upload('/api/files', { name: 'alheio.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, { token: other });
    const refused = await t.call('POST', '/api/save_purchase', { token: admin, body: { CodPedido: order.CodPedido, NrPedidoCompra: 'OC-7782', DsArquivoPedidoCompra: foreign.json().url } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['DsArquivoPedidoCompra']);
    expect((await t.database.rows<{ p: string | null }>(sql`select permission as p from files where id = ${foreign.json().url.split('/').pop()}`))[0].p).toBeNull();
  });
});

describe('every id in a body is checked inside the company', () => {
  const notFound = { message: 'Registro não encontrado' };

  it("approving a commission period names no representative of another company, and the report shows none of its names", async () => {
    const before = await count('comissao_conferencias');
    const res = await t.call('POST', '/api/comissao/conferencia', { token: other, body: { IdRepresentante: sellerId, DtInicio: '2026-01-01', DtFim: '2026-12-31' }, headers: ptBR });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'IdRepresentante', ...notFound }]);
    expect(await count('comissao_conferencias')).toBe(before);
    const report = await t.call('GET', '/api/comissao/relatorio?DtInicio=2020-01-01&DtFim=2030-12-31', { token: other });
    expect(report.statusCode).toBe(200);
    expect(report.body).not.toContain(DEMO.seller.realname);
    expect(report.body).not.toContain(DEMO.user.realname);
  });

  it("a commission rate names neither a representative nor a family of another company, and unknown ids answer 422, not 409", async () => {
    const family = (await first('/api/familia_produtos?itemsPerPage=1')).IdFamiliaProduto;
    const before = await count('comissao_taxas');
    for (const ids of [
      { IdRepresentante: sellerId, IdFamiliaProduto: family },
      { IdRepresentante: 999999, IdFamiliaProduto: 999999 },
    ]) {
      const res = await t.call('POST', '/api/comissao_taxas', { token: other, body: { ...ids, PcComissao: '5.00' }, headers: ptBR });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().violations).toEqual(expect.arrayContaining([{ propertyPath: 'IdRepresentante', ...notFound }, { propertyPath: 'IdFamiliaProduto', ...notFound }]));
    }
    expect(await count('comissao_taxas')).toBe(before);
  });

  it("an item of a quote does not store another company's formula", async () => {
    const client = (await first('/api/vw_clientes?itemsPerPage=1', other)).id;
    const quote = await t.call('POST', '/api/pedido_vendas/novo', { token: other, body: { IdCliente: client } });
    expect(quote.statusCode, quote.body).toBe(201);
    const product = (await first('/api/produtos?StAtivo=true&itemsPerPage=1', other)).IdProduto;
    const formula = (await first('/api/formulas?itemsPerPage=1')).IdFormula;
    const res = await t.call('POST', '/api/pedido_venda_items', {
      token: other,
      body: { CodPedido: quote.json().CodPedido, IdProduto: product, QtPedida: '1', IdFormula: formula },
      headers: ptBR,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'IdFormula', ...notFound }]);
    expect(await count('pedido_venda_items', sql`cod_pedido = ${quote.json().CodPedido}`)).toBe(0);
  });
});
