// The API tests' template databases, made once per run: every test file used to migrate a new database and seed the
// whole demo company itself (about a minute of a loaded two-core machine each, most of the suite's time). Now the
// run migrates and seeds once and each file starts from a copy: a dump of the data folder loaded into a new in-memory
// PGlite, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server of TEST_DATABASE_URL. The demo's files (product
// pictures) are kept beside and copied into each file's storage folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/platform/db/client.ts';
import { prepareDatabase } from '../src/database.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';

/** Where a test file's database comes from: PGlite dumps (file paths) or PostgreSQL template databases (names). */
export interface ApiTemplate {
  kind: 'pglite' | 'postgres';
  /** Migrated, with the reference data, no demo. */
  bare: string;
  /** `bare` plus the demo companies. */
  seeded: string;
  /** The demo's stored files, to copy into a test's storage folder. */
  files: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-api-template-'));
  const files = path.join(dir, 'files');
  const storage = new LocalFileStorage(files);
  const url = process.env.TEST_DATABASE_URL;
  const started = Date.now();

  if (!url) {
    const database = await connect({});
    const dump = async (name: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    try {
      await prepareDatabase(database);
      const bare = await dump('bare.tar');
      await seedDemo(database, storage);
      const seeded = await dump('seeded.tar');
      project.provide('apiTemplate', { kind: 'pglite', bare, seeded, files });
    } finally {
      await database.close();
    }
    console.log(`api tests: template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite)`);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const tag = `bo_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const bare = `${tag}_bare`;
  const seeded = `${tag}_seeded`;
  const drop = () => admin(url, async (c) => {
    for (const name of [seeded, bare]) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const build = async (name: string, template: string | null, fill: (database: Awaited<ReturnType<typeof connect>>) => Promise<unknown>) => {
    await admin(url, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
    const database = await connect({ url: withDatabase(url, name), poolSize: 5 });
    try {
      await fill(database);
    } finally {
      await database.close();
    }
  };
  try {
    await build(bare, null, prepareDatabase);
    await build(seeded, bare, (database) => seedDemo(database, storage));
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('apiTemplate', { kind: 'postgres', bare, seeded, files });
  console.log(`api tests: template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s (PostgreSQL)`);
  return async () => {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
