import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadSettings } from '../src/config.ts';
import { modules } from '../src/modules/index.ts';
import { composeModules, defineEvent, defineProvider, handle, provide } from '../src/platform/modules/wiring.ts';
import type { Database } from '../src/platform/db/client.ts';
import { freshDatabase } from './helpers.ts';

// The application is made of the modules listed in modules/index.ts; their declarations meet at start-up.
describe('module composition', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-modules-'));
  beforeAll(async () => ({ database, drop } = await freshDatabase()));
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without the module that provides the taxes of an order, naming the provider', async () => {
    const withoutTaxes = modules.filter((m) => m.name !== 'impostos');
    await expect(buildApp({ database, settings: loadSettings({ ...process.env, DATA_DIR: dataDir }), modules: withoutTaxes })).rejects.toThrow(
      /module "vendas" requires the provider "order-taxes"/,
    );
  });

  it('starts with every module', async () => {
    const app = await buildApp({ database, settings: loadSettings({ ...process.env, DATA_DIR: dataDir }) });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a provider given twice and a handler of an event nobody publishes', () => {
    const taxes = defineProvider<() => number>('taxes', 'some taxes');
    const happened = defineEvent<() => Promise<void>>('happened');
    expect(() => composeModules([{ name: 'a', provides: [provide(taxes, () => 1)] }, { name: 'b', provides: [provide(taxes, () => 2)] }])).toThrow(
      /"taxes" is provided by both "a" and "b"/,
    );
    expect(() => composeModules([{ name: 'a', handles: [handle(happened, async () => undefined)] }])).toThrow(/handles the event "happened", which no listed module publishes/);
  });
});

// Route files only declare: what they read or write goes through the area's services.
describe('route files', () => {
  const src = path.join(import.meta.dirname, '../src');
  const routeFiles = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.routes.ts'));
  it.each(routeFiles)('%s imports no database layer', (file) => {
    const imports = [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.filter((i) => i === 'drizzle-orm' || i.startsWith('drizzle-orm/') || /\/db\/|\.table\.ts$/.test(i))).toEqual([]);
  });
});

// The travel-guide leftovers of the specification's template are not part of the product (docs/fora-do-escopo.md).
describe('template leftovers', () => {
  const leftover = /guide|review|reserve-management|checklist|contract/i;
  it('no module declares a menu entry, an access route, an operation or a page on them', () => {
    for (const m of modules) {
      expect(m.menu.filter((e) => leftover.test(e.rota)).map((e) => e.rota), m.name).toEqual([]);
      expect(m.access.flatMap((g) => g.rotas).filter((r) => leftover.test(r.rota)).map((r) => r.rota), m.name).toEqual([]);
      expect(m.operations.filter((o) => leftover.test(o.path)).map((o) => o.path), m.name).toEqual([]);
      expect((m.pages ?? []).filter((p) => leftover.test(p.path)).map((p) => p.path), m.name).toEqual([]);
    }
  });
});
