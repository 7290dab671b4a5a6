/**
 * The invoice preview (same body and refusals as the invoicing, nothing stored, no number taken, the totals the
 * issued invoice then carries) and a company's invoicing settings: series and environment over the defaults, the
 * series' next number moved forward only, and the A1 certificate uploaded as a PFX (opened with its password,
 * refused when expired or unreadable, the password stored encrypted, then used to sign).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { Decimal } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';
import { cifraSenhasAntigas } from '../src/modules/fiscal/nfe-config.service.ts';
import { decifraSenha } from '../src/modules/fiscal/certificado.crypto.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;
let cnpj: string;
let orders: number[];
const ptBR = { 'accept-language': 'pt-BR' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['det', 'dup'].includes(name) });

const post = (path: string, body: unknown = {}, token = admin) => t.call('POST', `/api${path}`, { token, body, headers: ptBR });
const count = async (table: 'nfe_emitidas' | 'logs') => Number((await t.database.rows<{ n: string }>(sql`select count(*)::text as n from ${sql.raw(table)}`))[0].n);
const nextNumber = async (serie = 1) =>
  Number((await t.database.rows<{ n: number }>(sql`select nr_proximo as n from nfe_series where company_id = ${company} and nr_serie = ${serie}`))[0]?.n ?? 1);

/** A PKCS#12 as a certifying authority sells it: RSA key, the CN "NAME:CNPJ", 3DES, with the password. */
function makePfx({ cn, senha, notAfter = new Date(Date.now() + 365 * 86400_000) }: { cn: string; senha: string; notAfter?: Date }): { pfx: Buffer; der: string } {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0a' + crypto.randomBytes(6).toString('hex');
  cert.validity.notBefore = new Date(notAfter.getTime() - 2 * 365 * 86400_000);
  cert.validity.notAfter = notAfter;
  const subject = [{ shortName: 'CN', value: cn }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], senha, { algorithm: '3des' });
  return { pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), der: forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()) };
}

/** The upload as the settings screen sends it: the password field before the file. */
async function upload(pfx: Buffer, senha: string, token = admin) {
  const boundary = '----cert' + crypto.randomBytes(6).toString('hex');
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="senha"\r\n\r\n${senha}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="empresa.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`),
    pfx,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/certificados', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'api-token': token, accept: 'application/ld+json', ...ptBR }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  cnpj = (await t.database.rows<{ d: string }>(sql`select document as d from people where id = ${company}`))[0].d;
  orders = await invoiceableOrders(t, company);
  expect(orders.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => t.close());

describe('POST /pedido_vendas/{id}/faturar/previa', () => {
  it('answers the items, taxes and totals without storing anything; the invoice issued next has the same value and number', async () => {
    const order = orders[0];
    const [item] = await t.database.rows<{ id: number; qt: string }>(sql`
      select id_pedido_venda_item as id, qt_pedida::text as qt from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' order by nr_posicao limit 1`);
    const body = { itens: [{ IdItem: Number(item.id), Qt: new Decimal(item.qt).dividedBy(2).toDecimalPlaces(3).toFixed(3) }] };
    const before = { nfe: await count('nfe_emitidas'), logs: await count('logs'), next: await nextNumber() };
    const res = await post(`/pedido_vendas/${order}/faturar/previa`, body);
    expect(res.statusCode, res.body).toBe(200);
    const previa = res.json();
    expect(previa).toMatchObject({ CodPedido: order, serie: 1, nNF: before.next, tpAmb: '2' });
    expect(previa.itens).toHaveLength(1);
    expect(previa.itens[0]).toMatchObject({ IdItem: Number(item.id), qCom: body.itens[0].Qt });
    expect(previa.itens[0].NCM).toMatch(/^\d{8}$/);
    expect(previa.itens[0].CFOP).toMatch(/^\d{4}$/);
    for (const k of ['vProd', 'vDesc', 'vFrete', 'vBC', 'vICMS', 'vST', 'vIPI', 'vPIS', 'vCOFINS', 'vICMSUFDest', 'vNF']) expect(previa.totais[k], k).toMatch(/^\d+\.\d{2}$/);
    // vNF = goods − discount + freight + ST + FCP-ST + IPI (the builder's totals).
    expect(new Decimal(previa.totais.vNF).gt(0)).toBe(true);
    // Nothing stored, no number taken, no audit row.
    expect([await count('nfe_emitidas'), await count('logs'), await nextNumber()]).toEqual([before.nfe, before.logs, before.next]);

    const issued = await post(`/pedido_vendas/${order}/faturar`, body);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().VlNota).toBe(previa.totais.vNF);
    expect(issued.json().NrNota).toBe(previa.nNF);
    const xml = (await t.call('GET', `/api/nfe_emitidas/${issued.json().IdNfe}/xml`, { token: admin })).body;
    const tot = parser.parse(xml).NFe.infNFe.total.ICMSTot;
    for (const k of ['vProd', 'vDesc', 'vFrete', 'vBC', 'vICMS', 'vST', 'vIPI', 'vPIS', 'vCOFINS', 'vNF']) expect([k, tot[k]]).toEqual([k, previa.totais[k]]);
    // The list row carries the order's client and the client's e-mail (the default recipient of the invoice).
    const list = await t.call('GET', `/api/nfe_emitidas?CodPedido=${order}&StNfe=assinada`, { token: admin });
    const [row] = list.json()['hydra:member'];
    const [client] = await t.database.rows<{ name: string; email: string | null }>(sql`
      select p.cliente as name, (select e.email from emails e where e.people_id = p.id_cliente order by e.id limit 1) as email from pedido_venda p where p.cod_pedido = ${order}`);
    expect(row).toMatchObject({ IdNfe: issued.json().IdNfe, NmCliente: client.name, DsEmailCliente: client.email, NrTentativas: 0, FinNfe: '1' });
    expect(row.DsXml).toBeUndefined();
    // Its items, as the return dialog offers them; another company does not see them.
    const itens = await t.call('GET', `/api/nfe_emitidas/${issued.json().IdNfe}/itens`, { token: admin });
    expect(itens.statusCode, itens.body).toBe(200);
    expect(itens.json()['hydra:member']).toEqual([expect.objectContaining({ NrItem: 1, IdPedidoVendaItem: Number(item.id), QtFaturada: body.itens[0].Qt, CdChamada: previa.itens[0].cProd })]);
    expect((await t.call('GET', `/api/nfe_emitidas/${issued.json().IdNfe}/itens`, { token: other })).statusCode).toBe(404);
    // The preview of the rest: what is left of the item and the others.
    const rest = await post(`/pedido_vendas/${order}/faturar/previa`);
    expect(rest.statusCode, rest.body).toBe(200);
    const restItem = rest.json().itens.find((i: { IdItem: number }) => i.IdItem === Number(item.id));
    expect(new Decimal(restItem.qCom).plus(body.itens[0].Qt).toFixed(3)).toBe(new Decimal(item.qt).toFixed(3));
  });

  it('refuses as the invoicing does: quantities beyond what is left on the field, the seller, another company', async () => {
    const order = orders[1];
    const [item] = await t.database.rows<{ id: number; qt: string }>(sql`select id_pedido_venda_item as id, qt_pedida::text as qt from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' limit 1`);
    const tooMuch = await post(`/pedido_vendas/${order}/faturar/previa`, { itens: [{ IdItem: Number(item.id), Qt: new Decimal(item.qt).plus(1).toFixed(3) }] });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().violations[0]).toMatchObject({ propertyPath: 'itens.0.Qt' });
    expect(tooMuch.json().violations[0].message).toMatch(/passa do que falta faturar/);
    const notMine = await post(`/pedido_vendas/${order}/faturar/previa`, { itens: [{ IdItem: 999999, Qt: '1' }] });
    expect(notMine.json().violations[0]).toMatchObject({ propertyPath: 'itens.0.IdItem' });
    expect((await post(`/pedido_vendas/${order}/faturar/previa`, {}, seller)).statusCode).toBe(403);
    expect((await post(`/pedido_vendas/${order}/faturar/previa`, {}, other)).statusCode).toBe(404);
  });
});

describe('series and environment per company', () => {
  it('defaults to NFE_SERIE/NFE_AMBIENTE, then invoices with the series stored for the company', async () => {
    const start = await t.call('GET', '/api/nfe_config', { token: admin });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ NrSerie: 1, TpAmbiente: '2', padrao: { NrSerie: 1, TpAmbiente: '2' } });
    expect(start.json().certificado).toMatchObject({ StDemonstracao: true, NrCnpj: cnpj, StVencido: false, StOutroCnpj: false });
    expect(start.json().certificado.DsSenha).toBeUndefined();

    const bad = await t.call('PUT', '/api/nfe_config', { token: admin, body: { NrSerie: 900, TpAmbiente: '3' }, headers: ptBR });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['NrSerie', 'TpAmbiente']);
    expect((await t.call('PUT', '/api/nfe_config', { token: seller, body: { NrSerie: 3, TpAmbiente: '2' } })).statusCode).toBe(403);

    const set = await t.call('PUT', '/api/nfe_config', { token: admin, body: { NrSerie: 3, TpAmbiente: '2' }, headers: ptBR });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ NrSerie: 3, series: expect.arrayContaining([{ NrSerie: 3, NrProximo: 1 }]) });
    // The other company keeps the defaults.
    expect((await t.call('GET', '/api/nfe_config', { token: other })).json()).toMatchObject({ NrSerie: 1 });

    // Forward only: 10 is accepted, 5 afterwards is refused on the field and changes nothing.
    const forward = await t.call('PUT', '/api/nfe_series/3', { token: admin, body: { NrProximo: 10 }, headers: ptBR });
    expect(forward.statusCode, forward.body).toBe(200);
    const back = await t.call('PUT', '/api/nfe_series/3', { token: admin, body: { NrProximo: 5 }, headers: ptBR });
    expect(back.statusCode).toBe(422);
    expect(back.json().violations[0]).toMatchObject({ propertyPath: 'NrProximo', message: 'O próximo número não pode voltar: a série já está no 10' });
    expect(await nextNumber(3)).toBe(10);

    const previa = (await post(`/pedido_vendas/${orders[2]}/faturar/previa`)).json();
    expect(previa).toMatchObject({ serie: 3, nNF: 10 });
    const issued = await post(`/pedido_vendas/${orders[2]}/faturar`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ NrSerie: 3, NrNota: 10 });
    expect(await nextNumber(3)).toBe(11);
    await t.call('PUT', '/api/nfe_config', { token: admin, body: { NrSerie: 1, TpAmbiente: '2' } });
  });
});

describe('POST /certificados', () => {
  it('refuses a wrong password, an expired certificate and a file that is not a PFX, changing nothing', async () => {
    const before = await t.database.rows(sql`select ds_pfx, ds_senha from certificados where company_id = ${company}`);
    const good = makePfx({ cn: `EMPRESA EXEMPLO:${cnpj}`, senha: 'certo123' });
    const wrong = await upload(good.pfx, 'errada');
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().violations[0]).toMatchObject({ propertyPath: 'senha', message: 'Senha do certificado incorreta' });
    const expired = await upload(makePfx({ cn: `EMPRESA EXEMPLO:${cnpj}`, senha: 'x', notAfter: new Date('2025-01-31T12:00:00Z') }).pfx, 'x');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().violations[0]).toMatchObject({ propertyPath: 'file', message: 'O certificado venceu em 31/01/2025' });
    const notPfx = await upload(Buffer.from('<xml>não é um certificado</xml>'), 'x');
    expect(notPfx.json().violations[0]).toMatchObject({ propertyPath: 'file', message: 'O arquivo não é um certificado A1 (PFX/P12) com chave privada' });
    expect((await upload(good.pfx, 'certo123', seller)).statusCode).toBe(403);
    const huge = await upload(Buffer.alloc(200 * 1024, 1), 'x');
    expect(huge.statusCode).toBe(413);
    expect(await t.database.rows(sql`select ds_pfx, ds_senha from certificados where company_id = ${company}`)).toEqual(before);
  });

  it('stores the certificate with its password encrypted, says whose it is, and signs the next invoice with it', async () => {
    const other = makePfx({ cn: 'OUTRA PESSOA JURIDICA:45997418000153', senha: 'segredo-1' });
    const warned = await upload(other.pfx, 'segredo-1');
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json()).toMatchObject({ NrCnpj: '45997418000153', StOutroCnpj: true, StDemonstracao: false });

    const mine = makePfx({ cn: `EMPRESA EXEMPLO LTDA:${cnpj}`, senha: 'segredo-2' });
    const res = await upload(mine.pfx, 'segredo-2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ DsTitular: `EMPRESA EXEMPLO LTDA:${cnpj}`, NrCnpj: cnpj, StOutroCnpj: false, StVencido: false });
    expect(new Date(res.json().DtValidade).getTime()).toBeGreaterThan(Date.now());
    const [row] = await t.database.rows<{ senha: string }>(sql`select ds_senha as senha from certificados where company_id = ${company}`);
    expect(row.senha.startsWith('enc:v1:')).toBe(true);
    expect(row.senha).not.toContain('segredo-2');
    expect(decifraSenha(row.senha)).toBe('segredo-2');

    const issued = await post(`/pedido_vendas/${orders[3]}/faturar`);
    expect(issued.statusCode, issued.body).toBe(201);
    const xml = (await t.call('GET', `/api/nfe_emitidas/${issued.json().IdNfe}/xml`, { token: admin })).body;
    expect(/<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)![1]).toBe(mine.der);
  });

  it('encrypts passwords stored in the clear when the module prepares the database', async () => {
    const [otherCompany] = await t.database.rows<{ id: number }>(sql`select company_id as id from certificados where company_id <> ${company} limit 1`);
    await t.database.rows(sql`update certificados set ds_senha = 'demonstracao' where company_id = ${otherCompany.id}`);
    expect(await cifraSenhasAntigas(t.database.db)).toBe(1);
    const [row] = await t.database.rows<{ senha: string }>(sql`select ds_senha as senha from certificados where company_id = ${otherCompany.id}`);
    expect(decifraSenha(row.senha)).toBe('demonstracao');
    expect(row.senha).not.toContain('demonstracao');
    expect(await cifraSenhasAntigas(t.database.db)).toBe(0);
  });
});
