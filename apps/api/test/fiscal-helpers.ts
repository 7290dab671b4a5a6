/** Shared by the fiscal and financial tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { nfeEmitidas } from '../src/modules/fiscal/index.ts';
import { aoAutorizarNfe, aoCancelarNfe } from '../src/modules/fiscal/nfe-autorizacao.service.ts';
import * as vendas from '../src/modules/vendas/index.ts';
import { installments } from '../src/modules/vendas/parcelas.rules.ts';
import { publish } from '../src/platform/modules/wiring.ts';
import type { TestApp } from './helpers.ts';

/**
 * Demo orders of a company that can be invoiced whole: open, not quotes, not yet invoiced, every active item with
 * its taxes stored; the ones with more items first.
 */
export async function invoiceableOrders(t: TestApp, company: number, limit = 8): Promise<number[]> {
  const rows = await t.database.rows<{ id: number }>(sql`
    select p.cod_pedido as id from pedido_venda p
    where p.cd_empresa = ${company} and p.status_pedido = 'A' and p.tp_pedido_de_venda <> 'O'
      and exists (select 1 from pedido_venda_items_taxes x where x.cod_pedido = p.cod_pedido)
      and not exists (select 1 from nfe_emitidas n where n.cod_pedido = p.cod_pedido)
      and not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A'
        and not exists (select 1 from pedido_venda_items_taxes x where x.id_pedido_venda_item = i.id_pedido_venda_item))
    order by (select count(*) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') desc, p.cod_pedido
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

/** Runs the queued jobs (and those they queue) until none is ready. */
export async function runJobs(t: TestApp, rounds = 20): Promise<void> {
  for (let i = 0; i < rounds && (await t.jobs.runOnce()) > 0; i++);
}

/** A multipart body with the files in the field `files`, as the upload screen sends them. */
export function multipart(files: { name: string; bytes: Buffer | Uint8Array; type?: string }[], field = 'files') {
  const boundary = '----nfe' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'text/xml'}\r\n\r\n`),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Imports invoice files as issued by the company whose CNPJ is `issuer` (the demo company's document is changed
 * for the import and then restored), so they are its own and not a third party's. Answers each file's IdXml.
 */
export async function importAsIssuer(t: TestApp, token: string, issuer: string, files: { name: string; bytes: Buffer }[]): Promise<Map<string, number>> {
  const [own] = await t.database.rows<{ id: number; document: string }>(sql`select id, document from people where document = '11222333000181' and company_id = id`);
  const ids = new Map<string, number>();
  try {
    await t.database.rows(sql`update people set document = ${issuer} where id = ${own.id}`);
    const body = multipart(files);
    const res = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...body.headers, 'api-token': token }, payload: body.payload });
    if (res.statusCode !== 200) throw new Error(res.body);
    for (const r of res.json().results as { file: string; IdXml: number; StTerceiros: boolean }[]) {
      if (r.StTerceiros) throw new Error(`${r.file} was imported as a third party's invoice`);
      ids.set(r.file, r.IdXml);
    }
  } finally {
    await t.database.rows(sql`update people set document = ${own.document} where id = ${own.id}`);
  }
  return ids;
}

/** SEFAZ's answer registering an invoice's cancellation (110111, cStat 135), as a procEventoNFe or an nfeProc carries it. */
export const cancellationRegisteredAnswer = (key: string) =>
  `<retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><verAplic>SP_EVENTOS</verAplic><cOrgao>35</cOrgao><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${key}</chNFe><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento></infEvento></retEvento>`;

/** The procEventoNFe of an invoice's cancellation registered by SEFAZ, as it is imported. */
export function cancellationEvent(key: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento versao="1.00"><infEvento Id="ID110111${key}01"><cOrgao>35</cOrgao><chNFe>${key}</chNFe><tpEvento>110111</tpEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento><xJust>Erro na digitacao dos dados</xJust></detEvento></infEvento></evento>${cancellationRegisteredAnswer(key)}</procEventoNFe>`;
}

/**
 * A fake GNRE portal on 127.0.0.1: `answer` gets each request's service (the URL's last part), whole body and
 * request, and returns the SOAP answer. Answers the server and the GNRE_URL that reaches it.
 */
export async function fakeGnrePortal(answer: (service: string, body: string, req: http.IncomingMessage) => string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(answer((req.url ?? '').split('/').pop()!, Buffer.concat(chunks).toString('utf8'), req));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gnreWS/services` };
}

/** An answer of the GNRE web service (SOAP 1.2) to operation `op` of the service whose namespace is `ns`. */
export const gnreSoap = (ns: string, op: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><${op}Response xmlns="${ns}">${body}</${op}Response></soap:Body></soap:Envelope>`;

/** A barcode and a typeable line that name the guide they belong to. */
export const gnreBarcodeOf = (id: string) => `8567${id.padStart(40, '0')}`;
export const gnreLineOf = (id: string) => `8567${id.padStart(44, '0')}`;

/** The guides of a lote the fake portal received, as its result names them back. */
export function guidesInLote(lote: string) {
  return [...lote.matchAll(/<TDadosGNRE[\s\S]*?<\/TDadosGNRE>/g)].map(([x]) => ({
    id: /<identificadorGuia>(\d+)</.exec(x)![1],
    receita: /<receita>(\d+)</.exec(x)![1],
    tipo: /<documentoOrigem tipo="(\d+)">/.exec(x)![1],
    doc: /<documentoOrigem tipo="\d+">([^<]+)</.exec(x)![1],
    valor: /<valorGNRE>([^<]+)</.exec(x)![1],
  }));
}

/** An approved guide (situacaoGuia 0) of a result to MG, with the barcode of `barcodeId`; `withId` echoes its identificadorGuia. */
export const approvedGuia = (g: ReturnType<typeof guidesInLote>[number], withId: boolean, barcodeId = g.id) =>
  `<guia versao="2.00"><situacaoGuia>0</situacaoGuia><ufFavorecida>MG</ufFavorecida><tipoGnre>0</tipoGnre>` +
  `<contribuinteEmitente><identificacao><CNPJ>34128745000152</CNPJ></identificacao></contribuinteEmitente>` +
  `<itensGNRE><item><receita>${g.receita}</receita><documentoOrigem tipo="${g.tipo}">${g.doc}</documentoOrigem><valor tipo="11">${g.valor}</valor><numeroControle>9${barcodeId}</numeroControle></item></itensGNRE>` +
  `<valorGNRE>${g.valor}</valorGNRE>${withId ? `<identificadorGuia>${g.id}</identificadorGuia>` : ''}<linhaDigitavel>${gnreLineOf(barcodeId)}</linhaDigitavel><codigoBarras>${gnreBarcodeOf(barcodeId)}</codigoBarras></guia>`;

/** A lote's result processed with success (402) with the `guias` given. */
export const processedLote = (recibo: string, guias: string) =>
  `<TResultLote_GNRE xmlns="http://www.gnre.pe.gov.br"><ambiente>2</ambiente><numeroRecibo>${recibo}</numeroRecibo><situacaoProcess><codigo>402</codigo><descricao>Lote processado com sucesso</descricao></situacaoProcess><resultado>${guias}</resultado></TResultLote_GNRE>`;

/** A protocol number as SEFAZ gives it (15 digits: 1 + cUF + year + sequence), from the invoice's id. */
export const protocoloDe = (id: number) => `1352600${String(id).padStart(8, '0')}`;

/**
 * What the SEFAZ job does when SEFAZ authorises an invoice, without SEFAZ: in one transaction, the invoice becomes
 * 'autorizada' with its protocol, its authorisation time and its nfeProc (the signed NFe and a protNFe of cStat 100,
 * valid against procNFe_v4.00.xsd), then aoAutorizarNfe runs. Returns the nfeProc.
 */
export async function authorise(t: TestApp, id: number, at: Date = new Date()): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, id)).for('update');
    const dhRecbto = new Date(at.getTime() - 3 * 3600 * 1000).toISOString().slice(0, 19) + '-03:00';
    const digVal = /<DigestValue>([^<]+)<\/DigestValue>/.exec(row.DsXml)![1];
    const prot =
      `<protNFe versao="4.00"><infProt><tpAmb>${row.TpAmbiente}</tpAmb><verAplic>SVRS202611</verAplic><chNFe>${row.NrChave}</chNFe>` +
      `<dhRecbto>${dhRecbto}</dhRecbto><nProt>${protocoloDe(id)}</nProt><digVal>${digVal}</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`;
    const nfe = row.DsXml.replace(/^<\?xml[^>]*>\s*/, '');
    const proc = `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${prot}</nfeProc>`;
    const [authorised] = await tx
      .update(nfeEmitidas)
      .set({ StNfe: 'autorizada', NrProtocolo: protocoloDe(id), DtAutorizacao: at.toISOString(), CdStatus: '100', DsMotivo: 'Autorizado o uso da NF-e', DsXml: proc })
      .where(eq(nfeEmitidas.IdNfe, id))
      .returning();
    await aoAutorizarNfe(tx, authorised, null);
    return proc;
  });
}

/** What the SEFAZ job does when SEFAZ registers an invoice's cancellation: 'cancelada', then aoCancelarNfe. */
export async function cancellationRegistered(t: TestApp, id: number, destino: 'reabrir' | 'cancelar'): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    const [row] = await tx.update(nfeEmitidas).set({ StNfe: 'cancelada', CdStatus: '135' }).where(eq(nfeEmitidas.IdNfe, id)).returning();
    await aoCancelarNfe(tx, row, destino, null);
  });
}

/**
 * What finalizing a quote does, for a demo order that was seeded without it: each active item's stock reserved
 * (FEFO, vendas' own reserveItem), installments at 30/60/90 days splitting its total, and the 'finalized' order event
 * (the representative's commission accrued, when they have rates).
 */
export async function finalizeEffects(t: TestApp, company: number, order: number, today: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(vendas.pedidoVendaItems)
      .where(and(eq(vendas.pedidoVendaItems.CodPedido, order), eq(vendas.pedidoVendaItems.StItem, 'A')))
      .orderBy(asc(vendas.pedidoVendaItems.NrPosicao));
    const stock = await vendas.lockItemsStock(tx, items);
    for (const item of items) await vendas.reserveItem(tx, stock, company, item, null);
    const [o] = await tx.select({ total: vendas.pedidoVenda.VlTotal }).from(vendas.pedidoVenda).where(eq(vendas.pedidoVenda.CodPedido, order));
    await tx.delete(vendas.pedidoVendaParcelas).where(eq(vendas.pedidoVendaParcelas.CodPedido, order));
    await tx.insert(vendas.pedidoVendaParcelas).values(installments(o.total, '30/60/90', today).map((p) => ({ ...p, CdEmpresa: company, CodPedido: order, DsFormaPagamento: 'Boleto' })));
    await publish(vendas.ORDER_EVENT, tx, { type: 'finalized', company, order }, null);
  });
}

/**
 * Demo sales orders (P) that can be invoiced whole, with `minItems` active items or more, whose every product has
 * stock enough to reserve them (three times over) and, with `offRoute`, on no route: the first `count` whose
 * reservation goes through (FEFO skips expired lots) get what finalizing does (finalizeEffects) in `reserved`; the
 * ones after them are left as seeded, in `spare`. In invoiceableOrders' order: the ones with more items first.
 */
export async function ordersWithStock(t: TestApp, company: number, count: number, options: { minItems?: number; offRoute?: boolean; today: string }): Promise<{ reserved: number[]; spare: number[] }> {
  const all = await invoiceableOrders(t, company, 40);
  const enough = await t.database.rows<{ id: number }>(sql`
    select p.cod_pedido as id from pedido_venda p where p.cod_pedido in (${sql.join(all.map((id) => sql`${id}`), sql`, `)})
      -- Sales orders (P): a return or exchange order is never partially invoiced (it stays in its status).
      and p.tp_pedido_de_venda = 'P'
      and (select count(*) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') >= ${options.minItems ?? 1}
      and (${!options.offRoute} or not exists (select 1 from roteiro_pedidos rp where rp.cod_pedido = p.cod_pedido))
      and not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A'
        and i.qt_pedida * i.vl_fator_conversao * 3 > (select coalesce(sum(s.qt_estoque - s.qt_reservada), 0) from estoque_saldos s
          where s.id_produto = i.id_produto and s.company_id = p.cd_empresa))`);
  const good = new Set(enough.map((r) => Number(r.id)));
  const reserved: number[] = [];
  const spare: number[] = [];
  for (const id of all.filter((o) => good.has(o))) {
    if (reserved.length >= count) {
      spare.push(id);
      continue;
    }
    try {
      await finalizeEffects(t, company, Number(id), options.today);
      reserved.push(Number(id));
    } catch {
      // not enough stock in good lots
    }
  }
  return { reserved, spare };
}
