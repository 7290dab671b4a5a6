import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';

/** Hostile input and what every answer carries: NUL bytes (400/422, nothing written) and the security headers. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
const stored = (dir = path.join(t.dataDir, 'files')): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? stored(path.join(dir, e.name)) : [e.name])) : [];
const paths = (res: { json(): { violations?: { propertyPath: string }[] } }) => res.json().violations?.map((v) => v.propertyPath);

describe('a NUL byte', () => {
  it('in a login answers 422 on the field', async () => {
    const res = await t.call('POST', '/api/token', { body: { username: 'demo\u0000', password: 'demo1234' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(paths(res)).toEqual(['username']);
    const reset = await t.call('POST', '/api/password-resets', { body: { username_or_email: 'a\u0000@b.com' } });
    expect(reset.statusCode).toBe(422);
  });

  it('in a filter or a path answers 400', async () => {
    expect((await t.call('GET', '/api/people?name=ab%00c', { token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/people?order[name%00]=asc', { token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/people/1%00', { token })).statusCode).toBe(400);
  });

  it('in a JSON field answers 422 on that field and writes nothing', async () => {
    const before = await count('people');
    const res = await t.call('POST', '/api/people', { token, body: { name: 'Cliente\u0000 Nulo', alias: 'ok', contacts: [{ name: 'x\u0000' }] } });
    expect(res.statusCode, res.body).toBe(422);
    expect(paths(res)).toEqual(['name', 'contacts.0.name']);
    expect(await count('people')).toBe(before);
  });

  it('in a file name answers 422 and leaves no file behind', async () => {
    const before = { rows: await count('files'), stored: stored().length };
    for (const disposition of ['filename="lo\u0000go.png"', "filename*=UTF-8''lo%00go.png"]) {
      const boundary = '----bo' + Math.random().toString(16).slice(2);
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'api-token': token }, payload: body });
      expect(res.statusCode, `${disposition}: ${res.body}`).toBe(422);
    }
    expect({ rows: await count('files'), stored: stored().length }).toEqual(before);
  });
});

describe('security headers', () => {
  it('come with every API answer and the API documentation page, errors included', async () => {
    for (const [url, auth] of [['/api', false], ['/api/users/me', true], ['/api/users/me', false], ['/api/docs', false]] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: url === '/api/docs' ? 'text/html' : 'application/ld+json', ...(auth ? { 'api-token': token } : {}) } });
      // The documentation is a page; the others are JSON, which may load nothing.
      expect(res.headers['content-security-policy'], url).toMatch(url === '/api/docs' ? /default-src 'self'/ : /^default-src 'none'; frame-ancestors 'none'$/);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('compressed answers', () => {
  const get = (url: string, encoding: string | undefined, accept = 'application/ld+json') =>
    t.app.inject({ method: 'GET', url, headers: { accept, 'api-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('a JSON answer of 1 KB or more comes in brotli to a browser, gzip to others, plain when not asked, the same JSON each way', async () => {
    const plain = await get('/api/menu', undefined);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/menu', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/menu', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('a CSV export streams compressed; a small answer and a stored file go as they are', async () => {
    const csv = await get('/api/people', 'br', 'text/csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(csv.rawPayload).toString()).toMatch(/\n/);
    const small = await get('/api/users/me', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, ' ')]);
    const boundary = '----bo' + Math.random().toString(16).slice(2);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'api-token': token },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pedido.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const file = await get(upload.json()['@id'] ?? `/api/files/${upload.json().id}`, 'br', '*/*');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
