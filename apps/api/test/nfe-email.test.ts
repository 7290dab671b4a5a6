/**
 * E-mailing an issued NF-e through the API: the request queues a job; the job writes a real MIME message (the
 * mailer's outbox, as SMTP would carry it) with the XML and the DANFE attached, a pt-BR subject and body naming the
 * company, the invoice's number and key; the DANFE's text carries the key in groups of four; the sending is listed.
 * Without `para` it goes to the client's e-mails; bad addresses and a client without e-mail are 422 and queue
 * nothing; the seller (no xmls grant) is refused and another company's invoice is not found. With SMTP_URL the same
 * message goes to a local SMTP server (a minimal one speaking RFC 5321, below).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { maskAccessKey } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { decodeWords, parseMessage, smtpServer } from './mail-helpers.ts';

let t: TestApp;
let admin: string;
let company: number;
let nfe: { IdNfe: number; NrChave: string; NrNota: number; CodPedido: number };
let client: number;
const ptBR = { 'accept-language': 'pt-BR' };

const outboxDir = () => path.join(t.dataDir, 'outbox');
const outboxFiles = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).sort() : []);
async function runJobs(): Promise<void> {
  while ((await t.jobs.runOnce()) > 0);
}
const email = (id: number, body: unknown = {}, token = admin) => t.call('POST', `/api/nfe_emitidas/${id}/email`, { token, body, headers: ptBR });
const jobCount = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from jobs where queue = 'nfe-email'`))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  const [order] = await invoiceableOrders(t, company, 1);
  const res = await t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body: {} });
  expect(res.statusCode, res.body).toBe(201);
  nfe = res.json();
  // Not authorised yet: nothing to e-mail.
  const early = await email(nfe.IdNfe, { para: ['fiscal@cliente-nfe.com.br'] });
  expect(early.statusCode, early.body).toBe(422);
  expect(early.json().violations[0]).toMatchObject({ propertyPath: 'IdNfe' });
  // The transmission job authorises it at the local SEFAZ (the demo certificate's simulator).
  await runJobs();
  const [st] = await t.database.rows<{ st: string }>(sql`select st_nfe as st from nfe_emitidas where id_nfe = ${nfe.IdNfe}`);
  expect(st.st).toBe('autorizada');
  const [row] = await t.database.rows<{ id: number }>(sql`select coalesce(id_destino, id_cliente) as id from pedido_venda where cod_pedido = ${order}`);
  client = Number(row.id);
  await t.database.rows(sql`delete from emails where people_id = ${client}`);
});
afterAll(() => t.close());

describe('POST /nfe_emitidas/{id}/email', () => {
  it('a client without e-mail and no para is 422 on para in pt-BR; a bad address 422 on para.0; nothing queued', async () => {
    const before = await jobCount();
    const none = await email(nfe.IdNfe);
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().violations[0]).toMatchObject({ propertyPath: 'para', message: 'O cliente da nota não tem e-mail cadastrado: informe para quem enviar' });
    const bad = await email(nfe.IdNfe, { para: ['não é e-mail'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('para.0');
    expect(await jobCount()).toBe(before);
  });

  it("sends the XML and the DANFE to the client's e-mails in a job, and records the sending", async () => {
    await t.database.rows(sql`insert into emails (people_id, company_id, email) values (${client}, ${company}, 'Compras@Cliente-NFe.com.br'), (${client}, ${company}, 'fiscal@cliente-nfe.com.br')`);
    const already = outboxFiles().length;
    const res = await email(nfe.IdNfe);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ IdNfe: nfe.IdNfe, job: expect.any(Number), para: ['compras@cliente-nfe.com.br', 'fiscal@cliente-nfe.com.br'] });
    // Nothing is sent before the job runs.
    expect(outboxFiles()).toHaveLength(already);
    await runJobs();
    const job = await t.call('GET', `/api/jobs/${res.json().job}`, { token: admin });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toMatchObject({ state: 'completed', progress: 100 });

    const files = outboxFiles();
    expect(files).toHaveLength(already + 1);
    const eml = fs.readFileSync(path.join(outboxDir(), files.at(-1)!), 'utf8');
    const msg = parseMessage(eml);
    expect(msg.headers.to).toBe('compras@cliente-nfe.com.br, fiscal@cliente-nfe.com.br');
    const subject = decodeWords(msg.headers.subject);
    const companyName = (await t.call('GET', `/api/people/${company}`, { token: admin })).json().name as string;
    const numero = String(nfe.NrNota).padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3');
    expect(subject).toBe(`NF-e nº ${numero} série 1 - ${companyName}`);

    const text = msg.parts.find((p) => /^text\/plain/i.test(p.headers['content-type']))!.body.toString('utf8');
    expect(text).toContain(`${companyName} (CNPJ `);
    expect(text).toContain(`Nota Fiscal Eletrônica nº ${numero}, série 1`);
    expect(text).toContain(`Chave de acesso: ${maskAccessKey(nfe.NrChave)}`);

    const xmlPart = msg.parts.find((p) => /filename="?[^"]*-nfe\.xml/.test(p.headers['content-disposition'] ?? ''))!;
    expect(xmlPart.headers['content-disposition']).toContain(`${nfe.NrChave}-nfe.xml`);
    expect(xmlPart.headers['content-type']).toMatch(/^application\/xml/);
    const stored = await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}/xml`, { token: admin });
    expect(xmlPart.body.toString('utf8')).toBe(stored.body);

    const pdfPart = msg.parts.find((p) => /^application\/pdf/i.test(p.headers['content-type']))!;
    expect(pdfPart.headers['content-disposition']).toContain(`${nfe.NrChave}-danfe.pdf`);
    expect(pdfPart.body.subarray(0, 4).toString()).toBe('%PDF');
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdfPart.body)), { mergePages: true });
    expect(pages.replace(/\s+/g, ' ')).toContain(maskAccessKey(nfe.NrChave));
    expect(maskAccessKey(nfe.NrChave)).toMatch(/^(\d{4} ){10}\d{4}$/);

    const sent = await t.call('GET', `/api/nfe_emitida_envios?IdNfe=${nfe.IdNfe}`, { token: admin });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = sent.json()['hydra:member'].filter((r: { IdUsuario: number | null }) => r.IdUsuario !== null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ IdNfe: nfe.IdNfe, DsDestinatarios: 'compras@cliente-nfe.com.br, fiscal@cliente-nfe.com.br', IdUsuario: expect.any(Number) });
    expect(rows[0].DtEnvio).toBeTruthy();
    expect(rows[0].DsMessageId).toMatch(/@/);
  });

  it('sends to the addresses given instead', async () => {
    const res = await email(nfe.IdNfe, { para: ['Outro@Exemplo.com.br'] });
    expect(res.statusCode, res.body).toBe(202);
    await runJobs();
    const eml = fs.readFileSync(path.join(outboxDir(), outboxFiles().at(-1)!), 'utf8');
    expect(parseMessage(eml).headers.to).toBe('outro@exemplo.com.br');
  });

  it('an invoice cancelled after the e-mail was asked is not sent: the job fails saying so', async () => {
    const already = outboxFiles().length;
    const res = await email(nfe.IdNfe, { para: ['cliente@exemplo.com.br'] });
    expect(res.statusCode, res.body).toBe(202);
    // SEFAZ registers the invoice's cancellation before the job runs.
    await t.database.rows(sql`update nfe_emitidas set st_nfe = 'cancelada' where id_nfe = ${nfe.IdNfe}`);
    try {
      await runJobs();
      expect(outboxFiles()).toHaveLength(already);
      const [job] = await t.database.rows<{ state: string; error: string | null }>(sql`select state, last_error as error from jobs where id = ${res.json().job}`);
      expect(job.state).not.toBe('completed');
      expect(job.error).toMatch(/não está mais autorizada \(cancelada\)/);
    } finally {
      await t.database.rows(sql`update nfe_emitidas set st_nfe = 'autorizada' where id_nfe = ${nfe.IdNfe}`);
    }
  });

  it("the seller (no xmls grant) is refused; another company's invoice is not found", async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await email(nfe.IdNfe, { para: ['a@b.com.br'] }, seller)).statusCode).toBe(403);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await email(nfe.IdNfe, { para: ['a@b.com.br'] }, other)).statusCode).toBe(404);
    expect((await email(999_999_999, { para: ['a@b.com.br'] })).statusCode).toBe(404);
  });
});

describe('through SMTP (SMTP_URL)', () => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
    s = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    registerJobHandlers(s.jobs, { database: s.database, settings: s.settings, storage: s.app.storage });
  });
  afterAll(async () => {
    await s.close();
    smtp.close();
  });

  it('delivers the message with both attachments to the server, to every address', async () => {
    const token = await s.login();
    const me = (await s.call('GET', '/api/users/me', { token })).json().company;
    const [order] = await invoiceableOrders(s, me, 1);
    // The demo's local SEFAZ is one per process and remembers the first app's numbers of this CNPJ (539 otherwise).
    await s.database.rows(sql`insert into nfe_series (company_id, nr_serie, nr_proximo) values (${me}, 1, 5000) on conflict (company_id, nr_serie) do update set nr_proximo = 5000`);
    const issued = await s.call('POST', `/api/pedido_vendas/${order}/faturar`, { token, body: {} });
    expect(issued.statusCode, issued.body).toBe(201);
    const { IdNfe, NrChave } = issued.json();
    // Authorised first (the transmission job, at the demo certificate's local SEFAZ).
    while ((await s.jobs.runOnce()) > 0);
    const res = await s.call('POST', `/api/nfe_emitidas/${IdNfe}/email`, { token, body: { para: ['a@cliente.com.br', 'b@cliente.com.br'] } });
    expect(res.statusCode, res.body).toBe(202);
    while ((await s.jobs.runOnce()) > 0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['a@cliente.com.br', 'b@cliente.com.br']);
    const msg = parseMessage(smtp.received[0].data);
    const names = msg.parts.map((p) => /filename="?([^";]+)/.exec(p.headers['content-disposition'] ?? '')?.[1]).filter(Boolean);
    expect(names).toEqual([`${NrChave}-nfe.xml`, `${NrChave}-danfe.pdf`]);
    expect(msg.parts.find((p) => /^application\/pdf/i.test(p.headers['content-type']))!.body.subarray(0, 4).toString()).toBe('%PDF');
    expect(fs.existsSync(path.join(s.dataDir, 'outbox'))).toBe(false);
    const sent = (await s.call('GET', `/api/nfe_emitida_envios?IdNfe=${IdNfe}`, { token })).json()['hydra:member'];
    expect(sent.some((r: { DsDestinatarios: string }) => r.DsDestinatarios === 'a@cliente.com.br, b@cliente.com.br')).toBe(true);
  });
});
