import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { GnreClient, type GnreOptions } from '../src/modules/fiscal/gnre.adapter.ts';
import { webapiLogs } from '../src/modules/financeiro/index.ts';

/**
 * The GNRE portal asks for mutual TLS with the emitting company's e-CNPJ certificate. A local HTTPS server that
 * requires a client certificate signed by a test authority (fixtures/gnre-mtls: the authority, the server's
 * certificate for 127.0.0.1, and the company's .pfx with its password in .senha) answers the reception message.
 */
const fixtures = path.join(import.meta.dirname, 'fixtures/gnre-mtls');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name));
const recibo100 = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples/gnre/ret-lote-recibo-100.xml'), 'utf8')
  .replace(/^<\?xml[^>]*\?>\s*/, '');
const lote = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples/gnre/lote-v2-difal-mg.xml'), 'utf8');
const CNPJ = '11222333000181';

let server: https.Server;
let url: string;
let t: TestApp;
let company: number;
/** The subject of each client certificate the server accepted. */
const clients: string[] = [];

beforeAll(async () => {
  server = https.createServer({ key: read('server.key'), cert: read('server.pem'), ca: read('ca.pem'), requestCert: true, rejectUnauthorized: true }, (req, res) => {
    clients.push((req.socket as TLSSocket).getPeerCertificate().subject.CN ?? '');
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><processarResponse xmlns="http://www.gnre.pe.gov.br/webservice/GnreLoteRecepcao">${recibo100}</processarResponse></soap:Body></soap:Envelope>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/gnreWS/services`;
  t = await createTestApp();
  company = (await t.call('GET', '/api/users/me', { token: await t.login() })).json().company as number;
});
afterAll(async () => {
  await t?.close();
  server?.close();
});

const options = (over: Partial<GnreOptions>): GnreOptions => ({ url, ambiente: '2', certDir: fixtures, caFile: path.join(fixtures, 'ca.pem'), waitMs: 0, timeoutMs: 10_000, ...over });
const lastLog = async () => (await t.database.db.select().from(webapiLogs).where(eq(webapiLogs.NmIntegracao, 'gnre')).orderBy(desc(webapiLogs.id)).limit(1))[0];

describe('GNRE over mutual TLS', () => {
  it("presents the company's certificate and gets the receipt", async () => {
    const answer = await new GnreClient(options({}), t.database.db, company, '11.222.333/0001-81').receberLote(lote);
    expect(answer).toMatchObject({ codigo: '100', recibo: '20180807000123' });
    expect(clients.at(-1)).toContain(CNPJ);
    expect(await lastLog()).toMatchObject({ NrStatus: 200, DsUrl: `${url}/GnreLoteRecepcao` });
  });

  it('fails, and logs why, without a certificate for the CNPJ or when the portal is not trusted', async () => {
    const accepted = clients.length;
    await expect(new GnreClient(options({ certDir: null }), t.database.db, company, CNPJ).receberLote(lote)).rejects.toThrow();
    expect(await lastLog()).toMatchObject({ NrStatus: null, DsResposta: expect.any(String) });
    await expect(new GnreClient(options({}), t.database.db, company, '99888777000166').receberLote(lote)).rejects.toThrow();
    await expect(new GnreClient(options({ caFile: null }), t.database.db, company, CNPJ).receberLote(lote)).rejects.toThrow(/certificate/i);
    expect(clients).toHaveLength(accepted);
  });
});
