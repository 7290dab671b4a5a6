import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../src/platform/db/client.ts';
import { prepareDatabase } from '../src/database.ts';
import { seedDemo, DEMO } from '../src/seed/demo.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { exportDatabase, importDatabase } from '../src/platform/db/transfer.ts';
import { buildApp } from '../src/app.ts';
import { loadSettings } from '../src/config.ts';

// npm run db:export / db:import: the embedded database with the demo, moved to a new database on the server.
const server = process.env.TEST_DATABASE_URL;
if (!server) console.warn('db-transfer.test.ts skipped: it moves an embedded database to a PostgreSQL server (TEST_DATABASE_URL).');

describe.skipIf(!server)('moving the embedded database to a server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-transfer-'));
  const name = `bo_transfer_${process.pid}_${randomBytes(3).toString('hex')}`;
  let source: Database;
  let target: Database;
  let exported: Record<string, number>;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    source = await connect({});
    await prepareDatabase(source);
    await seedDemo(source, new LocalFileStorage(path.join(dir, 'files')));
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    target = await connect({ url: url.toString(), poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports every table to a gzip dump and imports it into an empty database, row for row', async () => {
    const file = path.join(dir, 'dump.sql.gz');
    const out = zlib.createGzip();
    const written = new Promise((resolve) => out.pipe(fs.createWriteStream(file)).on('close', resolve));
    exported = await exportDatabase(source, out);
    await written;
    const imported = await importDatabase(target, fs.createReadStream(file).pipe(zlib.createGunzip()));
    expect(imported).toEqual(exported);
    // The main tables carry the demo, and each table has on the server the rows it had in the embedded database.
    for (const table of ['public.people', 'public.users', 'public.pedido_venda', 'public.produtos', 'public.configs', 'public.files']) expect(exported[table], table).toBeGreaterThan(0);
    for (const table of Object.keys(exported)) {
      const [schema, relation] = table.split('.');
      const count = async (database: Database) =>
        Number((await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(relation)}`))[0].n);
      expect(await count(target), table).toBe(await count(source));
    }
    // Values come through exactly (decimals, texts, dates), not only their number.
    const totals = sql`select coalesce(sum(vl_total), 0)::text as total, max(dt_entrega)::text as last, md5(string_agg(coalesce(cliente, ''), '|' order by cd_empresa, cod_pedido)) as names from pedido_venda`;
    expect((await target.rows(totals))[0]).toEqual((await source.rows(totals))[0]);
    // Every sequence stands where it stood.
    const sequences = sql`select schemaname, sequencename, last_value::text as last from pg_sequences where schemaname = 'public' order by 1, 2`;
    const moved = await target.rows(sequences);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved).toEqual(await source.rows(sequences));
  }, 300_000);

  it('signs the demo user in on the server and goes on numbering new rows', async () => {
    const settings = loadSettings({ ...process.env, DATA_DIR: dir });
    const app = await buildApp({ database: target, settings, storage: new LocalFileStorage(path.join(dir, 'files')) });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: DEMO.user.username, password: DEMO.user.password } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { 'api-token': login.json().token, accept: 'application/ld+json' };
      const orders = await app.inject({ method: 'GET', url: '/api/pedido_vendas?exactCount=true', headers });
      expect(orders.statusCode, orders.body).toBe(200);
      expect(orders.json()['hydra:totalItems']).toBeGreaterThan(0);
      // The sequences continue where the embedded database left them: a new row does not collide with a moved one.
      const tag = await app.inject({ method: 'POST', url: '/api/tags', headers: { ...headers, 'content-type': 'application/ld+json' }, payload: { NmTag: 'Migrada', CdCor: '#123abc', TpEntidades: ['cliente'] } });
      expect(tag.statusCode, tag.body).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('refuses to import into a database that has users already, changing nothing', async () => {
    const before = Number((await target.rows<{ n: number }>(sql`select count(*)::int as n from people`))[0].n);
    const dump = Readable.from(['-- backoffice data dump\n', `-- migrations: ${(await target.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n}\n`]);
    await expect(importDatabase(target, dump)).rejects.toThrow(/already has users/);
    await expect(importDatabase(target, Readable.from(['not a dump\n']))).rejects.toThrow(/not a dump/);
    expect(Number((await target.rows<{ n: number }>(sql`select count(*)::int as n from people`))[0].n)).toBe(before);
  });
});
