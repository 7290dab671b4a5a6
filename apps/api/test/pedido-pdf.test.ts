import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '@backoffice/domain';
import { renderPedidoPdf } from '../src/modules/vendas/pedido-pdf.ts';
import { loadPedidoDocumento, type PedidoDocumento, type PedidoDocumentoItem } from '../src/modules/vendas/pedido-documento.ts';
import { pedidoVenda, pedidoVendaEnvios } from '../src/modules/vendas/index.ts';
import { emails } from '../src/modules/pessoas/index.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** The text of each page, as a text extractor (pdf.js) reads it. */
async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

const item = (i: number, over: Partial<PedidoDocumentoItem> = {}): PedidoDocumentoItem => ({
  code: `P${1000 + i}`,
  name: `Feijão carioca tipo ${i}`,
  quantity: '3',
  unit: 'UN',
  fractional: false,
  unitPrice: '10.90',
  discount: '0',
  taxes: '0.00',
  total: '32.70',
  ...over,
});

const documento = (items: PedidoDocumentoItem[], over: Partial<PedidoDocumento> = {}): PedidoDocumento => ({
  kind: 'Pedido',
  number: 4321,
  emission: '2026-11-20T13:00:00.000Z',
  delivery: '2026-11-30',
  company: {
    name: 'Distribuidora Exemplo Ltda',
    document: '11222333000181',
    address: 'Rua Augusta, 500 - Consolação - São Paulo/SP - CEP 01305-000',
    phone: '(19) 99123-4567',
    email: 'contato@exemplo.com.br',
    logo: null,
  },
  client: { name: 'Padaria São João Ltda', document: '11444777000161', ie: '123456789', address: 'Av. Brasil, 10 - Centro - Campinas/SP', email: 'compras@padaria.com.br' },
  representative: 'Carlos Vendedor',
  paymentTerm: {
    name: '30/60 dias',
    installments: [
      { days: 30, due: '2026-12-20', value: '647.39' },
      { days: 60, due: '2027-01-19', value: '647.39' },
    ],
  },
  carrier: 'Transportes Ação',
  freight: { type: 'CIF', value: '50.00' },
  items,
  totals: { products: '1234.50', discounts: '61.72', freight: '50.00', taxes: '72.00', total: '1294.78' },
  weights: { net: '1000.5', gross: '1050.125' },
  notes: 'Entregar pela manhã.',
  ...over,
});

describe('renderPedidoPdf', () => {
  it('writes the number, client, items with their decimals, totals, weights and installments in pt-BR', async () => {
    const bytes = await renderPedidoPdf(
      documento([
        item(1, { code: 'ACU-01', name: 'Açúcar cristal', quantity: '12.5', unit: 'KG', fractional: true, unitPrice: '4.99', discount: '5', taxes: '3.10', total: '62.36' }),
        item(2, { quantity: '3' }),
      ]),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0];
    for (const expected of [
      'PEDIDO Nº 4321',
      'Distribuidora Exemplo Ltda',
      'CNPJ: 11.222.333/0001-81',
      'Padaria São João Ltda',
      '11.444.777/0001-61',
      'Emissão: 20/11/2026',
      'Entrega: 30/11/2026',
      'Carlos Vendedor',
      'Transportes Ação',
      'CIF - R$ 50,00',
      'ACU-01',
      'Açúcar cristal',
      '12,500 KG',
      '3 UN',
      'R$ 4,99',
      '5,0%',
      'R$ 62,36',
      'R$ 1.234,50',
      'R$ 1.294,78',
      'Peso líquido: 1.000,500 KG',
      'Peso bruto: 1.050,125 KG',
      '20/12/2026',
      '19/01/2027',
      'R$ 647,39',
      'Entregar pela manhã.',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('12,5 KG');
  });

  it('breaks many items over pages, repeating the header and the table head, and numbers the pages', async () => {
    const items = Array.from({ length: 60 }, (_, i) => item(i));
    const pages = await pdfPages(await renderPedidoPdf(documento(items, { kind: 'Orçamento' })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain('ORÇAMENTO Nº 4321');
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
    });
    expect(pages[1]).toContain('Página 2 de');
    expect(pages[1]).toContain('Código Produto Quantidade');
    // Every item once, none lost at the page break.
    const all = pages.join('\n');
    for (let i = 0; i < 60; i++) expect(all.match(new RegExp(`P${1000 + i}\\b`, 'g'))).toHaveLength(1);
  });
});

describe('print and e-mail of a demo order', () => {
  let t: TestApp;
  let admin: string;
  let seller: string;
  let other: string;
  let order: typeof pedidoVenda.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    const { registerJobHandlers } = await import('../src/jobs.ts');
    registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
    admin = await t.login();
    seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const company = (await t.call('GET', '/api/users/me', { token: admin })).json().company as number;
    [order] = await t.database.db
      .select()
      .from(pedidoVenda)
      .where(and(eq(pedidoVenda.CdEmpresa, company), sql`${pedidoVenda.IdCliente} is not null`,
        // The demo e-mailed some orders already; this one starts with no sending on record.
        sql`not exists (select 1 from pedido_venda_envios e where e.cod_pedido = ${pedidoVenda.CodPedido})`))
      .orderBy(pedidoVenda.CodPedido)
      .limit(1);
  });
  afterAll(() => t.close());

  const pdfUrl = (id: number) => `/api/imprime_pedido_vendas_pdf?id=${id}&domain=localhost`;

  it('answers the PDF inline with the order number, client and total', async () => {
    const res = await t.call('GET', pdfUrl(order.CodPedido), { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="pedido-${order.CodPedido}.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain(`Nº ${order.CodPedido}`);
    expect(text).toContain(order.Cliente!);
    expect(text).toContain(DEMO.company.name);
    expect(text).toContain(formatMoney(order.VlTotal));
  });

  it('lets the salesperson print, hides other companies\' orders and refuses without a token', async () => {
    expect((await t.call('GET', pdfUrl(order.CodPedido), { token: seller })).statusCode).toBe(200);
    expect((await t.call('GET', pdfUrl(order.CodPedido), { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', pdfUrl(999_999_999), { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', pdfUrl(order.CodPedido))).statusCode).toBe(401);
    const put = await t.call('PUT', '/api/envia_pedido_vendas_email', { token: other, body: { id: order.CodPedido, emails: ['x@exemplo.com'] } });
    expect(put.statusCode).toBe(404);
  });

  it('refuses invalid addresses on the right field, and asks for one when the client has none', async () => {
    await t.database.db.delete(emails).where(eq(emails.people, order.IdCliente!));
    const bad = await t.call('PUT', '/api/envia_pedido_vendas_email', { token: admin, body: { id: order.CodPedido, emails: ['não é e-mail'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('emails.0');
    const none = await t.call('PUT', '/api/envia_pedido_vendas_email', { token: admin, body: { id: order.CodPedido } });
    expect(none.statusCode).toBe(422);
    expect(none.json().violations[0]).toMatchObject({ propertyPath: 'emails', message: 'O cliente não tem e-mail cadastrado: informe para quem enviar' });
  });

  /** Runs the queued jobs; answers the outbox's messages. */
  async function outbox(): Promise<string[]> {
    while ((await t.jobs.runOnce()) > 0);
    const dir = path.join(t.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
  }

  /** The bytes of the message's application/pdf part (base64 in the .eml). */
  function pdfAttachment(eml: string): Buffer {
    const part = eml.split(/\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
    expect(part, 'a PDF part').toBeTruthy();
    const body = part!.split(/\n\n/).slice(1).join('\n\n');
    return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  }

  it('e-mails the PDF attached in a background job and records the sending', async () => {
    const res = await t.call('PUT', '/api/envia_pedido_vendas_email', { token: seller, body: { id: order.CodPedido, emails: ['Compras@Cliente.com.br', 'financeiro@cliente.com.br'] } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ job: expect.any(Number), to: ['compras@cliente.com.br', 'financeiro@cliente.com.br'] });
    expect(await t.database.db.select().from(pedidoVendaEnvios).where(eq(pedidoVendaEnvios.CodPedido, order.CodPedido))).toHaveLength(0);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: compras@cliente\.com\.br, financeiro@cliente\.com\.br$/m);
    expect(mails[0]).toContain(`filename=pedido-${order.CodPedido}.pdf`);
    const attached = pdfAttachment(mails[0]);
    expect(attached.subarray(0, 4).toString()).toBe('%PDF');
    expect((await pdfPages(attached)).join('\n')).toContain(`Nº ${order.CodPedido}`);
    expect((await t.jobs.get(res.json().job))?.state).toBe('completed');

    const [envio] = await t.database.db.select().from(pedidoVendaEnvios).where(eq(pedidoVendaEnvios.CodPedido, order.CodPedido));
    expect(envio).toMatchObject({ company: order.CdEmpresa, DsDestinatarios: 'compras@cliente.com.br, financeiro@cliente.com.br' });
    expect(envio.DtEnvio).toBeTruthy();
    expect(envio.IdUsuario).toBeGreaterThan(0);
  });

  it("sends to the client's e-mail when no address is given", async () => {
    await t.database.db.insert(emails).values({ people: order.IdCliente!, company: order.CdEmpresa, email: 'cliente.demo@exemplo.com.br' });
    const res = await t.call('PUT', '/api/envia_pedido_vendas_email', { token: admin, body: { id: order.CodPedido } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().to).toEqual(['cliente.demo@exemplo.com.br']);
    const mails = await outbox();
    expect(mails.at(-1)).toMatch(/^To: cliente\.demo@exemplo\.com\.br$/m);
    expect(await t.database.db.select().from(pedidoVendaEnvios).where(eq(pedidoVendaEnvios.CodPedido, order.CodPedido))).toHaveLength(2);
  });

  it('takes the lines from the items source the items table will plug in, with the company logo', async () => {
    const lines = [item(1, { quantity: '2.250', unit: 'KG', fractional: true, unitPrice: '10.00', discount: '10', taxes: '1.00', total: '21.25' })];
    const doc = await loadPedidoDocumento(t.database.db, order.CdEmpresa, order.CodPedido, { items: async () => lines, storage: t.app.storage });
    expect(doc.items).toEqual(lines);
    // The totals are the order's stored ones, whatever lines the source gives.
    expect(doc.totals).toEqual({ products: order.VlProdutos, discounts: order.VlDesconto, freight: order.VlFrete, taxes: order.VlImpostos, total: order.VlTotal });
    expect(doc.company.logo?.subarray(1, 4).toString()).toBe('PNG');
    const text = (await pdfPages(await renderPedidoPdf(doc))).join('\n');
    expect(text).toContain('2,250 KG');
    await expect(loadPedidoDocumento(t.database.db, order.CdEmpresa + 1_000_000, order.CodPedido)).rejects.toThrow();
  });
});

describe('the printed totals are the stored ones', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  it("prints the API's products and discounts on the demo orders where summing the lines unrounded is a cent off", async () => {
    // Σ quantity × price before rounding each line (what the printout summed) against the stored VlProdutos.
    const differing = await t.database.rows<{ id: number; unrounded: string; VlProdutos: string; VlDesconto: string }>(sql`
      select o.cod_pedido as id, round(sum(i.qt_pedida * i.vl_unitario), 2)::text as unrounded, o.vl_produtos::text as "VlProdutos", o.vl_desconto::text as "VlDesconto"
      from pedido_venda o join pedido_venda_items i on i.cod_pedido = o.cod_pedido and i.st_item = 'A'
      join people c on c.id = o.cd_empresa and c.document = ${DEMO.company.document}
      group by o.cod_pedido having round(sum(i.qt_pedida * i.vl_unitario), 2) <> o.vl_produtos
      order by o.cod_pedido limit 3`);
    expect(differing.length, 'demo orders whose unrounded sum differs from the stored products').toBeGreaterThan(0);
    for (const o of differing) {
      const api = (await t.call('GET', `/api/pedido_vendas/${o.id}`, { token: admin })).json();
      expect([api.VlProdutos, api.VlDesconto]).toEqual([o.VlProdutos, o.VlDesconto]);
      const res = await t.call('GET', `/api/imprime_pedido_vendas_pdf?id=${o.id}&domain=localhost`, { token: admin });
      expect(res.statusCode, res.body).toBe(200);
      const text = (await pdfPages(res.rawPayload)).join('\n');
      expect(text, `order ${o.id}`).toContain(formatMoney(o.VlProdutos));
      expect(text).not.toContain(`Produtos ${formatMoney(o.unrounded)}`);
      expect(text).toContain(formatMoney(o.VlDesconto));
    }
  });

  it('prints the installments the order stores', async () => {
    const [o] = await t.database.rows<{ id: number }>(sql`select cod_pedido as id from pedido_venda_parcelas group by cod_pedido having count(*) > 1 order by cod_pedido limit 1`);
    const stored = await t.database.rows<{ VlParcela: string }>(sql`select vl_parcela::text as "VlParcela" from pedido_venda_parcelas where cod_pedido = ${o.id} order by nr_parcela`);
    const text = (await pdfPages((await t.call('GET', `/api/imprime_pedido_vendas_pdf?id=${o.id}&domain=localhost`, { token: admin })).rawPayload)).join('\n');
    for (const p of stored) expect(text).toContain(formatMoney(p.VlParcela));
  });
});
