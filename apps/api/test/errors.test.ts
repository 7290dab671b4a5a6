import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, numeric } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource } from '../src/platform/resources/define.ts';
import { defineModule } from '../src/platform/modules/module.ts';
import { modules } from '../src/modules/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// A resource declared only for this test, to exercise the generic machinery (optimistic lock, decimals).
const widgets = pgTable('test_widgets', {
  id: serial('id').primaryKey(),
  company: integer('company_id').notNull(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  version: integer('version').notNull().default(1),
});
const widgetResource = defineResource({
  type: 'Widget',
  path: '/test_widgets',
  source: widgets,
  tenant: 'company',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  version: 'version',
  fields: { id: { filter: 'exact', order: true }, name: { filter: 'partial' }, price: { filter: 'range', order: true } },
  input: z.object({
    name: z.string().min(1, 'required'),
    price: z.string().regex(/^\d+(\.\d{1,2})?$/, 'invalid_number'),
    version: z.number().int().optional(),
  }),
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  // The app with one more module that declares only the widgets (resources come from the modules' declarations).
  const testWidgets = defineModule({ name: 'test_widgets', tables: { widgets }, resources: [widgetResource], operations: [], access: [], menu: [] });
  t = await createTestApp({ modules: [...modules, testWidgets] });
  await t.database.db.execute(
    sql`create table test_widgets (id serial primary key, company_id int not null, name text not null, price numeric(14,2) not null, version int not null default 1)`,
  );
  token = await t.login();
});
afterAll(() => t.close());

describe('errors are clean Hydra answers', () => {
  it('answers 404 for unknown API routes, with a Hydra error', async () => {
    const res = await t.call('GET', '/api/nao-existe', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:title': expect.any(String), 'hydra:description': 'Not Found' });
  });

  it('answers 400 for malformed JSON', async () => {
    for (const type of ['application/json', 'application/ld+json']) {
      const res = await t.call('POST', '/api/test_widgets', { token, body: '{"name": ', headers: { 'content-type': type } });
      expect(res.statusCode).toBe(400);
      expect(res.json()['@type']).toBe('hydra:Error');
      expect(res.body).not.toContain('at ');
    }
  });

  it('answers 400 when the body is not an object, 415 for an unsupported type, 413 when too large', async () => {
    expect((await t.call('POST', '/api/test_widgets', { token, body: '[1,2]' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/test_widgets', { token, body: 'x', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(415);
    const big = JSON.stringify({ name: 'x'.repeat(t.settings.maxBodyBytes + 10), price: '1' });
    const res = await t.call('POST', '/api/test_widgets', { token, body: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()['@type']).toBe('hydra:Error');
  });

  it('answers 422 with violations for wrong types', async () => {
    const res = await t.call('POST', '/api/test_widgets', { token, body: { name: 5, price: 'abc' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['name', 'price']);
  });

  it('keeps money exact', async () => {
    const res = await t.call('POST', '/api/test_widgets', { token, body: { name: 'caneta', price: '0.10' } });
    expect(res.statusCode).toBe(201);
    await t.call('POST', '/api/test_widgets', { token, body: { name: 'lápis', price: '0.20' } });
    const sum = await t.database.rows<{ total: string }>(sql`select sum(price)::text as total from test_widgets`);
    expect(sum[0].total).toBe('0.30');
    expect(res.json().price).toBe('0.10');
    const ranged = (await t.call('GET', '/api/test_widgets?price[gte]=0.15', { token })).json();
    expect(ranged['hydra:member'].map((m: { name: string }) => m.name)).toEqual(['lápis']);
  });

  it('answers 409 "This order was already updated" for a stale version', async () => {
    const created = (await t.call('POST', '/api/test_widgets', { token, body: { name: 'borracha', price: '1.00' } })).json();
    expect(created.version).toBe(1);
    const first = await t.call('PUT', created['@id'], { token, body: { price: '2.00', version: 1 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await t.call('PUT', created['@id'], { token, body: { price: '3.00', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe('This order was already updated');
    expect((await t.call('GET', created['@id'], { token })).json().price).toBe('2.00');
  });

  it('rolls back the whole write when the audit row cannot be written', async () => {
    const before = (await t.call('GET', '/api/test_widgets', { token })).json()['hydra:totalItems'];
    await t.database.db.execute(sql`alter table logs add constraint logs_no_widgets check (nm_entidade_origem <> 'Widget') not valid`);
    const res = await t.call('POST', '/api/test_widgets', { token, body: { name: 'tesoura', price: '5.00' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()['hydra:description']).toBe('Internal Server Error');
    await t.database.db.execute(sql`alter table logs drop constraint logs_no_widgets`);
    expect((await t.call('GET', '/api/test_widgets', { token })).json()['hydra:totalItems']).toBe(before);
  });
});
