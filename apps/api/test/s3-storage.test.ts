import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { S3FileStorage } from '../src/platform/files/s3-storage.ts';
import { loadSettings } from '../src/config.ts';
import { openStorage } from '../src/platform/files/storage.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Files through the S3 API, against a local S3-compatible server (s3rver: the S3 REST protocol over HTTP, objects in a
// temporary folder) that the SDK cannot tell from a real one: path-style bucket addresses, streamed bodies, 404s.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const BUCKET = 'backoffice-files';

let server: S3rver;
let folder: string;
let endpoint: string;
let storage: S3FileStorage;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-s3-'));
  // The server does not recompute the SDK's current v4 signatures as the SDK does (it answers SignatureDoesNotMatch to
  // correctly signed requests): it takes any well-formed signature. Signing is the SDK's; what is tested is the rest.
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, allowMismatchedSignatures: true });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  // The settings a deployment gives (s3rver accepts its own fixed key pair).
  const settings = loadSettings({ STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  const opened = openStorage(settings);
  expect(opened).toBeInstanceOf(S3FileStorage);
  storage = opened as S3FileStorage;
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function keys(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage', () => {
  it('refuses STORAGE=s3 without a bucket, and an unknown STORAGE', () => {
    expect(() => loadSettings({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadSettings({ STORAGE: 'ftp' })).toThrow(/STORAGE=ftp/);
    expect(loadSettings({}).storage.kind).toBe('local');
  });

  it('stores, finds, reads back and deletes an object; a missing key reads as missing', async () => {
    const bytes = Buffer.from('conteúdo ' + 'x'.repeat(100_000));
    expect(await storage.put('7/direct.txt', Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]))).toBe(bytes.length);
    expect(await storage.exists('7/direct.txt')).toBe(true);
    expect((await read(storage.get('7/direct.txt'))).equals(bytes)).toBe(true);
    await storage.delete('7/direct.txt');
    expect(await storage.exists('7/direct.txt')).toBe(false);
    await expect(read(storage.get('7/direct.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete('7/never-there.txt'); // as rm --force: no error
    expect(() => storage.get('../outside')).toThrow(/invalid storage key/);
  });

  describe('through the API', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ storage });
      token = await t.login();
    });
    afterAll(() => t?.close());

    it('an upload goes to the bucket under the key of its row and is served back from it', async () => {
      const before = await keys();
      const res = await t.upload('/api/files', { name: 'logo.png', type: 'image/png', bytes: PNG }, { token });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.rows<{ storage_key: string; size: number }>(sql`select storage_key, size from files where id = ${res.json().id}`);
      expect(Number(row.size)).toBe(PNG.length);
      expect(await keys()).toEqual([...before, row.storage_key].sort());
      // Nothing reached the local folder.
      expect(fs.existsSync(path.join(t.dataDir, 'files', row.storage_key))).toBe(false);
      const served = await t.app.inject({ method: 'GET', url: res.json().url, headers: { 'api-token': token } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // The object is the only copy: removed from the bucket, it cannot be read any more.
      await storage.delete(row.storage_key);
      expect(await storage.exists(row.storage_key)).toBe(false);
    });
  });

  describe('over the size limit', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp({ storage, env: { MAX_UPLOAD_BYTES: '1024' } });
    });
    afterAll(() => small?.close());

    it('answers 413 and leaves nothing in the bucket', async () => {
      const token = await small.login();
      const before = await keys();
      const res = await small.upload('/api/files', { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(4096)]) }, { token });
      expect(res.statusCode, res.body).toBe(413);
      expect(await keys()).toEqual(before);
    });
  });
});
