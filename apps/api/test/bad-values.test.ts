import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Bad values replayed as a user would send them: each is refused with a 4xx that names the field (or the filter),
 * in the user's language, and changes nothing — never a 500, never a silent default.
 */
let t: TestApp;
let admin: string;
let company: number;
let client: number;

type Row = Record<string, any>;
const count = async (query: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(query))[0].n;
const violations = (res: { json(): any }) => (res.json().violations ?? []) as { propertyPath: string; message: string }[];
const paths = (res: { json(): any }) => violations(res).map((v) => v.propertyPath);
const ptBR = { 'accept-language': 'pt-BR' };
const written = sql`select ((select count(*) from pedido_venda) + (select count(*) from lote_estoque_produto) + (select count(*) from lote_separacao) + (select count(*) from people))::int as n`;

async function product(code: string): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  const res = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 30, VlPrecoCusto: '10', VlPesoLiquido: '1', VlPesoBruto: '1' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

async function quote(body: Row = {}): Promise<Row> {
  const res = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(
    sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`,
  );
});
afterAll(() => t.close());

describe('formulas: round with bad decimal places', () => {
  const bad: [string, number][] = [
    ['round(1,-1)', 9],
    ['round(quantidade, 0.5)', 19],
    ['round(quantidade, 1e10)', 19],
  ];

  it('refuses them at save with the position, and creates nothing', async () => {
    const before = await count(sql`select count(*)::int as n from formulas`);
    for (const [DsExpressao, position] of bad) {
      const res = await t.call('POST', '/api/formulas', { token: admin, body: { NmFormula: `Casas ${DsExpressao}`, DsExpressao, TpResultado: 'quantidade' }, headers: ptBR });
      expect(res.statusCode, DsExpressao).toBe(422);
      expect(violations(res)).toEqual([{ propertyPath: 'DsExpressao', message: `As casas decimais de round (posição ${position}) devem ser um número inteiro de 0 a 10` }]);
    }
    expect(await count(sql`select count(*)::int as n from formulas`)).toBe(before);
  });

  it('evaluates them safely: 422 on the expression, never a 500, also for one stored before the rule', async () => {
    for (const [DsExpressao] of bad) {
      const res = await t.call('GET', `/api/pedido_venda_items_formula?DsExpressao=${encodeURIComponent(DsExpressao)}&quantidade=2`, { token: admin });
      expect(res.statusCode, DsExpressao).toBe(422);
      expect(paths(res)).toEqual(['DsExpressao']);
    }
    const [{ id }] = await t.database.rows<{ id: number }>(
      sql`insert into formulas (company_id, nm_formula, ds_expressao, tp_resultado) values (${company}, 'Antiga', 'round(quantidade, -1)', 'quantidade') returning id_formula as id`,
    );
    const res = await t.call('GET', `/api/pedido_venda_items_formula?IdFormula=${id}&quantidade=2`, { token: admin });
    expect(res.statusCode).toBe(422);
    expect(paths(res)).toEqual(['DsExpressao']);
  });
});

describe('dates: real calendar dates from 1900-01-01 to 2199-12-31', () => {
  const BAD = ['2026-02-30', '0000-00-00', '0001-01-01'];
  const message = (d: string) => (d === '0001-01-01' ? 'Informe uma data entre 01/01/1900 e 31/12/2199' : 'Data inválida');

  it('on a quote, a stock lot, a picking lot and a client: 422 on the field, nothing written', async () => {
    const IdProduto = await product('DATA-1');
    const before = await count(written);
    for (const d of BAD) {
      const calls: [string, Row, string][] = [
        ['/api/pedido_vendas/novo', { IdCliente: client, DtEntrega: d }, 'DtEntrega'],
        ['/api/lote-estoque-produto', { IdProduto, CdLote: `L-${d}`, DtFabricacao: d }, 'DtFabricacao'],
        ['/api/lote-separacao', { TpAgrupamento: 'D', DtEntrega: d }, 'DtEntrega'],
        ['/api/people/clients', { name: 'Cliente Data', document: '52998224725', foundationDate: d }, 'foundationDate'],
      ];
      for (const [url, body, field] of calls) {
        const res = await t.call('POST', url, { token: admin, body, headers: ptBR });
        expect(res.statusCode, `${url} ${d}: ${res.body}`).toBe(422);
        expect(violations(res), `${url} ${d}`).toContainEqual({ propertyPath: field, message: message(d) });
      }
    }
    expect(await count(written)).toBe(before);
  });

  it('in a list filter or a query: 422 on the parameter as written, in the user\'s language', async () => {
    const filterMessage = (d: string) => (d === '0001-01-01' ? 'Informe uma data entre 01/01/1900 e 31/12/2199' : 'Valor inválido para o filtro: informe uma data (AAAA-MM-DD)');
    for (const d of BAD) {
      const list = await t.call('GET', `/api/vw_pedidos?DtEmissao[after]=${d}`, { token: admin, headers: ptBR });
      expect(list.statusCode, d).toBe(422);
      expect(violations(list), d).toEqual([{ propertyPath: 'DtEmissao[after]', message: filterMessage(d) }]);
      const report = await t.call('GET', `/api/comissao/conferencia?DtInicio=${d}&DtFim=2026-01-31`, { token: admin, headers: ptBR });
      expect(report.statusCode, d).toBe(422);
      expect(violations(report), d).toEqual([{ propertyPath: 'DtInicio', message: message(d) }]);
    }
    const late = await t.call('GET', '/api/vw_pedidos?DtEmissao[after]=2026-01-01T25:00', { token: admin, headers: { 'accept-language': 'en-US' } });
    expect(late.statusCode).toBe(422);
    expect(violations(late)).toEqual([{ propertyPath: 'DtEmissao[after]', message: 'Invalid value for the filter: enter a date (YYYY-MM-DD)' }]);
    const spanish = await t.call('GET', '/api/vw_pedidos?DtEmissao[before]=ontem', { token: admin, headers: { 'accept-language': 'es' } });
    expect(violations(spanish)).toEqual([{ propertyPath: 'DtEmissao[before]', message: 'Valor no válido para el filtro: ingrese una fecha (AAAA-MM-DD)' }]);
    expect((await t.call('GET', '/api/vw_pedidos?DtEmissao[after]=2026-02-28', { token: admin })).statusCode).toBe(200);
  });

  it('the list of orders with DtEmissao[after]=ontem: 422 on DtEmissao[after], pt-BR by default, en-US when asked, nothing written', async () => {
    const before = await count(written);
    const plain = await t.call('GET', '/api/pedido_vendas?DtEmissao[after]=ontem', { token: admin });
    expect(plain.statusCode, plain.body).toBe(422);
    expect(plain.json()['@type']).toBe('ConstraintViolationList');
    expect(violations(plain)[0]).toEqual({ propertyPath: 'DtEmissao[after]', message: 'Valor inválido para o filtro: informe uma data (AAAA-MM-DD)' });
    const english = await t.call('GET', '/api/pedido_vendas?DtEmissao[after]=ontem', { token: admin, headers: { 'accept-language': 'en-US' } });
    expect(english.statusCode).toBe(422);
    expect(violations(english)[0]).toEqual({ propertyPath: 'DtEmissao[after]', message: 'Invalid value for the filter: enter a date (YYYY-MM-DD)' });
    expect(await count(written)).toBe(before);
  });
});

describe('numbers too large for their column', () => {
  it('QtPedida 99999999999 at R$ 100: 422 on QtPedida, the quote unchanged', async () => {
    const IdProduto = await product('GRANDE-1');
    const q = await quote();
    for (const QtPedida of ['99999999999', '100000000000', 1e15]) {
      const res = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: q.CodPedido, IdProduto, QtPedida, VlUnitario: '100' }, headers: ptBR });
      expect(res.statusCode, `${QtPedida}: ${res.body}`).toBe(422);
      expect(paths(res)).toEqual(['QtPedida']);
      expect(violations(res)[0].message).not.toBe('');
    }
    expect(await count(sql`select count(*)::int as n from pedido_venda_items where cod_pedido = ${q.CodPedido}`)).toBe(0);
    const after = (await t.call('GET', `/api/pedido_vendas/${q.CodPedido}`, { token: admin })).json();
    expect([after.VlTotal, after.version]).toEqual([q.VlTotal, q.version]);
  });

  it('lines that fit one by one but add up past the order: 422 on QtPedida', async () => {
    const IdProduto = await product('GRANDE-2');
    const q = await quote();
    const add = (QtPedida: string) => t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: q.CodPedido, IdProduto, QtPedida, VlUnitario: '9999.99' }, headers: ptBR });
    expect((await add('60000000')).statusCode).toBe(201);
    const second = await add('60000000');
    expect(second.statusCode, second.body).toBe(422);
    expect(violations(second)).toEqual([{ propertyPath: 'QtPedida', message: 'Quantidade grande demais: o valor ou o peso passaria do máximo que um pedido guarda' }]);
    expect(await count(sql`select count(*)::int as n from pedido_venda_items where cod_pedido = ${q.CodPedido}`)).toBe(1);
  });

  it('an id past the integer column: 422 on the field, not the database\'s overflow', async () => {
    const res = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: 99999999999 }, headers: ptBR });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'IdCliente', message: 'Valor inválido' }]);
  });

  it("a cost past its column's numeric(14,4): 422 number_too_large with the most it holds", async () => {
    const IdProduto = await product('GRANDE-3');
    const res = await t.call('PUT', `/api/produtos/${IdProduto}`, { token: admin, body: { VlPrecoCusto: '10000000000' }, headers: ptBR });
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'VlPrecoCusto', message: 'Número grande demais: o máximo é 9.999.999.999,9999' }]);
  });
});

describe('settings are typed', () => {
  const put = (body: Row) => t.call('PUT', `/api/configs/${company}`, { token: admin, body, headers: ptBR });
  const stored = async () => (await t.database.rows<{ v: string }>(sql`select config_value as v from configs where company_id = ${company} and config_key = 'desconto_maximo'`))[0]?.v;

  it('desconto_maximo refuses "abc", "150" and "-50" on the value, in either form, and keeps what it had', async () => {
    expect((await put({ configKey: 'desconto_maximo', configValue: '12,5' })).statusCode).toBe(200);
    expect(await stored()).toBe('12.50');
    for (const configValue of ['abc', '150', '-50']) {
      const one = await put({ configKey: 'desconto_maximo', configValue });
      expect(one.statusCode, configValue).toBe(422);
      expect(violations(one)).toEqual([{ propertyPath: 'configValue', message: 'Informe um percentual de 0 a 100' }]);
      const many = await put({ configs: { desconto_maximo: configValue } });
      expect(many.statusCode).toBe(422);
      expect(paths(many)).toEqual(['configs.desconto_maximo']);
    }
    expect(await stored()).toBe('12.50');
    const url = await put({ configKey: 'legacyBaseUrl', configValue: 'javascript:alert(1)' });
    expect(paths(url)).toEqual(['configValue']);
    const flag = await put({ configs: { transportadorCaracteristicaFiltro: 'sim' } });
    expect(paths(flag)).toEqual(['configs.transportadorCaracteristicaFiltro']);
  });

  it('a bad value stored before is an error on the setting, not a silent 10 %', async () => {
    const IdProduto = await product('DESC-1');
    const q = await quote();
    await t.database.db.execute(sql`update configs set config_value = 'abc' where company_id = ${company} and config_key = 'desconto_maximo'`);
    const res = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: q.CodPedido, IdProduto, QtPedida: '1', VlUnitario: '10', PcDesconto: '5' }, headers: ptBR });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'desconto_maximo', message: 'O valor guardado da configuração desconto_maximo não vale (abc): corrija-o em Configurações' }]);
    expect(await count(sql`select count(*)::int as n from pedido_venda_items where cod_pedido = ${q.CodPedido}`)).toBe(0);
    await t.database.db.execute(sql`delete from configs where company_id = ${company} and config_key = 'desconto_maximo'`);
    const ok = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: q.CodPedido, IdProduto, QtPedida: '1', VlUnitario: '10', PcDesconto: '5' } });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('no installment of R$ 0,00', () => {
  let prazo: number;
  beforeAll(async () => {
    const res = await t.call('POST', '/api/prazos', { token: admin, body: { NmPrazo: '30/60/90 teste', DsParcelas: '30/60/90' } });
    expect(res.statusCode, res.body).toBe(201);
    prazo = res.json().IdPrazo;
  });
  const finalize = (id: number) => t.call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, { token: admin, body: {} });
  const parcelas = (id: number) => t.database.rows<{ v: string }>(sql`select vl_parcela::text as v from pedido_venda_parcelas where cod_pedido = ${id} order by nr_parcela`);

  it('an order of R$ 0,00 is finalized with no installments; R$ 0,01 in 30/60/90 is one of 0,01', async () => {
    const zero = await quote({ IdPrazo: prazo, QtVolumeTotal: '10' });
    expect(zero.VlTotal).toBe('0.00');
    const done = await finalize(zero.CodPedido);
    expect(done.statusCode, done.body).toBe(200);
    expect(await parcelas(zero.CodPedido)).toEqual([]);
    const cent = await quote({ IdPrazo: prazo, QtVolumeTotal: '10', VlFrete: '0.01' });
    expect((await finalize(cent.CodPedido)).statusCode).toBe(200);
    expect(await parcelas(cent.CodPedido)).toEqual([{ v: '0.01' }]);
    const two = await quote({ IdPrazo: prazo, QtVolumeTotal: '10', VlFrete: '0.02' });
    await finalize(two.CodPedido);
    expect(await parcelas(two.CodPedido)).toEqual([{ v: '0.01' }, { v: '0.01' }]);
  });

  it('a receipt dated 2026-02-30 is refused on DtRecebimento', async () => {
    const o = await quote({ IdPrazo: prazo, QtVolumeTotal: '10', VlFrete: '30' });
    await finalize(o.CodPedido);
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id_parcela as id from pedido_venda_parcelas where cod_pedido = ${o.CodPedido} order by nr_parcela limit 1`);
    const res = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: id, DtRecebimento: '2026-02-30', VlRecebido: '10' }, headers: ptBR });
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'DtRecebimento', message: 'Data inválida' }]);
    expect(await count(sql`select count(*)::int as n from pedido_venda_recebimentos where id_parcela = ${id}`)).toBe(0);
  });
});
