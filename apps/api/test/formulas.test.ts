import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;

type Row = Record<string, any>;
const members = (res: { json(): any }): Row[] => res.json()['hydra:member'];
const chapa = 'comprimento=2.000&largura=1.250&espessura=0.003&densidade=7850';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
});
afterAll(() => t.close());

async function demoFormula(name: string, token = admin): Promise<Row> {
  return members(await t.call('GET', `/api/formulas?NmFormula=${encodeURIComponent(name)}`, { token }))[0];
}

describe('formulas', () => {
  it('demo: Peso da chapa e Caixas por quantidade', async () => {
    const names = members(await t.call('GET', '/api/formulas', { token: admin })).map((r) => r.NmFormula);
    expect(names).toEqual(['Caixas por quantidade', 'Peso da chapa']);
  });

  it('recusa variável desconhecida ao salvar: 422 na expressão, com o nome e a posição, nos três idiomas', async () => {
    const body = { NmFormula: 'Errada', DsExpressao: 'largura * x', TpResultado: 'peso' };
    const res = await t.call('POST', '/api/formulas', { token: admin, body });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'DsExpressao', message: 'Variável desconhecida "x" na posição 11' })]);
    const en = await t.call('POST', '/api/formulas', { token: admin, body, headers: { 'accept-language': 'en-US' } });
    expect(en.json().violations[0].message).toBe('Unknown variable "x" at position 11');
    const es = await t.call('POST', '/api/formulas', { token: admin, body, headers: { 'accept-language': 'es' } });
    expect(es.json().violations[0].message).toBe('Variable desconocida "x" en la posición 11');
  });

  it('recusa erro de sintaxe ao salvar e ao alterar', async () => {
    const res = await t.call('POST', '/api/formulas', { token: admin, body: { NmFormula: 'Sintaxe', DsExpressao: '(quantidade + 1', TpResultado: 'quantidade' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'DsExpressao', message: 'Parêntese não fechado: falta ")" na posição 16' });
    const f = await demoFormula('Caixas por quantidade');
    const put = await t.call('PUT', `/api/formulas/${f.IdFormula}`, { token: admin, body: { DsExpressao: 'quantidade /' } });
    expect(put.statusCode).toBe(422);
    expect(put.json().violations[0].message).toBe('Falta um valor na posição 13');
  });

  it('o avaliador recusa constructor, __proto__, acesso a propriedade e funções fora da lista', async () => {
    const cases: [string, string][] = [
      ['constructor', 'Variável desconhecida "constructor" na posição 1'],
      ['__proto__', 'Variável desconhecida "__proto__" na posição 1'],
      ['quantidade.constructor', 'Construção não permitida na posição 1: use números, variáveis, + - * / ^ e parênteses'],
      ['quantidade["constructor"]', 'Construção não permitida na posição 1: use números, variáveis, + - * / ^ e parênteses'],
      ['1 + eval(2)', 'Função não permitida "eval" na posição 5 (use min, max, round, ceil, floor ou abs)'],
      ['constructor.constructor("return process")()', 'Construção não permitida na posição 1: use números, variáveis, + - * / ^ e parênteses'],
    ];
    for (const [DsExpressao, message] of cases) {
      const save = await t.call('POST', '/api/formulas', { token: admin, body: { NmFormula: `Ataque ${DsExpressao}`, DsExpressao, TpResultado: 'peso' } });
      expect(save.statusCode, DsExpressao).toBe(422);
      expect(save.json().violations[0].message, DsExpressao).toBe(message);
      const run = await t.call('GET', `/api/pedido_venda_items_formula?DsExpressao=${encodeURIComponent(DsExpressao)}&quantidade=1`, { token: admin });
      expect(run.statusCode, DsExpressao).toBe(422);
      expect(run.json().violations[0]).toMatchObject({ propertyPath: 'DsExpressao', message });
    }
  });

  it('pedido_venda_items_formula calcula o peso da chapa exatamente, pela fórmula ou pela expressão', async () => {
    const f = await demoFormula('Peso da chapa');
    const res = await t.call('GET', `/api/pedido_venda_items_formula?IdFormula=${f.IdFormula}&${chapa}`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ '@type': 'PedidoVendaItemFormula', IdFormula: f.IdFormula, TpResultado: 'peso', VlResultado: '58.875' });
    const byExpression = await t.call('GET', `/api/pedido_venda_items_formula?DsExpressao=${encodeURIComponent('ceil(quantidade / 12)')}&quantidade=25`, { token: seller });
    expect(byExpression.json().VlResultado).toBe('3.000');
  });

  it('divisão por zero e valor que falta são erros claros', async () => {
    const zero = await t.call('GET', `/api/pedido_venda_items_formula?DsExpressao=${encodeURIComponent('quantidade / (largura - 1)')}&quantidade=5&largura=1`, { token: admin });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().violations[0]).toMatchObject({ propertyPath: 'DsExpressao', message: 'Divisão por zero (posição 14): confira os valores' });
    const f = await demoFormula('Peso da chapa');
    const missing = await t.call('GET', `/api/pedido_venda_items_formula?IdFormula=${f.IdFormula}&comprimento=2`, { token: admin });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0]).toMatchObject({ propertyPath: 'largura', message: 'Informe um número para largura' });
    const none = await t.call('GET', '/api/pedido_venda_items_formula?quantidade=1', { token: admin });
    expect(none.json().violations[0].propertyPath).toBe('DsExpressao');
  });

  it('outra empresa não vê nem calcula as fórmulas desta', async () => {
    const f = await demoFormula('Caixas por quantidade');
    expect((await t.call('GET', `/api/formulas/${f.IdFormula}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pedido_venda_items_formula?IdFormula=${f.IdFormula}&quantidade=1`, { token: other })).statusCode).toBe(404);
    const theirs = members(await t.call('GET', '/api/formulas', { token: other }));
    expect(theirs.map((r) => r.IdFormula)).not.toContain(f.IdFormula);
  });

  it('vendedor lê e calcula, mas não cria nem altera', async () => {
    expect((await t.call('GET', '/api/formulas', { token: seller })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/formulas', { token: seller, body: { NmFormula: 'V', DsExpressao: 'quantidade', TpResultado: 'quantidade' } })).statusCode).toBe(403);
    const f = await demoFormula('Peso da chapa', seller);
    expect((await t.call('PUT', `/api/formulas/${f.IdFormula}`, { token: seller, body: { StAtivo: false } })).statusCode).toBe(403);
  });

  it('cria e altera uma fórmula válida', async () => {
    const res = await t.call('POST', '/api/formulas', { token: admin, body: { NmFormula: 'Metros lineares', DsExpressao: 'quantidade * comprimento', TpResultado: 'quantidade', DsFormula: null } });
    expect(res.statusCode, res.body).toBe(201);
    const put = await t.call('PUT', `/api/formulas/${res.json().IdFormula}`, { token: admin, body: { DsExpressao: 'round(quantidade * comprimento, 1)' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().DsExpressao).toBe('round(quantidade * comprimento, 1)');
  });
});
