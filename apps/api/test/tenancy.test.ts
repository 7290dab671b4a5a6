import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources as declaredResources } from '../src/modules/index.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/**
 * Generated from the declarations: every declared resource, present and future, is checked.
 * A user of "Outra Empresa" must never see nor change a row of "Distribuidora Exemplo".
 * Each resource needs demo rows in the first company so that the check has something to find.
 */
let t: TestApp;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await t.login(DEMO.user.username, DEMO.user.password);
  tokenB = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
});
afterAll(() => t.close());

describe('tenancy of every declared resource', () => {
  it('has resources to check', () => {
    expect(declaredResources.length).toBeGreaterThan(5);
  });

  it('keeps shared reference data read-only', () => {
    for (const r of declaredResources.filter((x) => x.global)) expect(r.operations.every((op) => op === 'list' || op === 'item'), r.path).toBe(true);
  });

  for (const resource of declaredResources.filter((r) => r.operations.includes('list') && !r.global)) {
    it(`${resource.path}: a user of another company gets 404 and never the data`, async () => {
      const a = await t.call('GET', `/api${resource.path}?pagination=false`, { token: tokenA });
      expect(a.statusCode, a.body).toBe(200);
      const membersA: { '@id': string }[] = a.json()['hydra:member'];
      expect(membersA.length, `${resource.path} has no demo rows for ${DEMO.company.name}: add some to the demo seed`).toBeGreaterThan(0);

      const b = await t.call('GET', `/api${resource.path}?pagination=false`, { token: tokenB });
      expect(b.statusCode).toBe(200);
      const idsB = new Set(b.json()['hydra:member'].map((m: { '@id': string }) => m['@id']));
      for (const m of membersA) expect(idsB.has(m['@id']), `${m['@id']} leaked to the other company`).toBe(false);

      const sample = membersA.slice(0, 3);
      for (const m of sample) {
        if (resource.operations.includes('item') || resource.iriPath) {
          const res = await t.call('GET', m['@id'], { token: tokenB });
          expect(res.statusCode, `GET ${m['@id']}`).toBe(404);
          expect(res.body).not.toContain(JSON.stringify(m).slice(1, 40));
        }
        if (resource.operations.includes('update')) {
          const res = await t.call('PUT', m['@id'], { token: tokenB, body: {} });
          expect(res.statusCode, `PUT ${m['@id']}`).toBe(404);
        }
        if (resource.operations.includes('delete')) {
          const res = await t.call('DELETE', m['@id'], { token: tokenB });
          expect(res.statusCode, `DELETE ${m['@id']}`).toBe(404);
        }
      }
      if (resource.csv) {
        const csv = await t.call('GET', `/api${resource.csv}`, { token: tokenB, headers: { accept: 'text/csv' } });
        expect(csv.statusCode).toBe(200);
        const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n').length - 1;
        expect(lines).toBe(b.json()['hydra:totalItems']);
      }
      // Nothing changed for the first company.
      const again = await t.call('GET', `/api${resource.path}?pagination=false`, { token: tokenA });
      expect(again.json()['hydra:totalItems']).toBe(a.json()['hydra:totalItems']);
    });
  }
});
