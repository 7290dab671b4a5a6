import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { cancellationEvent, cancellationRegisteredAnswer, multipart } from './fiscal-helpers.ts';
import { lyingZip } from './hostile-files.ts';

/**
 * NF-e import through POST /xmls/importar with the real invoices of ../shared/fiscal/samples: every list field and
 * total as in their JSON, warnings for the faults real files carry, duplicates, cancellations, zips, and hostile
 * files refused with nothing changed.
 */
const samples = path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples');
const xmlFiles = fs.readdirSync(samples).filter((f) => f.endsWith('.xml'));

let t: TestApp;
let token: string;

async function importar(files: { name: string; bytes: Buffer | Uint8Array }[], as = token) {
  const body = multipart(files);
  const res = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...body.headers, 'api-token': as, accept: 'application/ld+json' }, payload: body.payload });
  return res;
}

const count = async () => (await t.call('GET', '/api/xmls?itemsPerPage=1', { token })).json()['hydra:totalItems'] as number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('POST /xmls/importar', () => {
  it('imports the six sample invoices with every list field and total as in their JSON, faults as warnings', async () => {
    const res = await importar(xmlFiles.map((name) => ({ name, bytes: fs.readFileSync(path.join(samples, name)) })));
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { file: string; result: string; IdXml: number; warnings: string[] }[];
    expect(results.map((r) => r.result)).toEqual(xmlFiles.map(() => 'imported'));
    for (const r of results) {
      const expected = JSON.parse(fs.readFileSync(path.join(samples, r.file.replace(/\.xml$/, '.json')), 'utf8'));
      const item = await t.call('GET', `/api/xmls/${r.IdXml}`, { token });
      expect(item.statusCode).toBe(200);
      const got = item.json();
      for (const [field, value] of Object.entries(expected.list)) expect(got[field] ?? null, `${r.file} ${field}`).toBe(value);
      for (const [field, value] of Object.entries(expected.totals)) expect(got[field], `${r.file} ${field}`).toBe(value ?? '0.00');
      expect(got.StCancelada).toBe(false);
      const codes = (got.DsAvisos as { code: string }[]).map((w) => w.code);
      expect(codes.includes('nfe_schema_invalid'), r.file).toBe(!expected.xsd['PL_010_V1.30'].valid);
      expect(codes.includes('nfe_key_check_digit'), r.file).toBe(!expected.accessKey.checkDigitValid);
    }
    const badkey = results.find((r) => r.file.startsWith('badkey'))!;
    expect(badkey.warnings).toContain('Dígito verificador da chave de acesso inválido (esperado 0)');
    expect(badkey.warnings).toContain('Partes da chave de acesso diferem dos campos da nota: cUF, AAMM, CNPJ');
  });

  it('answers a second upload of the same file as a duplicate, and a zip of them too', async () => {
    const before = await count();
    const [first] = xmlFiles;
    const res = await importar([{ name: first, bytes: fs.readFileSync(path.join(samples, first)) }]);
    expect(res.json().results[0]).toMatchObject({ result: 'duplicate', NrChaveNFe: first.match(/(\d{44})/)![1] });
    const zip = zipSync(Object.fromEntries(xmlFiles.slice(0, 3).map((f) => [`notas/${f}`, new Uint8Array(fs.readFileSync(path.join(samples, f)))])));
    const zipped = await importar([{ name: 'notas.zip', bytes: zip }]);
    expect(zipped.json().results.map((r: { result: string; file: string }) => [r.file, r.result])).toEqual(xmlFiles.slice(0, 3).map((f) => [`notas.zip/notas/${f}`, 'duplicate']));
    expect(await count()).toBe(before);
  });

  it('marks an imported invoice cancelled by its procEventoNFe 110111, and imports an invoice that carries its own', async () => {
    const file = xmlFiles.find((f) => f.startsWith('internal'))!;
    const key = file.match(/(\d{44})/)![1];
    const evento = cancellationEvent(key);
    const res = await importar([{ name: 'cancelamento.xml', bytes: Buffer.from(evento) }]);
    expect(res.json().results[0]).toMatchObject({ result: 'cancelled', StCancelada: true });
    const id = res.json().results[0].IdXml;
    expect((await t.call('GET', `/api/xmls/${id}`, { token })).json().StCancelada).toBe(true);

    // An invoice whose file carries its cancellation (another company imports the DIFAL sample with an appended event).
    const difal = xmlFiles.find((f) => f.startsWith('difal-sp-mg'))!;
    const dkey = difal.match(/(\d{44})/)![1];
    const text = fs.readFileSync(path.join(samples, difal), 'utf8').replace('</nfeProc>', `${cancellationRegisteredAnswer(dkey)}</nfeProc>`);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const own = await importar([{ name: difal, bytes: Buffer.from(text) }], other);
    expect(own.json().results[0]).toMatchObject({ result: 'imported', StCancelada: true });

    const unknown = await importar([{ name: 'cancelamento.xml', bytes: Buffer.from(evento.replaceAll(key, '35180834128745000152550010000999991000000010')) }]);
    expect(unknown.json().results[0]).toMatchObject({ result: 'refused', code: 'nfe_cancel_unknown' });
  });

  it('refuses XXE, an entity expansion bomb and what is not an NF-e, changing nothing', async () => {
    const before = await count();
    const logsBefore = (await t.call('GET', '/api/logs?itemsPerPage=1', { token })).json()['hydra:totalItems'];
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><nfeProc><NFe><infNFe><emit><xNome>&lol3;</xNome></emit></infNFe></NFe></nfeProc>`;
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><nfeProc><NFe><infNFe><emit><xNome>&xxe;</xNome></emit></infNFe></NFe></nfeProc>`;
    // A declaration hidden after a comment that pretends to open a CDATA section is still in the markup.
    const hidden = `<?xml version="1.0"?><!-- <![CDATA[ --><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><!-- ]]> --><nfeProc><NFe><infNFe><emit><xNome>&xxe;</xNome></emit></infNFe></NFe></nfeProc>`;
    const res = await importar([
      { name: 'laughs.xml', bytes: Buffer.from(laughs) },
      { name: 'xxe.xml', bytes: Buffer.from(xxe) },
      { name: 'hidden.xml', bytes: Buffer.from(hidden) },
      { name: 'pedido.xml', bytes: Buffer.from('<?xml version="1.0"?><pedido><numero>1</numero></pedido>') },
      { name: 'texto.xml', bytes: Buffer.from('isto não é xml') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { result: string; code: string }) => `${r.result}:${r.code}`)).toEqual([
      'refused:nfe_hostile',
      'refused:nfe_hostile',
      'refused:nfe_hostile',
      'refused:nfe_not_nfe',
      'refused:nfe_not_xml',
    ]);
    expect(res.json().results[0].reason).toBe('O arquivo declara DTD ou entidades e foi recusado por segurança');
    expect(await count()).toBe(before);
    expect((await t.call('GET', '/api/logs?itemsPerPage=1', { token })).json()['hydra:totalItems']).toBe(logsBefore);
  });

  it('imports an invoice whose text says <!DOCTYPE inside a CDATA section', async () => {
    const difal = xmlFiles.find((f) => f.startsWith('difal-sp-mg'))!;
    const text = fs.readFileSync(path.join(samples, difal), 'utf8');
    // Another number (cNF) in its access key: the demo company imported the sample already.
    const key = difal.match(/(\d{44})/)![1];
    const withCdata = text
      .replaceAll(key, `${key.slice(0, 35)}77777777${key.slice(43)}`)
      .replace(/<infCpl>([^<]*)<\/infCpl>/, '<infCpl><![CDATA[Texto do cliente: <!DOCTYPE html> <!ENTITY x "y">]]></infCpl>');
    expect(withCdata).toContain('<![CDATA[Texto do cliente: <!DOCTYPE');
    const res = await importar([{ name: 'cdata.xml', bytes: Buffer.from(withCdata) }]);
    expect(res.json().results[0], res.body).toMatchObject({ result: 'imported' });
  });

  it('answers 413 naming the limit to an oversized file, a zip bomb that lies about its size and too many files, and stores none of the request', async () => {
    const before = await count();
    const logsBefore = (await t.call('GET', '/api/logs?itemsPerPage=1', { token })).json()['hydra:totalItems'];
    const good = { name: xmlFiles[0], bytes: fs.readFileSync(path.join(samples, xmlFiles[0])) };
    const big = Buffer.concat([Buffer.from('<?xml version="1.0"?><nfeProc><!--'), Buffer.alloc(3 * 1024 * 1024, 'a'), Buffer.from('--></nfeProc>')]);
    const oversized = await importar([{ name: 'big.xml', bytes: big }, good]);
    expect(oversized.statusCode, oversized.body).toBe(413);
    expect(oversized.json()).toMatchObject({ code: 'file_limit_bytes', 'hydra:description': 'O arquivo big.xml passa do limite de 2 MB' });

    const bomb = lyingZip('a.xml', 80 * 1024 * 1024);
    const bombed = await importar([bomb], token);
    expect(bombed.statusCode, bombed.body).toBe(413);
    expect(bombed.json()).toMatchObject({ code: 'file_limit_inflated', 'hydra:description': 'O arquivo bomba.zip passa do limite de 64 MB descompactado' });

    const many = zipSync(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`n${i}.xml`, new Uint8Array(Buffer.from('<a/>'))])));
    const tooMany = await importar([{ name: 'muitas.zip', bytes: many }]);
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'file_limit_files', 'hydra:description': 'O envio passa do limite de 200 arquivos' });
    expect(await count()).toBe(before);
    expect((await t.call('GET', '/api/logs?itemsPerPage=1', { token })).json()['hydra:totalItems']).toBe(logsBefore);
  });

  it('lists with digit-only filters, answers 422 without files, 403 without the grant and 404 to another company', async () => {
    const list = await t.call('GET', '/api/xmls?NrChaveNFe=3518 0834 1287 4500 0152 5500 1000 0474 2819 2000 7498&NrDocumento=681.615.256-50', { token });
    expect(list.json()['hydra:member'].map((x: { NrNf: string }) => x.NrNf)).toEqual(['47428']);
    const none = multipart([]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...none.headers, 'api-token': token }, payload: none.payload });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations[0].propertyPath).toBe('files');
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await importar([{ name: xmlFiles[0], bytes: fs.readFileSync(path.join(samples, xmlFiles[0])) }], seller)).statusCode).toBe(403);
    const id = list.json()['hydra:member'][0].IdXml;
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/xmls/${id}`, { token: other })).statusCode).toBe(404);
  });
});
