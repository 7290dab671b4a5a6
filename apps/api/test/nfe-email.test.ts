/**
 * E-mailing an issued NF-e through the API: the request queues a job; the job writes a real MIME message (the
 * mailer's outbox, as SMTP would carry it) with the XML and the DANFE attached, a pt-BR subject and body naming the
 * company, the invoice's number and key; the DANFE's text carries the key in groups of four; the sending is listed.
 * Without `para` it goes to the client's e-mails; bad addresses and a client without e-mail are 422 and queue
 * nothing; the seller (no xmls grant) is refused and another company's invoice is not found. With SMTP_URL the same
 * message goes to a local SMTP server (a minimal one speaking RFC 5321, below).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { maskAccessKey } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';

let t: TestApp;
let admin: string;
let company: number;
let nfe: { IdNfe: number; NrChave: string; NrNota: number; CodPedido: number };
let client: number;
const ptBR = { 'accept-language': 'pt-BR' };

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) of a header, decoded. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
    how.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

/** Quoted-printable to bytes. */
function qp(text: string): Buffer {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line);
    if (m) out[m[1].toLowerCase()] = m[2];
  }
  return out;
}

/** A MIME message's headers and its leaf parts, bodies decoded by their transfer encoding. */
function parseMessage(eml: string): { headers: Record<string, string>; parts: Part[] } {
  const split = (raw: string) => {
    const at = raw.search(/\r?\n\r?\n/);
    return { head: headersOf(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const leaves = (raw: string): Part[] => {
    const { head, body } = split(raw);
    const boundary = /boundary="?([^";]+)"?/i.exec(head['content-type'] ?? '')?.[1];
    if (boundary) {
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .flatMap((p) => leaves(p.replace(/^\r?\n/, '')));
    }
    const enc = (head['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const bytes = enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : enc === 'quoted-printable' ? qp(body) : Buffer.from(body, 'utf8');
    return [{ headers: head, body: bytes }];
  };
  return { headers: split(eml).head, parts: leaves(eml) };
}

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

  it("the seller (no xmls grant) is refused; another company's invoice is not found", async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await email(nfe.IdNfe, { para: ['a@b.com.br'] }, seller)).statusCode).toBe(403);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await email(nfe.IdNfe, { para: ['a@b.com.br'] }, other)).statusCode).toBe(404);
    expect((await email(999_999_999, { para: ['a@b.com.br'] })).statusCode).toBe(404);
  });
});

/** A minimal SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA with dot-unstuffing, QUIT) keeping what it receives. */
function smtpServer(): Promise<{ port: number; received: { from: string; to: string[]; data: string }[]; close: () => void }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope, data });
          envelope = { from: '', to: [] };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else socket.write(verb === 'RSET' || verb === 'NOOP' ? '250 ok\r\n' : '502 5.5.2 not implemented\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() })),
  );
}

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
    const issued = await s.call('POST', `/api/pedido_vendas/${order}/faturar`, { token, body: {} });
    expect(issued.statusCode, issued.body).toBe(201);
    const { IdNfe, NrChave } = issued.json();
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
